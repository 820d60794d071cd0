// Issue 18's figures: a 5,000-size catalog (generated in the exchange format) validates in <= 20 s and
// publishes, databook and caches included, in <= 30 s; catalog GETs during the publish and the minute after keep
// a p99 within 2x of the quiet figure. On a server of its own (PGlite, the default), published through its admin
// API as `npm run catalog` does beside a running server. wrk (one thread) cycles through the catalog paths.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { readLocalAccess } from '../server/admin/local-access';
import { catalogToTables } from '../server/catalog/exchange/export';
import { packageFiles, writeFolder } from '../server/catalog/exchange/folder';
import { readSource } from '../server/catalog/exchange/source';
import { writeZip } from '../server/catalog/exchange/zip-write';
import { imageFileOf, sampleImages } from '../server/catalog/media-files';
import { readImport } from '../server/catalog/publish';
import { generateCatalog } from '../server/catalog/seed';
import { startServerProcess, type ServerProcess } from '../test/support/server-process';
import { catalogPaths, parseWrk } from './api';

export interface PublishBench {
  sizes: number;
  lines: number;
  validateMs: number;
  /** The first publish: the sample replaced by the big catalog (every size new). */
  firstPublishMs: number;
  /** The measured publish: every line's tag line changed, under load. */
  publishMs: number;
  connections: number;
  quiet: { p50Ms: number; p99Ms: number; requestsPerSec: number; non2xx: number };
  during: { p50Ms: number; p99Ms: number; requestsPerSec: number; non2xx: number; seconds: number };
  p99Ratio: number;
}

const LUA = (paths: string[]) => `
local paths = {${paths.map((p) => JSON.stringify(p)).join(', ')}}
local i = 0
wrk.headers["ispublic"] = "true"
wrk.headers["accept-encoding"] = "gzip, deflate, br"
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
`;

/** Publishes a catalog package (zip) through the server's admin API, as `npm run catalog` does beside it; ms taken. */
export async function publishZip(server: ServerProcess, zip: Uint8Array, file: string): Promise<number> {
  const access = readLocalAccess(path.join(server.dataDir, 'db'));
  if (!access) throw new Error('the server left no admin-local.json');
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}/admin/api/catalog/import?file=${file}`, {
    method: 'POST',
    headers: { authorization: `Local ${access.secret}`, 'content-type': 'application/zip' },
    body: Buffer.from(zip),
  });
  if (res.status !== 200) throw new Error(`publish answered ${res.status}: ${await res.text()}`);
  return Math.round(performance.now() - started);
}

/** A generated catalog of `sizes` sizes with its line images, as a package to publish. */
export function generatedPackage(sizes: number): Uint8Array {
  const catalog = generateCatalog({ sizes });
  return writeZip(packageFiles(catalogToTables(catalog), sampleImages(catalog)));
}

async function wrk(baseUrl: string, script: string, connections: number, seconds: number) {
  const { stdout } = await promisify(execFile)('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script, baseUrl], { encoding: 'utf8' });
  return parseWrk(stdout);
}

export async function runPublishBench({ sizes = 5000, connections = 10, quietSeconds = 20, afterSeconds = 60 } = {}): Promise<PublishBench> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-publish-bench-'));
  try {
    const catalog = generateCatalog({ sizes });
    const folder = path.join(work, 'catalog');
    await writeFolder(folder, catalogToTables(catalog), sampleImages(catalog));
    // Validation as the CLI does it before anything else: read the folder, check every rule, build the catalog.
    const t0 = performance.now();
    const checked = await readImport(await readSource(folder));
    const validateMs = Math.round(performance.now() - t0);
    const images = checked.files.map(imageFileOf);
    const first = writeZip(packageFiles(catalogToTables(checked.catalog), images));
    const edited = { ...checked.catalog, patterns: checked.catalog.patterns.map((p) => ({ ...p, tag_line: `${p.tag_line} (2027)` })) };
    const second = writeZip(packageFiles(catalogToTables(edited), images));

    const server = await startServerProcess({ LOG_LEVEL: 'error', DATABASE_URL: '' });
    try {
      const publish = (zip: Uint8Array, file: string) => publishZip(server, zip, file);
      const firstPublishMs = await publish(first, 'bench-5000.zip');
      // "every product" is left out: at 5,000 sizes its answer (megabytes) is over the response cache's entry
      // limit and computed per request, seconds each, quiet or not (docs/performance.md).
      const paths = (await catalogPaths(server.baseUrl)).filter(([name]) => !name.startsWith('dealers') && name !== 'every product').map(([, p]) => p);
      const script = path.join(work, 'paths.lua');
      fs.writeFileSync(script, LUA(paths));
      await wrk(server.baseUrl, script, connections, 5); // warm-up: caches and the JIT
      const quiet = await wrk(server.baseUrl, script, connections, quietSeconds);
      // The publish starts 2 s into the load; the load runs on for afterSeconds after it answers.
      const startedAt = performance.now();
      let publishMs = 0;
      const load = (async () => {
        await new Promise((r) => setTimeout(r, 2000));
        publishMs = await publish(second, 'bench-5000-edited.zip');
      })();
      // wrk needs its duration up front: a publish takes at most ~30 s (the goal), so the load runs that long
      // plus the minute after; the figure is void if the publish took longer (reported).
      const seconds = 2 + 30 + afterSeconds;
      const during = await wrk(server.baseUrl, script, connections, seconds);
      await load;
      if (2000 + publishMs > (performance.now() - startedAt)) throw new Error('the publish outlasted the load');
      return {
        sizes: catalog.sizes.length,
        lines: catalog.patterns.length,
        validateMs,
        firstPublishMs,
        publishMs,
        connections,
        quiet,
        during: { ...during, seconds },
        p99Ratio: Math.round((during.p99Ms / quiet.p99Ms) * 10) / 10,
      };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export function publishBenchLines(r: PublishBench): string[] {
  return [
    `catalog of ${r.sizes} sizes, ${r.lines} lines: validated in ${(r.validateMs / 1000).toFixed(1)} s (goal 20 s)`,
    `  first publish (sample -> big): ${(r.firstPublishMs / 1000).toFixed(1)} s; publish with every line changed, under load: ${(r.publishMs / 1000).toFixed(1)} s (goal 30 s)`,
    `  catalog GETs at ${r.connections} connections: quiet p99 ${r.quiet.p99Ms} ms (${r.quiet.requestsPerSec} req/s); during the publish and ${r.during.seconds - 32} s after p99 ${r.during.p99Ms} ms (${r.during.requestsPerSec} req/s): x${r.p99Ratio} (goal 2x)${r.during.non2xx + r.quiet.non2xx > 0 ? `  ${r.during.non2xx + r.quiet.non2xx} answers not 2xx!` : ''}`,
  ];
}
