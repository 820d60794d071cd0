import zlib from 'node:zlib';
import { generateCatalog } from '../../server/catalog/seed';
import { loadCatalog } from '../../server/catalog/seed/load';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('catalog response cache', () => {
  it('answers a repeated GET identically, gzipped when asked, with an ETag that revalidates', async () => {
    const first = await get('/website/products/list');
    const second = await get('/website/products/list');
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const gz = await get('/website/products/list', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(first.body);
    const br = await get('/website/products/list', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(gz.rawPayload.length);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const revalidated = await get('/website/products/list', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('answers a hit with the same headers as the miss that stored it, security headers included', async () => {
    const url = '/website/rimsize/list?sort_by=rim_diameter&sort_type=asc&is_all=true';
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const miss = await get(url, headers);
    const hit = await get(url, headers);
    const strip = (h: Record<string, unknown>) => Object.fromEntries(Object.entries(h).filter(([k]) => k !== 'date'));
    expect(strip(hit.headers)).toEqual(strip(miss.headers));
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(hit.headers['content-security-policy']).toContain("script-src 'self'");
    expect(hit.headers['permissions-policy']).toContain('geolocation=()');
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    const notModified = await get(url, { 'if-none-match': String(miss.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-security-policy']).toBe(miss.headers['content-security-policy']);
  });

  it('never caches an error answer', async () => {
    const bad = await get('/website/products/detail?tyre_size=999999');
    expect(bad.statusCode).toBe(404);
    expect(t.app.responseCache.size).toBeGreaterThan(0);
    const again = await get('/website/products/detail?tyre_size=999999');
    expect(again.statusCode).toBe(404);
    expect(again.headers.etag).toBeUndefined();
  });

  it('serves the new catalog once a seed changed it', async () => {
    const before = (await get('/website/products/list')).json().data.length;
    expect(before).toBeGreaterThanOrEqual(400);
    await loadCatalog(t.database, generateCatalog({ sizes: 60 }));
    await t.app.checkCatalogVersion();
    const after = (await get('/website/products/list')).json().data;
    expect(after).toHaveLength(60);
    const detail = (await get(`/website/products/detail?tyre_size=${after[0].tire_size_id}`)).json().data;
    expect(detail.patterns.pattern_name).toBe(after[0].patterns.pattern_name);
  });

  it('one entry per answer however it is asked for: order, spelling of values, cache-busters', async () => {
    const size = () => t.app.responseCache.size;
    const seg = (await get('/website/segment/list')).json().data[0].segment_id as number;
    const first = await get(`/website/application/list?sort_by=name&sort_type=asc&is_all=true&segment_id=${seg}`);
    const entries = size();
    for (const url of [
      `/website/application/list?segment_id=${seg}&is_all=true&sort_type=asc&sort_by=name`,
      `/website/application/list?sort_by=name&sort_type=asc&is_all=true&segment_id=0${seg}`,
      `/website/application/list?sort_by=name&sort_type=asc&is_all=true&segment_id=${seg}.0`,
    ]) {
      const res = await get(url);
      expect([url, res.statusCode, res.body]).toEqual([url, 200, first.body]);
    }
    expect(size()).toBe(entries);
    // The country list's timestamp only defeats caches (SPEC §7): it is not part of the key.
    const countries = await get('/website/country/list?sort_by=country_code&sort_type=asc&is_all=true&timestamp=1');
    const withCountries = size();
    for (let i = 2; i < 30; i += 1) {
      const res = await get(`/website/country/list?sort_by=country_code&sort_type=asc&is_all=true&timestamp=${Date.now() + i}`);
      expect(res.body).toBe(countries.body);
    }
    expect(size()).toBe(withCountries);
    // Content queries in another order are the same query.
    const content = await get('/content/api/reliable-services?populate=*&filters[is_deleted]=false&filters[is_active]=true');
    const withContent = size();
    const reordered = await get('/content/api/reliable-services?filters[is_active]=true&populate=*&filters[is_deleted]=false');
    expect(reordered.body).toBe(content.body);
    expect(size()).toBe(withContent);
  });

  it('keeps a search from its second asking, not a text typed once; the answers are the same', async () => {
    const cache = t.app.responseCache;
    const size0 = ((await get('/website/products/list')).json().data[0].size as string).slice(0, -1);
    const url = `/website/search?q=${encodeURIComponent(size0)}&limit=4`;
    const [size, misses] = [cache.size, cache.misses];
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.hits.length).toBeGreaterThan(0);
    expect(cache.size).toBe(size);
    // Asked again (the same key, its parameters in another order): computed again, and kept.
    const second = await get(`/website/search?limit=4&q=${encodeURIComponent(size0)}`);
    expect([second.body, second.headers.etag]).toEqual([first.body, first.headers.etag]);
    expect([cache.size, cache.misses]).toEqual([size + 1, misses + 2]);
    // Then answered from the cache.
    const third = await get(url);
    expect([third.body, cache.misses]).toEqual([first.body, misses + 2]);
    // A search asked by several at once: computed once, and kept.
    const together = `/website/search?q=${encodeURIComponent(size0.slice(0, -1))}&limit=3`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(together)));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect([cache.size, cache.misses]).toEqual([size + 2, misses + 3]);
    // The catalog's lists are kept from their first asking.
    await get('/website/tiresize/list?search=R33');
    expect(cache.size).toBe(size + 3);
  });

  it('answers many concurrent misses of one URL with one result', async () => {
    const url = '/website/tiresize/list?search=R25';
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(url)));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
  });
});
