// Content HTML sanitised without a DOM, for the server's HTML and the render that hydrates it (SafeHtml): the
// same allowlist as sanitize.ts (its tags, `href` on links with a safe address). Safe by construction: the
// output is written from scratch, never copied: allowlisted tag names without attributes, a link's address
// escaped after it was checked, text escaped. Markup the allowlist drops keeps its text, except elements
// whose content is code or hidden (script, style, iframe…), which go whole, as DOMPurify does.
import { ALLOWED_TAGS, SAFE_URL } from './sanitize';

const ALLOWED = new Set(ALLOWED_TAGS);
/** Dropped with their content (DOMPurify's FORBID_CONTENTS, plus textarea and object). */
const DROP_CONTENT = new Set([
  'script', 'style', 'template', 'iframe', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'title',
  'textarea', 'object', 'svg', 'math', 'audio', 'video', 'head', 'thead', 'colgroup', 'desc', 'annotation-xml',
]);
const VOID = new Set(['br', 'img', 'hr', 'input', 'meta', 'link', 'area', 'base', 'col', 'embed', 'source', 'track', 'wbr']);

// A comment, an end tag, a start tag (quoted attribute values may hold '>'), other markup, text, a lone '<'.
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<\/([a-zA-Z][\w:-]*)[^>]*>|<([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<[!?/][^>]*>?|[^<]+|</g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// What browsers strip or ignore around and inside a URL before reading its scheme (DOMPurify's ATTR_WHITESPACE).
// eslint-disable-next-line no-control-regex -- control characters are what this matches
export const URL_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

/** Character references in an attribute value (numeric ones with or without ';', and the common names). */
function decode(value: string): string {
  return value.replace(/&(?:#(\d{1,7});?|#[xX]([0-9a-fA-F]{1,6});?|([a-zA-Z]+);)/g, (ref, dec?: string, hex?: string, name?: string) => {
    const code = dec !== undefined ? Number(dec) : hex !== undefined ? parseInt(hex, 16) : -1;
    if (code >= 0) return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    return NAMED[name!.toLowerCase()] ?? ref;
  });
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text as it came, except a '&' that starts no character reference, '<' and '>'. */
const escapeText = (text: string) =>
  text
    .replace(/&(?!#\d{1,7};|#[xX][0-9a-fA-F]{1,6};|[a-zA-Z][a-zA-Z0-9]{1,31};)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** The `<a>` start tag: only a safe href; an absolute address opens in a new tab without access to this page. */
function linkTag(attributes: string): string {
  for (const m of attributes.matchAll(ATTRIBUTE)) {
    if (m[1]!.toLowerCase() !== 'href') continue;
    const href = decode(m[2] ?? m[3] ?? m[4] ?? '').trim();
    // The first href counts, as for a browser.
    if (!href || !SAFE_URL.test(href.replace(URL_WHITESPACE, ''))) return '<a>';
    const external = /^(?:https?:)?\/\//i.test(href.replace(URL_WHITESPACE, ''));
    return `<a href="${escapeAttribute(href)}"${external ? ' target="_blank" rel="noopener noreferrer"' : ''}>`;
  }
  return '<a>';
}

export function sanitizeHtmlWithoutDom(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let skipping: { name: string; depth: number } | null = null;
  for (const m of html.matchAll(TOKEN)) {
    const [token, endName, startName, attributes = ''] = m;
    const end = endName?.toLowerCase();
    const start = startName?.toLowerCase();
    if (skipping) {
      if (start === skipping.name && !token.endsWith('/>')) skipping.depth += 1;
      else if (end === skipping.name && --skipping.depth === 0) skipping = null;
      continue;
    }
    if (start !== undefined) {
      if (DROP_CONTENT.has(start)) {
        if (!token.endsWith('/>')) skipping = { name: start, depth: 1 };
      } else if (ALLOWED.has(start)) {
        out.push(start === 'a' ? linkTag(attributes) : `<${start}>`);
        if (!VOID.has(start)) open.push(start);
      }
    } else if (end !== undefined) {
      const at = open.lastIndexOf(end);
      if (at !== -1) while (open.length > at) out.push(`</${open.pop()}>`);
    } else if (!token.startsWith('<!--') && !/^<[!?/]/.test(token)) {
      out.push(escapeText(token));
    }
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
