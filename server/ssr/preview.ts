// The CMS's preview button (issue 19): Strapi's preview handler (cms/src/preview-link.ts) links to
// /preview?path=<page>&exp=<unix seconds>&sig=<base64url HMAC-SHA256 of "<path>\n<exp>" with
// CONTENT_PREVIEW_SECRET>. A valid, unexpired link sets a cookie for that page alone (Path=<page>, HttpOnly,
// SameSite=Lax, until exp) holding exp and the signature, and redirects to the page, so the app in the browser
// runs at the page's own address. A page request with a valid cookie is rendered with the drafts of the content
// service (its content requests carry status=draft and this process's preview key, which alone lets drafts
// through: server/routes/content), never from or into a cache, marked noindex and no-store.
import crypto from 'node:crypto';
import type { ServerFetch } from '../../src/lib/ssr-contract';
import { PREVIEW_HEADER } from '../routes/content';
import { sameSecret } from '../secrets';

/** The longest a link may be valid for, whatever its exp says. */
export const MAX_PREVIEW_SECONDS = 7 * 24 * 3600;

/** A page address: a path only (no query, fragment, scheme or host), at most 300 characters. */
const PAGE_PATH = /^\/(?:[A-Za-z0-9._~-]+\/?)*$/;

export function previewSignature(secret: string, path: string, exp: number): string {
  return crypto.createHmac('sha256', secret).update(`${path}\n${exp}`).digest('base64url');
}

/** A link's query for `path`, valid for `seconds` from `now` (tests and tools; the CMS signs the same way). */
export function signPreviewQuery(secret: string, path: string, seconds: number, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + seconds;
  return new URLSearchParams({ path, exp: String(exp), sig: previewSignature(secret, path, exp) }).toString();
}

export type PreviewCheck = { ok: true; path: string } | { ok: false; reason: string };

export function checkPreviewLink(query: Record<string, unknown>, secret: string, now = Date.now()): PreviewCheck {
  const { path, exp, sig } = query;
  if (typeof path !== 'string' || typeof exp !== 'string' || typeof sig !== 'string') return { ok: false, reason: 'The link lacks its path, expiry or signature.' };
  if (path.length > 300 || !PAGE_PATH.test(path) || path.includes('//')) return { ok: false, reason: 'The link does not name a page of this site.' };
  if (!/^\d{1,12}$/.test(exp)) return { ok: false, reason: 'The link has no valid expiry.' };
  if (!sameSecret(sig, previewSignature(secret, path, Number(exp)))) return { ok: false, reason: 'The link is not signed by the CMS.' };
  const left = Number(exp) - Math.floor(now / 1000);
  if (left < 0) return { ok: false, reason: 'The link has expired.' };
  if (left > MAX_PREVIEW_SECONDS) return { ok: false, reason: 'The link is valid for longer than this site allows.' };
  return { ok: true, path };
}

export const PREVIEW_COOKIE = 'basalt-preview';

/** The preview cookie for a checked link: for its page only, until the link expires. */
export function previewCookie(path: string, exp: string, sig: string, secure: boolean, now = Date.now()): string {
  const maxAge = Math.max(0, Number(exp) - Math.floor(now / 1000));
  return `${PREVIEW_COOKIE}=${exp}.${sig}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether a page request carries a valid preview cookie for its own path. */
export function hasPreviewCookie(cookieHeader: string | undefined, path: string, secret: string, now = Date.now()): boolean {
  if (!cookieHeader || cookieHeader.length > 8192) return false;
  for (const part of cookieHeader.split(';')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name !== PREVIEW_COOKIE) continue;
    const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (m && checkPreviewLink({ path, exp: m[1], sig: m[2] }, secret, now).ok) return true;
  }
  return false;
}

/** The page render's fetch for a preview: its content requests ask for drafts, with this process's key. */
export function draftFetch(fetch: ServerFetch, previewKey: string): ServerFetch {
  return async (request) => {
    const url = new URL(request.path, 'http://localhost');
    if (!url.pathname.startsWith('/content/api/')) return fetch(request);
    url.searchParams.set('status', 'draft');
    return fetch({ path: url.pathname + url.search, headers: { ...request.headers, [PREVIEW_HEADER]: previewKey } });
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The answer to a bad link: what is wrong and what to do. No script, noindex. */
export function previewRefusedPage(reason: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Preview link not valid</title></head><body><h1>This preview link cannot be opened</h1><p>${escapeHtml(reason)}</p><p>Open the preview again from the entry in the CMS: each link is signed and valid for a limited time.</p></body></html>`;
}
