// Imports as server-side jobs (issue 20, docs/admin-api.md "Import jobs"): an upload answers 202 at once and the
// server checks it in the background (ready with the difference, refused with every problem located); a publish
// makes it live, or is refused with 409 when another publish came since the check, and a recheck then shows
// the new difference; discard; jobs a stopped server left in flight are taken over at the next start; every
// route refuses an anonymous client (401) and a token without the data set's scope (403).
import { sql } from 'drizzle-orm';
import { SERVER_STOPPED } from '../../server/admin/import-job-runner';
import { buildApp } from '../../server/app';
import { parseCsv, writeCsv } from '../../server/catalog/exchange/csv';
import { unzip } from '../../server/catalog/exchange/zip-guard';
import { writeZip } from '../../server/catalog/exchange/zip-write';
import { loadConfig } from '../../server/config';
import { DEALER } from '../../server/dealers/exchange';
import type { FastifyInstance } from 'fastify';
import type { ImportJob } from '../../src/contract/staff';
import { makeTestApp, type TestApp } from './support/test-app';

const LOCAL = 'local-secret-for-import-job-tests-0123456';
let t: TestApp;
let files: Map<string, Uint8Array>;
let nextIp = 0;

type Body = { payload: Buffer | string; type: string };
/** An admin call; each from its own client address, so polling stays under the rate limit. */
async function call(method: 'GET' | 'POST', url: string, auth: string | null = `Local ${LOCAL}`, body?: Body, app: FastifyInstance = t.app) {
  nextIp += 1;
  return app.inject({
    method,
    url: `/admin/api${url}`,
    headers: { ...(auth ? { authorization: auth } : {}), ...(body ? { 'content-type': body.type } : {}) },
    ...(body ? { payload: body.payload } : {}),
    remoteAddress: `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`,
  });
}
const zipBody = (zip: Uint8Array): Body => ({ payload: Buffer.from(zip), type: 'application/zip' });

/** The exported catalog package, one CSV table edited by `edit`. */
function edited(table: string, edit: (rows: string[][]) => void): Uint8Array {
  const rows = parseCsv(files.get(`${table}.csv`)!, table, []);
  edit(rows);
  const copy = new Map(files);
  copy.set(`${table}.csv`, new TextEncoder().encode(writeCsv(rows)));
  return writeZip([...copy].map(([name, body]) => ({ name, body })));
}
const OW = 'Overall width (in)';
/** The package with the first size's overall width moved by `by`. */
const widened = (by: number) => edited('sizes', (rows) => void (rows[1]![rows[0]!.indexOf(OW)] = String(Number(rows[1]![rows[0]!.indexOf(OW)]) + by)));

async function upload(dataset: string, body: Body, query = ''): Promise<ImportJob> {
  const res = await call('POST', `/${dataset}/jobs${query}`, undefined, body);
  expect([res.statusCode, res.json().job?.status]).toEqual([202, 'checking']);
  return res.json().job as ImportJob;
}

