// Issue 21 (docs/backup.md): a PostgreSQL backup restored into a brand-new PostgreSQL cluster gives the same
// site. A running instance (a cluster of one) takes a lead and a dealers publish with a renamed dealer; the
// backup CLI dumps its database while it runs; a new cluster is initdb'd here (support/new-postgres.ts), the
// restore CLI loads the file into a database of it, and a real site instance started on that database answers
// a handful of GETs (dealers, catalog, content, sitemap, a page) with the same status, body and ETag as the
// original instance; both databases hold the same number of leads.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase } from '../../server/db/database';
import { exportDealers, importDealers, readDealers } from '../../server/dealers/publish';
import { CLUSTER_ENV, startCluster, type Cluster } from './support/cluster';
import { header, newSubmission, postSubmission, request, succeeded, type Answer } from './support/http';
import { spawnInstance, type InstanceProcess } from './support/instance';
import { startNewPostgres, type NewPostgres } from './support/new-postgres';

const root = path.resolve(__dirname, '../..');
const SEARCH = '/website/dealer/search?q=89801&kind=recommended';

const names = (body: string) => (JSON.parse(body) as { data: { rows: { name: string }[] } }).data.rows.map((r) => r.name);

interface Run {
  status: number;
  output: string;
}

/** `node --import tsx server/cli/<script>.ts …` as an operator runs it (npm run backup / restore). */
function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `server/cli/${script}.ts`, ...args],
      { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent', ...env }, encoding: 'utf8' },
      (err, stdout, stderr) => resolve({ status: err ? (typeof err.code === 'number' ? err.code : -1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** The counts line both commands print (migrations, tire lines, versions, dealers, entries, leads, staff). */
const summaryLine = (out: string) => /^ {2}\d+ migrations applied; .*$/m.exec(out)?.[0];

/** Publishes the live dealers with `from` renamed `to`, as `npm run dealers -- import` does. */
async function renameDealer(databaseUrl: string, from: string, to: string): Promise<void> {
  const database = await openDatabase({ dataDir: '', databaseUrl });
  try {
    const csv = Buffer.from(await exportDealers(database.db, 'csv')).toString('utf8');
    expect(csv).toContain(from);
    const checked = await readDealers(new Uint8Array(Buffer.from(csv.replace(from, to))), 'dealers.csv');
    await importDealers(database, checked, { dryRun: false, createdBy: 'backup-restore test' });
  } finally {
    await database.close();
  }
}

async function leadCount(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('select count(*)::int as n from lead')).rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** What a visitor compares: status, ETag, Cache-Control, content type and the body. */
const seen = (path: string, a: Answer) => ({
  path,
  status: a.status,
  etag: header(a, 'etag'),
  cacheControl: header(a, 'cache-control'),
  type: header(a, 'content-type'),
  body: a.body,
});

describe('a PostgreSQL backup restored into a new PostgreSQL cluster', () => {
  let cluster: Cluster | undefined;
  let fresh: NewPostgres | undefined;
  let restored: InstanceProcess | undefined;
  let tmp: string;
  const renamed = `Restored Elsewhere ${Date.now() % 100000}`;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-backup-restore-'));
    // No version poll: the publish reaches the instance by NOTIFY, as in production.
    cluster = await startCluster({ instances: 1, env: { CATALOG_POLL_MS: '86400000' } });
  }, 180_000);

  afterAll(async () => {
    if (restored && restored.child.exitCode === null && restored.child.signalCode === null) {
      restored.child.kill('SIGKILL');
      await restored.exited;
    }
    await fresh?.stop();
    await cluster?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  test('backed up while running, restored into a new cluster, a new instance there answers the same', async () => {
    const original = cluster!.instances[0]!;

    // Something a seeded site alone does not hold: a lead, and a published dealer of another name.
    expect(succeeded(await postSubmission(original.url, newSubmission('/website/contact-us', 'backup')))).toBe(true);
    const old = names((await request(`${original.url}${SEARCH}`)).body)[0]!;
    await renameDealer(cluster!.databaseUrl, old, renamed);
    for (let since = Date.now(); !names((await request(`${original.url}${SEARCH}`)).body).includes(renamed); ) {
      if (Date.now() - since > 10_000) throw new Error(`the instance did not follow the publish within 10 s\n${cluster!.logs()}`);
      await new Promise((r) => setTimeout(r, 25));
    }

    // The backup, taken while the instance runs.
    const file = path.join(tmp, 'site.dump');
    const backup = await cli('backup', ['--out', file], { DATABASE_URL: cluster!.databaseUrl });
    expect([backup.status, backup.output]).toEqual([0, expect.stringContaining('Backed up')]);

    // A cluster that has never seen the site, and the restore into a database of it.
    fresh = await startNewPostgres('site');
    expect(new URL(fresh.url).port).not.toBe(new URL(cluster!.databaseUrl).port);
    const restore = await cli('restore', [file, '--into', fresh.url], { DATABASE_URL: '' });
    expect([restore.status, restore.output]).toEqual([0, expect.stringContaining('Restored')]);
    expect(summaryLine(restore.output)).toBe(summaryLine(backup.output));

    // A real instance on the copy, with the original's environment (the same PUBLIC_ORIGIN: pages name it).
    restored = await spawnInstance(
      0,
      {
        ...CLUSTER_ENV,
        CATALOG_POLL_MS: '86400000',
        HOST: '127.0.0.1',
        DATABASE_URL: fresh.url,
        DATA_DIR: path.join(tmp, 'data'),
        PUBLIC_ORIGIN: cluster!.varnishUrl,
        CACHE_PURGE_URL: cluster!.purgeUrl,
        CACHE_PURGE_TOKEN: cluster!.purgeToken,
      },
      path.join(tmp, 'restored.log'),
    );
    const copyUrl = `http://127.0.0.1:${restored.port}`;

    const products = JSON.parse((await request(`${original.url}/website/products/list`)).body) as { data: { tire_size_id: number }[] };
    const paths = [
      SEARCH,
      '/website/segment/list?sort_by=name&sort_type=asc&is_all=true',
      `/website/products/detail?tyre_size=${products.data[0]!.tire_size_id}`,
      '/content/api/articles',
      '/sitemap.xml',
      '/',
    ];
    for (const p of paths) {
      const [a, b] = await Promise.all([request(`${original.url}${p}`), request(`${copyUrl}${p}`)]);
      // Every answer but the dealer search (computed afresh each time) carries an ETag.
      expect([p, a.status, header(a, 'etag') !== '']).toEqual([p, 200, p !== SEARCH]);
      expect(seen(p, b)).toEqual(seen(p, a));
    }
    expect(names((await request(`${copyUrl}${SEARCH}`)).body)).toContain(renamed);
    const leads = await leadCount(cluster!.databaseUrl);
    expect(leads).toBeGreaterThanOrEqual(1);
    expect(await leadCount(fresh.url)).toBe(leads);
  });
});
