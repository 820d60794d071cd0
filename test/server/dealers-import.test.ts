// The dealer network as a brand loads it (issue 18, docs/dealers-format.md): export -> import is "no changes";
// every refusal at once with its row and column and nothing changed; a row without coordinates is placed
// offline, one that cannot be placed (or names a city of several places) is reported; a publish is found by the
// dealer search at once; a rollback brings the earlier network back; over the admin API with a dealers token.
import { sql } from 'drizzle-orm';
import { parseCsv, writeCsv } from '../../server/catalog/exchange/csv';
import { ImportRefused } from '../../server/catalog/exchange/problems';
import { listDatasetVersions } from '../../server/admin/dataset-versions';
import { DEALER } from '../../server/dealers/exchange';
import { exportDealers, importDealers, readDealers, rollbackDealers } from '../../server/dealers/publish';
import { makeTestApp, type TestApp } from './support/test-app';

const LOCAL = 'local-secret-for-dealer-tests-0123456789';
let t: TestApp;
let rows: string[][];

beforeAll(async () => {
  t = await makeTestApp({}, { localAdminSecret: LOCAL });
  rows = parseCsv(await exportDealers(t.database.db, 'csv'), 'dealers', []);
}, 60_000);
afterAll(() => t?.close());

const cli = { createdBy: 'cli (test)' };
const csv = (table: string[][]) => new TextEncoder().encode(writeCsv(table));
const col = (name: string) => rows[0]!.indexOf(name);
/** A new listing: the first row's values with these changed. */
function listing(values: Partial<Record<keyof typeof DEALER, string>>): string[] {
  const row = [...rows[1]!];
  for (const [k, v] of Object.entries(values)) row[col(DEALER[k as keyof typeof DEALER])] = v;
  return row;
}
const refused = async (table: string[][]) => {
  const err = await readDealers(csv(table), 'dealers.csv').catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ImportRefused);
  return (err as ImportRefused).problems;
};
const search = async (q: string) =>
  (await t.get(`/website/dealer/search?q=${encodeURIComponent(q)}&kind=recommended`)).body.data.rows.map((r: { name: string }) => r.name) as string[];

