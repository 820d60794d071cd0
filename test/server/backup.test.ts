// `npm run backup` and `npm run restore` (issue 21, docs/backup.md), run as the operator runs them: a site's
// database with a lead and a renamed dealer is backed up, restored into a new PGlite folder (always) or a new
// PostgreSQL database of the same cluster (when DATABASE_URL is set: the CI's PostgreSQL stage), and the site
// built on the copy answers what the site built on the original answers, byte for byte, ETags included.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { generateCatalog } from '../../server/catalog/seed';
import { loadCatalog } from '../../server/catalog/seed/load';
import { contentSeed } from '../../server/content/seed';
import { loadContent } from '../../server/content/seed/load';
import { dealerSeed } from '../../server/dealers/seed';
import { loadDealers } from '../../server/dealers/seed/load';
import { LOCAL_ACCESS_FILE } from '../../server/admin/local-access';
import { validContact } from '../support/leads';
import { poster } from './leads-support';
import { copyTemplateDatabase } from './support/test-app';
import { withDatabaseName } from './support/pg-names';

const root = path.resolve(__dirname, '../..');
const SLOW = 180_000;
const RENAMED = 'Restored Rock Tire Service';

interface Site {
  dataDir: string;
  databaseUrl: string | null;
}

interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

/** `node --import tsx server/cli/<script>.ts …` with the site's environment. */
function cli(script: 'backup' | 'restore', args: string[], site: Site): Promise<Run> {
  const env = { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: site.dataDir, DATABASE_URL: site.databaseUrl ?? '' };
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', `server/cli/${script}.ts`, ...args], { cwd: root, env, encoding: 'utf8' }, (err, stdout, stderr) => {
      resolve({ status: err ? (typeof err.code === 'number' ? err.code : -1) : 0, stdout, stderr });
    });
  });
}

async function withSite<T>(site: Site, work: (app: Awaited<ReturnType<typeof buildApp>>, database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(site);
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent-basalt-static' }), database });
  try {
    await app.ready();
    return await work(app, database);
  } finally {
    await app.close();
    await database.close();
  }
}

/** What a backup of the seeded template alone would not hold: a lead, and a dealer of another name. */
async function change(site: Site): Promise<void> {
  const database = await openDatabase(site);
  await database.rows(sql`update dealer set name = ${RENAMED} where dealer_id = (select min(dealer_id) from dealer where city = 'Elko')`);
  await database.close();
  await withSite(site, async (app) => {
    expect((await poster(app)('/website/contact-us', { data: validContact })).statusCode).toBe(200);
  });
}

interface Answer {
  url: string;
  status: number;
  etag: unknown;
  body: string;
}

/** A handful of GETs of every kind (catalog, content, sitemap, dealers), and the number of leads. */
async function answers(site: Site): Promise<{ answers: Answer[]; leads: number }> {
  return withSite(site, async (app, database) => {
    const get = async (url: string): Promise<Answer> => {
      const res = await app.inject({ method: 'GET', url, headers: { ispublic: 'true' } });
      return { url, status: res.statusCode, etag: res.headers.etag, body: res.payload };
    };
    const segment = (JSON.parse((await get('/website/segment/list')).body) as { data: { segment_id: number }[] }).data[0]!.segment_id;
    const tire = (JSON.parse((await get('/website/products/list')).body) as { data: { tire_size_id: number }[] }).data[0]!.tire_size_id;
    const urls = [
      '/website/segment/list',
      `/website/products/list?segment_id=${segment}`,
      '/website/tire_line/list?is_all=true',
      `/website/products/detail?tyre_size=${tire}`,
      '/content/api/industry-segments?populate=*',
      '/sitemap.xml',
      '/website/dealer/search?q=89801',
    ];
    const all: Answer[] = [];
    for (const url of urls) all.push(await get(url));
    const leads = (await database.rows<{ n: number }>(sql`select count(*)::int as n from lead`))[0]!.n;
    return { answers: all, leads };
  });
}

async function expectSameSite(original: Site, restored: Site): Promise<void> {
  const before = await answers(original);
  const after = await answers(restored);
  expect(before.answers.map((a) => [a.url, a.status])).toEqual(before.answers.map((a) => [a.url, 200]));
  expect(before.answers.find((a) => a.url.includes('dealer/search'))!.body).toContain(RENAMED);
  expect(before.leads).toBeGreaterThanOrEqual(1);
  expect(after).toEqual(before);
  // The copy takes new writes: its id sequences came with it (a lead's id is not taken again).
  await withSite(restored, async (app) => {
    expect((await poster(app)('/website/contact-us', { data: validContact })).statusCode).toBe(200);
  });
}

/** The summary line (counts) a command printed. */
const summaryLine = (out: string) => /^ {2}\d+ migrations applied; .*$/m.exec(out)?.[0];

/** A PGlite folder with the seeded site: the test run's template when there is one, else made here. */
async function seededFolder(dir: string): Promise<void> {
  const template = process.env.BASALT_TEST_TEMPLATE;
  if (template) return fs.cpSync(template, dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir, databaseUrl: null });
  await database.migrate();
  await loadCatalog(database, generateCatalog());
  await loadContent(database, contentSeed('Basalt'));
  await loadDealers(database, dealerSeed());
  await database.close();
}

