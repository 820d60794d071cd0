// npm run bench:cluster (issue 21): under `.ci/with-postgres.sh` (DATABASE_URL) with Debian's varnish installed
// and the site built. Measures, with wrk on this machine:
// 1. the cost of running as one of several instances on a cached catalog read: the same URL on a lone instance
//    with PGlite (the default) and on an instance of a two-instance cluster on PostgreSQL (LISTEN connection,
//    shared rate limits, purges, metrics), in alternating rounds; the goal: within 5 %;
// 2. Varnish's hits beside the origin's own answers for the same URL.
// Writes bench/results/cluster.json. Options: --seconds N (default 5), --connections N (default 50), --rounds N (5).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../test/support/server-process';
import { startCluster } from '../test/cluster/support/cluster';
import { loadGenerator, measureEndpoint, settleServer, type EndpointResult } from './api';
import { argNumber as arg, median } from './args';

/** A cached catalog read the Tire Finder makes first (the response cache answers it from its first hook). */
const CATALOG_READ = '/website/segment/list?sort_by=name&sort_type=asc&is_all=true';

function summary(name: string, runs: EndpointResult[]) {
  return {
    name,
    requestsPerSec: median(runs.map((r) => r.requestsPerSec)),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  };
}

const line = (s: ReturnType<typeof summary>) =>
  `${s.name.padEnd(34)} ${String(s.requestsPerSec).padStart(6)} req/s  p50 ${s.p50Ms} ms  p99 ${s.p99Ms} ms${s.non2xx ? `  ${s.non2xx} not 2xx!` : ''}`;

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('run under `bash .ci/with-postgres.sh` (DATABASE_URL)');
  const opts = { seconds: arg('seconds', 5), connections: arg('connections', 50) };
  const rounds = arg('rounds', 5);
  const lone = await startServerProcess({ LOG_LEVEL: 'error', DATABASE_URL: '' });
  const cluster = await startCluster({ env: { LOG_LEVEL: 'error' } });
  try {
    const origin = cluster.instances[0]!.url;
    for (const base of [lone.baseUrl, origin]) await settleServer(base);
    const runs: Record<'lone' | 'member' | 'varnish', EndpointResult[]> = { lone: [], member: [], varnish: [] };
    for (let round = 0; round < rounds; round += 1) {
      runs.lone.push(await measureEndpoint(lone.baseUrl, 'lone instance (PGlite)', CATALOG_READ, opts));
      runs.member.push(await measureEndpoint(origin, 'cluster instance (PostgreSQL)', CATALOG_READ, opts));
      runs.varnish.push(await measureEndpoint(cluster.varnishUrl, 'Varnish hit', CATALOG_READ, opts));
      const r = (k: keyof typeof runs) => `${runs[k].at(-1)!.requestsPerSec}/${runs[k].at(-1)!.p99Ms}`;
      console.log(`round ${round + 1}: req/s / p99 ms: lone ${r('lone')}, member ${r('member')}, varnish ${r('varnish')}`);
    }
    const lonely = summary('lone instance (PGlite)', runs.lone);
    const member = summary('cluster instance (PostgreSQL)', runs.member);
    const varnish = summary('through Varnish (hits)', runs.varnish);
    const cost = {
      throughputPercent: Math.round((1 - member.requestsPerSec / lonely.requestsPerSec) * 1000) / 10,
      p99Percent: Math.round((member.p99Ms / lonely.p99Ms - 1) * 1000) / 10,
    };
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
      loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
      loadGenerator,
      url: CATALOG_READ,
      ...opts,
      rounds,
      lone: lonely,
      member,
      varnish,
      crossInstanceCost: cost,
      varnishOverOrigin: Math.round((varnish.requestsPerSec / member.requestsPerSec) * 100) / 100,
    };
    for (const s of [lonely, member, varnish]) console.log(line(s));
    console.log(`cost of being one of several instances: ${cost.throughputPercent} % throughput, ${cost.p99Percent} % p99 (goal: within 5 %)`);
    console.log(`Varnish hits: ${report.varnishOverOrigin}x the origin's throughput`);
    fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
    fs.writeFileSync(path.join(__dirname, 'results/cluster.json'), `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await cluster.stop();
    await lone.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
