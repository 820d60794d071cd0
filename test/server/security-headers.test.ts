// Security headers on every kind of answer (issue 10, docs/security.md): a strict CSP (no inline script),
// frame-ancestors 'none' except on the PDFs the site frames itself, Permissions-Policy allowing geolocation on
// the dealer locator only, HSTS only over https (a TLS socket or a trusted proxy's X-Forwarded-Proto),
// nosniff and Referrer-Policy. The pages are rendered by the source's renderer into the real index.html.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { ConfigError, loadConfig } from '../../server/config';
import { render } from '../../src/ssr/render';
import { makeTestApp, type TestApp } from './support/test-app';

let site: TestApp;
let proxied: TestApp;
let staticDir: string;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-security-'));
  fs.copyFileSync(path.join(__dirname, '../../public/index.html'), path.join(staticDir, 'index.html'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'assets', 'main.0123abcd.js'), 'console.log("app");\n');
  site = await makeTestApp({ STATIC_DIR: staticDir, ALLOWED_HOSTS: 'tires.example.com' }, { ssr: { render, chunks: {} } });
  proxied = await makeTestApp({
    TRUST_PROXY: '10.0.0.0/8',
    MAPBOX_TOKEN: 'pk.test-dummy-token-0000',
    MAPBOX_STYLE: 'https://styles.example.net/otr/style.json',
  });
}, 60_000);
afterAll(async () => {
  await site?.close();
  await proxied?.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

/** The CSP as directive -> sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Permissions-Policy as feature -> allowlist. */
function permissions(res: LightMyRequestResponse): Map<string, string> {
  const header = String(res.headers['permissions-policy']);
  return new Map(header.split(',').map((p) => p.trim().split('=') as [string, string]));
}

/** What every answer carries, whatever it is. */
function expectBaseHeaders(res: LightMyRequestResponse, { framed = false } = {}) {
  const policy = csp(res);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual([framed ? "'self'" : "'none'"]);
  expect(policy.get('object-src')).toEqual([framed ? "'self'" : "'none'"]);
  expect(res.headers['x-frame-options']).toBe(framed ? 'SAMEORIGIN' : 'DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const features = permissions(res);
  for (const feature of ['camera', 'microphone', 'payment', 'usb', 'serial', 'hid', 'display-capture']) {
    expect([feature, features.get(feature)]).toEqual([feature, '()']);
  }
  // Plain http: no HSTS (a browser ignores it there, and a proxy's http hop must not get it either).
  expect(res.headers['strict-transport-security']).toBeUndefined();
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
}

const get = (app: TestApp, url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.app.inject({ method: 'GET', url, headers: { host: 'tires.example.com', ...headers }, ...(remoteAddress ? { remoteAddress } : {}) });

describe('headers on each kind of answer', () => {
  it('a server-rendered page: strict CSP, never framed, no geolocation', async () => {
    const res = await get(site, '/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Get The Tires You Need'); // rendered on the server, not the empty shell
    expectBaseHeaders(res);
    expect(permissions(res).get('geolocation')).toBe('()');
    // Style attributes of the rendered markup need 'unsafe-inline' for styles, never for scripts.
    expect(csp(res).get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    for (const [name, sources] of csp(res)) expect([name, sources.includes("'unsafe-inline'")]).toEqual([name, name === 'style-src']);
    // No Mapbox host without a token.
    expect(String(res.headers['content-security-policy'])).not.toContain('mapbox');
  });

  it('the page has no inline script the CSP would block: only JSON data blocks', async () => {
    const res = await get(site, '/tires');
    const inline = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs, body]) => !/\bsrc=/.test(attrs!) && body!.trim() !== '');
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attrs] of inline) expect(attrs).toMatch(/type="application\/(ld\+)?json"/);
    expect(res.body).not.toMatch(/\son[a-z]+="/); // no inline event handler either
  });

  it.each(['/dealers', '/dealers?q=89801&unit=km', '/dealers/', '/Dealers'])('%s: geolocation allowed to the page itself', async (url) => {
    const res = await get(site, url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Find a Basalt OTR Dealer Near You');
    expectBaseHeaders(res);
    expect(permissions(res).get('geolocation')).toBe('(self)');
  });

  it.each(['/dealers-near-me', '/tires', '/contact/contact-us', '/website/dealer/search?q=89801'])('%s: no geolocation', async (url) => {
    const res = await get(site, url);
    expect(permissions(res).get('geolocation')).toBe('()');
  });

  it('an API GET, also when it comes from the response cache (written before the onSend hooks) or is a 304', async () => {
    const url = '/website/application/list?is_all=true';
    const miss = await get(site, url);
    const hit = await get(site, url);
    const notModified = await get(site, url, { 'if-none-match': String(hit.headers.etag) });
    expect([miss.statusCode, hit.statusCode, notModified.statusCode]).toEqual([200, 200, 304]);
    expect(hit.body).toBe(miss.body);
    for (const res of [miss, hit, notModified]) {
      expectBaseHeaders(res);
      expect(permissions(res).get('geolocation')).toBe('()');
    }
    expect(miss.headers['content-type']).toMatch(/^application\/json/);
  });

  it('a hashed script of the build', async () => {
    const res = await get(site, '/assets/main.0123abcd.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expectBaseHeaders(res);
  });

  it('a PDF may be framed by the site (viewer fallback and print frames), by no one else', async () => {
    const res = await get(site, '/website/documents/brochure-rh-4a-plus-lineup.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expectBaseHeaders(res, { framed: true });
  }, 60_000);

  it('a POST refused with 400, an unknown address (404), a body too large (413), too many POSTs (429)', async () => {
    const post = await site.app.inject({
      method: 'POST',
      url: '/website/contact-us',
      payload: { data: { first_name: ' ' } },
      remoteAddress: '198.51.100.77',
    });
    expect(post.statusCode).toBe(400);
    expect(post.headers['content-type']).toMatch(/^application\/json/);
    expectBaseHeaders(post);
    const missing = await get(site, '/website/nope');
    expect(missing.statusCode).toBe(404);
    expectBaseHeaders(missing);
    const large = await site.app.inject({
      method: 'POST',
      url: '/website/em-track/create',
      payload: { data: { comments: 'x'.repeat(200_000) } },
      remoteAddress: '198.51.100.78',
    });
    expect(large.statusCode).toBe(413);
    expectBaseHeaders(large);
    let limited: LightMyRequestResponse | undefined;
    for (let i = 0; i < 20 && limited?.statusCode !== 429; i += 1) {
      limited = await site.app.inject({ method: 'POST', url: '/website/request-consultation', payload: { data: {} }, remoteAddress: '198.51.100.79' });
    }
    expect(limited?.statusCode).toBe(429);
    expectBaseHeaders(limited!);
  });
});

describe('HSTS behind TLS', () => {
  const hsts = 'max-age=31536000; includeSubDomains';

  it('is sent when a trusted proxy says the request came over https', async () => {
    // Twice each: the second API answer is a response-cache hit.
    for (const url of ['/website/products/list', '/website/products/list', '/dealers', '/website/nope']) {
      const res = await get(proxied, url, { 'x-forwarded-proto': 'https' }, '10.1.2.3');
      expect([url, res.headers['strict-transport-security']]).toEqual([url, hsts]);
      expect(csp(res).has('upgrade-insecure-requests')).toBe(true);
    }
  });

  it('is not sent over plain http, nor when the X-Forwarded-Proto comes from a peer that is not trusted', async () => {
    const cases: [label: string, headers: Record<string, string>, peer: string, app: TestApp][] = [
      ['trusted proxy, http', { 'x-forwarded-proto': 'http' }, '10.1.2.3', proxied],
      ['trusted proxy, no header', {}, '10.1.2.3', proxied],
      ['untrusted peer claiming https', { 'x-forwarded-proto': 'https' }, '203.0.113.9', proxied],
      ['no TRUST_PROXY at all', { 'x-forwarded-proto': 'https' }, '10.1.2.3', site],
    ];
    for (const [label, headers, peer, app] of cases) {
      const res = await get(app, '/website/products/list', headers, peer);
      expect([label, res.headers['strict-transport-security']]).toEqual([label, undefined]);
      expect([label, csp(res).has('upgrade-insecure-requests')]).toEqual([label, false]);
    }
  });

  it('TRUST_PROXY: false by default, true, or addresses and ranges; anything else stops the start', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,loopback,::1, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['yes', '2', '10.0.0.0/33', '10.0.0/8', 'proxy.local', '::1/129', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('the dealer map under the CSP', () => {
  it("with MAPBOX_TOKEN, Mapbox's hosts and the custom style's origin are allowed to load styles, images and data", async () => {
    const policy = csp(await get(proxied, '/website/products/list'));
    const mapbox = ['https://api.mapbox.com', 'https://events.mapbox.com', 'https://*.tiles.mapbox.com', 'https://styles.example.net'];
    for (const directive of ['connect-src', 'img-src', 'style-src']) expect(policy.get(directive)).toEqual(expect.arrayContaining(mapbox));
    // Mapbox GL runs its workers from blob: URLs; scripts stay first-party.
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });
});
