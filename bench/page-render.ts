// The server CPU of an uncached page render (issue 22): N distinct results pages (a new search each: every
// size of the catalog by size, by rim and by equipment) requested one after another, none in the page cache
// before (each URL has a page key of its own, src/ssr/page-key.ts). For each request the server's CPU time is
// read from /proc/<pid>/task/*/schedstat (nanoseconds on a CPU, per thread) before and after: "process" counts
// every thread (the render on the event loop, the compression in the thread pool, the GC's helpers), "main" the
// event loop's thread alone. Goal: median process CPU per render <= 10 ms.
// Run alone: npx tsx bench/page-render.ts [--pages N] [--root DIR] (--root: another checkout's server, e.g. a baseline).
import fs from 'node:fs';
import os from 'node:os';
import { startServerProcess } from '../test/support/server-process';

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
  /** Mean HTML size (bytes, uncompressed). */
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

async function pageCacheMisses(baseUrl: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  return Number(/^page_cache_misses_total (\d+)/m.exec(text)?.[1] ?? NaN);
}

export async function measurePageRender(baseUrl: string, pid: number, pages: number): Promise<Omit<PageRenderReport, 'machine' | 'root'>> {
  const all = await resultsUrls(baseUrl);
  const warm = 30;
  if (all.length < pages + warm) throw new Error(`the catalog gives ${all.length} results pages, fewer than ${pages} + ${warm} to warm up`);
  // A spread over the modes, the first `warm` of them to warm the JIT (not measured, never asked again).
  const step = all.length / (pages + warm);
  const picked = Array.from({ length: pages + warm }, (_, i) => all[Math.floor(i * step)]!);
  for (const u of picked.slice(0, warm)) await (await fetch(`${baseUrl}${u}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
  const before = await pageCacheMisses(baseUrl);
  const processMs: number[] = [];
  const mainMs: number[] = [];
  const wallMs: number[] = [];
  let bytes = 0;
  for (const u of picked.slice(warm)) {
    const c0 = cpuNs(pid);
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}${u}`, { headers: { 'accept-encoding': 'br' } });
    await res.arrayBuffer();
    const t1 = performance.now();
    const c1 = cpuNs(pid);
    if (res.status !== 200) throw new Error(`${u} answered ${res.status}`);
    bytes += Number(res.headers.get('content-length') ?? 0);
    processMs.push((c1.all - c0.all) / 1e6);
    mainMs.push((c1.main - c0.main) / 1e6);
    wallMs.push(t1 - t0);
  }
  // The uncompressed size of one page, for the report.
  const plain = await (await fetch(`${baseUrl}${picked[warm]!}`, { headers: { 'accept-encoding': 'identity' } })).text();
  return {
    pages,
    processCpuMs: spread(processMs),
    mainCpuMs: spread(mainMs),
    wallMs: spread(wallMs),
    rendered: (await pageCacheMisses(baseUrl)) - before,
    meanBytes: Buffer.byteLength(plain) || Math.round(bytes / pages),
  };
}

export async function runPageRenderBench(opts: { pages: number; root?: string }): Promise<PageRenderReport> {
  const server = await startServerProcess({ LOG_LEVEL: 'error' }, { root: opts.root });
  try {
    const pid = server.child.pid;
    if (pid === undefined) throw new Error('the server has no pid');
    const report = await measurePageRender(server.baseUrl, pid, opts.pages);
    return { ...report, machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model }, root: opts.root };
  } finally {
    await server.stop();
  }
}

export function pageRenderLines(r: PageRenderReport): string[] {
  const fmt = (s: Spread) => `median ${s.median} ms  p90 ${s.p90} ms  mean ${s.mean} ms`;
  return [
    `uncached results-page render, ${r.pages} distinct pages one at a time (${r.machine.cpus} x ${r.machine.model ?? '?'}${r.root ? `, server from ${r.root}` : ''}):`,
    `  server CPU, all threads:  ${fmt(r.processCpuMs)}  (goal median <= ${PAGE_RENDER_GOAL.medianCpuMs} ms)`,
    `  server CPU, event loop:   ${fmt(r.mainCpuMs)}`,
    `  wall time per request:    ${fmt(r.wallMs)}`,
    `  pages rendered ${r.rendered} of ${r.pages} requests; a page is ${(r.meanBytes / 1024).toFixed(1)} KB of HTML`,
  ];
}

async function main(): Promise<void> {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i === -1 ? undefined : process.argv[i + 1];
  };
  const report = await runPageRenderBench({ pages: Number(arg('pages') ?? 200), root: arg('root') });
  for (const l of pageRenderLines(report)) console.log(l);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
