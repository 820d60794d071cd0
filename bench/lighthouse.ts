// Lighthouse (the npm package) driving Debian's Chromium, its default mobile profile (emulated phone, simulated
// slow 4G) at a fixed CPU budget: each run's CPU slowdown is 4 x (that run's benchmarkIndex / 1,350), so a fast
// machine measures what the slowest one here (benchmarkIndex 1,350, at Lighthouse's 4x) sees (issue 22). The run
// is gathered first, its benchmarkIndex read from the artifacts, then audited with that slowdown: the simulated
// throttling applies the slowdown only when the trace is analysed. N runs per page kind, median of each figure. A page whose runs all fail reports
// its error and the others go on. Per page: category scores, LCP / CLS / TBT, and from the median run (by
// performance score) the top opportunities and diagnostics and every failed SEO, accessibility or best-practice
// audit; for the home page its JavaScript and total transferred bytes.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { medianMean as median } from './args';

export interface PageSpec {
  name: string;
  path: string;
}

export interface PageFigures {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Main-thread work during the load (Lighthouse's breakdown, at the run's CPU slowdown). */
  mainThreadMs: number;
  /** Script evaluation, parsing and compiling (Lighthouse's JavaScript execution time), same slowdown. */
  scriptMs: number;
  /** This run's benchmarkIndex and the CPU slowdown it was audited at. */
  benchmarkIndex: number;
  cpuSlowdown: number;
  /** Bytes over the wire (compressed): scripts and everything. */
  jsTransferBytes: number;
  totalTransferBytes: number;
}

export interface Finding {
  id: string;
  title: string;
  /** What Lighthouse shows beside it ("Potential savings of 120 KiB", "1.2 s"). */
  display?: string;
  /** The elements or files it is about. */
  about?: string;
}

export interface LighthousePageResult extends PageSpec {
  /** Successful runs out of those tried. */
  runsOk: number;
  median?: PageFigures;
  runs: PageFigures[];
  /** From the median run. */
  opportunities?: Finding[];
  diagnostics?: Finding[];
  /** Audits below full score in the SEO, accessibility and best-practices categories. */
  failedAudits?: (Finding & { category: string })[];
  errors: string[];
}

export interface LighthouseReport {
  /** Which build: "build", or "baseline" (`--baseline DIR`). */
  label: string;
  lighthouseVersion: string;
  /** Lighthouse's benchmarkIndex of this machine over the runs (higher is faster; figures differ with it). */
  benchmarkIndex: { min: number; median: number; max: number } | null;
  profile: string;
  runsPerPage: number;
  pages: LighthousePageResult[];
}

// The parts of Lighthouse's result (LHR) read here.
interface LhrNode {
  type?: string;
  selector?: string;
  nodeLabel?: string;
  snippet?: string;
}
interface LhrItem {
  resourceType?: string;
  transferSize?: number;
  url?: string;
  node?: LhrNode;
  items?: LhrItem[];
}
interface LhrAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { type?: string; overallSavingsMs?: number; items?: LhrItem[] };
}
interface Lhr {
  lighthouseVersion: string;
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
  /** Lighthouse's measure of the machine (higher is faster): quoted beside every figure. */
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>;
  audits: Record<string, LhrAudit>;
}

const FLAGS = CHROMIUM_ARGS;
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];

const score = (lhr: Lhr, cat: string) => Math.round((lhr.categories[cat]?.score ?? 0) * 100);
const num = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? NaN;

