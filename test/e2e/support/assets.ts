// The build's files by chunk name (dist/server/client-manifest.json, written by `npm run build`): lazy chunks are
// named by id in production (issue 23: no name map in the first script), so a test finds a chunk's file here.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

const manifest = (): Record<string, { js: string[] }> =>
  JSON.parse(fs.readFileSync(path.join(root, 'dist/server/client-manifest.json'), 'utf8')) as Record<string, { js: string[] }>;

/** The script files of chunk `name` (its own last: shared chunks it needs come first). */
export function chunkScripts(name: string): string[] {
  const entry = manifest()[name];
  if (!entry) throw new Error(`no chunk "${name}" in the build's manifest`);
  return entry.js;
}

/** The chunk's own script file (a path from the site's root). */
export const chunkScript = (name: string): string => chunkScripts(name).at(-1)!;

/** The own script files of every chunk whose name matches `pattern` ("qa-panel", "qa-export"…). */
export const chunkScriptsNamed = (pattern: RegExp): string[] =>
  Object.keys(manifest())
    .filter((name) => pattern.test(name))
    .map(chunkScript);
