// The server CPU of an uncached page render (issue 22): N distinct results pages (a new search each: every
// size of the catalog by size, by rim and by equipment) requested one after another, none in the page cache
// before (each URL has a page key of its own, src/ssr/page-key.ts). For each request the server's CPU time is
// read from /proc/<pid>/task/*/schedstat (nanoseconds on a CPU, per thread) before and after: "process" counts
// every thread (the render on the event loop, the compression in the thread pool, the GC's helpers), "main" the
// event loop's thread alone. Goal: median process CPU per render <= 10 ms.
// Run alone: npx tsx bench/page-render.ts [--pages N] [--root DIR] [--against DIR] (--root: another checkout's server;
// --against: another checkout's server measured beside this one's, page by page in turn: a fair before and after).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { startServerProcess } from '../test/support/server-process';
import { argText as arg } from './args';

export const PAGE_RENDER_GOAL = { medianCpuMs: 10 };

export interface Spread {
  median: number;
  p90: number;
  mean: number;
}

export interface PageRenderReport {
  machine: { cpus: number; model: string | undefined };
  pages: number;
  /** Server CPU per render, all threads (ms). */
  processCpuMs: Spread;
  /** Server CPU per render, the event loop's thread (ms). */
  mainCpuMs: Spread;
  /** Request to last byte, as this client saw it (ms). */
  wallMs: Spread;
  /** Pages the server rendered during the measured requests (/metrics: page_cache_misses_total): should be `pages`. */
  rendered: number;
  /** The HTML of the first measured page (bytes, uncompressed). */
  meanBytes: number;
  root: string | undefined;
}

/** Nanoseconds on a CPU of every thread of `pid`, and of its main thread. */
function cpuNs(pid: number): { all: number; main: number } {
  let all = 0;
  let main = 0;
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    let text: string;
    try {
      text = fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    const ns = Number(text.split(' ')[0]);
    all += ns;
    if (tid === String(pid)) main = ns;
  }
  return { all, main };
}

const spread = (xs: number[]): Spread => {
  const s = [...xs].sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 100) / 100;
  return { median: r(s[Math.floor(s.length / 2)]!), p90: r(s[Math.floor(s.length * 0.9)]!), mean: r(s.reduce((a, b) => a + b, 0) / s.length) };
};

/** Distinct results-page URLs: every size by size, then by rim, then by equipment (each a page key of its own). */
export async function resultsUrls(baseUrl: string): Promise<string[]> {
  const get = async <T>(p: string): Promise<T> => (await (await fetch(`${baseUrl}${p}`)).json()) as T;
  const list = 'sort_type=asc&is_all=true';
  const sizes = (await get<{ data: { size: string }[] }>(`/website/tiresize/list?sort_by=size&${list}`)).data.map((s) => s.size);
  const urls = sizes.map((s) => `/tires/tire-results?tireSize=${encodeURIComponent(s)}`);
  const rims = (await get<{ data: { rim_size_id: number; rim_diameter: number }[] }>(`/website/rimsize/list?sort_by=rim_diameter&${list}`)).data;
  for (const rim of rims) {
    const of = (await get<{ data: { size: string }[] }>(`/website/tiresize/list?sort_by=size&${list}&rim_size_id=${rim.rim_size_id}`)).data;
    for (const { size } of of) urls.push(`/tires/tire-results?rimDiam=${rim.rim_diameter}&rimDiamTireSize=${encodeURIComponent(size)}&rimDiamTireSizeId=${rim.rim_size_id}`);
  }
  const apps = (await get<{ data: { rows: { application_id: number; name: string }[] } }>(`/website/application/list?sort_by=name&${list}`)).data.rows;
  for (const app of apps) {
    const of = (await get<{ data: { size: string }[] }>(`/website/tiresize/list?sort_by=size&${list}&application_id=${app.application_id}`)).data;
    for (const { size } of of) {
      urls.push(`/tires/tire-results?equipTypeId=${app.application_id}&equipTireSize=${encodeURIComponent(size)}&equipType=${encodeURIComponent(app.name)}`);
    }
  }
  return [...new Set(urls)];
}

/**
 * Waits until the server is idle: less than 5% of a CPU over a second. A server that just started is still
 * building its databook on a worker thread (seconds of CPU), which would count towards the renders measured then.
 */
async function quiet(pid: number, giveUpMs = 120_000): Promise<void> {
  const until = performance.now() + giveUpMs;
  for (let before = cpuNs(pid).all; performance.now() < until; ) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuNs(pid).all;
    if (now - before < 50e6) return;
    before = now;
  }
  throw new Error(`the server (pid ${pid}) did not become idle within ${giveUpMs} ms`);
}

async function pageCacheMisses(baseUrl: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  return Number(/^page_cache_misses_total (\d+)/m.exec(text)?.[1] ?? NaN);
}

export interface RenderTarget {
  baseUrl: string;
  pid: number;
}

