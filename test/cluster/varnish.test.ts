// The shared cache in front of two instances (issue 21): what Varnish keeps, for how long, what it never keeps,
// how a purge empties it, and that an instance's death costs a GET nothing (retried on the other instance)
// while a POST is never sent twice. Uses the VCL of server/deploy/varnish-vcl.ts as operators get it.
import fs from 'node:fs';
import path from 'node:path';
import { startCluster, type Cluster } from './support/cluster';
import { header, newClientAddress, request, type Answer } from './support/http';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster();
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
});

const get = (p: string, headers: Record<string, string> = {}) => request(`${cluster.varnishUrl}${p}`, { headers });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seen = (a: Answer) => `${a.status} ${header(a, 'x-cache')} age=${header(a, 'age')}`;
const purge = (keys?: string, base = cluster.purgeUrl) =>
  request(base, { method: 'PURGE', headers: keys === undefined ? {} : { 'surrogate-key': keys } });

describe('what the cache keeps', () => {
  test('a public API answer is a MISS, then a HIT, and its Age grows; its Cache-Control is the shared-cache policy', async () => {
    const first = await get('/website/tyre-type/list');
    expect(first.status).toBe(200);
    expect(header(first, 'x-cache')).toBe('MISS');
    expect(header(first, 'cache-control')).toMatch(/(^|, )public(,|$)/);
    expect(header(first, 'cache-control')).toMatch(/s-maxage=4(,|$)/);
    expect(header(first, 'surrogate-key')).not.toBe('');
    const second = await get('/website/tyre-type/list');
    expect(seen(second)).toMatch(/^200 HIT /);
    expect(second.body).toBe(first.body);
    // Age counts on Varnish's clock: ask until it has moved (every answer in between a HIT, Age never lower).
    const answers: Answer[] = [second];
    while (Number(header(answers.at(-1)!, 'age')) < 1) {
      await sleep(200);
      answers.push(await get('/website/tyre-type/list'));
    }
    expect(answers.map((a) => header(a, 'x-cache'))).toEqual(answers.map(() => 'HIT'));
    const ages = answers.map((a) => Number(header(a, 'age')));
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
  });

  test('past s-maxage a cached answer is served stale (stale-while-revalidate) while it is fetched again, never a MISS', async () => {
    // s-maxage=4 (SHARED_CACHE_MAX_AGE), stale-while-revalidate=10: ask every 250 ms until the Age drops (a fresh copy).
    const url = '/website/country/list';
    const answers: Answer[] = [await get(url)];
    expect(header(answers[0]!, 'x-cache')).toBe('MISS');
    for (;;) {
      await sleep(250);
      const a = await get(url);
      const before = Number(header(answers.at(-1)!, 'age'));
      answers.push(a);
      if (Number(header(a, 'age')) < before) break;
    }
    const refreshed = answers.at(-1)!;
    const beforeRefresh = answers.slice(1, -1).map((a) => Number(header(a, 'age')));
    // Not fetched again before s-maxage: the oldest copy served was at least 4 s old (the stale one).
    expect(Math.max(...beforeRefresh)).toBeGreaterThanOrEqual(4);
    // Every answer after the first came from the cache, the stale one too: nobody waited for the origin.
    expect(answers.slice(1).map((a) => header(a, 'x-cache'))).toEqual(answers.slice(1).map(() => 'HIT'));
    expect(refreshed.status).toBe(200);
  });

  test('hashed assets are HITs after the first request, immutable for a year', async () => {
    const assets = fs.readdirSync(path.resolve(__dirname, '../../dist/public/assets')).filter((f) => /\.[0-9a-f]{8,}\.(js|css)$/.test(f));
    const asset = `/assets/${assets[0]}`;
    const first = await get(asset);
    expect(first.status).toBe(200);
    expect(header(first, 'cache-control')).toMatch(/max-age=31536000/);
    expect(header(first, 'cache-control')).toMatch(/immutable/);
    const again = await get(asset);
    expect(seen(again)).toMatch(/^200 HIT /);
    expect(again.body).toBe(first.body);
  });
});

