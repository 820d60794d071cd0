// npm run bench: bundle sizes, catalog endpoint latency (at 10 and 50 connections), the Tire Finder timing and
// Lighthouse per page kind; writes bench/results/latest.json.
// Options: --seconds N (per endpoint, default 5), --connections N (default 10), --high-connections N (default 50),
// --lighthouse-runs N (default 3), --lighthouse-pages home,details (default: all), --busting-rounds N (default 3),
// --skip-api, --skip-busting, --skip-publish, --publish-sizes N (default 5000), --skip-dealers, --skip-search, --skip-render,
// --skip-browser, --skip-lighthouse; --baseline DIR: another checkout, built, whose server is measured beside
// this one in the same run (first-route JS, dealer search, page render CPU, the Tire Finder, Lighthouse), as issue
// 22 asks of every figure.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../test/support/server-process';
import { describeConsoleBundle, measureConsoleBundle } from './admin-bundle';
import { measureBundle, measurePageJs } from './bundle';
import { catalogPaths, loadGenerator, measureEndpoint, settleServer, type EndpointResult } from './api';
import { measureFloor } from './floor';
import { describeMachine, machine, measureBenchmarkIndex } from './machine';
import { bustingLines, runCacheBustingBench, wrkAvailable } from './cache-busting';
import { dealerSearchLines, runDealerSearchBench } from './dealer-search';
import { runSearchBench, searchLines } from './search';
import { measureFinder } from './finder';
import { pageRenderLines, runPageRenderBench } from './page-render';
import { publishBenchLines, runPublishBench } from './catalog-publish';
import { measureLighthouse, type Target } from './lighthouse';
import { GOALS, lighthouseComparison, lighthouseFindings, lighthousePages, lighthouseTable } from './pages';
import { argNumber as arg, argText } from './args';

const root = path.resolve(__dirname, '..');

/** One endpoint's figures; answers that were not 2xx (or failed) are named, they void the figure. */
function endpointLine(r: EndpointResult): string {
  const failed = r.non2xx > 0 ? `  ${r.non2xx} answers not 2xx!` : '';
  return `${r.name.padEnd(26)} ${String(r.requestsPerSec).padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  x${r.p99Ratio}${failed}`;
}