describe('backup and restore of an embedded (PGlite) install', () => {
  let tmp: string;
  let original: Site;
  let backup: string;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-backup-'));
    original = { dataDir: path.join(tmp, 'site'), databaseUrl: null };
    backup = path.join(tmp, 'site.tar.gz');
    await seededFolder(original.dataDir);
    await change(original);
  }, SLOW);
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('refuses while a server owns the folder, and leaves no file', async () => {
    // What a running server leaves in its folder (server/admin/local-access.ts): this live process as its owner.
    const access = path.join(original.dataDir, LOCAL_ACCESS_FILE);
    fs.writeFileSync(access, JSON.stringify({ url: 'http://127.0.0.1:1', secret: 'x', pid: process.pid }));
    try {
      const run = await cli('backup', ['--out', backup], original);
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/is using .*site: stop it first/);
      expect(fs.existsSync(backup)).toBe(false);
    } finally {
      fs.rmSync(access);
    }
  }, SLOW);

  it('backs up the folder, restores it into a new one, and the site answers the same there', async () => {
    const made = await cli('backup', ['--out', backup], original);
    expect([made.status, made.stderr]).toEqual([0, '']);
    expect(made.stdout).toMatch(/, 1 leads, /);
    expect(made.stdout).toContain("Not in this backup: a Strapi's database and uploads folder");
    expect(fs.statSync(backup).mode & 0o077).toBe(0);

    const restored: Site = { dataDir: path.join(tmp, 'restored'), databaseUrl: null };
    const run = await cli('restore', [backup, '--into', restored.dataDir], restored);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(summaryLine(run.stdout)).toBe(summaryLine(made.stdout));
    await expectSameSite(original, restored);
  }, SLOW);

  it('refuses a folder that holds anything unless --replace, and keeps the folder it replaces', async () => {
    const into = path.join(tmp, 'occupied');
    fs.mkdirSync(into);
    fs.writeFileSync(path.join(into, 'notes.txt'), 'keep me');
    const refused = await cli('restore', [backup, '--into', into], original);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('is not empty');
    expect(fs.readdirSync(into)).toEqual(['notes.txt']);

    const replaced = await cli('restore', [backup, '--into', into, '--replace'], original);
    expect([replaced.status, replaced.stderr]).toEqual([0, '']);
    const kept = /kept at (\S+):/.exec(replaced.stdout)![1]!;
    expect(fs.readFileSync(path.join(kept, 'notes.txt'), 'utf8')).toBe('keep me');
    expect(fs.existsSync(path.join(into, 'PG_VERSION'))).toBe(true);
  }, SLOW);
});

const databaseUrl = process.env.DATABASE_URL;

(databaseUrl ? describe : describe.skip)('backup and restore of a PostgreSQL database (DATABASE_URL)', () => {
  let tmp: string;
  let original: Site;
  let restored: Site;
  let dropOriginal: () => Promise<void>;
  const restoredName = `basalt_test_${crypto.randomBytes(6).toString('hex')}_restored`;
  const admin = async (query: string) => {
    const client = new Client({ connectionString: withDatabaseName(databaseUrl!, 'postgres') });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-backup-pg-'));
    const copy = await copyTemplateDatabase();
    original = { dataDir: '', databaseUrl: copy.databaseUrl };
    dropOriginal = copy.drop;
    restored = { dataDir: '', databaseUrl: withDatabaseName(databaseUrl!, restoredName) };
    await change(original);
    await admin(`create database ${restoredName}`);
  }, SLOW);
  afterAll(async () => {
    await admin(`drop database if exists ${restoredName} with (force)`);
    await dropOriginal();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('backs up with pg_dump, restores into a new database, and the site answers the same there', async () => {
    const file = path.join(tmp, 'site.dump');
    const made = await cli('backup', ['--out', file], original);
    expect([made.status, made.stderr]).toEqual([0, '']);
    expect(made.stdout).toMatch(/, 1 leads, /);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');

    const run = await cli('restore', [file, '--into', restored.databaseUrl!], original);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(summaryLine(run.stdout)).toBe(summaryLine(made.stdout));
    await expectSameSite(original, restored);

    const again = await cli('restore', [file, '--into', restored.databaseUrl!], original);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain("has the site's tables already");
    const replaced = await cli('restore', [file, '--into', restored.databaseUrl!, '--replace'], original);
    expect([replaced.status, replaced.stderr]).toEqual([0, '']);
    expect(summaryLine(replaced.stdout)).toBe(summaryLine(made.stdout));
  }, SLOW);
});
