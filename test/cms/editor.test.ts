// Issue 19, in a real browser beside a real Strapi: the site runs with CONTENT_API_URL (its pages, the SPA and
// the sitemap read Strapi through this server). An editor changes an article's title through Strapi's REST API
// with a token and publishes: Strapi's webhook tells the site, and the page shows the new title without a
// restart. A draft shows only through a signed preview link. Strapi's images come through this server. The
// admin panel's login page loads in Chromium.
import { signPreviewQuery } from '../../server/ssr/preview';
import { openBrowser, type Session } from '../e2e/support/browser';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { getJson, strapiEnv } from './support';

const env = strapiEnv();
const SLUG = 'haul-truck-positioning';
let site: ServerProcess;
let s: Session;

beforeAll(async () => {
  site = await startServerProcess({
    DATABASE_URL: '',
    PORT: env.sitePort,
    CONTENT_API_URL: env.strapiUrl,
    CONTENT_API_TOKEN: env.siteToken,
    CONTENT_WEBHOOK_SECRET: env.webhookSecret,
    CONTENT_PREVIEW_SECRET: env.previewSecret,
    // The webhook must be what shows the change, not the poll.
    CONTENT_POLL_SECONDS: '3600',
  });
  s = await openBrowser(undefined, { origin: site.baseUrl });
}, 180_000);
afterAll(async () => {
  await s?.close();
  await site?.stop();
});

const editor = (method: 'GET' | 'PUT', path: string, body?: unknown) =>
  fetch(`${env.strapiUrl}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${env.editorToken}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

async function articleId(): Promise<string> {
  const res = await editor('GET', `articles?filters[slug][$eq]=${SLUG}`);
  return ((await res.json()) as { data: { documentId: string }[] }).data[0]!.documentId;
}

/** Waits until the site's content answer for the article has `title` (the webhook reached it), at most 30 s. */
async function titleOnSite(title: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const now = await getJson(`${site.baseUrl}/content/api/articles?filters[slug][$eq]=${SLUG}`);
    if ((now.body as { data?: { title?: string }[] }).data?.[0]?.title === title) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the site did not show "${title}" within 30 s of the publish`);
}

/** The preview URL Strapi's admin gives its Preview button for the article (an administrator's session). */
async function previewLink(documentId: string): Promise<string> {
  const login = await fetch(`${env.strapiUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.CMS_ADMIN_EMAIL, password: process.env.CMS_ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const res = await fetch(`${env.strapiUrl}/content-manager/preview/url/api::article.article?documentId=${documentId}&status=draft`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { url: string } }).data.url;
}

const heading = () => s.page.getByRole('heading', { level: 1 }).textContent();

it('shows the article from Strapi, and a published title change without a restart', async () => {
  await s.page.goto(`/infocenter/otr-tips/${SLUG}`);
  expect(await heading()).toBe('Haul Truck Positioning');
  const id = await articleId();
  const changed = `Haul Truck Positioning, revised ${Date.now()}`;
  const put = await editor('PUT', `articles/${id}`, { data: { title: changed } });
  expect(put.status).toBe(200);
  // Strapi sends its webhook after answering the PUT: wait (bounded) until the site's answer has the title.
  await titleOnSite(changed);
  await s.page.reload();
  expect(await heading()).toBe(changed);
  // The list of the Info Center too, and the restore (the next test starts from the sample's title).
  await s.page.goto('/infocenter');
  await expect(s.page.getByRole('link', { name: changed }).count()).resolves.toBe(1);
  expect((await editor('PUT', `articles/${id}`, { data: { title: 'Haul Truck Positioning' } })).status).toBe(200);
  await titleOnSite('Haul Truck Positioning');
});

it('shows a draft only through a signed preview link, never to visitors', async () => {
  const id = await articleId();
  const draft = `Draft title ${Date.now()}`;
  const put = await editor('PUT', `articles/${id}?status=draft`, { data: { title: draft } });
  expect(put.status).toBe(200);
  // Visitors: the published title; asking for drafts is refused.
  expect((await getJson(`${site.baseUrl}/content/api/articles?filters[slug][$eq]=${SLUG}&status=draft`)).status).toBe(403);
  await s.page.goto(`/infocenter/otr-tips/${SLUG}`);
  expect(await heading()).not.toBe(draft);
  // The editor's preview link, as Strapi's Preview button asks its admin API for it.
  const path = `/infocenter/otr-tips/${SLUG}`;
  const link = await previewLink(id);
  expect(link.startsWith(`${site.baseUrl}/preview?`)).toBe(true);
  const res = await s.page.goto(link);
  expect(res?.headers()['cache-control']).toBe('private, no-store');
  expect(res?.headers()['x-robots-tag']).toBe('noindex');
  expect(await heading()).toBe(draft);
  // The app runs at the page's own address (the link set a cookie for that page and redirected).
  expect(new URL(s.page.url()).pathname).toBe(path);
  // Anyone without that cookie still gets the published page.
  expect(await (await fetch(`${site.baseUrl}${path}`)).text()).not.toContain(draft);
  // A tampered link shows nothing of it.
  const bad = await s.page.goto(`/preview?${signPreviewQuery('not-the-preview-secret-at-all', path, 600)}`);
  expect(bad?.status()).toBe(403);
  expect(await s.page.content()).not.toContain(draft);
  // Published again as it was.
  expect((await editor('PUT', `articles/${id}`, { data: { title: 'Haul Truck Positioning' } })).status).toBe(200);
});

it('serves Strapi’s images through the site (no other host on the page)', async () => {
  // (The previous test's refused link logged its 403 on purpose.)
  s.errors.length = 0;
  const failed: string[] = [];
  s.page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
  });
  await s.page.goto('/total-mobility/reliable-services');
  const sources = await s.page.locator('main img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc || img.getAttribute('src')));
  expect(sources.length).toBeGreaterThan(0);
  for (const src of sources) expect(new URL(src!, site.baseUrl).origin).toBe(site.baseUrl);
  const first = await fetch(new URL(sources[0]!, site.baseUrl));
  expect(first.status).toBe(200);
  expect(first.headers.get('content-type')).toMatch(/^image\//);
  expect(failed).toEqual([]);
  expect(s.errors).toEqual([]);
});

it('loads the Strapi admin panel’s login page', async () => {
  const admin = await openBrowser(undefined, { origin: env.strapiUrl });
  try {
    await admin.page.goto(`${env.strapiUrl}/admin`, { waitUntil: 'load' });
    // The sign-in form (an administrator exists: with-strapi.sh sets CMS_ADMIN_EMAIL): and it signs in.
    await admin.page.getByRole('textbox', { name: /email/i }).waitFor({ timeout: 60_000 });
    await admin.page.getByRole('textbox', { name: /email/i }).fill(process.env.CMS_ADMIN_EMAIL!);
    await admin.page.getByLabel(/password/i).first().fill(process.env.CMS_ADMIN_PASSWORD!);
    await admin.page.getByRole('button', { name: /log ?in|sign ?in/i }).click();
    await admin.page.waitForURL(/\/admin(\/|$)(?!auth)/, { timeout: 60_000 });
  } finally {
    await admin.close();
  }
});
