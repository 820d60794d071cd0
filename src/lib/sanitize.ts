// Every HTML field of the content service passes through here before it is rendered (issue 5): the
// content service is a separate system, so its HTML is treated as untrusted. DOMPurify needs a DOM, so
// the sanitiser is built per window, lazily, and never at module scope (pages are prerendered in Node).
import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';

/** The only elements content HTML may keep; everything else is removed (its text kept, unless it is code). */
export const ALLOWED_TAGS = [
  'p', 'strong', 'em', 'b', 'i', 'del', 'ul', 'ol', 'li', 'a', 'br', 'h2', 'h3', 'h4', 'span', 'blockquote', 'code', 'pre', 'hr',
];

/** http(s), mailto, tel, or a relative address (no scheme); javascript:, data:, vbscript: and the rest fail. */
export const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

// What browsers strip or ignore around and inside a URL before reading its scheme (DOMPurify's ATTR_WHITESPACE).
// eslint-disable-next-line no-control-regex -- control characters are what this matches
export const URL_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** Whether a link's address is safe to keep (see SAFE_URL). */
export const isSafeUrl = (href: string): boolean => SAFE_URL.test(href.replace(URL_WHITESPACE, ''));

/** Whether a safe address leaves this site (it then opens in a new tab without access to this page). */
export const isAbsoluteUrl = (href: string): boolean => /^(?:https?:)?\/\//i.test(href.replace(URL_WHITESPACE, ''));

const purifiers = new WeakMap<object, Purifier>();

function purifierFor(win: WindowLike & { location?: { href: string; origin: string } }): Purifier {
  const cached = purifiers.get(win);
  if (cached) return cached;
  const purifier = DOMPurify(win);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    // href is the one attribute allowed, and only on links.
    if (data.attrName === 'href' && node.nodeName !== 'A') data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href && isExternal(href, win.location)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifiers.set(win, purifier);
  return purifier;
}

function isExternal(href: string, location: { href: string; origin: string } | undefined): boolean {
  try {
    const url = new URL(href, location?.href ?? 'http://localhost/');
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== (location?.origin ?? '');
  } catch {
    return false;
  }
}

// A start tag, quoted attribute values included (they may contain '>').
const START_TAG = /<[a-z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/gi;

/**
 * Renames on* attributes inside start tags before DOMPurify parses the fragment. Not a security measure
 * (DOMPurify removes them anyway): Chrome checks the page's Content-Security-Policy when it merely parses
 * an inline handler, even in the inert document DOMPurify uses, and logs a console error for each one.
 */
export function defuseHandlers(html: string): string {
  return html.replace(START_TAG, (tag) => tag.replace(/([\s/"'])on([a-z]+\s*=)/gi, '$1data-blocked-on$2'));
}

/** Sanitises `html` with the DOM of `win` (the browser's window, or a jsdom window in tests). */
export function sanitizeHtml(html: string, win: WindowLike): string {
  return purifierFor(win).sanitize(defuseHandlers(html), {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOWED_URI_REGEXP: SAFE_URL,
  });
}

let serverSanitizer: ((html: string) => string) | null = null;

/**
 * The server's sanitiser (src/lib/sanitize-server.ts, sanitize-html with the same rules), registered by the
 * server-rendering entry so the browser's bundle never carries it.
 */
export function setServerSanitizer(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

/** Sanitises with the browser's DOMPurify, else the registered server sanitiser, else keeps the text only. */
export function sanitizeAnywhere(html: string): string {
  if (typeof window !== 'undefined' && typeof window.document !== 'undefined') return sanitizeHtml(html, window);
  if (serverSanitizer) return serverSanitizer(html);
  return htmlToText(html).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };

/**
 * Plain text of an HTML fragment without a DOM (server rendering): drops script/style blocks with their
 * content, turns the remaining tags into spaces and decodes the common entities. The result is rendered
 * as text by React, so it is escaped again; it is never used as HTML.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|iframe|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
