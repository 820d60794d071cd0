// Lighthouse (the npm package) driving Debian's Chromium, its default mobile profile (emulated phone, simulated
// slow 4G and 4x CPU slowdown), N runs per page kind, median of each figure. A page whose runs all fail reports
// its error and the others go on. Per page: category scores, LCP / CLS / TBT, and from the median run (by
// performance score) the top opportunities and diagnostics and every failed SEO, accessibility or best-practice
// audit; for the home page its JavaScript and total transferred bytes.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';

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
  /** Lighthouse's measure of the machine (higher is faster): quoted beside every figure. */
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>;
  audits: Record<string, LhrAudit>;
}

const FLAGS = CHROMIUM_ARGS;
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
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

async function measurePage(baseUrl: string, page: PageSpec, runs: number, onLhr: (lhr: Lhr) => void): Promise<LighthousePageResult> {
  const { default: lighthouse } = await import('lighthouse');
  const result: LighthousePageResult = { ...page, runsOk: 0, runs: [], errors: [] };
  const lhrs: Lhr[] = [];
  // Lighthouse now and then loses the trace's navigation start (NO_NAVSTART): such a run is tried again.
  let retries = runs;
  for (let i = 0; i < runs; i += 1) {
    // A fresh browser per run: a crash or a hung page costs one run, and no cache carries over.
    let chrome: chromeLauncher.LaunchedChrome | null = null;
    try {
      chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS });
      const answer = await lighthouse(`${baseUrl}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        maxWaitForLoad: 60_000,
      });
      const lhr = answer?.lhr as unknown as Lhr | undefined;
      if (!lhr) throw new Error('Lighthouse returned no result');
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      onLhr(lhr);
      // LIGHTHOUSE_REPORTS=dir keeps each run's full report (the LCP element and its phases, the long tasks).
      const dir = process.env.LIGHTHOUSE_REPORTS;
      if (dir) {
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(path.join(dir, `${page.name.replace(/\W+/g, '-')}-${i + 1}.json`), JSON.stringify(lhr));
      }
      lhrs.push(lhr);
      result.runs.push(figures(lhr));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (message.startsWith('NO_NAVSTART') && retries > 0) {
        retries -= 1;
        i -= 1;
        continue;
      }
      result.errors.push(`run ${i + 1}: ${message}`);
    } finally {
      try {
        chrome?.kill();
      } catch {
        // already gone
      }
    }
  }
  result.runsOk = lhrs.length;
  if (lhrs.length === 0) return result;
  result.median = medianFigures(result.runs);
  // The run whose performance score is the median one.
  const order = lhrs.map((lhr, i) => ({ i, p: score(lhr, 'performance') })).sort((a, b) => a.p - b.p);
  Object.assign(result, findings(lhrs[order[Math.floor((order.length - 1) / 2)]!.i]!));
  return result;
}

export async function measureLighthouse(
  baseUrl: string,
  pages: PageSpec[],
  runs = 3,
  log: (line: string) => void = () => undefined,
): Promise<LighthouseReport> {
  let version = '';
  const indexes: number[] = [];
  const out: LighthousePageResult[] = [];
  for (const page of pages) {
    let r: LighthousePageResult;
    try {
      r = await measurePage(baseUrl, page, runs, (lhr) => {
        version = lhr.lighthouseVersion;
        if (typeof lhr.environment?.benchmarkIndex === 'number') indexes.push(lhr.environment.benchmarkIndex);
      });
    } catch (err) {
      r = { ...page, runsOk: 0, runs: [], errors: [err instanceof Error ? err.message : String(err)] };
    }
    out.push(r);
    log(`  ${page.name.padEnd(14)} ${r.median ? `perf ${r.median.performance}, LCP ${r.median.lcpMs} ms` : 'FAILED'} (${r.runsOk}/${runs} runs)`);
  }
  const benchmarkIndex = indexes.length > 0 ? { min: Math.min(...indexes), median: median(indexes), max: Math.max(...indexes) } : null;
  if (benchmarkIndex) log(`  benchmarkIndex of this machine: median ${benchmarkIndex.median} (${benchmarkIndex.min}-${benchmarkIndex.max})`);
  return {
    lighthouseVersion: version,
    benchmarkIndex,
    profile: 'Lighthouse default mobile: emulated Moto G Power, simulated slow 4G (150 ms RTT, 1.6 Mbit/s), 4x CPU slowdown',
    runsPerPage: runs,
    pages: out,
  };
}
