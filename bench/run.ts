// npm run bench: bundle sizes and catalog endpoint latency; writes bench/results/latest.json.
// Options: --seconds N (per endpoint, default 5), --connections N (default 10), --skip-api, --skip-browser.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../test/support/server-process';
import { measureBundle } from './bundle';
import { catalogPaths, measureEndpoint, type EndpointResult } from './api';
import { measureFinder } from './finder';

const root = path.resolve(__dirname, '..');

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
}

async function main(): Promise<void> {
  const publicDir = path.join(root, 'dist/public');
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) throw new Error('run `npm run build` first');
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  };
  const bundle = measureBundle(publicDir);
  report.bundle = bundle;
  console.log(`first-route JS (entry scripts): ${(bundle.firstRouteJsGzipBytes / 1024).toFixed(1)} KB gzipped`);
  const { qa } = bundle;
  console.log(
    `QA tools in first-route JS: ${qa.markersInFirstRoute.length === 0 && qa.markersFoundElsewhere ? 'none' : `FOUND ${qa.markersInFirstRoute.join(', ') || '(markers missing from lazy chunks)'}`}; lazy QA chunks ${(qa.lazyGzipBytes / 1024).toFixed(1)} KB gz (${qa.lazyFiles.join(', ')})`,
  );
  for (const c of bundle.chunks) console.log(`  ${c.file.padEnd(48)} ${(c.gzipBytes / 1024).toFixed(1).padStart(7)} KB gz`);

  const api = !process.argv.includes('--skip-api');
  const browser = !process.argv.includes('--skip-browser');
  // One server for the API figures and the browser figures.
  const server = api || browser ? await startServerProcess({ LOG_LEVEL: 'error' }) : null;
  try {
    if (server && api) {
      const seconds = arg('seconds', 5);
      const connections = arg('connections', 10);
      const opts = { seconds, connections };
      // Warm up caches and the JIT before measuring.
      await measureEndpoint(server.baseUrl, 'warm-up', '/website/products/list', { seconds: 2, connections });
      const trivial = await measureEndpoint(server.baseUrl, 'trivial (health)', '/website/health', opts);
      const results: EndpointResult[] = [];
      for (const [name, p] of await catalogPaths(server.baseUrl)) {
        const r = await measureEndpoint(server.baseUrl, name, p, opts);
        r.p99Ratio = Math.round((r.p99Ms / Math.max(trivial.p99Ms, 1)) * 10) / 10;
        results.push(r);
        console.log(`${name.padEnd(26)} ${String(r.requestsPerSec).padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  x${r.p99Ratio}`);
      }
      console.log(`${'trivial (health)'.padEnd(26)} ${String(trivial.requestsPerSec).padStart(6)} req/s  p50 ${trivial.p50Ms} ms  p99 ${trivial.p99Ms} ms`);
      report.api = { connections, secondsPerEndpoint: seconds, trivial, endpoints: results, worstP99Ms: Math.max(...results.map((r) => r.p99Ms)) };
    }
    if (server && browser) {
      const finder = await measureFinder(server.baseUrl);
      report.finder = finder;
      console.log(`Tire Finder, last click to rendered results (median of ${finder.runsPerMode}):`);
      for (const m of finder.modes) console.log(`  ${m.mode.padEnd(10)} ${String(m.medianMs).padStart(7)} ms  runs ${m.runsMs.join(', ')}  (${m.outcome})`);
    }
  } finally {
    await server?.stop();
  }
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('wrote bench/results/latest.json');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
