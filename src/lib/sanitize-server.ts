// The server's sanitiser for content HTML (server rendering has no DOM for DOMPurify): sanitize-html with the
// rules of src/lib/sanitize.ts: its tags only, `href` only on links and only a safe address, external links
// opened in a new tab without access to this page; code and hidden elements dropped with their content.
// Imported by the server-rendering entry alone (src/ssr/render.tsx registers it), never by the browser's code.
import sanitize from 'sanitize-html';
import { ALLOWED_TAGS, isAbsoluteUrl, isSafeUrl } from './sanitize';

/** Numeric character references, with or without their ';', as an HTML parser decodes them in an attribute. */
const decodeReferences = (text: string): string =>
  text.replace(/&#(?:[xX]([0-9a-fA-F]{1,6})|(\d{1,7}));?/g, (_ref, hex?: string, dec?: string) => {
    const code = hex !== undefined ? parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  // The scheme check is ours (SAFE_URL), so sanitize-html's own list must let every address through to it.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'svg', 'math', 'title'],
  transformTags: {
    a: (tagName, attribs): sanitize.Tag => {
      const href = attribs.href;
      const kept: sanitize.Attributes = {};
      // Checked as a browser reads it: character references without their ';' too (`&#106avascript:`).
      if (href !== undefined && isSafeUrl(href) && isSafeUrl(decodeReferences(href))) {
        kept.href = href;
        if (isAbsoluteUrl(href)) Object.assign(kept, { target: '_blank', rel: 'noopener noreferrer' });
      }
      return { tagName, attribs: kept };
    },
  },
};

export function sanitizeOnServer(html: string): string {
  return sanitize(html, OPTIONS);
}
