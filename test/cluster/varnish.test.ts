// The shared cache in front of two instances (issue 21): what Varnish keeps, for how long, what it never keeps,
// what varies a cached answer and what must not, how a purge empties it (and who may purge), what Varnish's own
// answers look like, and that an instance's death costs a GET nothing (retried on the other instance) while a
// POST is never sent twice. Uses the VCL of server/deploy/varnish-vcl.ts as operators get it (with a purge token).
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
/** A PURGE with the cluster's token (X-Purge-Token), or with `token` (null: none). */
const purge = (keys?: string, token: string | null = cluster.purgeToken) =>
  request(cluster.purgeUrl, {
    method: 'PURGE',
    headers: { ...(keys === undefined ? {} : { 'surrogate-key': keys }), ...(token === null ? {} : { 'x-purge-token': token }) },
  });

/** Varnish's own answers: short plain text, the site's fixed security headers, never cached, no built-in error page. */
function expectOwnAnswer(a: Answer, status: number): void {
  expect({
    status: a.status,
    type: header(a, 'content-type'),
    nosniff: header(a, 'x-content-type-options'),
    frame: header(a, 'x-frame-options'),
    referrer: header(a, 'referrer-policy'),
    csp: header(a, 'content-security-policy'),
    cache: header(a, 'cache-control'),
  }).toEqual({
    status,
    type: 'text/plain; charset=utf-8',
    nosniff: 'nosniff',
    frame: 'DENY',
    referrer: 'no-referrer',
    csp: "default-src 'none'; frame-ancestors 'none'",
    cache: 'private, no-store',
  });
  expect(a.body).not.toMatch(/guru|varnish|<html/i);
  expect(a.body.length).toBeLessThan(200);
}

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

  test("the SPA's timestamp on the country list does not make another object: a second timestamp is a HIT", async () => {
    const url = '/website/country/list';
    const keys = header(await get(url), 'surrogate-key');
    expect((await purge(keys)).status).toBe(200);
    const first = await get(`${url}?timestamp=1764000000001`);
    expect(seen(first)).toMatch(/^200 MISS /);
    const second = await get(`${url}?timestamp=1764000000002`);
    expect(seen(second)).toMatch(/^200 HIT /);
    expect(second.body).toBe(first.body);
    expect(seen(await get(url))).toMatch(/^200 HIT /);
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

describe('what varies a cached answer, and what must not', () => {
  test('a forwarded host (and a purge token) never reaches an instance, and gets the same cached page as no forwarded host', async () => {
    expect((await purge('page')).status).toBe(200);
    const poisoned = await get('/', { 'x-forwarded-host': 'evil.example', 'x-purge-token': 'guessed-token-1234', 'x-test-id': 'xfh-1' });
    expect(seen(poisoned)).toMatch(/^200 MISS /);
    expect(poisoned.body).toContain(`<link rel="canonical" href="${cluster.varnishUrl}/"`);
    expect(poisoned.body).not.toContain('evil.example');
    const passed = await cluster.backendHeaders('xfh-1');
    expect(passed).toContain('x-test-id');
    expect(passed).not.toContain('x-forwarded-host');
    expect(passed).not.toContain('x-purge-token');
    const plain = await get('/');
    expect(seen(plain)).toMatch(/^200 HIT /);
    expect(plain.body).toBe(poisoned.body);
  });

  test('http and https answers are cached apart (HSTS is on the https one only)', async () => {
    const url = '/website/tyre-type/list';
    await get(url);
    const http = await get(url);
    expect(seen(http)).toMatch(/^200 HIT /);
    const https = [await get(url, { 'x-forwarded-proto': 'https' }), await get(url, { 'x-forwarded-proto': 'https' })];
    expect(https.map(seen).map((s) => s.split(' ').slice(0, 2).join(' '))).toEqual(['200 MISS', '200 HIT']);
    expect(https.map((a) => header(a, 'strict-transport-security'))).toEqual([expect.stringContaining('max-age='), expect.stringContaining('max-age=')]);
    const httpAgain = await get(url);
    expect(seen(httpAgain)).toMatch(/^200 HIT /);
    expect(header(httpAgain, 'strict-transport-security')).toBe('');
  });
});

describe('what the cache never keeps', () => {
  test('a private, no-store answer (the staff session) is fetched every time', async () => {
    const answers = [await get('/admin/api/session'), await get('/admin/api/session'), await get('/admin/api/session')];
    expect(header(answers[0]!, 'cache-control')).toMatch(/no-store/);
    expect(answers.map((a) => header(a, 'x-cache'))).toEqual(['MISS', 'MISS', 'MISS']);
    expect(answers.map((a) => header(a, 'age'))).toEqual(['0', '0', '0']);
  });

  test('the API health check (no-store, never public) is fetched every time', async () => {
    const answers = [await get('/website/health'), await get('/website/health'), await get('/website/health')];
    expect(answers.map((a) => [a.status, header(a, 'cache-control')])).toEqual([[200, 'no-store'], [200, 'no-store'], [200, 'no-store']]);
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
    expectOwnAnswer(await purge('Catalog'), 400);
    expect(seen(await get(url))).toMatch(/^200 HIT /);
  });

  test('a PURGE without the purge token, or with a wrong one, is a 403 and purges nothing; with it, a 200', async () => {
    const url = '/website/segment/list';
    await get(url);
    const keys = header(await get(url), 'surrogate-key');
    const refused = [await purge(keys, null), await purge(keys, `${cluster.purgeToken}x`), await purge(keys, cluster.purgeToken.slice(1)), await purge(keys, '')];
    expect(refused.map((a) => a.status)).toEqual([403, 403, 403, 403]);
    expectOwnAnswer(refused[0]!, 403);
    expect(refused[0]!.body).toBe('Forbidden');
    expect(seen(await get(url))).toMatch(/^200 HIT /);
    const done = await purge(keys);
    expectOwnAnswer(done, 200);
    expect(done.body).toBe('Purged');
    expect(seen(await get(url))).toMatch(/^200 MISS /);
  });

  test('a PURGE from an address outside the purge ACL is a 403, token or not', async () => {
    await cluster.withVcl({ purgeAcl: ['192.0.2.1'] }, async () => {
      expect((await purge('catalog')).status).toBe(403);
    });
    expect((await purge('catalog')).status).toBe(200);
  });
});

describe("Varnish's own answers", () => {
  test('with every instance sick, a GET is a short plain 503 with the security headers, not the built-in error page', async () => {
    const names = cluster.instances.map((i) => i.name);
    try {
      for (const name of names) await cluster.forceHealth(name, 'sick');
      expectOwnAnswer(await get('/website/health'), 503);
    } finally {
      for (const name of names) await cluster.forceHealth(name, 'auto');
    }
    for (const name of names) await cluster.waitProbe(name, 'healthy');
    expect((await get('/website/health')).status).toBe(200);
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
