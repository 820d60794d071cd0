// The admin API (issue 18, docs/admin-api.md): scoped, revocable tokens stored hashed; 401 and 403 before any
// body is read; the catalog's export, dry run, publish (live at once), conflict, refusal and rollback over
// HTTP as a PIM's nightly job does them; every call in the audit log, without secrets or request values.
import { sql } from 'drizzle-orm';
import { parseCsv, writeCsv } from '../../server/catalog/exchange/csv';
import { unzip } from '../../server/catalog/exchange/zip-guard';
import { writeZip } from '../../server/catalog/exchange/zip-write';
import { makeTestApp, type TestApp } from './support/test-app';

const LOCAL = 'local-secret-for-tests-0123456789abcdef';
let t: TestApp;
let nextIp = 1;

beforeAll(async () => {
  t = await makeTestApp({}, { localAdminSecret: LOCAL });
}, 60_000);
afterAll(() => t?.close());

type Method = 'GET' | 'POST';
async function call(method: Method, url: string, auth: string | null, body?: { payload: Buffer | string; type: string }, ip = '203.0.113.1') {
  return t.app.inject({
    method,
    url: `/admin/api${url}`,
    headers: { ...(auth ? { authorization: auth } : {}), ...(body ? { 'content-type': body.type } : {}) },
    ...(body ? { payload: body.payload } : {}),
    remoteAddress: ip,
  });
}
const local = (method: Method, url: string, body?: { payload: Buffer | string; type: string }) => call(method, url, `Local ${LOCAL}`, body);
const json = (payload: object) => ({ payload: JSON.stringify(payload), type: 'application/json' });
const zipBody = (zip: Uint8Array) => ({ payload: Buffer.from(zip), type: 'application/zip' });

async function newToken(name: string, scopes: string): Promise<string> {
  const res = await local('POST', '/tokens', json({ name, scopes }));
  expect(res.statusCode).toBe(200);
  return `Bearer ${res.json().secret as string}`;
}

/** The exported package's files, one CSV table edited by `edit`. */
function edited(files: Map<string, Uint8Array>, table: string, edit: (rows: string[][]) => void): Uint8Array {
  const rows = parseCsv(files.get(`${table}.csv`)!, table, []);
  edit(rows);
  const copy = new Map(files);
  copy.set(`${table}.csv`, new TextEncoder().encode(writeCsv(rows)));
  return writeZip([...copy].map(([name, body]) => ({ name, body })));
}

const audit = async () => (await local('GET', '/audit?limit=1000')).json().entries as { actor: string | null; route: string; status: number; detail: Record<string, unknown> }[];

describe('admin API tokens', () => {
  it('without a token, with an unknown one or with a revoked one the answer is 401 with a message; the wrong scope is 403', async () => {
    const none = await call('GET', '/catalog/history', null);
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('An API token is needed: Authorization: Bearer <token>');
    expect((await call('GET', '/catalog/history', 'Bearer bst_nothing')).statusCode).toBe(401);
    expect((await call('GET', '/catalog/history', `Local wrong-${LOCAL}`)).statusCode).toBe(401);

    const dealers = await newToken('dealer feed', 'dealers');
    const wrong = await call('GET', '/catalog/history', dealers);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe("This token's scopes do not include catalog");

    const catalog = await newToken('pim nightly', 'catalog,leads');
    expect((await call('GET', '/catalog/history', catalog)).statusCode).toBe(200);
    // No API token, whatever its scopes, reaches the token routes.
    expect((await call('GET', '/tokens', catalog)).statusCode).toBe(403);
    expect((await local('POST', '/tokens/pim%20nightly/revoke')).statusCode).toBe(200);
    const revoked = await call('GET', '/catalog/history', catalog);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe('The API token is unknown or revoked');
  });

  it('stores only a hash of the secret, lists names, scopes and last use, and refuses bad names, scopes and duplicates with 400', async () => {
    const secret = (await newToken('listing', 'documents')).slice('Bearer '.length);
    expect(secret).toMatch(/^bst_[A-Za-z0-9_-]{43}$/);
    const stored = await t.database.rows<{ secret_hash: string }>(sql`select secret_hash from api_token where name = 'listing'`);
    expect(stored[0]!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await t.database.rows(sql`select * from api_token`))).not.toContain(secret);
    const before = (await local('GET', '/tokens')).json().tokens.find((x: { name: string }) => x.name === 'listing');
    expect(before).toMatchObject({ scopes: ['documents'], lastUsedAt: null, revokedAt: null, createdBy: 'local cli (unknown)' });
    expect(JSON.stringify(before)).not.toContain(secret);
    await call('GET', '/catalog/history', `Bearer ${secret}`);
    const after = (await local('GET', '/tokens')).json().tokens.find((x: { name: string }) => x.name === 'listing');
    expect(after.lastUsedAt).toEqual(expect.any(String));

    for (const [body, message] of [
      [{ name: 'listing', scopes: 'catalog' }, /exists already/],
      [{ name: 'bad/name', scopes: 'catalog' }, /token name/],
      [{ name: 'fine', scopes: 'catalog,admin' }, /Unknown scope admin/],
      [{ name: 'fine', scopes: '' }, /at least one scope/],
    ] as const) {
      const res = await local('POST', '/tokens', json(body));
      expect([res.statusCode, res.json().message]).toEqual([400, expect.stringMatching(message)]);
    }
    expect((await local('POST', '/tokens/nobody/revoke')).statusCode).toBe(400);
  });

  it('refuses an upload without a valid token with 401 before reading its body', async () => {
    const res = await call('POST', '/catalog/import', null, { payload: Buffer.alloc(2 * 1024 * 1024), type: 'application/zip' });
    expect(res.statusCode).toBe(401);
  });

  it('limits admin calls per client address (429)', async () => {
    const ip = `198.51.100.${nextIp++}`;
    const statuses: number[] = [];
    for (let i = 0; i < 125; i += 1) statuses.push((await call('GET', '/catalog/history', null, undefined, ip)).statusCode);
    expect(statuses.slice(0, 120).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(120)).toEqual([429, 429, 429, 429, 429]);
  });
});

