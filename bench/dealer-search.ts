// Dealer search under load (issue 22): p50/p99 and req/s of GET /website/dealer/search at 50 connections over
// >= 1,000 distinct places, so no single answer is measured. The places spread over every country of the sample
// network: points around each dealer's city (in, at the edge of and beyond the 50-mile radius), each city by name,
// each postal code, both kinds and both units. The route is outside the response cache (every request computes
// its search); the bench reads /metrics before and after to show that no answer came from a cache.
// Goal: p99 <= 20 ms. wrk (one thread) cycles the URL list from a Lua script; the server is pinned to core 0 and
// wrk to the others when the machine has 2+ cores (as bench/cache-busting.ts).
// Run alone: npx tsx bench/dealer-search.ts [--seconds N] [--connections N] [--rounds N] [--root DIR]
// (--root: measure another checkout's server, e.g. a baseline, with this bench).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pinServer, runWrk, urlCycleScript } from './pinning';
import { startServerProcess } from '../test/support/server-process';
import { destination } from '../server/dealers/distance';
import { gazetteer } from '../server/dealers/gazetteer';
import { locate, locationLines } from '../server/dealers/seed';
import { parseWrk, responseCacheCounts } from './api';
import { argText as arg, median } from './args';

export const DEALER_SEARCH_GOAL = { p99Ms: 20 };

export interface DealerSearchRound {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  requests: number;
}

export interface DealerSearchReport {
  machine: { cpus: number; model: string | undefined };
  connections: number;
  seconds: number;
  distinctUrls: number;
  rounds: DealerSearchRound[];
  /** Medians over the rounds. */
  p50Ms: number;
  p99Ms: number;
  requestsPerSec: number;
  /** Response-cache lookups counted by /metrics during the rounds (0: every answer was computed). */
  cacheLookups: number;
  pinned: boolean;
  root: string | undefined;
}

/** The searches: distinct URLs over every place of the sample network (deterministic). */
export function dealerSearchUrls(): string[] {
  const g = gazetteer();
  const urls = new Set<string>();
  const bearings = [0, 45, 90, 135, 180, 225, 270, 315];
  // Inside the radius (several dealers), near its edge (80.47 km: some), beyond it (none: the empty answer).
  const kms = [3, 20, 45, 70, 78, 95];
  for (const [n, loc] of locationLines().entries()) {
    const centre = locate(g, loc);
    const kind = loc.kinds[n % loc.kinds.length]!;
    bearings.forEach((bearing, b) => {
      const p = destination(centre, bearing, kms[(n + b) % kms.length]!);
      const unit = (n + b) % 3 === 0 ? '&unit=km' : '';
      urls.add(`/website/dealer/search?lat=${p.latitude.toFixed(4)}&lng=${p.longitude.toFixed(4)}&kind=${kind}${unit}`);
    });
    const region = loc.region ? `, ${loc.region}` : '';
    urls.add(`/website/dealer/search?q=${encodeURIComponent(`${loc.city}${region}, ${loc.country}`)}`);
    // The geocoder knows US ZIP codes and Canadian postal codes only.
    if (loc.country === 'US' || loc.country === 'CA') urls.add(`/website/dealer/search?q=${encodeURIComponent(loc.postal)}&kind=${kind}`);
  }
  return [...urls];
}

let pinned = false;

const wrk = (args: string[]) => runWrk(args, pinned);

async function cacheLookups(baseUrl: string): Promise<number> {
  const { hits, misses } = await responseCacheCounts(baseUrl);
  return hits + misses;
}

export async function measureDealerSearch(
  baseUrl: string,
  opts: { connections: number; seconds: number; rounds: number },
): Promise<Omit<DealerSearchReport, 'pinned' | 'root' | 'machine'>> {
  const urls = dealerSearchUrls();
  // Every URL once (the dealer list and gazetteer are read, every answer is a 200), then a JIT warm-up.
  for (const u of urls) {
    const res = await fetch(`${baseUrl}${u}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${u} answered ${res.status}`);
  }
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-dealers-')), 'dealers.lua');
  fs.writeFileSync(script, urlCycleScript(urls));
  const run = (seconds: number) => wrk(['-t1', `-c${opts.connections}`, `-d${seconds}s`, '--latency', '-s', script, baseUrl]);
  // 10 s: after a shorter warm-up the first round's p99 was 2-3x the others' (the JIT and the heap still settling).
  await run(10);
  const before = await cacheLookups(baseUrl);
  const rounds: DealerSearchRound[] = [];
  for (let i = 0; i < opts.rounds; i += 1) {
    const out = await run(opts.seconds);
    rounds.push({ ...parseWrk(out), requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0) });
  }
  const lookups = (await cacheLookups(baseUrl)) - before;
  return {
    connections: opts.connections,
    seconds: opts.seconds,
    distinctUrls: urls.length,
    rounds,
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    requestsPerSec: median(rounds.map((r) => r.requestsPerSec)),
    cacheLookups: lookups,
  };
}

export async function runDealerSearchBench(opts: { connections: number; seconds: number; rounds: number; root?: string }): Promise<DealerSearchReport> {
  const server = await startServerProcess({ LOG_LEVEL: 'error' }, { root: opts.root });
  try {
    pinned = pinServer(server.child.pid);
    const report = await measureDealerSearch(server.baseUrl, opts);
    return { ...report, machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model }, pinned, root: opts.root };
  } finally {
    pinned = false;
    await server.stop();
  }
}

export function dealerSearchLines(r: DealerSearchReport): string[] {
  const fmt = (x: DealerSearchRound) => `${String(x.requestsPerSec).padStart(6)} req/s  p50 ${x.p50Ms} ms  p99 ${x.p99Ms} ms${x.non2xx ? `  ${x.non2xx} not 2xx!` : ''}`;
  return [
    `dealer search, ${r.distinctUrls} distinct URLs, ${r.connections} connections, ${r.rounds.length} x ${r.seconds} s (${r.machine.cpus} x ${r.machine.model ?? '?'}${r.root ? `, server from ${r.root}` : ''}):`,
    ...r.rounds.map((x, i) => `  round ${i + 1}: ${fmt(x)}  (${x.requests} requests)`),
    `  median: ${r.requestsPerSec} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms (goal <= ${DEALER_SEARCH_GOAL.p99Ms} ms)  response-cache lookups ${r.cacheLookups}`,
    r.pinned ? '  (server on core 0, wrk on the others)' : '  (not pinned: server and wrk share the cores)',
  ];
}

async function main(): Promise<void> {
  const report = await runDealerSearchBench({
    connections: Number(arg('connections') ?? 50),
    seconds: Number(arg('seconds') ?? 10),
    rounds: Number(arg('rounds') ?? 3),
    root: arg('root'),
  });
  for (const l of dealerSearchLines(report)) console.log(l);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