describe('dealers import (issue 18)', () => {
  it('exports every listing, and importing the export is "no changes"', async () => {
    const count = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from dealer`);
    expect(rows.length - 1).toBe(count[0]!.n);
    expect(rows[0]).toEqual(Object.values(DEALER));
    const outcome = await importDealers(t.database, await readDealers(csv(rows), 'dealers.csv'), { dryRun: true, ...cli });
    expect(outcome).toEqual({ comparedWith: null, diff: { added: [], removed: [], changed: [] } });
  });

  it('refuses a file with every problem at once, and changes nothing', async () => {
    const problems = await refused([
      ...rows,
      listing({ name: 'Kind Wrong', kind: 'reseller' }),
      listing({ name: 'Nowhere Land', country: 'Atlantis' }),
      listing({ name: 'Half Placed', latitude: '40.1', longitude: '' }),
      listing({ name: 'Lost Town', city: 'Qwzxville', country: 'US', postal: '00000', latitude: '', longitude: '' }),
      listing({ name: 'Which Springfield', city: 'Springfield', region: '', country: 'US', postal: '', latitude: '', longitude: '' }),
      listing({ name: 'Bad\u0007Bell' }),
      rows[1]!,
    ]);
    const at = (row: number) => problems.filter((p) => p.row === row).map((p) => [p.column, p.rule]);
    const n = rows.length;
    expect(at(n + 1)).toEqual([[DEALER.kind, 'choice']]);
    expect(at(n + 2)).toEqual([[DEALER.country, 'reference']]);
    expect(at(n + 3)).toEqual([[DEALER.longitude, 'required']]);
    expect(at(n + 4)).toEqual([[DEALER.city, 'place']]);
    expect(at(n + 5)).toEqual([[DEALER.city, 'place']]);
    expect(problems.find((p) => p.row === n + 5)!.message).toMatch(/^Springfield is the name of \d+ places in US: give Latitude and Longitude, or the Region$/);
    expect(at(n + 6)).toEqual([[DEALER.name, 'control']]);
    expect(at(n + 7)).toEqual([[DEALER.name, 'duplicate']]);
    expect(await refused([])).toEqual([expect.objectContaining({ rule: 'table' })]);
    const latin1 = await readDealers(new Uint8Array([0x4e, 0x61, 0x6d, 0x65, 0xe9]), 'dealers.csv').catch((e: ImportRefused) => e.problems);
    expect(latin1).toEqual([expect.objectContaining({ rule: 'encoding' })]);
    expect(await listDatasetVersions(t.database, 'dealers')).toEqual([]);
  });

  it('places a listing without coordinates offline, publishes it live at once, and a rollback takes it away', async () => {
    const added = listing({ name: 'Winnemucca Tire Works', street: '410 W Winnemucca Blvd', city: 'Winnemucca', region: 'NV', postal: '89445', country: 'US', latitude: '', longitude: '' });
    const checked = await readDealers(csv([...rows, added]), 'dealers.csv');
    const placed = checked.dealers.at(-1)!;
    expect(placed.latitude).toBeCloseTo(40.97, 1);
    expect(placed.longitude).toBeCloseTo(-117.74, 1);
    expect(await search('Winnemucca, NV')).not.toContain('Winnemucca Tire Works');

    const dry = await importDealers(t.database, checked, { dryRun: true, ...cli });
    expect(dry.diff.added).toEqual(['recommended | Winnemucca Tire Works | 410 W Winnemucca Blvd, Winnemucca']);
    const done = await importDealers(t.database, checked, { dryRun: false, basedOn: dry.comparedWith, ...cli });
    await t.app.checkCatalogVersion();
    expect(await search('Winnemucca, NV')).toContain('Winnemucca Tire Works');
    const versions = await listDatasetVersions(t.database, 'dealers');
    expect(versions.map((v) => [v.id, v.createdBy, v.sourceName, v.published])).toEqual([
      [done.published, 'cli (test)', 'dealers.csv', true],
      [versions[1]!.id, 'seed', 'built-in sample', false],
    ]);

    // A rollback naming a version that is not live (someone rolled back first) undoes nothing.
    await expect(rollbackDealers(t.database, done.published! + 1)).rejects.toThrow(`Version ${done.published} is live now, not ${done.published! + 1}`);
    expect(await rollbackDealers(t.database, done.published)).toEqual({ published: versions[1]!.id, from: done.published });
    await expect(rollbackDealers(t.database, done.published)).rejects.toMatchObject({ reason: 'moved' });
    await t.app.checkCatalogVersion();
    expect(await search('Winnemucca, NV')).not.toContain('Winnemucca Tire Works');
  });

  it('takes the same operations over the admin API with a dealers token; a catalog token gets 403', async () => {
    const token = async (name: string, scopes: string) =>
      `Bearer ${(await t.app.inject({ method: 'POST', url: '/admin/api/tokens', headers: { authorization: `Local ${LOCAL}` }, payload: { name, scopes } })).json().secret as string}`;
    const dealers = await token('dealer feed', 'dealers');
    const catalog = await token('catalog only', 'catalog');
    const exported = await t.app.inject({ method: 'GET', url: '/admin/api/dealers/export', headers: { authorization: dealers } });
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const post = (auth: string, query: string, body: string) =>
      t.app.inject({ method: 'POST', url: `/admin/api/dealers/import?${query}`, headers: { authorization: auth, 'content-type': 'text/csv' }, payload: body });
    expect((await post(catalog, 'dryRun=true', exported.body)).statusCode).toBe(403);
    const same = await post(dealers, 'dryRun=true', exported.body);
    expect(same.json()).toMatchObject({ summary: 'No changes: the import is the same as the published dealers.', published: null });
    const bad = await post(dealers, '', `${exported.body}Bad,reseller\n`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().problems.length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/dealers/history', headers: { authorization: dealers } })).statusCode).toBe(200);
  });
});
