import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let staticDir: string;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-static-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>x</title>' +
      '<script id="app-config" type="application/json">{"brand":"Basalt","mapboxToken":null}</script>' +
      '</head><body><div id="root"></div><script src="/assets/main.abc123.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(staticDir, 'assets', 'main.abc123.js'), 'console.log("app");'.repeat(200));
  t = await makeTestApp({ STATIC_DIR: staticDir, BRAND_NAME: 'Granite', EMTRACK_LOGIN_URL: 'https://track.example.org/sign-in' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('serving the SPA', () => {
  it('answers deep links with index.html carrying the runtime config, never cached', async () => {
    for (const url of ['/', '/tires/tire-details?tireId=3', '/infocenter/otr-tips/look-under-your-tires', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(
        '{"brand":"Granite","mapboxToken":null,"mediaBaseUrl":"","emtrackLoginUrl":"https://track.example.org/sign-in",' +
          '"privacyPolicyUrl":"https://www.example.com/privacy","legalNoticeUrl":"https://www.example.com/legal","sampleData":true}',
      );
    }
  });

  it('serves hashed assets as immutable and compresses them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/main.abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers unknown API paths and missing files with 404 JSON, never index.html', async () => {
    const content = await t.app.inject({ method: 'GET', url: '/content/api/nope/a/b' });
    expect(content.statusCode).toBe(404);
    expect(content.json().error.name).toBe('NotFoundError');
    for (const url of ['/website/nope', '/media/nope.svg', '/assets/missing.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
    }
    const post = await t.app.inject({ method: 'POST', url: '/tires' });
    expect(post.statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
  });
});

describe('media and docs', () => {
  it('serves generated tread artwork with an ETag and honours If-None-Match', async () => {
    const list = (await t.get('/website/products/list')).body;
    const url: string = list.data[0].patterns.patternImageMappings[0].url;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toContain('<svg');
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('describes every catalog endpoint in OpenAPI at /website/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/website/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/website/rimsize/list',
        '/website/tiresize/list',
        '/website/segment/list',
        '/website/application/list',
        '/website/tyre-type/list',
        '/website/tire_line/list',
        '/website/tra/list',
        '/website/products/list',
        '/website/products/detail',
        '/website/tiresize/compare-tires',
      ]),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/website/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});
