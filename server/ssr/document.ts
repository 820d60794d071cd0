// Fills index.html (the browser build's template) with a server-rendered page: the markup in #root, the
// store state next to it (JSON, not executable), the head tags, the page's stylesheets (no flash of
// unstyled content) and its feature chunk as a deferred script ahead of the app's (hydration needs it).
const TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DESCRIPTION = /<meta name="description"[^>]*>\s*/;
const HTML_TAG = /<html lang="[^"]*">/;
const ROOT = '<div id="root"></div>';

export interface PageParts {
  html: string;
  head: string;
  /** JSON text, '<' escaped. */
  state: string;
  lang: string;
  css: string[];
  js: string[];
}

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** null when the template lacks the empty #root this needs. */
export function pageDocument(template: string, page: PageParts): string | null {
  if (!template.includes(ROOT) || !template.includes('</head>')) return null;
  const styles = page.css.map((href) => `<link href="${attr(href)}" rel="stylesheet" />`);
  const scripts = page.js.map((src) => `<script defer src="${attr(src)}"></script>`).join('');
  let doc = template
    .replace(HTML_TAG, () => `<html lang="${attr(page.lang)}">`)
    .replace(TITLE, '')
    .replace(DESCRIPTION, '')
    .replace('</head>', () => `  ${[page.head, ...styles].join('\n    ')}\n  </head>`);
  // The feature chunk runs before the app's scripts: webpack's runtime finds it already there.
  const firstScript = doc.indexOf('<script defer');
  doc = firstScript === -1 ? doc.replace('</head>', () => `${scripts}</head>`) : doc.slice(0, firstScript) + scripts + doc.slice(firstScript);
  // Replacement functions: '$' in the page's text must stay as it is.
  return doc.replace(
    ROOT,
    () => `<div id="root">${page.html}</div>\n    <script id="preloaded-state" type="application/json">${page.state}</script>`,
  );
}