function figures(lhr: Lhr): PageFigures {
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytes = (type: string) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    seo: score(lhr, 'seo'),
    bestPractices: score(lhr, 'best-practices'),
    lcpMs: Math.round(num(lhr, 'largest-contentful-paint')),
    cls: Math.round(num(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(num(lhr, 'total-blocking-time')),
    fcpMs: Math.round(num(lhr, 'first-contentful-paint')),
    mainThreadMs: Math.round(num(lhr, 'mainthread-work-breakdown')),
    scriptMs: Math.round(num(lhr, 'bootup-time')),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    cpuSlowdown: Math.round((lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN) * 100) / 100,
    jsTransferBytes: bytes('script'),
    totalTransferBytes: bytes('total'),
  };
}

function medianFigures(runs: PageFigures[]): PageFigures {
  const keys = Object.keys(runs[0]!) as (keyof PageFigures)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as PageFigures;
}

/** The elements or files an audit points at (the LCP element, what shifted, the uncached files), shortened. */
function about(a: LhrAudit): string | undefined {
  const items = (a.details?.items ?? []).flatMap((i) => (i.items ? i.items : [i]));
  const named = items
    .map((i) => (i.node ? `${i.node.selector ?? ''} ${i.node.snippet ?? ''}`.trim() : (i.url ?? '')))
    .filter(Boolean)
    .slice(0, 3)
    .map((t) => t.replace(/^https?:\/\/[^/]+/, '').slice(0, 110));
  return named.length ? named.join(' ; ') : undefined;
}

const finding = (a: LhrAudit): Finding => {
  const what = about(a);
  return { id: a.id, title: a.title, ...(a.displayValue ? { display: a.displayValue } : {}), ...(what ? { about: what } : {}) };
};

function findings(lhr: Lhr): Pick<LighthousePageResult, 'opportunities' | 'diagnostics' | 'failedAudits'> {
  const failing = (a: LhrAudit | undefined): a is LhrAudit =>
    !!a && a.score !== null && a.score < 0.9 && !['notApplicable', 'informative', 'manual'].includes(a.scoreDisplayMode);
  const perf = (lhr.categories.performance?.auditRefs ?? []).map((r) => lhr.audits[r.id]);
  const opportunities = perf
    .filter(failing)
    .filter((a) => a.details?.type === 'opportunity')
    .sort((a, b) => (b.details?.overallSavingsMs ?? 0) - (a.details?.overallSavingsMs ?? 0))
    .slice(0, 5)
    .map(finding);
  const diagnostics = (lhr.categories.performance?.auditRefs ?? [])
    .filter((r) => r.group === 'diagnostics')
    .map((r) => lhr.audits[r.id])
    .filter(failing)
    .filter((a) => a.details?.type !== 'opportunity')
    .slice(0, 5)
    .map(finding);
  const failedAudits = ['seo', 'accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((r) => r.weight > 0)
      .map((r) => lhr.audits[r.id])
      .filter((a): a is LhrAudit => !!a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => ({ category, ...finding(a) })),
  );
  return { opportunities, diagnostics, failedAudits };
}

/** The slowest machine's benchmarkIndex here, at which the CPU slowdown is Lighthouse's default 4x (issue 22). */
export const REFERENCE_BENCHMARK_INDEX = 1350;
export const cpuSlowdownFor = (benchmarkIndex: number) => Math.max(1, (4 * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX);

/** One Lighthouse run in a fresh browser: gathered, then audited at the CPU slowdown its benchmarkIndex sets. */
async function runOnce(url: string): Promise<Lhr> {
  const { navigationGather } = await import('lighthouse/core/gather/navigation-runner.js');
  const { Runner } = await import('lighthouse/core/runner.js');
  // A fresh browser per run: a crash or a hung page costs one run, and no cache carries over.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS });
  try {
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: CATEGORIES, maxWaitForLoad: 60_000 };
    const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags });
    // LIGHTHOUSE_TRACES=dir keeps each run's trace (open it in Chrome's Performance panel).
    const traces = process.env.LIGHTHOUSE_TRACES;
    if (traces) {
      fs.mkdirSync(traces, { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      fs.writeFileSync(path.join(traces, `${name}-${Date.now()}.json`), JSON.stringify(artifacts.Trace));
    }
    const { settings } = runnerOptions.resolvedConfig;
    // Simulated throttling gathers unthrottled and applies the slowdown only in the audits' simulation, so
    // auditing with another slowdown than the gather's settings say is sound (Lighthouse checks the two agree).
    if (settings.throttlingMethod !== 'simulate') throw new Error('the fixed CPU budget needs simulated throttling');
    const throttling = { ...settings.throttling, cpuSlowdownMultiplier: cpuSlowdownFor(artifacts.BenchmarkIndex) };
    runnerOptions.resolvedConfig.settings = { ...settings, throttling };
    artifacts.settings = { ...artifacts.settings, throttling };
    // A fresh cache: nothing computed with the default slowdown may be reused by the audits.
    const answer = await Runner.audit(artifacts, { resolvedConfig: runnerOptions.resolvedConfig, computedCache: new Map() });
    const lhr = answer?.lhr as unknown as Lhr | undefined;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    try {
      chrome.kill();
    } catch {
      // already gone
    }
  }
}

/** A server to audit: the build under test, or the baseline measured in the same run (`--baseline DIR`). */
export interface Target {
  label: string;
  baseUrl: string;
}

interface Accumulated {
  result: LighthousePageResult;
  lhrs: Lhr[];
  retries: number;
}

function summarise({ result, lhrs }: Accumulated): LighthousePageResult {
  result.runsOk = lhrs.length;
  if (lhrs.length === 0) return result;
  result.median = medianFigures(result.runs);
  // The run whose performance score is the median one.
  const order = lhrs.map((lhr, i) => ({ i, p: score(lhr, 'performance') })).sort((a, b) => a.p - b.p);
  return Object.assign(result, findings(lhrs[order[Math.floor((order.length - 1) / 2)]!.i]!));
}

/** One run of one page on one target, added to what it has gathered; NO_NAVSTART (a lost trace start) is retried. */
async function addRun(target: Target, page: PageSpec, run: number, acc: Accumulated): Promise<void> {
  for (;;) {
    try {
      const lhr = await runOnce(`${target.baseUrl}${page.path}`);
      // LIGHTHOUSE_REPORTS=dir keeps each run's full report (the LCP element and its phases, the long tasks).
      const dir = process.env.LIGHTHOUSE_REPORTS;
      if (dir) {
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(path.join(dir, `${target.label}-${page.name.replace(/\W+/g, '-')}-${run + 1}.json`), JSON.stringify(lhr));
      }
      acc.lhrs.push(lhr);
      acc.result.runs.push(figures(lhr));
      return;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (message.startsWith('NO_NAVSTART') && acc.retries > 0) {
        acc.retries -= 1;
        continue;
      }
      acc.result.errors.push(`run ${run + 1}: ${message}`);
      return;
    }
  }
}

const range = (xs: number[]) => ({ min: Math.min(...xs), median: median(xs), max: Math.max(...xs) });

/**
 * Every page kind `runs` times on every target. Runs alternate between targets (page 1 run 1 on each, then run
 * 2 on each...), so a baseline and the build under test share the machine's moods.
 */
export async function measureLighthouse(
  targets: Target[],
  pages: PageSpec[],
  runs = 3,
  log: (line: string) => void = () => undefined,
): Promise<LighthouseReport[]> {
  const acc = targets.map(() => new Map<string, Accumulated>());
  for (const page of pages) {
    targets.forEach((_, t) => acc[t]!.set(page.name, { result: { ...page, runsOk: 0, runs: [], errors: [] }, lhrs: [], retries: runs }));
    for (let i = 0; i < runs; i += 1) {
      for (const [t, target] of targets.entries()) await addRun(target, page, i, acc[t]!.get(page.name)!);
    }
    for (const [t, target] of targets.entries()) {
      const r = summarise(acc[t]!.get(page.name)!);
      const m = r.median;
      const what = m ? `perf ${m.performance}, TBT ${m.tbtMs} ms, LCP ${m.lcpMs} ms, main thread ${m.mainThreadMs} ms at ${m.cpuSlowdown}x` : 'FAILED';
      log(`  ${`${page.name}${targets.length > 1 ? ` (${target.label})` : ''}`.padEnd(24)} ${what} (${r.runsOk}/${runs} runs)`);
    }
  }
  return targets.map((target, t) => {
    const results = pages.map((p) => acc[t]!.get(p.name)!.result);
    const lhrs = pages.flatMap((p) => acc[t]!.get(p.name)!.lhrs);
    const indexes = lhrs.map((l) => l.environment?.benchmarkIndex).filter((b): b is number => typeof b === 'number');
    const benchmarkIndex = indexes.length > 0 ? range(indexes) : null;
    if (benchmarkIndex) log(`  benchmarkIndex (${target.label}): median ${benchmarkIndex.median} (${benchmarkIndex.min}-${benchmarkIndex.max})`);
    return {
      label: target.label,
      lighthouseVersion: lhrs[0]?.lighthouseVersion ?? '',
      benchmarkIndex,
      profile: `Lighthouse default mobile: emulated Moto G Power, simulated slow 4G (150 ms RTT, 1.6 Mbit/s), CPU slowdown 4 x benchmarkIndex / ${REFERENCE_BENCHMARK_INDEX} per run`,
      runsPerPage: runs,
      pages: results,
    };
  });
}
