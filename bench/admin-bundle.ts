// Proof that the staff console (src/admin, its own compilation: webpack.admin.ts) costs public pages nothing:
// no script a public page loads is one of the console's files, and none holds a string only the console's code
// has; the markers are all found in the console's files, so the check is not vacuous. Also its own figures:
// what /admin loads first (the `admin` chunk group) and all of its lazy pages, gzipped.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The console's folder under the site's assets (webpack.admin.ts ADMIN_ASSETS). */
const CONSOLE_DIR = 'admin';

// Strings only the console's code has: its chunk-loading global, its API's address, two of its messages.
export const CONSOLE_MARKERS = ['webpackChunkbasaltStaffConsole', '/admin/api', 'Your session ended. Sign in again.', 'Your role cannot do this.'];

export interface ConsoleBundleReport {
  /** What /admin loads before the first page (the `admin` entry's scripts and styles), gzipped. */
  entryGzipBytes: number;
  entryFiles: string[];
  /** Every file of the console's build (entry and lazy pages), gzipped. */
  allGzipBytes: number;
  /** Scripts of the public page that are files of the console (must be none). */
  consoleFilesInPage: string[];
  /** Console-only strings found in the public page's scripts (must be none). */
  markersInPage: string[];
  /** Every marker is in some console file (else the check above proves nothing). */
  markersFoundInConsole: boolean;
}

const gzipLength = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/**
 * `pageFiles`: the scripts a public page loads, as names under /assets/ (bench/bundle.ts pageScriptFiles);
 * `serverDir`: where the build's manifests are (dist/server).
 */
export function measureConsoleBundle(publicDir: string, serverDir: string, pageFiles: string[]): ConsoleBundleReport {
  const consoleDir = path.join(publicDir, 'assets', CONSOLE_DIR);
  if (!fs.existsSync(consoleDir)) throw new Error(`${consoleDir} is missing: is the console built (npm run build)?`);
  const consoleFiles = fs.readdirSync(consoleDir).filter((f) => /\.(js|css)$/.test(f));
  const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, 'admin-manifest.json'), 'utf8')) as Record<string, { js: string[]; css: string[] }>;
  const entry = manifest.admin;
  if (!entry) throw new Error('admin-manifest.json has no `admin` chunk group');
  const local = (url: string) => path.join(publicDir, ...url.split('/'));
  const entryFiles = [...entry.js, ...entry.css];
  const pageText = pageFiles.map((f) => fs.readFileSync(path.join(publicDir, 'assets', f), 'utf8')).join('\n');
  const consoleText = consoleFiles.filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(consoleDir, f), 'utf8')).join('\n');
  const consoleUrls = new Set([...consoleFiles.map((f) => `${CONSOLE_DIR}/${f}`), ...Object.values(manifest).flatMap((g) => [...g.js, ...g.css]).map((u) => u.replace(/^\/assets\//, ''))]);
  return {
    entryGzipBytes: entryFiles.reduce((sum, url) => sum + gzipLength(local(url)), 0),
    entryFiles,
    allGzipBytes: consoleFiles.reduce((sum, f) => sum + gzipLength(path.join(consoleDir, f)), 0),
    consoleFilesInPage: pageFiles.filter((f) => consoleUrls.has(f) || f.startsWith(`${CONSOLE_DIR}/`)),
    markersInPage: CONSOLE_MARKERS.filter((m) => pageText.includes(m)),
    markersFoundInConsole: CONSOLE_MARKERS.every((m) => consoleText.includes(m)),
  };
}

/** One line for a report; `ok` is false when the console reaches the page (or the check proves nothing). */
export function describeConsoleBundle(r: ConsoleBundleReport): { ok: boolean; line: string } {
  const ok = r.consoleFilesInPage.length === 0 && r.markersInPage.length === 0 && r.markersFoundInConsole;
  const found = [...r.consoleFilesInPage, ...r.markersInPage].join(', ') || '(markers missing from the console files)';
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return {
    ok,
    line: `staff console in the home page's scripts: ${ok ? 'none' : `FOUND ${found}`}; /admin loads ${kb(r.entryGzipBytes)} gzipped first (${r.entryFiles.join(', ')}), ${kb(r.allGzipBytes)} with every page`,
  };
}
