// The staff console's shell (server/ssr/admin-shell.ts): /admin and /admin/* answer a noindex, no-store page
// that loads the build's `admin` entry only (from the console's manifest), with the site's security headers;
// /admin/api addresses stay the API's; without a build, 503. A fake build in a temporary folder stands in for
// dist/ (the manifests name the files; they exist on disk).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { makeTestApp, type TestApp } from './support/test-app';

// The site's build (dist/server/client-manifest.json) and the console's (webpack.admin.ts: admin-manifest.json).
const CLIENT_MANIFEST = {
  main: { js: ['/assets/vendor.aaa.js', '/assets/main.bbb.js'], css: ['/assets/main.ccc.css'] },
  boot: { js: ['/assets/boot.ddd.js'], css: [] },
  home: { js: ['/assets/home.eee.js'], css: [] },
};
const MANIFEST = {
  admin: { js: ['/assets/admin/361.aaa.js', '/assets/admin/admin.fff.js'], css: ['/assets/admin/admin.ggg.css'] },
  'admin-staff': { js: ['/assets/admin/admin-staff.hhh.js'], css: [] },
};

let root: string;
let t: TestApp;

function fakeBuild(dir: string): { staticDir: string; ssrDir: string } {
  const staticDir = path.join(dir, 'public');
  const ssrDir = path.join(dir, 'server');
  fs.mkdirSync(path.join(staticDir, 'assets/admin'), { recursive: true });
  fs.mkdirSync(ssrDir, { recursive: true });
  for (const url of [CLIENT_MANIFEST, MANIFEST].flatMap((m) => Object.values(m)).flatMap((c) => [...c.js, ...c.css])) {
    fs.writeFileSync(path.join(staticDir, url), '/* built */');
  }
  fs.writeFileSync(path.join(ssrDir, 'client-manifest.json'), JSON.stringify(CLIENT_MANIFEST));
  fs.writeFileSync(path.join(ssrDir, 'admin-manifest.json'), JSON.stringify(MANIFEST));
  return { staticDir, ssrDir };
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-admin-shell-'));
  const { staticDir, ssrDir } = fakeBuild(root);
  t = await makeTestApp({ STATIC_DIR: staticDir, SSR_DIR: ssrDir, BRAND_NAME: 'Granite' });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const doc = (html: string) => new JSDOM(html).window.document;

describe('GET /admin and /admin/*', () => {
  it.each(['/admin', '/admin/', '/admin/sign-in?next=%2Fstaff', '/admin/staff', '/admin/leads/12', '/admin/link'])('%s is the console shell', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const page = doc(res.body);
    expect(page.documentElement.lang).toBe('en');
    expect(page.title).toBe('Granite staff console');
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(page.querySelector('header')?.textContent).toContain('Granite staff console');
    expect(page.querySelector('main')?.textContent).toContain('Loading the staff console…');
    expect(res.body).toMatch(/<noscript>[\s\S]*needs JavaScript[\s\S]*<\/noscript>/);
    expect(JSON.parse(page.getElementById('admin-config')!.textContent!)).toEqual({ brand: 'Granite' });
  });

  it('loads the admin entry from the manifest, and no script of the public pages', async () => {
    const page = doc((await get('/admin')).body);
    const scripts = [...page.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
    expect(scripts).toEqual(MANIFEST.admin.js);
    expect(page.querySelectorAll('script[src]').length).toBe(page.querySelectorAll('script[defer][src]').length);
    const styles = [...page.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
    expect(styles).toEqual(MANIFEST.admin.css);
    for (const url of ['/assets/main.bbb.js', '/assets/boot.ddd.js', '/assets/home.eee.js', '/assets/main.ccc.css']) expect(page.documentElement.outerHTML).not.toContain(url);
    // No executable inline script (the CSP allows none): the only inline one is JSON.
    expect([...page.querySelectorAll('script:not([src])')].map((s) => s.getAttribute('type'))).toEqual(['application/json']);
  });

  it('carries the security headers every page of the site has', async () => {
    const res = await get('/admin/staff');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });

  it('is kept by no cache: every answer is built afresh, without a validator', async () => {
    const first = await get('/admin/audit');
    const second = await get('/admin/audit');
    for (const res of [first, second]) {
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['last-modified']).toBeUndefined();
    }
    const revalidated = await get('/admin/audit', { 'if-none-match': '*' });
    expect(revalidated.statusCode).toBe(200);
  });

  it('answers HEAD too', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/admin/tokens' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves /admin/api to the API: an unknown address is its JSON 404, a known one its own answer', async () => {
    const unknown = await get('/admin/api/no-such-thing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404 });
    expect(unknown.body).not.toContain('staff console');
    const session = await get('/admin/api/session');
    expect(session.statusCode).toBe(401);
    expect(session.headers['content-type']).toMatch(/json/);
  });

  it('does not take over other addresses that start alike', async () => {
    const res = await get('/administration');
    expect(res.body).not.toContain('staff console');
  });
});

describe('without a build', () => {
  it('answers 503 with what to do, not cached', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-admin-shell-none-'));
    const bare = await makeTestApp({ STATIC_DIR: path.join(empty, 'public'), SSR_DIR: path.join(empty, 'server') });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/admin/staff' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('npm run build');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
    } finally {
      await bare.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('answers 503 when the manifest names console files the static folder lacks (another build)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-admin-shell-stale-'));
    const { staticDir, ssrDir } = fakeBuild(dir);
    fs.rmSync(path.join(staticDir, 'assets/admin/admin.fff.js'));
    const stale = await makeTestApp({ STATIC_DIR: staticDir, SSR_DIR: ssrDir });
    try {
      expect((await stale.app.inject({ method: 'GET', url: '/admin' })).statusCode).toBe(503);
    } finally {
      await stale.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
