// Cache-busting (issue 16): what 10 connections sending a new address on every request, from many client
// addresses, do to everyone else. Two measurements per scenario, each for `seconds`, the attack (10
// connections, a wrk Lua script making every address unique) running beside each:
// - cached pages: a results page already rendered, at `connections` (the throughput the site keeps);
// - the health endpoint at one connection (its latency: how long anything waits for the event loop).
// Scenarios:
// - quiet: no attack;
// - "busting": unknown parameters (?z=<n>, utm tags), known ones whose values change nothing (another search
//   mode's parameters, padding), unknown paths: all of them name pages already rendered (src/ssr/page-key.ts);
// - "new searches": a tire size no one asked for before on every request: each needs a render, so the render
//   gate (server/ssr/render-gate.ts) lets through what its bounds allow and answers the rest 503 at once.
// Goal (busting): cached pages keep >= 80 % of their quiet throughput, the health p99 stays <= 20 ms.
// Run alone: npx tsx bench/cache-busting.ts [--seconds N] [--connections N] [--rounds N]; `npm run bench` runs it too.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseWrk, settleServer } from './api';
import { CYCLE_REQUESTS, pinServer, runWrk } from './pinning';
import { argNumber as arg } from './args';

export const BUSTING_GOALS = { cachedShare: 0.8, healthP99Ms: 20 };

