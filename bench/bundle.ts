// Gzipped size of every emitted chunk, and of what the home page loads before any interaction
// (the scripts index.html references; lazy route chunks are not counted).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface BundleReport {
  chunks: { file: string; bytes: number; gzipBytes: number }[];
  firstRouteJsGzipBytes: number;
  firstRouteFiles: string[];
}

export function measureBundle(publicDir: string): BundleReport {
  const assets = path.join(publicDir, 'assets');
  const chunks = fs
    .readdirSync(assets)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((file) => {
      const body = fs.readFileSync(path.join(assets, file));
      return { file, bytes: body.length, gzipBytes: zlib.gzipSync(body, { level: 9 }).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const html = fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8');
  const firstRouteFiles = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const firstRouteJsGzipBytes = chunks
    .filter((c) => firstRouteFiles.includes(c.file))
    .reduce((sum, c) => sum + c.gzipBytes, 0);
  return { chunks, firstRouteJsGzipBytes, firstRouteFiles };
}
