// Issue 19: with CONTENT_API_URL the content service's answers come from a Strapi, through this server. Against a
// stand-in for Strapi's HTTP API (the real one: test/cms/): what is passed on and how, what never travels, how
// Strapi's failures reach a visitor, its uploads, and the cache in front.
import { makeTestApp, type TestApp } from './support/test-app';
import { startStrapiStandIn, strapiArticle as article, strapiList, strapiMedia, type StrapiStandIn } from './support/strapi-stand-in';

const TOKEN = 'site-read-token-0123456789abcdef';
let strapi: StrapiStandIn;
let t: TestApp;


beforeAll(async () => {
  strapi = await startStrapiStandIn();
  t = await makeTestApp({ CONTENT_API_URL: strapi.url, CONTENT_API_TOKEN: TOKEN, CONTENT_POLL_SECONDS: '3600' });
});
afterAll(async () => {
  await t.close();
  await strapi.close();
});
beforeEach(() => {
  strapi.seen.length = 0;
  t.app.responseCache.clear();
});

describe('the content service with a Strapi behind it', () => {
  it('passes a query on with the read token and answers what Strapi answered, its media addresses made ours', async () => {
    strapi.answer = (url) =>
      url.startsWith('/api/reliable-services') ? { status: 200, body: strapiList([{ ...article('x'), image: strapiMedia('field.png') }]) } : { status: 404, body: '{}' };
    const res = await t.get('/content/api/reliable-services?populate=*&filters[is_active]=true&sort=sequence:asc');
    expect(res.status).toBe(200);
    expect(strapi.seen.map((r) => ({ ...r, url: decodeURIComponent(r.url) }))).toEqual([
      { url: '/api/reliable-services?populate=*&filters[is_active]=true&sort=sequence:asc', authorization: `Bearer ${TOKEN}` },
    ]);
    expect(res.body.data[0].image.url).toBe('/content/uploads/field.png');
    expect(res.body.data[0].image.formats.thumbnail.url).toBe('/content/uploads/thumbnail_field.png');
    expect(res.body.meta.pagination.total).toBe(1);
  });

  it('keeps an answer in its cache: the same question asked again does not travel', async () => {
    strapi.answer = () => ({ status: 200, body: strapiList([article('Look Under Your Tires')]) });
    const first = await t.get('/content/api/articles?filters[slug][$eq]=look-under-your-tires');
    const second = await t.get('/content/api/articles?filters[slug][$eq]=look-under-your-tires');
    expect(second.body).toEqual(first.body);
    expect(strapi.seen).toHaveLength(1);
  });

  it('refuses here what must not travel: bad queries (400), other types and Strapi’s own routes (404), drafts (403)', async () => {
    const refused = [
      ['/content/api/articles?filters[sequence][$eq]=abc', 400],
      ['/content/api/articles?foo=1', 400],
      ['/content/api/users', 404],
      ['/content/api/upload/files', 404],
      ['/content/api/users-permissions/roles', 404],
      ['/content/api/articles?status=draft', 403],
      ['/content/api/home-page?status=draft', 403],
    ] as const;
    for (const [url, status] of refused) {
      const res = await t.get(url);
      expect([url, res.status, res.body.data, typeof res.body.error.message]).toEqual([url, status, null, 'string']);
    }
    expect(strapi.seen).toEqual([]);
  });

  it('answers Strapi’s 404 as it is, and its failures as a 502 that names nothing of Strapi’s', async () => {
    strapi.answer = () => ({ status: 404, body: JSON.stringify({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } }) });
    expect((await t.get('/content/api/articles/zzzzzzzzzzzzzzzzzzzzzzzz')).status).toBe(404);
    strapi.answer = () => ({ status: 500, body: JSON.stringify({ data: null, error: { status: 500, name: 'InternalServerError', message: 'relation "secret_table" does not exist' } }) });
    const failed = await t.get('/content/api/articles');
    expect(failed.status).toBe(502);
    expect(failed.body.error).toEqual({ status: 502, name: 'BadGatewayError', message: 'Bad Gateway: the content service did not answer', details: {} });
    expect(JSON.stringify(failed.body)).not.toContain('secret_table');
    strapi.answer = () => ({ status: 200, type: 'text/html', body: '<html>proxy error</html>' });
    expect((await t.get('/content/api/segments')).status).toBe(502);
    // A failure is not kept: the next request asks again.
    strapi.answer = () => ({ status: 200, body: strapiList([]) });
    expect((await t.get('/content/api/segments')).status).toBe(200);
  });

  it('answers 502 when Strapi cannot be reached at all', async () => {
    const dead = await makeTestApp({ CONTENT_API_URL: 'http://127.0.0.1:9', CONTENT_POLL_SECONDS: '3600' });
    try {
      const res = await dead.get('/content/api/articles');
      expect([res.status, res.body.error.name]).toEqual([502, 'BadGatewayError']);
    } finally {
      await dead.close();
    }
  });

  it('serves Strapi’s uploads under /content/uploads: images as themselves, anything else as a download, odd names not at all', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    strapi.answer = (url) =>
      url === '/uploads/field_3f2a.png'
        ? { status: 200, type: 'image/png', body: png }
        : url === '/uploads/page.html'
          ? { status: 200, type: 'text/html', body: '<script>alert(1)</script>' }
          : { status: 404, body: 'no' };
    const img = await t.app.inject({ method: 'GET', url: '/content/uploads/field_3f2a.png' });
    expect([img.statusCode, img.headers['content-type'], img.headers['cache-control']]).toEqual([200, 'image/png', 'public, max-age=86400']);
    expect(img.rawPayload.equals(png)).toBe(true);
    const html = await t.app.inject({ method: 'GET', url: '/content/uploads/page.html' });
    expect([html.statusCode, html.headers['content-type'], html.headers['content-disposition']]).toEqual([200, 'application/octet-stream', 'attachment']);
    expect((await t.app.inject({ method: 'GET', url: '/content/uploads/missing.png' })).statusCode).toBe(404);
    strapi.seen.length = 0;
    for (const odd of ['/content/uploads/..%2F..%2Fetc%2Fpasswd', '/content/uploads/.env', '/content/uploads/a%00b.png']) {
      const status = (await t.app.inject({ method: 'GET', url: odd })).statusCode;
      expect([odd, status >= 400 && status < 500]).toEqual([odd, true]);
    }
    expect(strapi.seen).toEqual([]);
  });
});
