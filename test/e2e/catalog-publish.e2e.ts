// Issue 18, done when: a new tire line imported while the site runs appears, without a restart, in the Tire
// Finder, the results, the details page and the databook; a rollback takes it away and its details URL then
// answers 410. On a server of its own (the shared one serves the other files' tests meanwhile), through the
// admin API as a PIM's nightly job calls it, with a token made by `npm run tokens`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { parseCsv, writeCsv } from '../../server/catalog/exchange/csv';
import { unzip } from '../../server/catalog/exchange/zip-guard';
import { writeZip } from '../../server/catalog/exchange/zip-write';
import { readPdf } from '../server/support/pdf-text';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { openBrowser, type Session } from './support/browser';

const root = path.resolve(__dirname, '../..');
const LINE = 'RH-9 Quarry Test';
const SIZE = '41.25/70R39';

let server: ServerProcess;
let s: Session;
let token = '';

beforeAll(async () => {
  server = await startServerProcess({ DATABASE_URL: '' });
  const created = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/cli/tokens.ts', 'create', 'e2e pim', '--scopes', 'catalog'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: path.join(server.dataDir, 'db'), DATABASE_URL: '', LOG_LEVEL: 'silent' },
  });
  token = /bst_[A-Za-z0-9_-]{43}/.exec(created.stdout)?.[0] ?? '';
  expect(token).not.toBe('');
  s = await openBrowser(undefined, { origin: server.baseUrl });
  // A fresh server builds its first databook once it listens (seconds on a busy machine): wait for it here.
  expect((await fetch(`${server.baseUrl}/website/documents/otr-engineering-databook.pdf`)).status).toBe(200);
}, 180_000);
afterAll(async () => {
  await s?.close();
  await server?.stop();
});

const admin = (method: 'GET' | 'POST', url: string, body?: Uint8Array) =>
  fetch(`${server.baseUrl}/admin/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/zip' } : {}) },
    ...(body ? { body: Buffer.from(body) } : {}),
  });

/** The published catalog with one more line: a copy of the first line's first size, as SIZE, with its load table. */
async function packageWithNewLine(): Promise<Uint8Array> {
  const files = unzip(new Uint8Array(await (await admin('GET', '/catalog/export')).arrayBuffer()), 'export.zip', [])!;
  const table = (name: string) => parseCsv(files.get(`${name}.csv`)!, name, []);
  const put = (name: string, rows: string[][]) => files.set(`${name}.csv`, new TextEncoder().encode(writeCsv(rows)));
  const lines = table('tire-lines');
  lines.push([LINE, ...lines[1]!.slice(1)]);
  put('tire-lines', lines);
  const sizes = table('sizes');
  const [first, size, rating] = sizes[1]! as [string, string, string];
  const rim = sizes[0]!.indexOf('Rim diameter (in)');
  const added = [LINE, SIZE, ...sizes[1]!.slice(2)];
  added[rim] = '39';
  sizes.push(added);
  put('sizes', sizes);
  const loads = table('load-inflation');
  put('load-inflation', [...loads, ...loads.filter((r) => r[0] === first && r[1] === size && r[2] === rating).map((r) => [LINE, SIZE, ...r.slice(2)])]);
  return writeZip([...files].map(([name, body]) => ({ name, body })));
}

async function findBySize(page: Page, size: string): Promise<string[]> {
  await page.goto('/');
  await page.locator('main').getByRole('button', { name: 'Find Tires' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Size', exact: true }).click();
  const options = dialog.getByRole('list', { name: 'Tire sizes' }).getByRole('button');
  await options.first().waitFor();
  await dialog.getByLabel('Filter sizes').fill(size);
  return options.allTextContents();
}

async function databookText(page: Page): Promise<string> {
  await page.goto('/resources/engineering-data');
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 90_000 }), page.getByRole('link', { name: 'Download PDF' }).click()]);
  return (await readPdf(fs.readFileSync(await download.path()))).text.join('\n');
}

describe('a catalog published while the site runs', () => {
  it('shows a new line in the finder, results, details and databook at once, and a rollback takes it away (410)', async () => {
    const { page } = s;
    expect(await findBySize(page, SIZE)).toEqual([]);
    expect(await databookText(page)).not.toContain(LINE);

    const body = await packageWithNewLine();
    const dry = (await (await admin('POST', '/catalog/import?dryRun=true', body)).json()) as { comparedWith: number | null; diff: { lines: { added: string[] } } };
    expect(dry.diff.lines.added).toEqual([LINE]);
    const published = await admin('POST', `/catalog/import?basedOn=${dry.comparedWith ?? 'none'}&file=e2e.zip`, body);
    expect(published.status).toBe(200);

    // Finder and results: no restart, no reload of the server.
    expect(await findBySize(page, SIZE)).toEqual([SIZE]);
    await page.getByRole('dialog').getByRole('button', { name: SIZE, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/tires/tire-results');
    const main = page.locator('main');
    await main.getByText(LINE, { exact: true }).first().waitFor();

    // Details.
    const products = (await (await fetch(`${server.baseUrl}/website/products/list?tire_size=${encodeURIComponent(SIZE)}`)).json()) as { data: { tire_size_id: number }[] };
    const id = products.data[0]!.tire_size_id;
    const details = await page.goto(`/tires/tire-details?tireId=${id}`);
    expect(details?.status()).toBe(200);
    await main.getByText(LINE).first().waitFor();

    // Databook: the download the visitor gets.
    expect(await databookText(page)).toContain(LINE);

    // Rollback: gone from the finder and the databook; its address answers 410 with the retired page.
    expect((await admin('POST', '/catalog/rollback')).status).toBe(200);
    expect(await findBySize(page, SIZE)).toEqual([]);
    const gone = await page.goto(`/tires/tire-details?tireId=${id}`);
    expect(gone?.status()).toBe(410);
    await main.getByRole('heading', { name: 'This tire is no longer offered' }).waitFor();
    expect(await databookText(page)).not.toContain(LINE);
    expect(s.errors.filter((e) => !/410/.test(e))).toEqual([]);
  }, 240_000);
});
