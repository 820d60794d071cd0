// Fills index.html (the browser build's template) with a server-rendered page: the markup in #root, the
// store state next to it (JSON, not executable), the head tags, the page's stylesheets (no flash of
// unstyled content) and its feature chunk as a deferred script ahead of the app's (hydration needs it).
// With the build's loader (src/boot.ts) the scripts are not tags but a JSON list the loader starts once the
// server's page is painted (docs/rendering.md).
// The app's and the page's stylesheets are written inline (a few KB, style-src allows it): the first paint
// waits for no stylesheet request. Each <style> keeps its file's URL in data-href, where webpack's CSS
// loader looks before it links a chunk's stylesheet, so the browser never fetches them again.
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
  /** Stylesheet texts by URL (the build's); a stylesheet without one stays a link. */
  styles?: Record<string, string>;
  /** The loader's URL: it starts the page's and the app's scripts after the first paint. */
  loader?: string;
}

const DEFERRED_SCRIPT = /<script defer src="([^"]+)"><\/script>\s*/g;

const STYLESHEET_LINK = /<link href="([^"]+)" rel="stylesheet"\s*\/?>/g;

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** null when the template lacks the empty #root this needs. */
export function pageDocument(template: string, page: PageParts): string | null {
  if (!template.includes(ROOT) || !template.includes('</head>')) return null;
  const inline = (href: string): string | null => {
    const text = page.styles?.[href];
    // ('</' would end the element early: such a text, which a stylesheet of ours never has, stays a link.)
    return text === undefined || text.includes('</') ? null : `<style data-href="${attr(href)}">${text}</style>`;
  };
  const styles = page.css.map((href) => inline(href) ?? `<link href="${attr(href)}" rel="stylesheet" />`);
  let doc = template
    .replace(STYLESHEET_LINK, (link, href: string) => inline(href) ?? link)
    .replace(HTML_TAG, () => `<html lang="${attr(page.lang)}">`)
    .replace(TITLE, '')
    .replace(DESCRIPTION, '')
    .replace('</head>', () => `  ${[page.head, ...styles].join('\n    ')}\n  </head>`);
  if (page.loader && doc.includes('</body>')) {
    // The page's chunks, then the app's, in the order deferred scripts would run; JSON: '<' escaped.
    const app: string[] = [];
    doc = doc.replace(DEFERRED_SCRIPT, (_tag, src: string) => {
      app.push(src);
      return '';
    });
    const list = JSON.stringify([...page.js, ...app]).replace(/</g, '\\u003c');
    const tags = `<script id="app-scripts" type="application/json">${list}</script>\n    <script defer src="${attr(page.loader)}"></script>`;
    doc = doc.replace('</body>', () => `  ${tags}\n  </body>`);
  } else {
    // The feature chunk runs before the app's scripts: webpack's runtime finds it already there.
    const scripts = page.js.map((src) => `<script defer src="${attr(src)}"></script>`).join('');
    const firstScript = doc.indexOf('<script defer');
    doc = firstScript === -1 ? doc.replace('</head>', () => `${scripts}</head>`) : doc.slice(0, firstScript) + scripts + doc.slice(firstScript);
  }
  // Replacement functions: '$' in the page's text must stay as it is.
  return doc.replace(
    ROOT,
    () => `<div id="root">${page.html}</div>\n    <script id="preloaded-state" type="application/json">${page.state}</script>`,
  );
}
