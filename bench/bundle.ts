// Gzipped size of every emitted chunk, and of what the home page loads before any interaction
// (the scripts index.html references; lazy route chunks are not counted).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface BundleReport {
  chunks: { file: string; bytes: number; gzipBytes: number }[];
  firstRouteJsGzipBytes: number;
  firstRouteFiles: string[];
  qa: QaBundleReport;
}

/** Proof that the QA tools (src/qa) cost the home page nothing up front: their texts are only in lazy chunks. */
export interface QaBundleReport {
  /** Gzipped bytes of the lazy QA chunks (panel, inspector bridge); the Stately package is its own chunk. */
  lazyGzipBytes: number;
  lazyFiles: string[];
  /** Markers of src/qa code found in the first-route scripts (must be none). */
  markersInFirstRoute: string[];
  /** Every marker was found in some lazy chunk (so the check above is not vacuous). */
  markersFoundElsewhere: boolean;
}

// Strings that exist only in src/qa (the export format id, panel texts).
const QA_MARKERS = ['basalt-state-export', 'Replay from start', 'Include personal data', 'Connect Stately Inspector'];

/**
 * The files of the chunks whose names match `pattern` and of no other chunk, by the build's manifest (lazy chunks are
 * named by id in production). A build without a manifest: by file name, as older builds named their chunks.
 */
function chunkFiles(publicDir: string, pattern: RegExp): (file: string) => boolean {
  const manifestFile = path.join(publicDir, '..', 'server', 'client-manifest.json');
  if (!fs.existsSync(manifestFile)) return (file) => pattern.test(file);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { js: string[]; css: string[] }>;
  const filesOf = (names: string[]) => new Set(names.flatMap((n) => [...manifest[n]!.js, ...manifest[n]!.css]).map((f) => path.basename(f)));
  const names = Object.keys(manifest);
  const others = filesOf(names.filter((n) => !pattern.test(n)));
  const own = filesOf(names.filter((n) => pattern.test(n)));
  return (file) => own.has(file) && !others.has(file);
}

function measureQa(publicDir: string, chunks: BundleReport['chunks'], firstRouteFiles: string[]): QaBundleReport {
  const assets = path.join(publicDir, 'assets');
  const read = (file: string) => fs.readFileSync(path.join(assets, file), 'utf8');
  const js = chunks.filter((c) => c.file.endsWith('.js'));
  const isQa = chunkFiles(publicDir, /^(qa-|stately-inspect)/);
  const lazy = js.filter((c) => isQa(c.file));
  const first = firstRouteFiles.map(read).join('\n');
  const rest = js.filter((c) => !firstRouteFiles.includes(c.file)).map((c) => read(c.file)).join('\n');
  return {
    lazyGzipBytes: lazy.reduce((sum, c) => sum + c.gzipBytes, 0),
    lazyFiles: lazy.map((c) => c.file),
    markersInFirstRoute: QA_MARKERS.filter((m) => first.includes(m)),
    markersFoundElsewhere: QA_MARKERS.every((m) => rest.includes(m)),
  };
}

export function measureBundle(publicDir: string): BundleReport {
  const assets = path.join(publicDir, 'assets');
  const chunks = fs
    .readdirSync(assets)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((file) => {
      const body = fs.readFileSync(path.join(assets, file));
      return { file, bytes: body.length, gzipBytes: gzipLength(body) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const html = fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8');
  // Server-rendered pages start the same scripts from the build's small loader (src/boot.ts): counted too.
  const loader = chunks.filter((c) => /^boot\.[^/]*\.js$/.test(c.file)).map((c) => c.file);
  const firstRouteFiles = [...[...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!), ...loader];
  const firstRouteJsGzipBytes = chunks
    .filter((c) => firstRouteFiles.includes(c.file))
    .reduce((sum, c) => sum + c.gzipBytes, 0);
  return { chunks, firstRouteJsGzipBytes, firstRouteFiles, qa: measureQa(publicDir, chunks, firstRouteFiles) };
}

/** Gzipped bytes (level 9, as a CDN would send it) of a file's content. */
function gzipLength(body: Buffer): number {
  return zlib.gzipSync(body, { level: 9 }).length;
}

/**
 * Asset file names of every script a server-rendered page loads before it is interactive: its script tags
 * (the loader, src/boot.ts) and the list the loader starts (`<script id="app-scripts">`, server/ssr/document.ts).
 */
export function pageScriptFiles(html: string): string[] {
  const tags = [...html.matchAll(/<script[^>]*\ssrc="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const listed = /<script id="app-scripts" type="application\/json">([^<]*)<\/script>/.exec(html);
  const list: unknown = listed ? JSON.parse(listed[1]!) : [];
  const started = Array.isArray(list)
    ? list.filter((src): src is string => typeof src === 'string' && src.startsWith('/assets/')).map((src) => src.slice('/assets/'.length))
    : [];
  return [...new Set([...tags, ...started])];
}

export interface PageJsReport {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/** What a server-rendered page (its HTML) loads before it is interactive, gzipped: the CI budget's measure. */
export function measurePageJs(html: string, publicDir: string): PageJsReport {
  const files = pageScriptFiles(html).map((file) => ({ file, gzipBytes: gzipLength(fs.readFileSync(path.join(publicDir, 'assets', file))) }));
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
