// Issue 19: the CMS's preview links. A link signed with CONTENT_PREVIEW_SECRET, unexpired, naming a page of this
// site, sets a cookie for that page alone and redirects there; the page is then rendered with the content's
// drafts (its content calls ask Strapi for status=draft with the read token), no-store and noindex, never from
// or into a cache. Anything else about a link is refused with a page saying what to do.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render } from '../../src/ssr/render';
import { signPreviewQuery, previewSignature } from '../../server/ssr/preview';
import { makeTestApp, type TestApp } from './support/test-app';
import { startStrapiStandIn, strapiArticle as article, strapiList, type StrapiStandIn } from './support/strapi-stand-in';

const SECRET = 'preview-secret-0123456789abcdef';
const PATH = '/infocenter/otr-tips/look-under-your-tires';
let strapi: StrapiStandIn;
let t: TestApp;
let staticDir: string;


beforeAll(async () => {
  strapi = await startStrapiStandIn();
  // Drafts only for a request that asks for them with the token, as the CMS does.
  strapi.answer = (url, req) => {
    const draft = new URL(url, 'http://x').searchParams.get('status') === 'draft' && req.headers.authorization === 'Bearer read-token-0123456789abcdef';
    if (url.startsWith('/api/articles')) return { status: 200, body: strapiList([article(draft ? 'Draft: Look Under' : 'Look Under Your Tires')]) };
    return { status: 200, body: strapiList([]) };
  };
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-preview-'));
  fs.copyFileSync(path.join(__dirname, '../../public/index.html'), path.join(staticDir, 'index.html'));
  t = await makeTestApp(
    { STATIC_DIR: staticDir, CONTENT_API_URL: strapi.url, CONTENT_API_TOKEN: 'read-token-0123456789abcdef', CONTENT_PREVIEW_SECRET: SECRET, CONTENT_POLL_SECONDS: '3600' },
    { ssr: { render, chunks: {} } },
  );
});
afterAll(async () => {
  await t.close();
  await strapi.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('preview links', () => {
  it('a valid link sets a cookie for its page alone and redirects there; that page is rendered with drafts', async () => {
    const link = await get(`/preview?${signPreviewQuery(SECRET, PATH, 600)}`);
    expect(link.statusCode).toBe(303);
    expect(link.headers.location).toBe(PATH);
    expect(link.headers['cache-control']).toBe('private, no-store');
    const cookie = String(link.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^basalt-preview=\\d+\\.[A-Za-z0-9_-]{43}; Path=${PATH}; Max-Age=(59\\d|600); HttpOnly; SameSite=Lax$`));
    const page = await get(PATH, cookie.split(';')[0]);
    expect(page.statusCode).toBe(200);
    expect([page.headers['cache-control'], page.headers['x-robots-tag']]).toEqual(['private, no-store', 'noindex']);
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).toContain('Draft: Look Under');
    expect(strapi.seen.some((r) => r.url.includes('status=draft') && r.authorization === 'Bearer read-token-0123456789abcdef')).toBe(true);
  });

  it('lets the CMS (the origin of CONTENT_API_URL) show the preview in its frame, and nothing else of the site', async () => {
    const link = await get(`/preview?${signPreviewQuery(SECRET, PATH, 600)}`);
    const page = await get(PATH, String(link.headers['set-cookie']).split(';')[0]);
    for (const res of [link, page]) {
      expect(String(res.headers['content-security-policy'])).toContain(`frame-ancestors 'self' ${strapi.url}`);
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
    const visitor = await get(PATH);
    expect(String(visitor.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(visitor.headers['x-frame-options']).toBe('DENY');
  });

  it('visitors, and the same cookie on another page, get the published page, which no preview ever entered', async () => {
    const link = await get(`/preview?${signPreviewQuery(SECRET, PATH, 600)}`);
    const cookie = String(link.headers['set-cookie']).split(';')[0]!;
    await get(PATH, cookie);
    const visitor = await get(PATH);
    expect(visitor.body).toContain('Look Under Your Tires');
    expect(visitor.body).not.toContain('Draft: Look Under');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    const elsewhere = await get('/infocenter/otr-tips/select-the-right-tire', cookie);
    expect(elsewhere.headers['cache-control']).toBe('no-cache');
    // And the content answers a visitor's browser gets are the published ones too.
    const api = await get('/content/api/articles?filters[slug][$eq]=look-under-your-tires');
    expect(api.json().data[0].title).toBe('Look Under Your Tires');
  });

  it('refuses a link that is tampered with, expired, too long-lived or not a page of this site (403, nothing set)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const q = (p: string, exp: number, sig = previewSignature(SECRET, p, exp)) => `/preview?${new URLSearchParams({ path: p, exp: String(exp), sig })}`;
    const bad = [
      q(PATH, now + 600, previewSignature('another-secret-0123456789', PATH, now + 600)),
      `${q(PATH, now + 600)}x`,
      q(PATH, now - 1),
      q(PATH, now + 8 * 24 * 3600),
      q('//evil.example/x', now + 600),
      q('https://evil.example/', now + 600),
      q('/infocenter?x=1', now + 600),
      '/preview',
      `/preview?path=${encodeURIComponent(PATH)}`,
    ];
    for (const url of bad) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['set-cookie'], res.headers['cache-control']]).toEqual([url, 403, undefined, 'private, no-store']);
      expect(res.body).toContain('Open the preview again from the entry in the CMS');
    }
  });

  it('ignores a forged or expired cookie: the published page, cacheable', async () => {
    const expired = Math.floor(Date.now() / 1000) - 5;
    for (const cookie of [`basalt-preview=${expired}.${previewSignature(SECRET, PATH, expired)}`, `basalt-preview=9999999999.${'A'.repeat(43)}`]) {
      const res = await get(PATH, cookie);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain('Draft: Look Under');
    }
  });
});
