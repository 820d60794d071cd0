// The staff console's page (issue 20): GET /admin and /admin/* (not /admin/api) answer one server-rendered
// shell that loads the build's `admin` entry (its scripts and stylesheets from dist/server/admin-manifest.json,
// the `admin` chunk group of the console's own compilation: webpack.admin.ts) and nothing of the public pages. It is never indexed (robots meta and X-Robots-Tag)
// nor kept by any cache (no-store; the page and response caches never see it: it is answered here, before the
// SPA's catch-all). The security headers come from plugins/security.ts like every answer; the CSP needs nothing
// more (own scripts, a JSON block, inline styles). Without a build: 503, as the SPA says it.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ChunkFiles } from './bundle';
import { PRIVATE_NO_STORE } from '../cache/policy';

/** The console's entry in its build (webpack.admin.ts ADMIN_ENTRY), and the file listing its chunk groups. */
export const ADMIN_CHUNK = 'admin';
export const ADMIN_MANIFEST = 'admin-manifest.json';

export const NOT_BUILT = 'The site has not been built yet: run `npm run build` (or `npm start`, which builds when needed).';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function isChunkFiles(v: unknown): v is ChunkFiles {
  const o = v as Partial<ChunkFiles> | null;
  const urls = (list: unknown) => Array.isArray(list) && list.every((u) => typeof u === 'string' && u.startsWith('/assets/') && !u.includes('..'));
  return typeof o === 'object' && o !== null && urls(o.js) && urls(o.css);
}

/** The console's files from the build's manifest, if they are all in the static folder (else: not built). */
export function readAdminChunk(ssrDir: string, staticDir: string): ChunkFiles | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(ssrDir, ADMIN_MANIFEST), 'utf8')) as Record<string, unknown>;
    const chunk = manifest[ADMIN_CHUNK];
    if (!isChunkFiles(chunk) || chunk.js.length === 0) return null;
    const present = [...chunk.js, ...chunk.css].every((url) => fs.existsSync(path.join(staticDir, ...url.split('/'))));
    return present ? chunk : null;
  } catch {
    return null;
  }
}

/** The shell's HTML: a header and a loading message, which the console replaces once its scripts ran. */
export function adminShellHtml(brand: string, chunk: ChunkFiles): string {
  const title = `${esc(brand)} staff console`;
  const css = chunk.css.map((href) => `<link href="${esc(href)}" rel="stylesheet">`).join('\n    ');
  const js = chunk.js.map((src) => `<script defer src="${esc(src)}"></script>`).join('\n    ');
  // Inside <script> "</" must never appear literally.
  const config = JSON.stringify({ brand }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <meta name="theme-color" content="#1f2326">
    <title>${title}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${css}
    <noscript><style>.console-shell-loading { display: none; }</style></noscript>
    ${js}
  </head>
  <body>
    <div id="root">
      <div class="console">
        <header class="console-header"><div class="console-header__bar"><span class="console-header__brand">${title}</span></div></header>
        <main id="main" class="console-main" tabindex="-1">
          <h1 class="console-page__title">${title}</h1>
          <p class="console-loading console-shell-loading" role="status">Loading the staff console…</p>
          <noscript><p class="console-alert console-alert--error">The staff console needs JavaScript: turn it on for this site, then reload the page.</p></noscript>
        </main>
      </div>
    </div>
    <script id="admin-config" type="application/json">${config}</script>
  </body>
</html>
`;
}

export const adminShell: FastifyPluginAsync = async (app) => {
  const { ssrDir, staticDir, brandName } = app.config;
  // Read once per build: the manifest's modification time tells a rebuild (npm run dev) from the last one.
  let cached: { mtimeMs: number; html: string | null } | null = null;
  const shell = (): string | null => {
    let mtimeMs = -1;
    try {
      mtimeMs = fs.statSync(path.join(ssrDir, ADMIN_MANIFEST)).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const chunk = readAdminChunk(ssrDir, staticDir);
      cached = { mtimeMs, html: chunk ? adminShellHtml(brandName, chunk) : null };
    }
    return cached.html;
  };

  const send = async (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url.split('?')[0] ?? '';
    // An /admin/api address no route has: the API's own 404 (the SPA's not-found handler answers it).
    if (/^\/admin\/api(\/|$)/.test(url)) return reply.callNotFound();
    reply.header('Cache-Control', PRIVATE_NO_STORE).header('X-Robots-Tag', 'noindex');
    const html = shell();
    if (html === null) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    return reply.type('text/html; charset=utf-8').send(html);
  };
  const options = { schema: { hide: true } };
  app.get('/admin', options, send);
  app.get('/admin/*', options, send);
};

export default adminShell;