export interface LoadFigures {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

export interface BustingRun {
  cached: LoadFigures;
  health: LoadFigures;
  attack?: LoadFigures & { statuses: Record<string, number> };
}

export interface BustingReport {
  connections: number;
  seconds: number;
  /** Quiet, busting, quiet, new searches are measured in turn this many times (then health); figures are medians. */
  rounds: number;
  cachedPath: string;
  quiet: BustingRun;
  busting: BustingRun;
  newSearches: BustingRun;
  /** Median over the rounds of (cached pages' throughput under "busting" / mean of the quiet slices around it). */
  cachedShare: number;
  cachedShareNewSearches: number;
  /** Each round's shares, to show the spread. */
  shares: { busting: number; newSearches: number }[];
}

/** The attack's requests: a fresh address every time, from a fresh client address. */
function attackScript(kind: 'busting' | 'new-searches', detailsId: number): string {
  const paths =
    kind === 'busting'
      ? [
          `"/tires/tire-results?tireSize=27.00R49&z=" .. n`,
          `"/tires/tire-results?tireSize=27.00R49&rimDiam=" .. n .. "&equipType=Loader" .. n`,
          `"/tires/tire-results?tireSize=" .. string.rep("%20", n % 7) .. "27.00R49&utm_source=mail" .. n`,
          `"/tires/tire-details?tireId=${detailsId}&timestamp=" .. n`,
          `"/?qa&v=" .. n`,
          `"/no-such-page-" .. n`,
        ]
      : [`"/tires/tire-results?tireSize=" .. n .. ".00R" .. (n % 90)`];
  // The requests are made once, at the start: per-request Lua (random numbers, string building) would take the
  // load generators' core from the wrk that measures, and lower its figure rather than the server's.
  return `
local reqs = {}
local paths = { ${paths.map((p) => `function(n) return ${p} end`).join(', ')} }
init = function()
  math.randomseed(os.time() + math.random(1, 100000))
  for i = 1, 60000 do
    local n = math.random(1, 2000000000)
    local ip = math.random(1, 223) .. "." .. math.random(0, 255) .. "." .. math.random(0, 255) .. "." .. math.random(1, 254)
    reqs[i] = wrk.format("GET", paths[(i % #paths) + 1](n), { ["X-Forwarded-For"] = ip, ["Accept-Encoding"] = "gzip, br" })
  end
end
${CYCLE_REQUESTS}
`;
}

/**
 * On a machine with 2 or more cores the server is pinned to core 0 and every wrk to the others (taskset), so the
 * load generators (the attack's Lua script costs CPU) do not take the server's core: the figures are the server's.
 */
let pinned = false;

const wrk = (args: string[]) => runWrk(args, pinned);

async function withAttack<T>(baseUrl: string, seconds: number, attack: string | null, measure: Promise<T>): Promise<{ measured: T; attack?: LoadFigures & { statuses: Record<string, number> } }> {
  let attacked: Promise<string> | null = null;
  if (attack) {
    const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-busting-')), 'attack.lua');
    fs.writeFileSync(script, attack);
    attacked = wrk(['-t1', '-c10', `-d${seconds}s`, '--latency', '-s', script, baseUrl]);
  }
  const [measured, a] = await Promise.all([measure, attacked]);
  if (!a) return { measured };
  // Counted by wrk itself: a Lua response() callback would copy every body into Lua (the generator's own cost).
  const total = Number(/(\d+) requests in/.exec(a)?.[1] ?? 0);
  const figures = parseWrk(a);
  return { measured, attack: { ...figures, statuses: { '2xx': total - figures.non2xx, 'not 2xx': figures.non2xx } } };
}

export function wrkAvailable(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined;
}

export async function measureCacheBusting(baseUrl: string, opts: { connections: number; seconds: number; rounds: number }): Promise<BustingReport> {
  // Start-up work (the databook, the dealer index) must not run during a measurement.
  await settleServer(baseUrl);
  const get = async <T>(p: string): Promise<T> => (await (await fetch(`${baseUrl}${p}`)).json()) as T;
  const products = (await get<{ data: { tire_size_id: number }[] }>('/website/products/list')).data;
  const detailsId = products[Math.floor(products.length / 2)]!.tire_size_id;
  const cachedPath = '/tires/tire-results?tireSize=27.00R49';
  // Render what the attack names, then warm the JIT.
  for (const p of [cachedPath, `/tires/tire-details?tireId=${detailsId}`, '/', '/no-such-page']) await (await fetch(`${baseUrl}${p}`)).arrayBuffer();
  const cachedArgs = (seconds: number) => ['-t1', `-c${opts.connections}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: gzip, br', `${baseUrl}${cachedPath}`];
  const healthArgs = ['-t1', '-c1', `-d${opts.seconds}s`, '--latency', `${baseUrl}/website/health`];
  const scripts = { busting: attackScript('busting', detailsId), newSearches: attackScript('new-searches', detailsId) };
  type Attack = keyof typeof scripts | null;
  const slice = async (args: string[], attack: Attack) => {
    const r = await withAttack(baseUrl, opts.seconds, attack ? scripts[attack] : null, wrk(args));
    return { figures: parseWrk(r.measured), attack: r.attack };
  };
  await wrk(cachedArgs(2)); // JIT warm-up
  // A shared machine's speed drifts (here by up to a third within a minute, under sustained load), so each
  // attacked slice is compared with the quiet slices just before and after it, and the report gives medians.
  const quiet: LoadFigures[] = [(await slice(cachedArgs(opts.seconds), null)).figures];
  const attacked: Record<'busting' | 'newSearches', { cached: LoadFigures[]; health: LoadFigures[]; attack: NonNullable<BustingRun['attack']>[] }> = {
    busting: { cached: [], health: [], attack: [] },
    newSearches: { cached: [], health: [], attack: [] },
  };
  const quietHealth: LoadFigures[] = [];
  const shares: { busting: number; newSearches: number }[] = [];
  const share = (x: LoadFigures, a: LoadFigures, b: LoadFigures) => Math.round((x.requestsPerSec / Math.max(1, (a.requestsPerSec + b.requestsPerSec) / 2)) * 100) / 100;
  for (let i = 0; i < opts.rounds; i += 1) {
    const round = { busting: 0, newSearches: 0 };
    for (const kind of ['busting', 'newSearches'] as const) {
      const before = quiet[quiet.length - 1]!;
      const under = await slice(cachedArgs(opts.seconds), kind);
      const after = (await slice(cachedArgs(opts.seconds), null)).figures;
      quiet.push(after);
      attacked[kind].cached.push(under.figures);
      attacked[kind].attack.push(under.attack!);
      round[kind] = share(under.figures, before, after);
    }
    shares.push(round);
    quietHealth.push((await slice(healthArgs, null)).figures);
    for (const kind of ['busting', 'newSearches'] as const) attacked[kind].health.push((await slice(healthArgs, kind)).figures);
  }
  const mid = <T>(xs: T[], by: (x: T) => number): T => [...xs].sort((a, b) => by(a) - by(b))[Math.floor(xs.length / 2)]!;
  const byRps = (f: LoadFigures) => f.requestsPerSec;
  const byP99 = (f: LoadFigures) => f.p99Ms;
  const summary = (kind: 'busting' | 'newSearches'): BustingRun => {
    const a = attacked[kind];
    const statuses: Record<string, number> = {};
    for (const x of a.attack) for (const [k, n] of Object.entries(x.statuses)) statuses[k] = (statuses[k] ?? 0) + n;
    return { cached: mid(a.cached, byRps), health: mid(a.health, byP99), attack: { ...mid(a.attack, byRps), statuses } };
  };
  return {
    ...opts,
    cachedPath,
    quiet: { cached: mid(quiet, byRps), health: mid(quietHealth, byP99) },
    busting: summary('busting'),
    newSearches: summary('newSearches'),
    cachedShare: mid(shares.map((x) => x.busting), (x) => x),
    cachedShareNewSearches: mid(shares.map((x) => x.newSearches), (x) => x),
    shares,
  };
}

export function bustingLines(r: BustingReport): string[] {
  const line = (label: string, run: BustingRun) =>
    `  ${label.padEnd(13)} cached pages ${String(run.cached.requestsPerSec).padStart(6)} req/s p99 ${run.cached.p99Ms} ms` +
    `  health p99 ${run.health.p99Ms} ms` +
    (run.attack ? `  attack ${run.attack.requestsPerSec} req/s (${Object.entries(run.attack.statuses).map(([s, n]) => `${s}: ${n}`).join(', ')})` : '') +
    (run.cached.non2xx + run.health.non2xx > 0 ? `  ${run.cached.non2xx + run.health.non2xx} answers not 2xx!` : '');
  return [
    `cache-busting (cached ${r.cachedPath} at ${r.connections} connections; health at 1; attack at 10; ${r.seconds} s slices, ${r.rounds} rounds, medians; shares against the quiet slices on either side):`,
    line('quiet', r.quiet),
    line('busting', r.busting),
    line('new searches', r.newSearches),
    `  cached pages keep ${Math.round(r.cachedShare * 100)} % under busting (goal >= ${BUSTING_GOALS.cachedShare * 100} %; rounds ${r.shares.map((x) => `${Math.round(x.busting * 100)} %`).join(', ')}), ${Math.round(r.cachedShareNewSearches * 100)} % under new searches; health p99 ${r.busting.health.p99Ms} / ${r.newSearches.health.p99Ms} ms (goal <= ${BUSTING_GOALS.healthP99Ms} ms)`,
  ];
}

/** Starts a server of its own (X-Forwarded-For from loopback trusted: the attack's many client addresses), pinned. */
export async function runCacheBustingBench(opts: { connections: number; seconds: number; rounds: number }): Promise<BustingReport & { pinned: boolean }> {
  if (!wrkAvailable()) throw new Error('the cache-busting bench needs wrk (apt-get install -y wrk): its attack is a wrk Lua script');
  const { startServerProcess } = await import('../test/support/server-process');
  const server = await startServerProcess({ LOG_LEVEL: 'error', TRUST_PROXY: 'loopback' });
  pinned = pinServer(server.child.pid);
  try {
    return { ...(await measureCacheBusting(server.baseUrl, opts)), pinned };
  } finally {
    pinned = false;
    await server.stop();
  }
}

async function main(): Promise<void> {
  const report = await runCacheBustingBench({ connections: arg('connections', 50), seconds: arg('seconds', 5), rounds: arg('rounds', 3) });
  for (const l of bustingLines(report)) console.log(l);
  console.log(report.pinned ? '  (server on core 0, wrk on the others)' : '  (not pinned: server and wrk share the cores)');
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