describe('admin API catalog', () => {
  let token: string;
  let files: Map<string, Uint8Array>;
  beforeAll(async () => {
    token = await newToken('pim', 'catalog');
    const res = await call('GET', '/catalog/export', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    files = unzip(new Uint8Array(res.rawPayload), 'export.zip', [])!;
  });

  it('exports CSV files with images, or a workbook with images', async () => {
    expect([...files.keys()].filter((n) => n.endsWith('.csv')).sort()).toEqual(expect.arrayContaining(['sizes.csv', 'tire-lines.csv', 'load-inflation.csv']));
    expect([...files.keys()].some((n) => n.startsWith('images/'))).toBe(true);
    const xlsx = unzip(new Uint8Array((await call('GET', '/catalog/export?format=xlsx', token)).rawPayload), 'x.zip', [])!;
    expect([...xlsx.keys()].filter((n) => !n.startsWith('images/'))).toEqual(['catalog.xlsx']);
  });

  it('a dry run of the export is "no changes"; a refused import lists every problem with 422 and changes nothing', async () => {
    const dry = await call('POST', '/catalog/import?dryRun=true', token, zipBody(writeZip([...files].map(([name, body]) => ({ name, body })))));
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ comparedWith: null, published: null, summary: 'No changes: the import is the same as the published catalog.' });

    const bad = edited(files, 'sizes', (rows) => {
      rows[1]![rows[0]!.indexOf('Overall width (in)')] = 'wide';
    });
    const refused = await call('POST', '/catalog/import', token, zipBody(bad));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().problems).toEqual([expect.objectContaining({ file: 'sizes', row: 2, column: 'Overall width (in)', rule: 'number' })]);
    expect((await call('GET', '/catalog/history', token)).json().versions).toEqual([]);
    expect((await call('POST', '/catalog/import', token, { payload: 'not a zip', type: 'application/zip' })).statusCode).toBe(422);
    expect((await call('POST', '/catalog/import', token, { payload: 'x', type: 'text/csv' })).statusCode).toBe(415);
  });

  it('a publish is live at once; a publish based on an older dry run is 409; a rollback brings the old value back', async () => {
    let id = 0;
    let old = '';
    const zip = edited(files, 'sizes', (rows) => {
      const ow = rows[0]!.indexOf('Overall width (in)');
      old = rows[1]![ow]!;
      rows[1]![ow] = String(Number(old) + 1);
    });
    const rows = parseCsv(files.get('sizes.csv')!, 'sizes', []);
    const found = await t.database.rows<{ id: number }>(sql`select s.tire_size_id as id from tire_size s join pattern p on p.pattern_id = s.pattern_id
      where p.pattern_name = ${rows[1]![0]} and s.size = ${rows[1]![1]} and s.ply_rating = ${rows[1]![2]}`);
    id = Number(found[0]!.id);
    const ow = async () => (await t.get(`/website/products/detail?tyre_size=${id}`)).body.data.specification.ow as number;
    expect(await ow()).toBe(Number(old));

    const dry = (await call('POST', '/catalog/import?dryRun=true', token, zipBody(zip))).json();
    expect(dry.diff.sizes.changed).toEqual([{ name: rows[1]!.slice(0, 3).join(' '), fields: [{ field: 'Overall width (in)', old, new: String(Number(old) + 1) }] }]);
    const done = await call('POST', '/catalog/import?basedOn=none&file=pim-export.zip', token, zipBody(zip));
    expect(done.statusCode).toBe(200);
    const published = done.json().published as number;
    // No poll waited for: the answer came after the switch.
    expect(await ow()).toBe(Number(old) + 1);

    const stale = await call('POST', '/catalog/import?basedOn=none', token, zipBody(zip));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Another publish came first/);

    const history = (await call('GET', '/catalog/history', token)).json().versions;
    expect(history[0]).toMatchObject({ id: published, createdBy: 'pim', sourceName: 'pim-export.zip', published: true });

    const back = await call('POST', '/catalog/rollback', token);
    expect(back.json()).toEqual({ published: history[1].id, from: published });
    expect(await ow()).toBe(Number(old));
    const again = await call('POST', '/catalog/rollback', token);
    expect(again.statusCode).toBe(409);
  });

  it('logs every call with the caller, the route pattern and the status, never a secret nor a query value', async () => {
    const entries = await audit();
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actor: null, route: '/admin/api/catalog/history', status: 401 }),
        expect.objectContaining({ actor: 'dealer feed', route: '/admin/api/catalog/history', status: 403 }),
        expect.objectContaining({ actor: 'pim', route: '/admin/api/catalog/import', status: 422 }),
        expect.objectContaining({ actor: 'pim', route: '/admin/api/catalog/import', status: 200, detail: expect.objectContaining({ dryRun: false, published: expect.any(Number) }) }),
        expect.objectContaining({ actor: 'pim', route: '/admin/api/catalog/rollback', status: 200 }),
        expect.objectContaining({ actor: 'local cli (unknown)', route: '/admin/api/tokens', status: 200 }),
      ]),
    );
    const text = JSON.stringify(entries);
    expect(text).not.toContain('bst_');
    expect(text).not.toContain(LOCAL);
    expect(text).not.toContain('pim-export.zip');
  });
});
