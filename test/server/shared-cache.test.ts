// Issue 21: what a shared cache in front of the instances may keep, and what a publish tells it. Public answers
// carry s-maxage, stale-while-revalidate and Surrogate-Key (the same on a response-cache hit as on the miss that
// stored it); forms' answers, errors and the console are `private, no-store`; a publish of each kind, and a
// content webhook, purge the keys of what changed once this instance answers with the new data.
import { sql } from 'drizzle-orm';
import { validContact } from '../support/leads';
import { startPurgeRecorder, type PurgeRecorder } from './support/purge-recorder';
import { makeTestApp, type TestApp } from './support/test-app';

const SECRET = 'webhook-secret-0123456789abcdef';
const PUBLIC = 'public, max-age=0, s-maxage=45, stale-while-revalidate=20';
let t: TestApp;
let cache: PurgeRecorder;

beforeAll(async () => {
  cache = await startPurgeRecorder();
  t = await makeTestApp({ PUBLIC_ORIGIN: 'https://www.example.com', CACHE_PURGE_URL: cache.url, SHARED_CACHE_MAX_AGE: '45', SHARED_CACHE_STALE_SECONDS: '20', CONTENT_WEBHOOK_SECRET: SECRET });
});
afterAll(async () => {
  await t.close();
  await cache.close();
});

const cacheHeaders = (res: { headers: Record<string, unknown> }) => [res.headers['cache-control'], res.headers['surrogate-key']];

describe('Cache-Control and Surrogate-Key', () => {
  it('public API answers: the same on the miss that stores them and on every hit', async () => {
    for (const [url, keys] of [
      ['/website/segment/list?sort_by=name&sort_type=asc&is_all=true', 'catalog'],
      ['/website/country/list', 'dealers'],
      ['/content/api/articles', 'content'],
    ] as const) {
      const miss = await t.get(url);
      const hit = await t.get(url);
      expect([url, miss.status, ...cacheHeaders(miss.res)]).toEqual([url, 200, PUBLIC, keys]);
      expect([url, hit.status, ...cacheHeaders(hit.res)]).toEqual([url, 200, PUBLIC, keys]);
      // A revalidation (304) keeps them too: the shared cache refreshes its copy's age.
      const again = await t.get(url, { 'if-none-match': String(hit.res.headers.etag) });
      expect([again.status, ...cacheHeaders(again.res)]).toEqual([304, PUBLIC, keys]);
    }
  });

  it('the sitemap shows pages, tires and articles: a publish of any of them purges it', async () => {
    const res = await t.get('/sitemap.xml');
    expect(cacheHeaders(res.res)).toEqual([PUBLIC, 'page catalog content']);
  });

  it('a form’s answer, an error and the console are never kept by any cache', async () => {
    const lead = await t.app.inject({ method: 'POST', url: '/website/contact-us', payload: { data: validContact }, remoteAddress: '203.0.113.90' });
    expect([lead.statusCode, lead.headers['cache-control'], lead.headers['surrogate-key']]).toEqual([200, 'private, no-store', undefined]);
    const refused = await t.app.inject({ method: 'POST', url: '/website/contact-us', payload: { data: {} }, remoteAddress: '203.0.113.91' });
    expect([refused.statusCode, refused.headers['cache-control']]).toEqual([400, 'private, no-store']);
    const missing = await t.get('/website/documents/no-such-document.pdf');
    expect([missing.status, ...cacheHeaders(missing.res)]).toEqual([404, 'private, no-store', undefined]);
    const admin = await t.app.inject({ method: 'GET', url: '/admin/api/session' });
    expect(admin.headers['cache-control']).toBe('private, no-store');
  });
});

describe('purges', () => {
  it('a dealers publish purges the dealers’ answers and the pages, once the new data is answered here', async () => {
    cache.purges.length = 0;
    await t.get('/website/country/list');
    await t.database.rows(sql`insert into catalog_meta (key, value) values ('dealers_version', 'test-1')
      on conflict (key) do update set value = excluded.value`);
    await t.app.checkCatalogVersion();
    // Once after the switch, once after the warm-up (an old answer a slow request may have let it store).
    expect(cache.purges).toEqual(['dealers page', 'dealers page']);
  });

  it('a catalog publish purges the catalog, the documents made from it and the pages', async () => {
    cache.purges.length = 0;
    await t.database.rows(sql`insert into catalog_meta (key, value) values ('catalog_version', 'test-2')
      on conflict (key) do update set value = excluded.value`);
    await t.app.checkCatalogVersion();
    // Then the documents once more, when the new databook replaced the previous one under its URL.
    expect(cache.purges).toEqual(['catalog documents page', 'catalog documents page', 'documents']);
  });

  it('a content webhook purges the content and the pages', async () => {
    cache.purges.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/content/webhook',
      headers: { 'content-type': 'application/json', 'x-basalt-webhook-secret': SECRET },
      payload: JSON.stringify({ event: 'entry.publish', model: 'article', entry: { slug: 'haul-truck-positioning' } }),
    });
    expect(res.statusCode).toBe(200);
    expect(cache.purges).toEqual(['content page']);
  });

  it('a cache that refuses the purge is asked again, then the publish goes on without it', async () => {
    cache.purges.length = 0;
    cache.status = 500;
    await t.database.rows(sql`insert into catalog_meta (key, value) values ('documents_version', 'test-3')
      on conflict (key) do update set value = excluded.value`);
    await t.app.checkCatalogVersion();
    cache.status = 200;
    expect(cache.purges).toEqual(['documents page', 'documents page', 'documents page', 'documents page', 'documents', 'documents']);
    expect((await t.get('/website/country/list')).status).toBe(200);
  });
});
