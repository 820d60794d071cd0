#!/usr/bin/env node
// End-to-end checks of the CMS as the site uses it, against a running, seeded Strapi:
//   bash -c 'SITE_URL=http://127.0.0.1:$((20000 + RANDOM % 10000)) bash .ci/with-strapi.sh node cms/test/smoke.mjs'
// It listens on SITE_URL's port for the webhook. Checks: the public role reads published entries and nothing
// else, drafts need a token, the site's read token reads drafts and cannot write, Strapi's strict query keys,
// the admin page, the webhook (secret header, events), the alt-text rule on publish (REST and the admin's
// Publish button, media in components too), the preview links (format and signature), and that the seed run
// again changes nothing. Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { STRAPI_URL, CONTENT_API_TOKEN, CMS_EDITOR_TOKEN, CONTENT_WEBHOOK_SECRET, CONTENT_PREVIEW_SECRET, CMS_STRAPI_ENV_FILE } = process.env;
const SITE_URL = (process.env.SITE_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
for (const [k, v] of Object.entries({ STRAPI_URL, CONTENT_API_TOKEN, CMS_EDITOR_TOKEN, CONTENT_WEBHOOK_SECRET, CONTENT_PREVIEW_SECRET })) {
  if (!v) {
    console.error(`${k} is not set: run this under .ci/with-strapi.sh`);
    process.exit(2);
  }
}

let passed = 0;
let failed = 0;
async function check(name, fn) {
  try {
    await fn();
    passed += 1;
    console.log(`ok   ${name}`);
  } catch (err) {
    failed += 1;
    console.log(`FAIL ${name}\n     ${err instanceof Error ? err.message : err}`);
  }
}
function assert(cond, message) {
  if (!cond) throw new Error(message);
}

async function api(pathAndQuery, { token, method = 'GET', body, form } = {}) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${STRAPI_URL}${pathAndQuery}`, { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)) });
  const text = await res.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text, type: res.headers.get('content-type') ?? '' };
}
const q = (s) => s.replace(/\[/g, '%5B').replace(/\]/g, '%5D');

// The webhook receiver, on SITE_URL's port.
const hooks = [];
const site = new URL(SITE_URL);
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (d) => (body += d)).on('end', () => {
    if (req.url === '/content/webhook') hooks.push({ headers: req.headers, body: JSON.parse(body || 'null') });
    res.writeHead(204).end();
  });
});
await new Promise((resolve, reject) => receiver.once('error', reject).listen(Number(site.port || 80), site.hostname, resolve));
const waitFor = async (pred, ms = 10_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const hit = hooks.find(pred);
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
};

const seed = JSON.parse(fs.readFileSync(path.join(cmsDir, '.seed', 'content.json'), 'utf8'));
const seedCount = (collection) => seed.items.filter((i) => i.collection === collection).length;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const uploadPng = async (name) => {
  const form = new FormData();
  form.append('files', new Blob([PNG], { type: 'image/png' }), name);
  const r = await api('/api/upload', { token: CMS_EDITOR_TOKEN, method: 'POST', form });
  assert(r.status === 201 || r.status === 200, `upload: ${r.status} ${r.text.slice(0, 200)}`);
  return r.json[0];
};

await check('public role lists every collection\'s published seed entries', async () => {
  for (const collection of new Set(seed.items.map((i) => i.collection))) {
    if (collection === 'home-page') continue;
    const r = await api(q(`/api/${collection}?pagination[pageSize]=1&fields[0]=createdAt`));
    assert(r.status === 200, `${collection}: ${r.status}`);
    assert(r.json.meta.pagination.total === seedCount(collection), `${collection}: total ${r.json.meta.pagination.total}, seed ${seedCount(collection)}`);
  }
});

await check('public role reads the home page with its components', async () => {
  const r = await api('/api/home-page?populate=*');
  assert(r.status === 200, `status ${r.status}`);
  assert(Array.isArray(r.json.data.mobility_tiles) && r.json.data.mobility_tiles.length > 0, 'no mobility_tiles');
  assert(r.json.data.banner_title === seed.items.find((i) => i.collection === 'home-page').banner_title, 'banner_title differs from the seed');
});

await check('public role reads media with their alternative text', async () => {
  const r = await api(q('/api/industry-segments?populate[segment_lists_id][populate]=*'));
  const image = r.json.data[0].segment_lists_id[0].image;
  assert(image && image.url.startsWith('/uploads/') && image.alternativeText, JSON.stringify(image));
  const file = await fetch(`${STRAPI_URL}${image.url}`);
  assert(file.status === 200, `GET ${image.url}: ${file.status}`);
});

await check('drafts without a token: 403 ForbiddenError', async () => {
  const r = await api('/api/articles?status=draft');
  assert(r.status === 403 && r.json.data === null && r.json.error.name === 'ForbiddenError', `${r.status} ${r.text}`);
});

await check('drafts with the site token: 200', async () => {
  const r = await api('/api/articles?status=draft', { token: CONTENT_API_TOKEN });
  assert(r.status === 200 && r.json.meta.pagination.total === seedCount('articles'), `${r.status} ${r.text.slice(0, 200)}`);
});

await check('a wrong token: 401', async () => {
  const r = await api('/api/articles', { token: 'not-a-token' });
  assert(r.status === 401 && r.json.error.name === 'UnauthorizedError', `${r.status} ${r.text}`);
});

await check('unknown query key: 400 "Invalid key foo"', async () => {
  const r = await api('/api/articles?foo=1');
  assert(r.status === 400 && r.json.error.message === 'Invalid key foo', `${r.status} ${r.text}`);
});

await check('unknown documentId: 404 NotFoundError', async () => {
  const r = await api('/api/articles/doesnotexist');
  assert(r.status === 404 && r.json.error.name === 'NotFoundError', `${r.status} ${r.text}`);
});

await check('public role and the site token cannot write', async () => {
  const body = { data: { title: 'x', slug: 'x', summary: 'x', body: 'x' } };
  const pub = await api('/api/articles', { method: 'POST', body });
  const site = await api('/api/articles', { method: 'POST', body, token: CONTENT_API_TOKEN });
  assert(pub.status === 403 && site.status === 403, `public ${pub.status}, site token ${site.status}`);
});

await check('the public role has nothing else: no sign-up', async () => {
  const r = await api('/api/auth/local/register', { method: 'POST', body: { username: 'smoke', email: 'smoke@example.com', password: 'Smoke-test-1234' } });
  assert(r.status === 403, `${r.status} ${r.text.slice(0, 200)}`);
});

await check('the admin panel answers 200 HTML', async () => {
  const r = await api('/admin');
  assert(r.status === 200 && r.type.startsWith('text/html'), `${r.status} ${r.type}`);
});

await check('editor token changes and publishes an article; the webhook tells the site, with its secret', async () => {
  const list = await api(q('/api/articles?filters[slug][$eq]=correct-tire-inflation&fields[0]=summary'));
  const { documentId, summary } = list.json.data[0];
  hooks.length = 0;
  const r = await api(`/api/articles/${documentId}`, { method: 'PUT', token: CMS_EDITOR_TOKEN, body: { data: { summary: `${summary} (edited)` } } });
  assert(r.status === 200, `PUT ${r.status} ${r.text.slice(0, 200)}`);
  const after = await api(`/api/articles/${documentId}`);
  assert(after.json.data.summary === `${summary} (edited)`, 'the public answer is not the published change');
  const hook = await waitFor((h) => h.body?.event === 'entry.publish' && h.body?.model === 'article');
  assert(hook, `no entry.publish webhook (got ${hooks.map((h) => h.body?.event).join(', ') || 'none'})`);
  assert(hook.headers['x-basalt-webhook-secret'] === CONTENT_WEBHOOK_SECRET, 'the webhook lacks the secret header');
  assert(hook.body.entry?.documentId === documentId, 'the webhook names another entry');
  await api(`/api/articles/${documentId}`, { method: 'PUT', token: CMS_EDITOR_TOKEN, body: { data: { summary } } });
});

let noAlt;
await check('publishing with an image without alternative text: 400 ValidationError (REST create)', async () => {
  noAlt = await uploadPng('no-alt.png');
  const r = await api('/api/segments', { method: 'POST', token: CMS_EDITOR_TOKEN, body: { data: { title: 'Smoke no alt', image: noAlt.id } } });
  assert(r.status === 400 && r.json.error.name === 'ValidationError' && /alternative text/.test(r.json.error.message), `${r.status} ${r.text}`);
  assert(r.json.error.message.includes('image (no-alt.png)'), r.json.error.message);
  const pub = await api(q('/api/segments?filters[title][$eq]=Smoke no alt'));
  assert(pub.json.meta.pagination.total === 0, 'the refused entry was published anyway');
  const drafts = await api(q('/api/segments?status=draft&filters[title][$eq]=Smoke no alt'), { token: CONTENT_API_TOKEN });
  assert(drafts.json.meta.pagination.total === 0, 'the refused create left a draft');
});

await check('… inside a component: 400 naming segment_lists_id[1].image', async () => {
  const r = await api('/api/industry-segments', {
    method: 'POST',
    token: CMS_EDITOR_TOKEN,
    body: { data: { title: 'Smoke component', segment_lists_id: [{ sequence: 1, title: 'x', image: noAlt.id }] } },
  });
  assert(r.status === 400 && r.json.error.message.includes('segment_lists_id[1].image'), `${r.status} ${r.text}`);
});

let admin;
await check('the admin\'s Publish button refuses it too, and publishes once the text is set', async () => {
  // The first administrator: the one bootstrap made from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD (with-strapi.sh
  // sets them), else registered here on a fresh install.
  const email = process.env.CMS_ADMIN_EMAIL || 'smoke@example.com';
  const password = process.env.CMS_ADMIN_PASSWORD || 'Smoke-test-1234';
  const reg = process.env.CMS_ADMIN_EMAIL
    ? { status: 0 }
    : await api('/admin/register-admin', { method: 'POST', body: { firstname: 'Smoke', lastname: 'Test', email, password } });
  const login = reg.status === 200 ? reg : await api('/admin/login', { method: 'POST', body: { email, password } });
  assert(login.status === 200, `admin login ${login.status} ${login.text.slice(0, 200)}`);
  admin = login.json.data.token;
  const draft = await api('/api/segments?status=draft', { method: 'POST', token: CMS_EDITOR_TOKEN, body: { data: { title: 'Smoke draft', image: noAlt.id } } });
  assert(draft.status === 200 || draft.status === 201, `draft ${draft.status} ${draft.text.slice(0, 200)}`);
  const id = draft.json.data.documentId;
  const publish = () => api(`/content-manager/collection-types/api::segment.segment/${id}/actions/publish`, { method: 'POST', token: admin, body: {} });
  const refused = await publish();
  assert(refused.status === 400 && /alternative text/.test(refused.json?.error?.message ?? ''), `${refused.status} ${refused.text.slice(0, 300)}`);
  const form = new FormData();
  form.append('fileInfo', JSON.stringify({ alternativeText: 'A grey pixel' }));
  const info = await api(`/api/upload?id=${noAlt.id}`, { method: 'POST', token: CMS_EDITOR_TOKEN, form });
  assert(info.status === 200, `fileInfo ${info.status}`);
  const ok = await publish();
  assert(ok.status === 200, `publish after setting the text: ${ok.status} ${ok.text.slice(0, 300)}`);
  const pub = await api(`/api/segments/${id}`);
  assert(pub.status === 200, `public read of the published entry: ${pub.status}`);
  await api(`/api/segments/${id}`, { method: 'DELETE', token: CMS_EDITOR_TOKEN });
});

const verifyPreview = (url, expectedPath) => {
  const u = new URL(url);
  assert(`${u.origin}${u.pathname}` === `${SITE_URL}/preview`, `preview goes to ${u.origin}${u.pathname}`);
  const pathParam = u.searchParams.get('path');
  const exp = Number(u.searchParams.get('exp'));
  assert(pathParam === expectedPath, `path ${pathParam}, expected ${expectedPath}`);
  assert(url.includes(`path=${encodeURIComponent(expectedPath)}&`), 'path is not encodeURIComponent-ed');
  const now = Math.floor(Date.now() / 1000);
  assert(exp > now + 3500 && exp <= now + 3600, `exp ${exp} is not now + 3600`);
  const sig = createHmac('sha256', CONTENT_PREVIEW_SECRET).update(`${pathParam}\n${exp}`).digest('base64url');
  assert(u.searchParams.get('sig') === sig, 'signature does not verify');
};
const previewOf = async (uid, documentId, status = 'draft') => {
  const r = await api(`/content-manager/preview/url/${uid}?documentId=${documentId}&status=${status}`, { token: admin });
  assert(r.status === 200 || r.status === 204, `preview url ${r.status} ${r.text.slice(0, 200)}`);
  return r.json?.data?.url ?? null;
};
const firstId = async (collection, filter = '') => (await api(q(`/api/${collection}?fields[0]=createdAt${filter}`))).json.data[0].documentId;

await check('preview links: signed, to the page of each content type', async () => {
  assert(admin, 'no admin session');
  verifyPreview(await previewOf('api::article.article', await firstId('articles', '&filters[slug][$eq]=haul-truck-positioning')), '/infocenter/otr-tips/haul-truck-positioning');
  verifyPreview(await previewOf('api::content-page.content-page', await firstId('content-pages', '&filters[slug][$eq]=technology')), '/total-mobility/trusted-products/technology');
  verifyPreview(await previewOf('api::home-page.home-page', (await api('/api/home-page')).json.data.documentId, 'published'), '/');
  verifyPreview(await previewOf('api::reliable-type.reliable-type', await firstId('reliable-types')), '/total-mobility/reliable-services');
  verifyPreview(await previewOf('api::industry-segment.industry-segment', await firstId('industry-segments')), '/total-mobility/trusted-products');
  verifyPreview(await previewOf('api::tire-management-detail.tire-management-detail', await firstId('tire-management-details')), '/total-mobility/tire-management-solutions');
  assert((await previewOf('api::segment.segment', await firstId('segments'))) === null, 'segments have no page, yet got a preview link');
});

await check('the seed run again changes nothing (documentIds, versions)', async () => {
  if (!CMS_STRAPI_ENV_FILE) throw new Error('CMS_STRAPI_ENV_FILE is not set');
  const snapshot = async () => {
    const out = [];
    for (const collection of new Set(seed.items.map((i) => i.collection))) {
      const r = await api(q(`/api/${collection}?pagination[pageSize]=100&fields[0]=updatedAt&fields[1]=publishedAt&sort=id`), { token: CONTENT_API_TOKEN });
      for (const e of [r.json.data].flat()) out.push(`${collection} ${e.documentId} ${e.updatedAt} ${e.publishedAt}`);
    }
    const files = await api('/api/upload/files', { token: CMS_EDITOR_TOKEN });
    for (const f of files.json) out.push(`file ${f.id} ${f.updatedAt}`);
    return out.join('\n');
  };
  const before = await snapshot();
  const env = Object.fromEntries(
    fs.readFileSync(CMS_STRAPI_ENV_FILE, 'utf8').split('\n').filter(Boolean).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
  const run = spawnSync(process.execPath, ['scripts/seed.js'], { cwd: cmsDir, env: { ...process.env, ...env }, encoding: 'utf8' });
  assert(run.status === 0, `seed exited ${run.status}: ${run.stderr.slice(-500)}`);
  assert(/0 created, 0 updated, 0 published/.test(run.stdout) && /0 uploaded, 0 updated/.test(run.stdout), run.stdout.trim());
  assert((await snapshot()) === before, 'entries or files changed');
});

receiver.close();
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
