// Loads the server-rendering bundle `npm run build` writes (dist/server/ssr.js and client-manifest.json).
// It is used only when it belongs to the browser build being served: every file its manifest names must
// be in the static folder (a stale or foreign bundle would link scripts that do not exist).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PageKey, RenderPage } from '../../src/lib/ssr-contract';

export interface ChunkFiles {
  js: string[];
  css: string[];
}

export interface SsrBundle {
  render: RenderPage;
  /** The page cache key and render address of a URL; without it, the URL as asked (tests). */
  pageKey?: PageKey;
  /** Scripts and stylesheets of each named chunk group (URLs under the site root). */
  chunks: Record<string, ChunkFiles>;
  /** The text of each of those stylesheets, by URL: pages carry theirs inline (server/ssr/document.ts). */
  styles?: Record<string, string>;
}

function isChunkFiles(v: unknown): v is ChunkFiles {
  const o = v as Partial<ChunkFiles> | null;
  const urls = (list: unknown) => Array.isArray(list) && list.every((u) => typeof u === 'string' && u.startsWith('/'));
  return typeof o === 'object' && o !== null && urls(o.js) && urls(o.css);
}

/** The bundle in `ssrDir`, or a reason it cannot be used. */
export function loadSsrBundle(ssrDir: string, staticDir: string): SsrBundle | string {
  const file = path.join(ssrDir, 'ssr.js');
  const manifestFile = path.join(ssrDir, 'client-manifest.json');
  if (!fs.existsSync(file) || !fs.existsSync(manifestFile)) return `no server-rendering bundle in ${ssrDir}`;
  const manifest: unknown = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  if (typeof manifest !== 'object' || manifest === null || !Object.values(manifest).every(isChunkFiles)) {
    return `${manifestFile} is not a chunk manifest`;
  }
  const chunks = manifest as Record<string, ChunkFiles>;
  const local = (url: string) => path.join(staticDir, ...url.split('/'));
  const missing = Object.values(chunks)
    .flatMap((c) => [...c.js, ...c.css])
    .find((url) => !fs.existsSync(local(url)));
  if (missing) return `${ssrDir} belongs to another build: ${missing} is not in ${staticDir}`;
  const mod = createRequire(file)(file) as { render?: unknown; pageKey?: unknown };
  if (typeof mod.render !== 'function') return `${file} exports no render function`;
  if (typeof mod.pageKey !== 'function') return `${file} exports no pageKey function`;
  const css = new Set(Object.values(chunks).flatMap((c) => c.css));
  const styles = Object.fromEntries([...css].map((url) => [url, fs.readFileSync(local(url), 'utf8')]));
  return { render: mod.render as RenderPage, pageKey: mod.pageKey as PageKey, chunks, styles };
}