/** Polls the job until its check is over (the test's timeout is the hang guard). */
async function settled(dataset: string, id: number, app: FastifyInstance = t.app): Promise<ImportJob> {
  for (;;) {
    const res = await call('GET', `/${dataset}/jobs/${id}`, undefined, undefined, app);
    expect(res.statusCode).toBe(200);
    const job = res.json().job as ImportJob;
    if (job.status !== 'checking') return job;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

beforeAll(async () => {
  t = await makeTestApp({}, { localAdminSecret: LOCAL });
  files = unzip(new Uint8Array((await call('GET', '/catalog/export')).rawPayload), 'export.zip', [])!;
}, 60_000);
afterAll(() => t?.close());

describe('import jobs', () => {
  let sizeId = 0;
  let oldWidth = 0;
  const width = async () => (await t.get(`/website/products/detail?tyre_size=${sizeId}`)).body.data.specification.ow as number;

  beforeAll(async () => {
    const rows = parseCsv(files.get('sizes.csv')!, 'sizes', []);
    oldWidth = Number(rows[1]![rows[0]!.indexOf(OW)]);
    const found = await t.database.rows<{ id: number }>(sql`select s.tire_size_id as id from tire_size s join pattern p on p.pattern_id = s.pattern_id
      where p.pattern_name = ${rows[1]![0]} and s.size = ${rows[1]![1]} and s.ply_rating = ${rows[1]![2]}`);
    sizeId = Number(found[0]!.id);
  });

  it('checks an upload in the background: ready with the difference; the list leaves out differences, problems and files', async () => {
    const started = await upload('catalog', zipBody(widened(1)), '?file=pim%20export.zip');
    expect(started).toMatchObject({ dataset: 'catalog', fileName: 'pim export.zip', createdBy: 'local cli (unknown)', diff: null, problems: [], published: null });
    const job = await settled('catalog', started.id);
    expect(job).toMatchObject({ status: 'ready', comparedWith: null, problems: [], error: null, summary: expect.stringMatching(/^Sizes: 0 added, 0 removed, 1 changed\n/) });
    expect((job.diff as { sizes: { changed: unknown[] } }).sizes.changed).toEqual([
      expect.objectContaining({ fields: [{ field: OW, old: String(oldWidth), new: String(oldWidth + 1) }] }),
    ]);
    const list = (await call('GET', '/catalog/jobs')).json().jobs as ImportJob[];
    expect(list[0]).toMatchObject({ id: job.id, status: 'ready', diff: null, problems: [], summary: 'Sizes: 0 added, 0 removed, 1 changed' });
    expect(Object.keys(list[0]!)).not.toContain('file');
    expect((await call('GET', `/dealers/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/catalog/jobs/999999')).statusCode).toBe(404);
    expect((await call('GET', '/catalog/jobs/abc')).statusCode).toBe(400);
  });

  it('a refused file lists every problem with its file, row and column', async () => {
    const bad = edited('sizes', (rows) => void (rows[1]![rows[0]!.indexOf(OW)] = 'wide'));
    const job = await settled('catalog', (await upload('catalog', zipBody(bad))).id);
    expect(job).toMatchObject({ status: 'refused', fileName: 'upload.zip', diff: null });
    expect(job.problems).toEqual([{ file: 'sizes', row: 2, column: OW, rule: 'number', message: expect.any(String) }]);

    const dealers = parseCsv(Buffer.from((await call('GET', '/dealers/export')).rawPayload), 'dealers', []);
    dealers[1]![dealers[0]!.indexOf(DEALER.kind)] = 'reseller';
    const refused = await settled('dealers', (await upload('dealers', { payload: writeCsv(dealers), type: 'text/csv' })).id);
    expect(refused.status).toBe('refused');
    expect(refused.problems).toEqual([expect.objectContaining({ row: 2, column: DEALER.kind, rule: 'choice', file: expect.any(String) })]);
  });

  it('refuses a wrong media type (415), an empty body and a bad file name (400)', async () => {
    expect((await call('POST', '/catalog/jobs', undefined, { payload: '{"a":1}', type: 'application/json' })).statusCode).toBe(415);
    expect((await call('POST', '/catalog/jobs', undefined, { payload: 'a,b', type: 'text/csv' })).statusCode).toBe(415);
    expect((await call('POST', '/dealers/jobs', undefined, zipBody(widened(0)))).statusCode).toBe(415);
    expect((await call('POST', '/catalog/jobs', undefined, { payload: 'PK', type: 'application/octet-stream' })).statusCode).toBe(415);
    const empty = await call('POST', '/catalog/jobs', undefined, { payload: '', type: 'application/zip' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, expect.stringMatching(/empty/)]);
    expect((await call('POST', '/catalog/jobs?file=../x.zip', undefined, zipBody(widened(0)))).statusCode).toBe(400);
    expect((await call('POST', '/catalog/jobs?file=x.csv', undefined, zipBody(widened(0)))).statusCode).toBe(400);
  });

  it('publishes a ready job (live at once); a job checked before another publish is refused with 409, and a recheck shows the new difference', async () => {
    const first = await settled('catalog', (await upload('catalog', zipBody(widened(2)))).id);
    const second = await settled('catalog', (await upload('catalog', zipBody(widened(3)))).id);
    expect([first.status, second.status, second.comparedWith]).toEqual(['ready', 'ready', first.comparedWith]);

    const done = await call('POST', `/catalog/jobs/${first.id}/publish`);
    expect(done.statusCode).toBe(200);
    expect(done.json().job).toMatchObject({ status: 'published', published: expect.any(Number), publishedBy: 'local cli (unknown)' });
    expect(await width()).toBe(oldWidth + 2);
    const published = done.json().job.published as number;

    const stale = await call('POST', `/catalog/jobs/${second.id}/publish`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      `The live catalog changed since this difference was computed (version ${published} by local cli (unknown)). Check the file again to see the new difference.`,
    );
    expect((await settled('catalog', second.id)).status).toBe('ready');
    expect(await width()).toBe(oldWidth + 2);

    const again = await call('POST', `/catalog/jobs/${second.id}/recheck`);
    expect([again.statusCode, again.json().job.status, again.json().job.diff]).toEqual([202, 'checking', null]);
    const rechecked = await settled('catalog', second.id);
    expect(rechecked).toMatchObject({ status: 'ready', comparedWith: published });
    expect((rechecked.diff as { sizes: { changed: { fields: unknown[] }[] } }).sizes.changed[0]!.fields).toEqual([{ field: OW, old: String(oldWidth + 2), new: String(oldWidth + 3) }]);
    expect((await call('POST', `/catalog/jobs/${second.id}/publish`)).statusCode).toBe(200);
    expect(await width()).toBe(oldWidth + 3);

    const twice = await call('POST', `/catalog/jobs/${first.id}/publish`);
    expect([twice.statusCode, twice.json().message]).toEqual([409, `Job ${first.id} is published already; only a job that is ready can be published.`]);
    expect((await call('POST', `/catalog/jobs/${first.id}/discard`)).statusCode).toBe(409);
    expect((await call('POST', `/catalog/jobs/${first.id}/recheck`)).statusCode).toBe(409);
    expect((await call('POST', '/catalog/jobs/999999/publish')).statusCode).toBe(404);
  });

  it('two publishes of ready jobs at once: one goes live, the other is refused', async () => {
    const a = await settled('catalog', (await upload('catalog', zipBody(widened(4)))).id);
    const b = await settled('catalog', (await upload('catalog', zipBody(widened(5)))).id);
    const answers = await Promise.all([a, b].map((job) => call('POST', `/catalog/jobs/${job.id}/publish`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers[0]!.statusCode === 409 ? a : b;
    expect((await settled('catalog', refused.id)).status).toBe('ready');
    expect((await call('POST', `/catalog/jobs/${refused.id}/discard`)).statusCode).toBe(200);
  });

  it('discards a job, which can then neither be published nor checked again', async () => {
    const job = await settled('catalog', (await upload('catalog', zipBody(widened(0)))).id);
    const res = await call('POST', `/catalog/jobs/${job.id}/discard`);
    expect([res.statusCode, res.json().job.status]).toEqual([200, 'discarded']);
    const publish = await call('POST', `/catalog/jobs/${job.id}/publish`);
    expect([publish.statusCode, publish.json().message]).toEqual([409, `Job ${job.id} was discarded; only a job that is ready can be published.`]);
    expect((await call('POST', `/catalog/jobs/${job.id}/recheck`)).statusCode).toBe(409);
  });

  it('publishes a dealers job: the dealer search finds the new listing', async () => {
    const rows = parseCsv(Buffer.from((await call('GET', '/dealers/export')).rawPayload), 'dealers', []);
    const added = [...rows[1]!];
    const set = (name: keyof typeof DEALER, value: string) => void (added[rows[0]!.indexOf(DEALER[name])] = value);
    set('name', 'Winnemucca Tire Works');
    set('street', '410 W Winnemucca Blvd');
    set('city', 'Winnemucca');
    set('region', 'NV');
    set('postal', '89445');
    set('country', 'US');
    set('latitude', '');
    set('longitude', '');
    const job = await settled('dealers', (await upload('dealers', { payload: writeCsv([...rows, added]), type: 'text/csv' }, '?file=dealers.csv')).id);
    expect(job.diff).toEqual({ added: ['recommended | Winnemucca Tire Works | 410 W Winnemucca Blvd, Winnemucca'], removed: [], changed: [] });
    expect((await call('POST', `/dealers/jobs/${job.id}/publish`)).json().job.status).toBe('published');
    const found = (await t.get('/website/dealer/search?q=Winnemucca%2C%20NV&kind=recommended')).body.data.rows.map((r: { name: string }) => r.name);
    expect(found).toContain('Winnemucca Tire Works');
  });
});

describe('import jobs across restarts, access and the audit log', () => {
  const insert = async (status: string, file: Buffer) =>
    Number(
      (
        // Last touched two minutes ago: a stopped server's (on PostgreSQL a job is taken over once untouched 60 s).
        await t.database.rows<{ id: number }>(sql`insert into import_job (dataset, status, file_name, file_type, file, file_bytes, created_by, updated_at)
          values ('dealers', ${status}, 'dealers.csv', 'text/csv', ${file}, ${file.length}, 'pim', now() - interval '2 minutes') returning id`)
      )[0]!.id,
    );

  it('at start, checks again the jobs a stopped server left checking, and fails those it left publishing', async () => {
    const csv = Buffer.from((await call('GET', '/dealers/export')).rawPayload);
    const checking = await insert('checking', csv);
    const publishing = await insert('publishing', csv);
    const restarted = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent-basalt-static' }), database: t.database, localAdminSecret: LOCAL });
    try {
      await restarted.ready();
      expect(await settled('dealers', checking, restarted)).toMatchObject({ status: 'ready', diff: { added: [], removed: [], changed: [] }, createdBy: 'pim' });
      expect((await call('GET', `/dealers/jobs/${publishing}`, undefined, undefined, restarted)).json().job).toMatchObject({ status: 'failed', error: SERVER_STOPPED });
    } finally {
      await restarted.close();
    }
  });

  it('keeps the newest 20 jobs of a data set: older finished ones go, with their files', async () => {
    const old = [];
    for (let i = 0; i < 25; i += 1) old.push(await insert('discarded', Buffer.from('x')));
    const job = await upload('dealers', { payload: 'Name\n', type: 'text/csv' });
    const ids = (await t.database.rows<{ id: number }>(sql`select id from import_job where dataset = 'dealers' order by id`)).map((r) => Number(r.id));
    expect(ids).toEqual([...old.slice(-19), job.id]);
    expect((await call('GET', '/dealers/jobs')).json().jobs).toHaveLength(20);
    expect((await settled('dealers', job.id)).status).toBe('refused');
  });

  it('every job route refuses an anonymous client (401) and a token without the scope (403); documents/all too', async () => {
    const token = async (name: string, scopes: string) =>
      `Bearer ${(await call('POST', '/tokens', undefined, { payload: JSON.stringify({ name, scopes }), type: 'application/json' })).json().secret as string}`;
    const leads = await token('sales feed', 'leads');
    const catalog = await token('pim feed', 'catalog');
    const routes = [['GET', '/jobs'], ['POST', '/jobs'], ['GET', '/jobs/1'], ['POST', '/jobs/1/publish'], ['POST', '/jobs/1/recheck'], ['POST', '/jobs/1/discard']] as const;
    for (const dataset of ['catalog', 'dealers']) {
      for (const [method, url] of routes) {
        expect([dataset, url, (await call(method, `/${dataset}${url}`, null)).statusCode]).toEqual([dataset, url, 401]);
        expect([dataset, url, (await call(method, `/${dataset}${url}`, leads)).statusCode]).toEqual([dataset, url, 403]);
      }
    }
    expect((await call('GET', '/dealers/jobs', catalog)).statusCode).toBe(403);
    expect((await call('GET', '/catalog/jobs', catalog)).statusCode).toBe(200);
    expect((await call('GET', '/documents/all', null)).statusCode).toBe(401);
    expect((await call('GET', '/documents/all', leads)).statusCode).toBe(403);
  });

  it('logs each job call with the job, data set and status, never a file name', async () => {
    const entries = await t.database.rows<{ route: string; status: number; detail: Record<string, unknown> }>(sql`select route, status, detail from audit_log`);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ route: '/admin/api/catalog/jobs', status: 202, detail: { job: expect.any(Number), dataset: 'catalog', status: 'checking', bytes: expect.any(Number) } }),
        expect.objectContaining({ route: '/admin/api/catalog/jobs/:id/publish', status: 200, detail: expect.objectContaining({ dataset: 'catalog', status: 'published' }) }),
        expect.objectContaining({ route: '/admin/api/catalog/jobs/:id/publish', status: 409, detail: { job: expect.any(Number), dataset: 'catalog' } }),
        expect.objectContaining({ route: '/admin/api/catalog/jobs/:id/discard', status: 200, detail: expect.objectContaining({ status: 'discarded' }) }),
      ]),
    );
    expect(JSON.stringify(entries)).not.toContain('pim export');
  });
});
