// The header search under load (issue 23 part 2): p50/p99 and req/s of GET /website/search at 10 connections, every
// request a search the server has not answered before, so each one runs its SQL (an answer asked for a second time
// comes from the response cache, and a repeated text would measure the cache). The texts: every size and its other notation, every
// tire line, machine model, make and model, "CAT" model, industry; their prefixes; and each with its last
// character changed (the "did you mean" path). Each round asks for them with a `limit` of its own (1 to 20 of each
// kind, 19 values), which makes every URL new; /metrics shows how many answers were computed. Goal: p99 <= 20 ms.
// wrk (one thread) cycles the URLs from a Lua script; the server is pinned to core 0 and wrk to the others when the
// machine has 2+ cores (as bench/dealer-search.ts).
// Run alone: npx tsx bench/search.ts [--seconds N] [--connections N] [--rounds N] [--root DIR]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pinServer, runWrk, urlCycleScript } from './pinning';
import { startServerProcess } from '../test/support/server-process';
import { parseWrk, responseCacheCounts, settleServer } from './api';
import { argText as arg, median } from './args';

export const SEARCH_GOAL = { p99Ms: 20 };

export interface SearchRound {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  requests: number;
  /** Answers computed (response-cache misses) during the round, and answers from the cache. */
  computed: number;
  cached: number;
}

export interface SearchReport {
  machine: { cpus: number; model: string | undefined };
  connections: number;
  seconds: number;
  distinctTexts: number;
  /** Distinct URLs over the rounds. */
  urls: number;
  rounds: SearchRound[];
  p50Ms: number;
  p99Ms: number;
  requestsPerSec: number;
  pinned: boolean;
  root: string | undefined;
}

/** What visitors type: names from the running catalog, their beginnings, and one character off. */
export async function searchTexts(baseUrl: string): Promise<string[]> {
  const get = async <T>(p: string): Promise<T> => (await (await fetch(`${baseUrl}${p}`)).json()) as T;
  const products = (await get<{ data: { size: string; alternate_size: string | null; patterns: { pattern_name: string } }[] }>('/website/products/list')).data;
  const machines = (await get<{ data: { make: string; model: string }[] }>('/website/machine/list')).data;
  const segments = (await get<{ data: { name: string }[] }>('/website/segment/list')).data;
  const names = new Set<string>();
  for (const p of products) {
    names.add(p.size);
    if (p.alternate_size) names.add(p.alternate_size);
    names.add(p.patterns.pattern_name);
  }
  for (const m of machines) {
    names.add(m.model);
    names.add(`${m.make} ${m.model}`);
    if (m.make === 'Caterpillar') names.add(`CAT ${m.model}`);
  }
  for (const s of segments) names.add(s.name);
  for (const word of ['inflation', 'pressure', 'sell sheet', 'brochure', 'databook', 'tread', 'mining tires']) names.add(word);
  const texts = new Set<string>();
  for (const name of names) {
    texts.add(name);
    for (let n = 2; n < name.length; n += 2) texts.add(name.slice(0, n));
    const last = name.at(-1)!;
    texts.add(`${name.slice(0, -1)}${/\d/.test(last) ? String((Number(last) + 1) % 10) : 'x'}`);
  }
  return [...texts];
}

const url = (text: string, limit: number) => `/website/search?q=${encodeURIComponent(text)}&limit=${limit}`;

let pinned = false;

export async function measureSearch(baseUrl: string, opts: { connections: number; seconds: number; rounds: number }): Promise<Omit<SearchReport, 'pinned' | 'root' | 'machine'>> {
  // Start-up work (the databook, built on a thread of the server's core, the dealer index) must not run during a
  // measurement.
  await settleServer(baseUrl);
  const texts = await searchTexts(baseUrl);
  const script = (urls: string[]) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-search-')), 'search.lua');
    fs.writeFileSync(file, urlCycleScript(urls));
    return file;
  };
  // Every text as people type it (as listed, in lower case, in capitals, with a space after it: the same search,
  // and a URL of its own) with every limit from 1 to 19, dealt out to the rounds: no URL is asked twice unless a
  // round wraps round its list (then /metrics counts answers from the cache, and the report says so).
  const typed = texts.flatMap((t) => [...new Set([t, t.toLowerCase(), t.toUpperCase(), `${t} `])]);
  const pairs = typed.flatMap((t) => Array.from({ length: 19 }, (_, l) => url(t, l + 1)));
  const roundUrls = (i: number) => pairs.filter((_, n) => n % opts.rounds === i);
  const run = (file: string, seconds: number) => runWrk(['-t1', `-c${opts.connections}`, `-d${seconds}s`, '--latency', '-s', file, baseUrl], pinned);
  // Warm-up (the JIT, the documents' list, PGlite's caches) on texts of a limit no round uses.
  await run(script(texts.map((t) => url(t, 20))), 10);
  const rounds: SearchRound[] = [];
  for (let i = 0; i < opts.rounds; i += 1) {
    const before = await responseCacheCounts(baseUrl);
    const out = await run(script(roundUrls(i)), opts.seconds);
    const after = await responseCacheCounts(baseUrl);
    rounds.push({ ...parseWrk(out), requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0), computed: after.misses - before.misses, cached: after.hits - before.hits });
  }
  return {
    connections: opts.connections,
    seconds: opts.seconds,
    distinctTexts: texts.length,
    urls: pairs.length,
    rounds,
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    requestsPerSec: median(rounds.map((r) => r.requestsPerSec)),
  };
}

export async function runSearchBench(opts: { connections: number; seconds: number; rounds: number; root?: string; env?: Record<string, string> }): Promise<SearchReport> {
  const server = await startServerProcess({ LOG_LEVEL: 'error', ...opts.env }, { root: opts.root });
  try {
    pinned = pinServer(server.child.pid);
    const report = await measureSearch(server.baseUrl, opts);
    return { ...report, machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model }, pinned, root: opts.root };
  } finally {
    pinned = false;
    await server.stop();
  }
}

export function searchLines(r: SearchReport): string[] {
  const fmt = (x: SearchRound) =>
    `${String(x.requestsPerSec).padStart(6)} req/s  p50 ${x.p50Ms} ms  p99 ${x.p99Ms} ms  (${x.requests} requests: ${x.computed} computed, ${x.cached} from the cache)${x.non2xx ? `  ${x.non2xx} not 2xx!` : ''}`;
  return [
    `header search, ${r.distinctTexts} distinct texts, ${r.urls} URLs (as typed, x 19 limits) over the rounds, ${r.connections} connections, ${r.rounds.length} x ${r.seconds} s (${r.machine.cpus} x ${r.machine.model ?? '?'}${r.root ? `, server from ${r.root}` : ''}):`,
    ...r.rounds.map((x, i) => `  round ${i + 1}: ${fmt(x)}`),
    `  median: ${r.requestsPerSec} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms (goal <= ${SEARCH_GOAL.p99Ms} ms)`,
    r.pinned ? '  (server on core 0, wrk on the others)' : '  (not pinned: server and wrk share the cores)',
  ];
}

async function main(): Promise<void> {
  const report = await runSearchBench({
    connections: Number(arg('connections') ?? 10),
    seconds: Number(arg('seconds') ?? 10),
    rounds: Number(arg('rounds') ?? 3),
    root: arg('root'),
  });
  for (const l of searchLines(report)) console.log(l);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
