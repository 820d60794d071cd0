// Issue 20, a product manager's round in the staff console, on a server of its own: sign in as an editor,
// download the live catalog's workbook, upload it with two mistakes (both shown in the problems table), fix
// them and upload again (the difference shows the old and new values), publish (the public tire page shows
// the change), roll back (the old value is back). Then the same editor's documents: preview in the site's PDF
// viewer, a replacement uploaded and removed. axe and a tablet's width check the pages.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { readWorkbook, writeWorkbook } from '../../server/catalog/exchange/workbook';
import { TABLE_ORDER, type TableName } from '../../server/catalog/exchange/format';
import { unzip } from '../../server/catalog/exchange/zip-guard';
import { writeZip } from '../../server/catalog/exchange/zip-write';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { auditInto } from './support/axe';
import { openBrowser, type Session } from './support/browser';
import { createStaffAccount, signInToConsole, tabletLayoutProblems, type StaffCredentials } from './support/staff';

const NEW_TAG = 'Built for the haul road (e2e)';

let server: ServerProcess;
let s: Session;
let editor: StaffCredentials;

beforeAll(async () => {
  server = await startServerProcess({ DATABASE_URL: '' });
  editor = await createStaffAccount(path.join(server.dataDir, 'db'), { role: 'editor', name: 'Pat Product' });
  s = await openBrowser(undefined, { origin: server.baseUrl });
}, 180_000);
afterAll(async () => {
  await s?.close();
  await server?.stop();
});

type Tables = Record<TableName, string[][]>;

async function tablesOf(pkg: Uint8Array): Promise<{ files: Map<string, Uint8Array>; tables: Tables }> {
  const files = unzip(pkg, 'catalog-xlsx.zip', [])!;
  const tables = (await readWorkbook(files.get('catalog.xlsx')!, 'catalog.xlsx', [])) as Tables;
  expect(Object.keys(tables).sort()).toEqual([...TABLE_ORDER].sort());
  return { files, tables };
}

async function packageOf(files: Map<string, Uint8Array>, tables: Tables): Promise<Buffer> {
  const next = new Map(files);
  next.set('catalog.xlsx', await writeWorkbook(tables));
  return Buffer.from(writeZip([...next].map(([name, body]) => ({ name, body, store: name.startsWith('images/') }))));
}

const copy = (tables: Tables): Tables => JSON.parse(JSON.stringify(tables)) as Tables;

function set(tables: Tables, table: TableName, row: number, column: string, value: string): string {
  const index = tables[table][0]!.indexOf(column);
  expect(index).toBeGreaterThanOrEqual(0);
  const old = tables[table][row]![index]!;
  tables[table][row]![index] = value;
  return old;
}

async function upload(page: Page, name: string, body: Buffer): Promise<void> {
  await page.getByLabel('File to check').setInputFiles({ name, mimeType: 'application/zip', buffer: body });
  await page.getByRole('button', { name: 'Upload and check' }).click();
}

/** The public details page of a tire of `line`. */
async function tireOf(line: string, size: string): Promise<number> {
  const answer = (await (await fetch(`${server.baseUrl}/website/products/list?tire_size=${encodeURIComponent(size)}`)).json()) as {
    data: { tire_size_id: number; patterns: { pattern_name: string } }[];
  };
  return answer.data.find((t) => t.patterns.pattern_name === line)!.tire_size_id;
}

async function publicTagLine(page: Page, tireId: number): Promise<string> {
  await page.goto(`/tires/tire-details?tireId=${tireId}`);
  return (await page.locator('main').textContent()) ?? '';
}

