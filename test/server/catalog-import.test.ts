// Importing a brand's catalog (issue 18, docs/catalog-format.md) through the service functions the CLI uses:
// export -> import is "no changes"; one edited cell is one change; a publish is live at once with the tires'
// ids kept; a refused import changes nothing; a rollback brings back the earlier catalog with the same ids.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import os from 'node:os';
import path from 'node:path';
import { parseCsv, writeCsv } from '../../server/catalog/exchange/csv';
import { catalogToTables } from '../../server/catalog/exchange/export';
import { readFolder, writeFolder } from '../../server/catalog/exchange/folder';
import { ImportRefused, type Problem } from '../../server/catalog/exchange/problems';
import { imageFileOf } from '../../server/catalog/media-files';
import { importCatalog, PublishRefused, readImport, rollbackCatalog, SAMPLE_SOURCE } from '../../server/catalog/publish';
import { readLineImages, readPublishedCatalog } from '../../server/catalog/published-catalog';
import { generateCatalog } from '../../server/catalog/seed';
import { loadCatalog } from '../../server/catalog/seed/load';
import { listVersions, readVersion } from '../../server/catalog/versions';
import { diffCatalogs } from '../../server/catalog/exchange/diff';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let root: string;
let exported: string;

beforeAll(async () => {
  t = await makeTestApp();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-catalog-'));
  exported = path.join(root, 'exported');
  const catalog = await readPublishedCatalog(t.database.db);
  const images = (await readLineImages(t.database.db)).map(imageFileOf);
  await writeFolder(exported, catalogToTables(catalog), images);
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A copy of the exported folder with `edit` applied to the rows of one table. */
function editedCopy(name: string, table: string, edit: (rows: string[][]) => void): string {
  const dir = path.join(root, name);
  fs.cpSync(exported, dir, { recursive: true });
  const file = path.join(dir, `${table}.csv`);
  const problems: Problem[] = [];
  const rows = parseCsv(new Uint8Array(fs.readFileSync(file)), table, problems);
  edit(rows);
  fs.writeFileSync(file, writeCsv(rows));
  return dir;
}

const cli = { createdBy: 'cli (test)' };
const checked = async (dir: string) => readImport(await readFolder(dir));
/** What a running server does within CATALOG_POLL_MS of a publish by another process (the CLI). */
const serverNotices = () => t.app.checkCatalogVersion();
const detail = async (id: number) => (await t.get(`/website/products/detail?tyre_size=${id}`)) as { status: number; body: { data: { specification: Record<string, unknown> } } };

async function idOf(line: string, size: string, rating: string): Promise<number | undefined> {
  const rows = await t.database.rows<{ id: number }>(
    (await import('drizzle-orm')).sql`select s.tire_size_id as id from tire_size s join pattern p on p.pattern_id = s.pattern_id
      where p.pattern_name = ${line} and s.size = ${size} and s.ply_rating = ${rating}`,
  );
  return rows[0] === undefined ? undefined : Number(rows[0].id);
}

describe('catalog import (issue 18)', () => {
  it('exporting the published catalog and importing it again is "no changes"', async () => {
    const outcome = await importCatalog(t.database, await checked(exported), { dryRun: true, ...cli });
    expect(outcome.comparedWith).toBeNull();
    expect(outcome.diff.sizes).toEqual({ added: [], removed: [], changed: [] });
    expect(outcome.diff.lines).toEqual({ added: [], removed: [], changed: [] });
    expect(outcome.published).toBeUndefined();
  });

  it('a refused import lists every problem and changes nothing', async () => {
    const bad = editedCopy('bad', 'sizes', (rows) => {
      rows[1]![rows[0]!.indexOf('Overall width (in)')] = 'wide';
      rows[2]![rows[0]!.indexOf('TRA code')] = 'X-99';
    });
    fs.writeFileSync(path.join(bad, 'notes.txt'), 'hello');
    const before = await listVersions(t.database.db);
    const error = await checked(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportRefused);
    expect((error as ImportRefused).problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'sizes', row: 2, column: 'Overall width (in)', rule: 'number' }),
        expect.objectContaining({ file: 'sizes', row: 3, column: 'TRA code', rule: 'reference' }),
        expect.objectContaining({ file: 'notes.txt', rule: 'file' }),
      ]),
    );
    expect(await listVersions(t.database.db)).toEqual(before);
  });

  it('one edited cell is one change; published, it is live at once under the same tire id, and a rollback undoes it', async () => {
    let line = '';
    let size = '';
    let rating = '';
    let old = '';
    const dir = editedCopy('edited', 'sizes', (rows) => {
      const ow = rows[0]!.indexOf('Overall width (in)');
      [line, size, rating] = rows[1]! as [string, string, string];
      old = rows[1]![ow]!;
      rows[1]![ow] = String(Number(old) + 1);
    });
    const id = (await idOf(line, size, rating))!;
    expect((await detail(id)).body.data.specification.ow).toBe(Number(old));

    const dry = await importCatalog(t.database, await checked(dir), { dryRun: true, ...cli });
    expect(dry.diff.sizes.changed).toEqual([{ name: `${line} ${size} ${rating}`, fields: [{ field: 'Overall width (in)', old, new: String(Number(old) + 1) }] }]);

    const done = await importCatalog(t.database, await checked(dir), { dryRun: false, basedOn: dry.comparedWith, ...cli });
    expect(done.published).toEqual(expect.any(Number));
    await serverNotices();
    expect(await idOf(line, size, rating)).toBe(id);
    expect((await detail(id)).body.data.specification.ow).toBe(Number(old) + 1);
    const versions = await listVersions(t.database.db);
    expect(versions.map((v) => [v.sourceName, v.createdBy, v.published])).toEqual([
      ['edited', 'cli (test)', true],
      [SAMPLE_SOURCE, 'seed', false],
    ]);
    expect(versions[0]!.sourceHash).toMatch(/^[0-9a-f]{64}$/);

    // A publish based on the dry run of an older version is refused.
    const stale = await importCatalog(t.database, await checked(dir), { dryRun: false, basedOn: dry.comparedWith, ...cli }).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(PublishRefused);
    expect((stale as PublishRefused).reason).toBe('conflict');

    const back = await rollbackCatalog(t.database);
    await serverNotices();
    expect(back).toEqual({ published: versions[1]!.id, from: versions[0]!.id });
    expect((await detail(id)).body.data.specification.ow).toBe(Number(old));
  });

  it('a removed size is retired and comes back with its id on rollback; a new line appears and goes', async () => {
    let removed: string[] = [];
    let added: string[] = [];
    const dir = editedCopy('changed-lines', 'sizes', (rows) => {
      removed = rows.splice(3, 1)[0]!;
      added = [...rows[1]!];
      added[0] = 'RH-9 Test';
      rows.push(added);
    });
    const lines = path.join(dir, 'tire-lines.csv');
    const lineRows = parseCsv(new Uint8Array(fs.readFileSync(lines)), 'tire-lines', []);
    const newLine = [...lineRows[1]!];
    newLine[0] = 'RH-9 Test';
    lineRows.push(newLine);
    fs.writeFileSync(lines, writeCsv(lineRows));
    const loads = path.join(dir, 'load-inflation.csv');
    const loadRows = parseCsv(new Uint8Array(fs.readFileSync(loads)), 'load-inflation', []);
    fs.writeFileSync(loads, writeCsv(loadRows.filter((r) => !(r[0] === removed[0] && r[1] === removed[1] && r[2] === removed[2]))));

    const removedId = (await idOf(removed[0]!, removed[1]!, removed[2]!))!;
    const outcome = await importCatalog(t.database, await checked(dir), { dryRun: false, ...cli });
    expect(outcome.diff.sizes.removed).toEqual([removed.slice(0, 3).join(' ')]);
    expect(outcome.diff.lines.added).toEqual(['RH-9 Test']);
    await serverNotices();
    const gone = await t.get(`/website/products/detail?tyre_size=${removedId}`);
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({
      statusCode: 410,
      error: 'Gone',
      message: `${removed.slice(0, 3).join(' ')} is no longer in the catalog`,
      retired: { pattern_name: removed[0], size: removed[1], ply_rating: removed[2], others: expect.arrayContaining([expect.objectContaining({ tire_size_id: expect.any(Number) })]) },
    });
    expect(gone.body.retired.others).not.toContainEqual(expect.objectContaining({ size: removed[1], ply_rating: removed[2] }));
    expect(outcome.diff.sizes.added).toEqual([added.slice(0, 3).join(' ')]);
    const newId = await idOf('RH-9 Test', added[1]!, added[2]!);
    expect(newId).toBeGreaterThan(removedId);
    expect((await detail(newId!)).status).toBe(200);

    await rollbackCatalog(t.database);
    await serverNotices();
    expect(await idOf(removed[0]!, removed[1]!, removed[2]!)).toBe(removedId);
    expect((await detail(removedId)).status).toBe(200);
    // The new line went with the rollback: its tire's link answers 410, its line having no other size.
    expect((await t.get(`/website/products/detail?tyre_size=${newId}`)).body.retired).toEqual({ pattern_name: 'RH-9 Test', size: added[1], ply_rating: added[2], others: [] });
  });

  it('an edited, added or removed machine is live at once, and a rollback brings the fitment table back (issue 23)', async () => {
    const before = (await t.get('/website/machine/list')).body.data as { machine_id: string }[];
    let gone = '';
    const dir = editedCopy('machines', 'machines', (rows) => {
      const header = rows[0]!;
      gone = `${rows[2]![0]} ${rows[2]![1]}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      rows.splice(2, 1);
      const added = [...rows[1]!];
      added[header.indexOf('Make')] = 'Testmake';
      added[header.indexOf('Model')] = 'TM 100';
      added[header.indexOf('Front size')] = '29.5R25';
      added[header.indexOf('Rear size')] = '29.5R25';
      rows.push(added);
    });
    const outcome = await importCatalog(t.database, await checked(dir), { ...cli, dryRun: false });
    expect(outcome.diff.machines).toMatchObject({ added: ['Testmake TM 100'], removed: [expect.any(String)], changed: [] });
    await serverNotices();
    const after = (await t.get('/website/machine/list')).body.data as { machine_id: string }[];
    expect(after.map((m) => m.machine_id)).toContain('testmake-tm-100');
    expect(after.map((m) => m.machine_id)).not.toContain(gone);
    expect((await t.get(`/website/machine/detail?machine=${gone}`)).status).toBe(404);
    expect((await t.get('/website/machine/detail?machine=testmake-tm-100')).body.data.sizes[0]).toMatchObject({ size: '29.5R25', axle: 'front and rear' });

    await rollbackCatalog(t.database);
    await serverNotices();
    expect((await t.get('/website/machine/list')).body.data).toEqual(before);
  });

  it("a machine's weight split is imported and live at once; a version stored before the split comes back without one (issue 23)", async () => {
    type Loads = { machine_id: string; typical: boolean; empty_split: number[]; loaded_split: number[] };
    const loads = async (id: string) => ((await t.get('/website/duty/machines')).body.data as Loads[]).find((m) => m.machine_id === id);
    expect(await loads('caterpillar-785c')).toMatchObject({ typical: false, empty_split: [47, 53] });
    const dir = editedCopy('split', 'machines', (rows) => {
      const h = rows[0]!;
      const row = (model: string) => rows.find((r) => r[h.indexOf('Model')] === model)!;
      row('785C')[h.indexOf('Empty split (%)')] = '50/50';
      row('785C')[h.indexOf('Loaded split (%)')] = '30/70';
      row('HD405-7')[h.indexOf('Empty split (%)')] = '';
      row('HD405-7')[h.indexOf('Loaded split (%)')] = '';
    });
    const outcome = await importCatalog(t.database, await checked(dir), { ...cli, dryRun: false });
    expect(outcome.diff.machines.changed.map((c) => [c.name, c.fields.map((f) => f.field)])).toEqual([
      ['Caterpillar 785C', ['Empty split (%)', 'Loaded split (%)']],
      ['Komatsu HD405-7', ['Empty split (%)', 'Loaded split (%)']],
    ]);
    await serverNotices();
    expect(await loads('caterpillar-785c')).toMatchObject({ typical: false, empty_split: [50, 50], loaded_split: [30, 70] });
    expect(await loads('komatsu-hd405-7')).toMatchObject({ typical: true, empty_split: [49, 51] });

    // The versions before it, as versions stored before this change keep their machines: no split.
    const older = await t.database.rows<{ id: number; catalog: { catalog: { machines?: Record<string, unknown>[] } } }>(
      sql`select id, catalog from catalog_version where id <> ${outcome.published}`,
    );
    expect(older.length).toBeGreaterThan(0);
    for (const { id, catalog } of older) {
      catalog.catalog.machines = catalog.catalog.machines?.map(({ empty_split: _e, loaded_split: _l, tires_per_axle: _t, weights_source: _w, ...m }) => m);
      await t.database.rows(sql`update catalog_version set catalog = ${JSON.stringify(catalog)}::jsonb where id = ${id}`);
    }
    const old = await readVersion(t.database.db, older[0]!.id);
    expect(old!.catalog.machines.find((m) => m.model === '785C')).toMatchObject({ empty_split: null, loaded_split: null, tires_per_axle: null, weights_source: '' });
    // Compared with a new one (a dry run, a history view), such a version reads as blank weight columns.
    expect(diffCatalogs(old!.catalog, generateCatalog()).machines.changed.find((c) => c.name === 'Caterpillar 785C')?.fields.map((f) => f.field)).toEqual([
      'Empty split (%)',
      'Loaded split (%)',
    ]);
    await rollbackCatalog(t.database);
    await serverNotices();
    expect(await loads('caterpillar-785c')).toMatchObject({ typical: true, empty_split: [49, 51] });
  });

  it('a seed after imports leaves no stored version live; the next import records the seeded catalog first', async () => {
    await loadCatalog(t.database, generateCatalog());
    expect((await listVersions(t.database.db)).filter((v) => v.published)).toEqual([]);
    const outcome = await importCatalog(t.database, await checked(exported), { dryRun: false, ...cli });
    const versions = await listVersions(t.database.db);
    expect(versions[0]).toMatchObject({ id: outcome.published, published: true });
    expect(versions[1]).toMatchObject({ createdBy: 'seed', sourceName: SAMPLE_SOURCE, published: false });
    const back = await rollbackCatalog(t.database);
    expect(back.published).toBe(versions[1]!.id);
  });
});
