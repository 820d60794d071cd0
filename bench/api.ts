// Requests per second and latency of the catalog endpoints, each beside a trivial endpoint of the same
// server (/website/health): the ratio is the figure that matters on a shared 2-core machine.
//
// The load generator: wrk (Debian's package, C, one thread) when it is installed, else autocannon. On two cores
// the generator shares the machine with the server, and autocannon, JavaScript parsing every answer, takes a
// core of its own: at 50 connections it measured itself (every product: ~4,000 req/s, p99 24 ms, the same as a
// bare Node server sending the same bytes), where wrk sees the server answer ~19,000 req/s. BENCH_LOADGEN=
// autocannon forces autocannon.
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export interface EndpointResult {
  name: string;
  path: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** p99 of this endpoint / p99 of the trivial endpoint. */
  p99Ratio?: number;
}

const HEADERS = { ispublic: 'true', 'accept-encoding': 'gzip, deflate, br' };

export type LoadGenerator = 'wrk' | 'autocannon';

/** wrk when it is installed and not overridden by BENCH_LOADGEN=autocannon. */
export const loadGenerator: LoadGenerator =
  process.env.BENCH_LOADGEN !== 'autocannon' && spawnSync('wrk', ['--version']).error === undefined ? 'wrk' : 'autocannon';

/** wrk's durations ("402.00us", "9.05ms", "1.20s") in ms. */
function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!m) throw new Error(`wrk printed a duration this cannot read: ${text}`);
  const n = Number(m[1]);
  return Math.round((m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n) * 100) / 100;
}

export function parseWrk(out: string): { requestsPerSec: number; p50Ms: number; p99Ms: number; non2xx: number } {
  const line = (re: RegExp) => {
    const m = re.exec(out);
    if (!m) throw new Error(`wrk's output lacks ${String(re)}:\n${out}`);
    return m[1]!;
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requestsPerSec: Math.round(Number(line(/Requests\/sec:\s+([\d.]+)/))),
    p50Ms: wrkMs(line(/^\s+50%\s+(\S+)\s*$/m)),
    p99Ms: wrkMs(line(/^\s+99%\s+(\S+)\s*$/m)),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) + errors,
  };
}

export async function measureEndpoint(
  baseUrl: string,
  name: string,
  path: string,
  opts: { connections: number; seconds: number },
): Promise<EndpointResult> {
  const url = `${baseUrl}${path}`;
  if (loadGenerator === 'wrk') {
    const headers = Object.entries(HEADERS).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
    const args = ['-t1', `-c${opts.connections}`, `-d${opts.seconds}s`, '--latency', ...headers, url];
    // Not spawnSync: a blocked event loop misses the server closing this process's idle fetch connections.
    const { stdout } = await promisify(execFile)('wrk', args, { encoding: 'utf8' });
    return { name, path, ...parseWrk(stdout) };
  }
  const result = await autocannon({ url, connections: opts.connections, duration: opts.seconds, headers: HEADERS });
  return {
    name,
    path,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** Paths of a typical finder journey, with ids read from the running catalog. */
export async function catalogPaths(baseUrl: string): Promise<[string, string][]> {
  const get = async <T>(p: string): Promise<T> => (await (await fetch(`${baseUrl}${p}`)).json()) as T;
  const rims = await get<{ data: { rim_size_id: number }[] }>('/website/rimsize/list');
  const apps = await get<{ data: { rows: { application_id: number }[] } }>('/website/application/list');
  const segs = await get<{ data: { segment_id: number }[] }>('/website/segment/list');
  const sizes = await get<{ data: { size: string }[] }>('/website/tiresize/list');
  const products = await get<{ data: { tire_size_id: number }[] }>('/website/products/list');
  const size = encodeURIComponent(sizes.data[Math.floor(sizes.data.length / 2)]!.size);
  const ids = products.data.slice(0, 3).map((p) => p.tire_size_id);
  const list = '&sort_type=asc&is_all=true';
  return [
    ['rim sizes', `/website/rimsize/list?sort_by=rim_diameter${list}`],
    ['industries', `/website/segment/list?sort_by=name${list}`],
    ['equipment of an industry', `/website/application/list?sort_by=name${list}&segment_id=${segs.data[0]!.segment_id}`],
    ['sizes for equipment', `/website/tiresize/list?sort_by=size${list}&application_id=${apps.data.rows[0]!.application_id}`],
    ['sizes for a rim', `/website/tiresize/list?sort_by=size${list}&rim_size_id=${rims.data[1]!.rim_size_id}`],
    ['size search', `/website/tiresize/list?sort_by=size${list}&search=29.5`],
    ['tire types of a size', `/website/tyre-type/list?tire_size=${size}`],
    ['tire lines of a size', `/website/tire_line/list?is_all=true&tire_size=${size}`],
    ['TRA codes of a size', `/website/tra/list?is_all=true&tire_size=${size}`],
    ['products of a size', `/website/products/list?tire_size=${size}`],
    ['every product', '/website/products/list'],
    ['tire detail', `/website/products/detail?tyre_size=${ids[0]}`],
    ['compare 3', `/website/tiresize/compare-tires?ids=${ids.join(',')}`],
    // Issue 23's reads: the duty check's lists, find by machine, a size's ratings.
    ['duty sizes', '/website/duty/sizes'],
    ['duty tires of a size', `/website/duty/tires?tire_size=${size}`],
    ['duty machines', '/website/duty/machines'],
    ['machines', '/website/machine/list'],
    ['machines of a make', '/website/machine/list?make=Caterpillar'],
    ['one machine', '/website/machine/detail?machine=caterpillar-777g'],
    ['ratings of a size', `/website/products/ratings?tire_size=${size}`],
    ['dealers near a ZIP', '/website/dealer/search?q=77002'],
    ['dealers near an address', `/website/dealer/search?q=${encodeURIComponent('Av. Grecia 1250, Antofagasta, Chile')}&unit=km`],
  ];
}

/**
 * Waits out the server's start-up work (the databook it generates once it listens, the dealer index) so that
 * it does not run during a measurement: asking for the databook waits for its single generation.
 */
export async function settleServer(baseUrl: string): Promise<void> {
  const list = (await (await fetch(`${baseUrl}/website/resource/list?type=ENGINEERING`)).json()) as {
    data: { result: { document: string }[] };
  };
  for (const { document } of list.data.result) await (await fetch(new URL(document, baseUrl))).arrayBuffer();
  await (await fetch(`${baseUrl}/website/dealer/search?q=77002`)).arrayBuffer();
}

/** The server's response-cache lookups since it started (its /metrics): answers from the cache and computed. */
export async function responseCacheCounts(baseUrl: string): Promise<{ hits: number; misses: number }> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? NaN);
  return { hits: value('response_cache_hits_total'), misses: value('response_cache_misses_total') };
}