describe("a product manager's round in the console", () => {
  it('upload with two mistakes, fix, see the difference, publish, see it on the site, roll back', async () => {
    const { page } = s;
    const problems: string[] = [];
    await signInToConsole(page, editor);
    await page.goto('/admin/catalog');
    await page.getByRole('heading', { level: 1, name: 'Catalog' }).waitFor();
    await auditInto(problems, page, 'catalog page');

    // The live data, as the console downloads it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download live catalog (workbook)' }).click()]);
    expect(download.suggestedFilename()).toBe('catalog-xlsx.zip');
    const { files, tables } = await tablesOf(new Uint8Array(fs.readFileSync(await download.path())));
    const nameAt = tables['tire-lines'][0]!.indexOf('Tire line');
    const line = tables['tire-lines'][1]![nameAt]!;
    const sizeRow = tables.sizes.find((r) => r[0] === line)!;
    const tireId = await tireOf(line, sizeRow[1]!);

    // Two mistakes, and the change that is wanted.
    const wrong = copy(tables);
    const oldTag = set(wrong, 'tire-lines', 1, 'Tag line', NEW_TAG);
    set(wrong, 'features-benefits', 2, 'Feature', '');
    set(wrong, 'sizes', 1, 'Rim diameter (in)', 'forty-nine');
    expect(await publicTagLine(page, tireId)).toContain(oldTag);

    await page.goto('/admin/catalog');
    await upload(page, 'catalog-mistakes.zip', await packageOf(files, wrong));
    const refused = page.getByRole('table', { name: 'Problems in catalog-mistakes.zip' });
    await refused.waitFor({ timeout: 60_000 });
    const rows = await refused.locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(2);
    const cells = await refused.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (td) => td.textContent)));
    expect(cells).toEqual(
      expect.arrayContaining([
        ['features-benefits', '3', 'Feature', 'must not be blank'],
        ['sizes', '2', 'Rim diameter (in)', '"forty-nine" is not a number'],
      ]),
    );
    await page.getByText('Fix the file and upload it again.').waitFor();
    await auditInto(problems, page, 'refused upload');
    problems.push(...(await tabletLayoutProblems(page, 'refused upload')));

    // Fixed: only the wanted change is left.
    const fixed = copy(tables);
    set(fixed, 'tire-lines', 1, 'Tag line', NEW_TAG);
    await upload(page, 'catalog-fixed.zip', await packageOf(files, fixed));
    const changes = page.getByRole('table', { name: 'Tire lines: changed fields, old and new values' });
    await changes.waitFor({ timeout: 60_000 });
    const change = changes.locator('tbody tr', { hasText: 'Tag line' });
    expect((await change.locator('th, td').allTextContents()).map((t) => t.trim())).toEqual([line, 'Tag line', oldTag, NEW_TAG]);
    expect(new URL(page.url()).searchParams.get('job')).toMatch(/^\d+$/);
    await auditInto(problems, page, 'difference');
    problems.push(...(await tabletLayoutProblems(page, 'difference')));

    // A reload shows the same job where it is.
    await page.reload();
    await changes.waitFor();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Publish catalog-fixed.zip?' }).getByRole('button', { name: 'Publish' }).click();
    await page.getByText(/it is live on the site\.$/).first().waitFor({ timeout: 120_000 });
    const history = page.getByRole('table', { name: 'Versions of the catalog, newest first' });
    await history.locator('tbody tr').first().getByText('Live').waitFor();
    expect(await history.locator('tbody tr').first().textContent()).toContain('catalog-fixed.zip');

    expect(await publicTagLine(page, tireId)).toContain(NEW_TAG);

    // Roll back: the old value is live again.
    await page.goto('/admin/catalog');
    await page.getByRole('button', { name: 'Roll back the last publish' }).click();
    await page.getByRole('alertdialog', { name: 'Roll back the catalog?' }).getByRole('button', { name: 'Roll back' }).click();
    await page.getByText(/^Rolled back: version \d+ is live again/).waitFor({ timeout: 120_000 });
    const after = await publicTagLine(page, tireId);
    expect(after).toContain(oldTag);
    expect(after).not.toContain(NEW_TAG);

    expect(problems).toEqual([]);
    expect(s.errors).toEqual([]);
  }, 300_000);
});

describe("a marketing coordinator's documents", () => {
  it('previews a document in the PDF viewer, uploads a replacement, removes it (the generated one is back)', async () => {
    const { page } = s;
    const problems: string[] = [];
    await signInToConsole(page, editor);
    await page.goto('/admin/documents');
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    const table = page.getByRole('table', { name: 'Documents of the resource list' });
    const sheet = table.locator('tbody tr', { has: page.getByRole('cell', { name: 'Sell sheet', exact: true }) }).first();
    const title = ((await sheet.locator('th').textContent()) ?? '').trim();
    expect(await sheet.textContent()).toContain('Generated');
    await auditInto(problems, page, 'documents');
    problems.push(...(await tabletLayoutProblems(page, 'documents')));

    // The site's PDF viewer, inside the console.
    await sheet.getByRole('button', { name: `Preview ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: title });
    // The viewer itself (pdf.js pages), not the plain frame it falls back to.
    await dialog.locator('.rpv-core__canvas-layer, .rpv-core__text-layer').first().waitFor({ timeout: 60_000 });
    expect(await dialog.locator('iframe').count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A replacement: the generated PDF itself, uploaded (a clean PDF the checks accept).
    const list = (await (await fetch(`${server.baseUrl}/website/resource/list?type=SELL_SHEET`, { headers: { ispublic: 'true' } })).json()) as {
      data: { result: { title: string; document: string }[] };
    };
    const pdfUrl = list.data.result.find((d) => d.title === title)!.document;
    const pdf = Buffer.from(await (await fetch(`${server.baseUrl}${pdfUrl}`)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await sheet.getByRole('button', { name: `Replace ${title}` }).click();
    await page.getByRole('heading', { name: `Replace “${title}”` }).waitFor();
    await page.getByLabel(/^PDF file/).setInputFiles({ name: 'sell-sheet.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Upload the replacement' }).click();
    await page.locator('.console-alert', { hasText: `“${title}” is uploaded and listed on the site.` }).waitFor({ timeout: 60_000 });
    const replaced = table.locator('tbody tr', { has: page.getByRole('rowheader', { name: title, exact: true }) });
    await replaced.getByText('Uploaded', { exact: true }).waitFor();
    expect(await replaced.textContent()).toContain(editor.email);

    await replaced.getByRole('button', { name: `Remove ${title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Remove “${title}”?` });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.getByText(`“${title}” is removed.`).waitFor();
    await replaced.getByText('Generated', { exact: true }).waitFor();

    expect(problems).toEqual([]);
    expect(s.errors).toEqual([]);
  }, 300_000);
});
