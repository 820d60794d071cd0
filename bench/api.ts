// Requests per second and latency of the catalog endpoints, each beside a trivial endpoint of the same
// server (/website/health): the ratio is the figure that matters on a shared 2-core machine.
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

export async function measureEndpoint(
  baseUrl: string,
  name: string,
  path: string,
  opts: { connections: number; seconds: number },
): Promise<EndpointResult> {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections: opts.connections,
    duration: opts.seconds,
    headers: { ispublic: 'true', 'accept-encoding': 'gzip, deflate, br' },
  });
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
