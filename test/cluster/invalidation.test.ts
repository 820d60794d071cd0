// Issue 21: a publish is seen through the shared cache by every visitor within a second, whichever process made
// it, and without a purge the shared cache's staleness is bounded by the configured values. The instances' version
// poll is set to a day here, so an instance that follows a publish heard of it by LISTEN/NOTIFY. The publish is
// made by a third process, as `npm run dealers -- import` does on the database (neither instance knows of it).
import { openDatabase } from '../../server/db/database';
import { exportDealers, importDealers, readDealers } from '../../server/dealers/publish';
import { startCluster, type Cluster } from './support/cluster';
import { header, request } from './support/http';

const NO_POLL = { CATALOG_POLL_MS: '86400000' };
const SEARCH = '/website/dealer/search?q=89801&kind=recommended';

const names = (body: string) => (JSON.parse(body) as { data: { rows: { name: string }[] } }).data.rows.map((r) => r.name);

/** Publishes the live dealers with the first Elko dealer renamed, as the dealers CLI does; resolves at the commit. */
async function renameDealer(cluster: Cluster, from: string, to: string): Promise<void> {
  const database = await openDatabase({ dataDir: '', databaseUrl: cluster.databaseUrl });
  try {
    const csv = Buffer.from(await exportDealers(database.db, 'csv')).toString('utf8');
    expect(csv).toContain(from);
    const checked = await readDealers(new Uint8Array(Buffer.from(csv.replace(from, to))), 'dealers.csv');
    const outcome = await importDealers(database, checked, { dryRun: false, createdBy: 'cluster test' });
    expect(outcome.published).toEqual(expect.any(Number));
  } finally {
    await database.close();
  }
}

/** Asks `base` (the cache, or one instance) until the answer names `name`; returns how long since `since` that took. */
async function visibleAt(base: string, name: string, since: number, giveUpMs: number): Promise<number> {
  for (;;) {
    const answer = await request(`${base}${SEARCH}`);
    if (answer.status === 200 && names(answer.body).includes(name)) return Date.now() - since;
    if (Date.now() - since > giveUpMs) throw new Error(`still not visible at ${base} after ${giveUpMs} ms: ${names(answer.body).join(', ')}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Asks through the cache until the answer names `name`; returns how long that took. */
const visibleAfter = (cluster: Cluster, name: string, since: number, giveUpMs: number) => visibleAt(cluster.varnishUrl, name, since, giveUpMs);

describe('with purges (CACHE_PURGE_URL)', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({ env: NO_POLL });
  }, 180_000);
  afterAll(async () => cluster?.stop());

  test('the same answer has the same ETag on every instance', async () => {
    for (const path of ['/', '/tires', SEARCH, '/website/segment/list?sort_by=name&sort_type=asc&is_all=true', '/sitemap.xml', '/content/api/articles']) {
      const [a, b] = await Promise.all(cluster.instances.map((i) => request(`${i.url}${path}`)));
      expect([path, a!.status, b!.status]).toEqual([path, 200, 200]);
      expect([path, header(a!, 'etag')]).toEqual([path, header(b!, 'etag')]);
      expect(a!.body).toBe(b!.body);
    }
  });

  test('a publish by another process is visible through Varnish within 1 s, and each instance answers it', async () => {
    const before = await request(`${cluster.varnishUrl}${SEARCH}`);
    const old = names(before.body)[0]!;
    expect(header(await request(`${cluster.varnishUrl}${SEARCH}`), 'x-cache')).toBe('HIT');
    const renamed = `${old} Renamed ${Date.now() % 100000}`;
    await renameDealer(cluster, old, renamed);
    const committed = Date.now();
    const took = await visibleAfter(cluster, renamed, committed, 10_000);
    console.log(`cluster: a dealers publish was visible through Varnish ${took} ms after its commit`);
    expect(took).toBeLessThanOrEqual(1000);
    // Each instance hears of it by NOTIFY on its own, and purges the cache again after its own switch: the cache may
    // have fetched from the one that heard first. What visitors see is the cache's second above; each instance
    // directly gets 2 s from the commit (on the 2-core CI machine under load one has taken over 1 s).
    for (const instance of cluster.instances) {
      const own = await visibleAt(instance.url, renamed, committed, 10_000);
      console.log(`cluster: ${instance.name} answered the publish ${own} ms after its commit`);
      expect([instance.name, own <= 2000]).toEqual([instance.name, true]);
    }
  });
});

describe('without purges: the configured staleness bounds what the cache serves', () => {
  const MAX_AGE = 2;
  const STALE = 2;
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({ env: { ...NO_POLL, CACHE_PURGE_URL: '', SHARED_CACHE_MAX_AGE: String(MAX_AGE), SHARED_CACHE_STALE_SECONDS: String(STALE) } });
  }, 180_000);
  afterAll(async () => cluster?.stop());

  test('the old answer is served until it is older than s-maxage + stale-while-revalidate, never longer', async () => {
    const first = await request(`${cluster.varnishUrl}${SEARCH}`);
    expect(header(first, 'cache-control')).toBe(`public, max-age=0, s-maxage=${MAX_AGE}, stale-while-revalidate=${STALE}`);
    const old = names(first.body)[0]!;
    const renamed = `${old} Unpurged ${Date.now() % 100000}`;
    // The cache's copy is at most this old when the publish commits.
    const stored = Date.now();
    await renameDealer(cluster, old, renamed);
    const committed = Date.now();
    // Both instances answer the new data (heard by NOTIFY)...
    for (const instance of cluster.instances) {
      await (async () => {
        while (!names((await request(`${instance.url}${SEARCH}`)).body).includes(renamed)) await new Promise((r) => setTimeout(r, 25));
      })();
    }
    // ...while the cache, told nothing, still serves the copy it has, if it is younger than s-maxage.
    const meanwhile = await request(`${cluster.varnishUrl}${SEARCH}`);
    if (Date.now() - stored < MAX_AGE * 1000 - 200) expect(names(meanwhile.body)).toContain(old);
    const took = await visibleAfter(cluster, renamed, committed, (MAX_AGE + STALE) * 1000 + 5000);
    console.log(`cluster: without a purge, the publish showed through Varnish ${took} ms after its commit (bound ${(MAX_AGE + STALE) * 1000} ms)`);
    // The copy was stored before the commit, so the bound counts from then; 1 s of slack for Varnish's clock (whole seconds) and a fetch.
    expect(Date.now() - stored).toBeLessThanOrEqual((MAX_AGE + STALE + 1) * 1000);
  });
});