/** GETs `path` of `baseUrl`'s server under the Host `localhost` (the server's page cache keeps it apart). */
function getAsLocalhost(baseUrl: string, path: string): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.get({ host: hostname, port, path, headers: { host: `localhost:${port}`, 'accept-encoding': 'br' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

/**
 * The figures of each target over the same pages. With two targets (a baseline beside this checkout), each page is
 * asked of both in turn (the order alternating), so drift in a shared machine's speed falls on both alike.
 */
export async function measurePageRenders(targets: RenderTarget[], pages: number): Promise<Omit<PageRenderReport, 'machine' | 'root'>[]> {
  const all = await resultsUrls(targets[0]!.baseUrl);
  if (all.length < pages) throw new Error(`the catalog gives ${all.length} results pages, fewer than ${pages}`);
  for (const t of targets) await quiet(t.pid);
  // A spread over the modes.
  const step = all.length / pages;
  const picked = Array.from({ length: pages }, (_, i) => all[Math.floor(i * step)]!);
  // Warm-up, not measured: every results page once, asked under the host name localhost, which gives it page-cache
  // entries of its own (the cache is per origin), so the measured addresses are still new. A server that has
  // rendered a few hundred pages: V8 went on optimising the render's functions well past the first hundred
  // renders (--trace-opt: ~90 optimisations per 60 renders after 120), and a short warm-up measured that.
  for (const t of targets) {
    for (const u of all) {
      const status = await getAsLocalhost(t.baseUrl, u);
      if (status !== 200) throw new Error(`${u} (warm-up) answered ${status}`);
    }
  }
  const before = await Promise.all(targets.map((t) => pageCacheMisses(t.baseUrl)));
  const figures = targets.map(() => ({ processMs: [] as number[], mainMs: [] as number[], wallMs: [] as number[] }));
  for (const [n, u] of picked.entries()) {
    const order = n % 2 === 0 ? targets.keys() : [...targets.keys()].reverse();
    for (const i of order) {
      const { baseUrl, pid } = targets[i]!;
      const c0 = cpuNs(pid);
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}${u}`, { headers: { 'accept-encoding': 'br' } });
      await res.arrayBuffer();
      const t1 = performance.now();
      const c1 = cpuNs(pid);
      if (res.status !== 200) throw new Error(`${u} answered ${res.status}`);
      figures[i]!.processMs.push((c1.all - c0.all) / 1e6);
      figures[i]!.mainMs.push((c1.main - c0.main) / 1e6);
      figures[i]!.wallMs.push(t1 - t0);
    }
  }
  return Promise.all(
    targets.map(async (t, i) => {
      // The uncompressed size of one page, for the report.
      const plain = await (await fetch(`${t.baseUrl}${picked[0]!}`, { headers: { 'accept-encoding': 'identity' } })).text();
      const f = figures[i]!;
      const rendered = (await pageCacheMisses(t.baseUrl)) - before[i]!;
      // Each measured request must have rendered. With PUBLIC_ORIGIN set every host shares one origin: the warm-up
      // would have rendered the measured pages, and this would measure the page cache.
      if (rendered < pages) throw new Error(`only ${rendered} of ${pages} measured requests rendered a page (PUBLIC_ORIGIN set?)`);
      return {
        pages,
        processCpuMs: spread(f.processMs),
        mainCpuMs: spread(f.mainMs),
        wallMs: spread(f.wallMs),
        rendered,
        meanBytes: Buffer.byteLength(plain),
      };
    }),
  );
}

export async function measurePageRender(baseUrl: string, pid: number, pages: number): Promise<Omit<PageRenderReport, 'machine' | 'root'>> {
  return (await measurePageRenders([{ baseUrl, pid }], pages))[0]!;
}

/** This checkout's server (or `root`'s), and with `against`, another checkout's measured beside it. */
export async function runPageRenderBench(opts: { pages: number; root?: string; against?: string }): Promise<PageRenderReport[]> {
  const roots = opts.against === undefined ? [opts.root] : [opts.root, opts.against];
  const servers = [];
  try {
    for (const root of roots) servers.push(await startServerProcess({ LOG_LEVEL: 'error' }, { root }));
    const targets = servers.map((s) => {
      if (s.child.pid === undefined) throw new Error('a server has no pid');
      return { baseUrl: s.baseUrl, pid: s.child.pid };
    });
    const reports = await measurePageRenders(targets, opts.pages);
    return reports.map((r, i) => ({ ...r, machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model }, root: roots[i] }));
  } finally {
    for (const s of servers) await s.stop();
  }
}

export function pageRenderLines(r: PageRenderReport): string[] {
  const fmt = (s: Spread) => `median ${s.median} ms  p90 ${s.p90} ms  mean ${s.mean} ms`;
  return [
    `uncached results-page render, ${r.pages} distinct pages one at a time (${r.machine.cpus} x ${r.machine.model ?? '?'}${r.root ? `, server from ${r.root}` : ''}):`,
    `  server CPU, all threads:  ${fmt(r.processCpuMs)}  (goal median <= ${PAGE_RENDER_GOAL.medianCpuMs} ms)`,
    `  server CPU, event loop:   ${fmt(r.mainCpuMs)}`,
    `  wall time per request:    ${fmt(r.wallMs)}`,
    `  pages rendered ${r.rendered} of ${r.pages} requests; the first page is ${(r.meanBytes / 1024).toFixed(1)} KB of HTML`,
  ];
}

async function main(): Promise<void> {
  const reports = await runPageRenderBench({ pages: Number(arg('pages') ?? 200), root: arg('root'), against: arg('against') });
  for (const l of reports.flatMap(pageRenderLines)) console.log(l);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