describe('what the cache never keeps', () => {
  test('a private, no-store answer (the staff session) is fetched every time', async () => {
    const answers = [await get('/admin/api/session'), await get('/admin/api/session'), await get('/admin/api/session')];
    expect(header(answers[0]!, 'cache-control')).toMatch(/no-store/);
    expect(answers.map((a) => header(a, 'x-cache'))).toEqual(['MISS', 'MISS', 'MISS']);
    expect(answers.map((a) => header(a, 'age'))).toEqual(['0', '0', '0']);
  });

  test('an answer without Cache-Control (the API health check) is fetched every time', async () => {
    const answers = [await get('/website/health'), await get('/website/health'), await get('/website/health')];
    expect(answers.map((a) => [a.status, header(a, 'cache-control')])).toEqual([[200, ''], [200, ''], [200, '']]);
    expect(answers.map((a) => header(a, 'x-cache'))).toEqual(['MISS', 'MISS', 'MISS']);
  });

  test('an error answer (private, no-store) on a public path is fetched every time', async () => {
    const answers = [await get('/website/no-such/list'), await get('/website/no-such/list'), await get('/website/no-such/list')];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404]);
    expect(header(answers[0]!, 'cache-control')).toBe('private, no-store');
    expect(answers.map((a) => header(a, 'x-cache'))).toEqual(['MISS', 'MISS', 'MISS']);
  });

  test('a POST goes to an instance every time and its answer is not served to a GET', async () => {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': newClientAddress() };
    const post = () => request(`${cluster.varnishUrl}/website/contact-us`, { method: 'POST', headers, body: '{"data":{}}' });
    const answers = [await post(), await post()];
    expect(answers.map((a) => `${a.status} ${header(a, 'x-cache')}`)).toEqual(['400 MISS', '400 MISS']);
    const after = await get('/website/contact-us');
    expect(after.body).not.toBe(answers[0]!.body);
    expect(header(after, 'x-cache')).toBe('MISS');
  });
});

describe('PURGE', () => {
  test("a purge of one of an answer's surrogate keys empties it from the cache; a purge of another key does not", async () => {
    const url = '/website/tire_line/list';
    await get(url);
    const cached = await get(url);
    expect(seen(cached)).toMatch(/^200 HIT /);
    const keys = header(cached, 'surrogate-key').split(' ').filter(Boolean);
    expect(keys.length).toBeGreaterThan(0);

    expect((await purge('not-one-of-them')).status).toBe(200);
    expect(seen(await get(url))).toMatch(/^200 HIT /);

    expect((await purge(`not-one-of-them ${keys[0]}`)).status).toBe(200);
    expect(seen(await get(url))).toMatch(/^200 MISS /);
    expect(seen(await get(url))).toMatch(/^200 HIT /);
  });

  test('a key outside [a-z0-9:_-], or no key, is a 400 and purges nothing', async () => {
    const url = '/website/segment/list';
    await get(url);
    for (const keys of ['Catalog', 'catalog;page', 'a"b', '', undefined]) {
      expect([keys, (await purge(keys)).status]).toEqual([keys, 400]);
    }
    expect(seen(await get(url))).toMatch(/^200 HIT /);
  });

  test('a PURGE from an address outside the purge ACL is a 403', async () => {
    await cluster.withVcl({ purgeAcl: ['192.0.2.1'] }, async () => {
      expect((await purge('catalog')).status).toBe(403);
    });
    expect((await purge('catalog')).status).toBe(200);
  });
});

describe('an instance that dies', () => {
  test('a GET sent to it is retried once on the other instance; a POST is not (503, the client decides)', async () => {
    const [, second] = cluster.instances;
    // Keep Varnish sending it half the requests, whatever its probe says: every one of them meets the dead instance.
    await cluster.forceHealth(second!.name, 'healthy');
    try {
      await second!.kill('SIGKILL');
      const gets: Answer[] = [];
      for (let i = 0; i < 10; i++) gets.push(await get('/website/health', { 'x-test-id': `dead-get-${i}` }));
      expect(gets.map((a) => a.status)).toEqual(gets.map(() => 200));
      // Each served by the live instance, half of them after a failed try on the dead one.
      const served = await cluster.backendsOf('dead-get-');
      expect(new Set(served.map(([, backend]) => backend))).toEqual(new Set([cluster.instances[0]!.name]));

      const headers = { 'content-type': 'application/json', 'x-forwarded-for': newClientAddress() };
      const posts: number[] = [];
      for (let i = 0; i < 2; i++) {
        posts.push((await request(`${cluster.varnishUrl}/website/contact-us`, { method: 'POST', headers, body: '{"data":{}}' })).status);
      }
      // Round robin: one of two POSTs in a row went to the dead instance and came back 503, not retried.
      expect(posts.sort()).toEqual([400, 503]);
    } finally {
      await cluster.forceHealth(second!.name, 'auto');
    }
  });

  test('its probe takes it out of rotation: no request fails; restarted, it is back in rotation', async () => {
    const [first, second] = cluster.instances;
    await cluster.waitProbe(second!.name, 'sick');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await get('/website/health', { 'x-test-id': `out-${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);

    await second!.restart();
    for (let i = 0; i < 6; i++) statuses.push((await get('/website/health', { 'x-test-id': `back-${i}` })).status);
    expect(statuses).toEqual(statuses.map(() => 200));
    const served = await cluster.backendsOf('back-');
    expect(new Set(served.map(([, backend]) => backend))).toEqual(new Set([first!.name, second!.name]));
  });
});
