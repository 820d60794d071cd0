// The exchange format as a workbook and as a .zip package (docs/catalog-format.md): the sample goes through both
// unchanged; formulas and dates in cells, zip bombs, lying archives and names leaving the folder are refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { diffCatalogs, isEmptyDiff } from '../../server/catalog/exchange/diff';
import { catalogToTables } from '../../server/catalog/exchange/export';
import { sampleImages } from '../../server/catalog/media-files';
import { readImages } from '../../server/catalog/exchange/folder';
import { tablesToCatalog } from '../../server/catalog/exchange/import';
import type { Problem } from '../../server/catalog/exchange/problems';
import { readSource } from '../../server/catalog/exchange/source';
import { columnLetter, readWorkbook, writeWorkbook } from '../../server/catalog/exchange/workbook';
import { unzip, ZIP_LIMITS } from '../../server/catalog/exchange/zip-guard';
import { generateCatalog } from '../../server/catalog/seed';
import { writeCsv } from '../../server/catalog/exchange/csv';
import { makeZip } from '../support/zip';

const sample = generateCatalog();
const tables = catalogToTables(sample);
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-packages-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function importOf(location: string) {
  const input = await readSource(location);
  const result = tablesToCatalog(input.tables, input.problems);
  const images = await readImages(input, result.images);
  return { ...result, images, problems: input.problems, source: input.source };
}

describe('.xlsx workbook', () => {
  it('the sample written as a workbook reads back as the same catalog; numbers are number cells', async () => {
    const bytes = await writeWorkbook(tables);
    const problems: Problem[] = [];
    const back = await readWorkbook(bytes, 'catalog.xlsx', problems);
    expect(problems).toEqual([]);
    expect(back).toEqual(tables);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(Object.keys(tables));
    expect(typeof workbook.getWorksheet('sizes')!.getRow(2).getCell(7).value).toBe('number');
  });

  it('with the images folder beside it, imports as the sample with no changes', async () => {
    const at = path.join(dir, 'beside');
    fs.mkdirSync(path.join(at, 'images'), { recursive: true });
    for (const image of sampleImages(sample)) fs.writeFileSync(path.join(at, 'images', image.name), image.body);
    fs.writeFileSync(path.join(at, 'catalog.xlsx'), await writeWorkbook(tables));
    const { catalog, problems, source } = await importOf(path.join(at, 'catalog.xlsx'));
    expect(problems).toEqual([]);
    expect(isEmptyDiff(diffCatalogs(sample, catalog!))).toBe(true);
    expect(source).toEqual({ name: 'catalog.xlsx', hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('refuses formula, date and error cells and unknown sheets, naming the sheet, row and column', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('industries');
    sheet.addRow(['Industry']);
    sheet.addRow(['Mining']);
    sheet.getCell('A3').value = { formula: 'A2&"!"', result: 'Mining!' };
    sheet.getCell('A4').value = new Date('2026-01-01');
    workbook.addWorksheet('notes').addRow(['hello']);
    const problems: Problem[] = [];
    await readWorkbook(new Uint8Array(await workbook.xlsx.writeBuffer()), 'catalog.xlsx', problems);
    expect(problems).toEqual([
      { file: 'industries', row: 3, column: 'A (Industry)', rule: 'formula', message: 'is a formula: put its value in the cell instead' },
      { file: 'industries', row: 4, column: 'A (Industry)', rule: 'date', message: 'is a date: write it as text' },
      { file: 'notes', rule: 'table', message: expect.stringContaining('is not a sheet of the format') },
    ]);
  });

  it('names columns as a spreadsheet does', () => {
    expect([1, 26, 27, 52, 53, 702, 703].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});

describe('.zip package', () => {
  const csvFiles = (prefix = '') => Object.entries(tables).map(([name, rows]) => ({ name: `${prefix}${name}.csv`, body: writeCsv(rows) }));
  const imageFiles = (prefix = '') => sampleImages(sample).map((i) => ({ name: `${prefix}images/${i.name}`, body: i.body }));

  it('CSV files and images, also inside a top folder ("Compress folder"), import as the sample', async () => {
    for (const prefix of ['', 'my-catalog/']) {
      const file = path.join(dir, `package-${prefix ? 'wrapped' : 'flat'}.zip`);
      fs.writeFileSync(file, makeZip([...csvFiles(prefix), ...imageFiles(prefix)]));
      const { catalog, problems } = await importOf(file);
      expect(problems).toEqual([]);
      expect(isEmptyDiff(diffCatalogs(sample, catalog!))).toBe(true);
    }
  });

  it('a workbook with its images folder imports as the sample', async () => {
    const file = path.join(dir, 'workbook.zip');
    fs.writeFileSync(file, makeZip([{ name: 'catalog.xlsx', body: await writeWorkbook(tables), store: true }, ...imageFiles()]));
    const { catalog, problems } = await importOf(file);
    expect(problems).toEqual([]);
    expect(isEmptyDiff(diffCatalogs(sample, catalog!))).toBe(true);
  });

  it('refuses a zip bomb, an entry larger than it says, a name leaving the folder, and a missing image', async () => {
    const check = (files: Parameters<typeof makeZip>[0]) => {
      const problems: Problem[] = [];
      expect(unzip(makeZip(files), 'x.zip', problems)).toBeNull();
      return problems[0]!;
    };
    const zeros = new Uint8Array(50 * 1024 * 1024);
    expect(check([{ name: 'sizes.csv', body: zeros }])).toMatchObject({ rule: 'archive', message: expect.stringContaining('zip bomb') });
    expect(check([{ name: 'sizes.csv', body: 'a'.repeat(5000), declaredSize: 10 }])).toMatchObject({ message: expect.stringContaining('does not inflate to its declared size') });
    expect(check([{ name: '../../etc/passwd', body: 'x' }])).toMatchObject({ message: expect.stringContaining('outside its folder') });
    expect(ZIP_LIMITS.ratio).toBeLessThan(zeros.length / zlib.deflateRawSync(zeros).length);

    const file = path.join(dir, 'no-images.zip');
    fs.writeFileSync(file, makeZip(csvFiles()));
    const { problems } = await importOf(file);
    expect(problems).toContainEqual(expect.objectContaining({ file: 'images/rh-4a-plus-1.svg', rule: 'image', message: 'is named by a tire line but is not in the images folder' }));
  });

  it('refuses a file that is neither a folder, a workbook nor a package, and a workbook that is not one', async () => {
    const text = path.join(dir, 'catalog.txt');
    fs.writeFileSync(text, 'hello');
    expect((await readSource(text)).problems).toEqual([{ file: 'catalog.txt', rule: 'file', message: 'is not a folder, an .xlsx workbook or a .zip package' }]);
    const fake = path.join(dir, 'fake.xlsx');
    fs.writeFileSync(fake, 'not a zip at all');
    expect((await readSource(fake)).problems[0]).toMatchObject({ file: 'fake.xlsx', rule: 'archive' });
  });
});