function gitCommit(dir: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  // STATIC_DIR (as for the server, which inherits it): measure a copy of a build while dist/ is rebuilt.
  const publicDir = process.env.STATIC_DIR ? path.resolve(process.env.STATIC_DIR) : path.join(root, 'dist/public');
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) throw new Error('run `npm run build` first');
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: machine(),
    // Other work on the machine skews every figure (Lighthouse's simulated metrics too): the 1/5/15-min load.
    loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
  const browserBench = !process.argv.includes('--skip-browser') || !process.argv.includes('--skip-lighthouse');
  const indexAtStart = browserBench ? await measureBenchmarkIndex() : undefined;
  report.benchmarkIndexAtStart = indexAtStart;
  console.log(`machine: ${describeMachine(machine(), indexAtStart)}`);
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
  const lighthouse = !process.argv.includes('--skip-lighthouse');
  // One server for the API figures and the browser figures.
  const server = api || browser || lighthouse ? await startServerProcess({ LOG_LEVEL: 'error' }) : null;
  const baselineDir = argText('baseline') ?? null;
  const baseline = server && baselineDir ? await startServerProcess({ LOG_LEVEL: 'error' }, { root: path.resolve(baselineDir) }) : null;
  const before: Record<string, unknown> = {};
  if (baseline) report.baseline = { dir: path.resolve(baselineDir!), commit: gitCommit(path.resolve(baselineDir!)), figures: before };
  try {
    if (server) {
      // The CI budget's measure (.ci/budget.ts): what the server-rendered home page loads before it is interactive.
      const home = measurePageJs(await (await fetch(`${server.baseUrl}/`)).text(), publicDir);
      report.homePageJs = home;
      console.log(`first-route JS (server-rendered home, the CI budget's measure): ${(home.gzipBytes / 1024).toFixed(1)} KB gzipped`);
      if (baseline) {
        const was = measurePageJs(await (await fetch(`${baseline.baseUrl}/`)).text(), path.join(path.resolve(baselineDir!), 'dist/public'));
        before.homePageJs = was;
        console.log(`  baseline: ${(was.gzipBytes / 1024).toFixed(1)} KB gzipped`);
      }
      const staffConsole = measureConsoleBundle(publicDir, path.join(path.dirname(publicDir), 'server'), home.files.map((f) => f.file));
      report.staffConsole = staffConsole;
      console.log(describeConsoleBundle(staffConsole).line);
    }
    if (server && api) {
      const seconds = arg('seconds', 5);
      const connections = arg('connections', 10);
      const opts = { seconds, connections };
      console.log(`load generator: ${loadGenerator}${loadGenerator === 'autocannon' ? ' (install wrk for figures of the server rather than of the generator: bench/api.ts)' : ''}`);
      // Let start-up work (the databook, the dealer index) finish, then warm caches and the JIT.
      await settleServer(server.baseUrl);
      await measureEndpoint(server.baseUrl, 'warm-up', '/website/products/list', { seconds: 2, connections });
      const trivial = await measureEndpoint(server.baseUrl, 'trivial (health)', '/website/health', opts);
      const results: EndpointResult[] = [];
      for (const [name, p] of await catalogPaths(server.baseUrl)) {
        const r = await measureEndpoint(server.baseUrl, name, p, opts);
        r.p99Ratio = Math.round((r.p99Ms / Math.max(trivial.p99Ms, 1)) * 10) / 10;
        results.push(r);
        console.log(endpointLine(r));
      }
      console.log(`${'trivial (health)'.padEnd(26)} ${String(trivial.requestsPerSec).padStart(6)} req/s  p50 ${trivial.p50Ms} ms  p99 ${trivial.p99Ms} ms`);
      report.api = { loadGenerator, connections, secondsPerEndpoint: seconds, trivial, endpoints: results, worstP99Ms: Math.max(...results.map((r) => r.p99Ms)) };

      // The same endpoints under a heavier load (the issue-9 goal: catalog p99 at 50 connections).
      const high = arg('high-connections', 50);
      const highOpts = { seconds, connections: high };
      const highTrivial = await measureEndpoint(server.baseUrl, 'trivial (health)', '/website/health', highOpts);
      const highResults: EndpointResult[] = [];
      console.log(`at ${high} connections:`);
      for (const [name, p] of await catalogPaths(server.baseUrl)) {
        const r = await measureEndpoint(server.baseUrl, name, p, highOpts);
        r.p99Ratio = Math.round((r.p99Ms / Math.max(highTrivial.p99Ms, 1)) * 10) / 10;
        highResults.push(r);
        console.log(endpointLine(r));
      }
      const catalog = highResults.filter((r) => !r.name.startsWith('dealers'));
      const worst = Math.max(...catalog.map((r) => r.p99Ms));
      // The machine's own floor under the same load: a bare Node server sending the worst endpoint's bytes.
      const worstPath = catalog.find((r) => r.p99Ms === worst)!.path;
      const floor = await measureFloor(server.baseUrl, worstPath, highOpts);
      console.log(`${'floor (bare Node server)'.padEnd(26)} ${String(floor.requestsPerSec).padStart(6)} req/s  p50 ${floor.p50Ms} ms  p99 ${floor.p99Ms} ms  (same bytes as ${worstPath})`);
      console.log(`${'trivial (health)'.padEnd(26)} ${String(highTrivial.requestsPerSec).padStart(6)} req/s  p50 ${highTrivial.p50Ms} ms  p99 ${highTrivial.p99Ms} ms`);
      console.log(`worst catalog p99 at ${high} connections: ${worst} ms (goal ${GOALS.catalogP99Ms} ms)`);
      report.apiHighLoad = { connections: high, secondsPerEndpoint: seconds, trivial: highTrivial, endpoints: highResults, worstCatalogP99Ms: worst, floor };
    }
    if (api && !process.argv.includes('--skip-busting')) {
      // A server of its own (pinned to a core, X-Forwarded-For trusted from loopback): bench/cache-busting.ts.
      if (wrkAvailable()) {
        const busting = await runCacheBustingBench({ connections: arg('high-connections', 50), seconds: arg('seconds', 5), rounds: arg('busting-rounds', 3) });
        report.cacheBusting = busting;
        for (const line of bustingLines(busting)) console.log(line);
      } else console.log('cache-busting: skipped (needs wrk: apt-get install -y wrk)');
    }
    if (api && !process.argv.includes('--skip-dealers')) {
      // Issue 22: the dealer search computed per request over 1,941 distinct places (servers of their own).
      if (wrkAvailable()) {
        for (const [label, root, into] of [['build', undefined, report], ['baseline', baselineDir ?? null, before]] as const) {
          if (root === null) continue;
          const dealers = await runDealerSearchBench({ connections: arg('high-connections', 50), seconds: 10, rounds: 3, root: root && path.resolve(root) });
          into.dealerSearch = dealers;
          console.log(`${label}: ${dealerSearchLines(dealers).join('\n')}`);
        }
      } else console.log('dealer search: skipped (needs wrk: apt-get install -y wrk)');
    }
    if (api && !process.argv.includes('--skip-search')) {
      // Issue 23: the header search, every request a text and limit not asked before (a server of its own).
      if (wrkAvailable()) {
        const search = await runSearchBench({ connections: 10, seconds: 10, rounds: 3 });
        report.search = search;
        console.log(searchLines(search).join('\n'));
      } else console.log('header search: skipped (needs wrk: apt-get install -y wrk)');
    }
    if (api && !process.argv.includes('--skip-render')) {
      // Issue 22: server CPU per uncached page render; the baseline's server beside this one's, page by page.
      const [render, renderBefore] = await runPageRenderBench({ pages: 200, against: baselineDir ? path.resolve(baselineDir) : undefined });
      report.pageRender = render;
      if (renderBefore) before.pageRender = renderBefore;
      for (const r of [render, renderBefore]) if (r) console.log(pageRenderLines(r).join('\n'));
    }
    if (api && !process.argv.includes('--skip-publish')) {
      // Issue 18: a 5,000-size catalog validated and published under load, on a server of its own.
      if (wrkAvailable()) {
        const publish = await runPublishBench({ sizes: arg('publish-sizes', 5000) });
        report.catalogPublish = publish;
        for (const line of publishBenchLines(publish)) console.log(line);
      } else console.log('catalog publish: skipped (needs wrk: apt-get install -y wrk)');
    }
    if (server && browser) {
      for (const [label, target, into] of [['build', server, report], ['baseline', baseline, before]] as const) {
        if (!target) continue;
        const finder = await measureFinder(target.baseUrl);
        into.finder = finder;
        console.log(`Tire Finder, last click to rendered results (${label}, median of ${finder.runsPerMode}):`);
        for (const m of finder.modes) console.log(`  ${m.mode.padEnd(10)} ${String(m.medianMs).padStart(7)} ms  runs ${m.runsMs.join(', ')}  (${m.outcome})`);
      }
    }
    if (server && lighthouse) {
      const runs = arg('lighthouse-runs', 3);
      console.log(`Lighthouse, mobile, median of ${runs} runs:`);
      // --lighthouse-pages home,details: only those page kinds.
      const only = process.argv.includes('--lighthouse-pages') ? process.argv[process.argv.indexOf('--lighthouse-pages') + 1]!.split(',') : null;
      const pages = (await lighthousePages(server.baseUrl)).filter((p) => !only || only.includes(p.name));
      const targets: Target[] = [{ label: 'build', baseUrl: server.baseUrl }];
      if (baseline) targets.push({ label: 'baseline', baseUrl: baseline.baseUrl });
      const [lh, lhBefore] = await measureLighthouse(targets, pages, runs, (line) => console.log(line));
      if (!lh) throw new Error('Lighthouse measured nothing');
      const home = lh.pages.find((p) => p.name === 'home')?.median;
      report.lighthouse = {
        ...lh,
        goals: GOALS,
        home: home ? { jsTransferBytes: home.jsTransferBytes, totalTransferBytes: home.totalTransferBytes } : null,
      };
      console.log(lighthouseTable(lh));
      if (home) {
        console.log(`home page over the wire: JS ${(home.jsTransferBytes / 1024).toFixed(1)} KB, total ${(home.totalTransferBytes / 1024).toFixed(1)} KB`);
      }
      const notes = lighthouseFindings(lh);
      if (notes) console.log(notes);
      if (lhBefore) {
        before.lighthouse = lhBefore;
        console.log(`before (baseline) and after, medians:\n${lighthouseComparison(lhBefore, lh)}`);
      }
    }
  } finally {
    await server?.stop();
    await baseline?.stop();
  }
  report.loadAverageAtEnd = os.loadavg().map((l) => Math.round(l * 100) / 100);
  if (browserBench) {
    report.benchmarkIndexAtEnd = await measureBenchmarkIndex();
    console.log(`benchmarkIndex at start ${indexAtStart}, at end ${report.benchmarkIndexAtEnd}`);
  }
  console.log(`load average (1/5/15 min) at start ${(report.loadAverageAtStart as number[]).join(' / ')}, at end ${(report.loadAverageAtEnd as number[]).join(' / ')}`);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('wrote bench/results/latest.json');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
