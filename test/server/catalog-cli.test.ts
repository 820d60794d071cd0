// `npm run catalog` as a brand runs it (issue 18): export, a dry run that prints the difference, an import that
// publishes, history, rollback; a refused import exits 1 listing every problem, a usage error exits 2.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseCsv, writeCsv } from '../../server/catalog/exchange/csv';
import { copyTemplateDatabase } from './support/test-app';

const root = path.resolve(__dirname, '../..');
let db: Awaited<ReturnType<typeof copyTemplateDatabase>>;
let work: string;

beforeAll(async () => {
  db = await copyTemplateDatabase();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-catalog-cli-'));
});

afterAll(async () => {
  await db?.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

function catalog(...args: string[]) {
  const env: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: db.dataDir || '/nonexistent-basalt-catalog' };
  if (db.databaseUrl) env.DATABASE_URL = db.databaseUrl;
  else delete env.DATABASE_URL;
  return spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/cli/catalog.ts', ...args], { cwd: root, encoding: 'utf8', env });
}

describe('npm run catalog', () => {
  it('exports, dry-runs one edited cell, imports it, lists the history and rolls it back', () => {
    const dir = path.join(work, 'catalog');
    const exported = catalog('export', dir);
    expect(exported.stderr).toBe('');
    expect(exported.status).toBe(0);
    expect(exported.stdout).toMatch(/^Wrote \d+ tire lines, \d+ sizes and \d+ images to /);
    expect(fs.readdirSync(dir).sort()).toEqual(
      ['equipment.csv', 'features-benefits.csv', 'images', 'industries.csv', 'load-inflation.csv', 'machines.csv', 'sizes.csv', 'tire-lines.csv', 'tra-codes.csv'],
    );

    const same = catalog('import', dir, '--dry-run');
    expect(same.status).toBe(0);
    expect(same.stdout).toContain('No changes: the import is the same as the published catalog.');

    const lines = path.join(dir, 'tire-lines.csv');
    const rows = parseCsv(new Uint8Array(fs.readFileSync(lines)), 'tire-lines', []);
    const [name, tagLine] = rows[1]! as [string, string];
    rows[1]![1] = 'Built for the longest hauls';
    fs.writeFileSync(lines, writeCsv(rows));
    const dry = catalog('import', dir, '--dry-run');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain(`Tire lines: 0 added, 0 removed, 1 changed\n  ~ ${name}\n      Tag line: ${JSON.stringify(tagLine)} -> "Built for the longest hauls"`);
    expect(dry.stdout).toContain('Dry run: nothing was changed.');

    const done = catalog('import', dir);
    expect(done.status).toBe(0);
    expect(done.stdout).toMatch(/Published as version 2\./);
    const history = catalog('history');
    expect(history.stdout).toMatch(/^\* {4}2 {2}\S+ {2}cli \(.+\) {2}\d+ lines, \d+ sizes {2}catalog {2}sha256:[0-9a-f]{12}\n {5}1 {2}\S+ {2}seed {2}/);
    const back = catalog('rollback');
    expect(back.stdout).toContain('Rolled back: version 1 is live again (was 2).');
    expect(catalog('rollback')).toMatchObject({ status: 1, stderr: expect.stringContaining('Nothing to roll back to') });
  });

  it('exports a workbook with the images beside it, which imports as "no changes"', () => {
    const file = path.join(work, 'workbook', 'catalog.xlsx');
    expect(catalog('export', file)).toMatchObject({ status: 0, stderr: '' });
    expect(fs.readdirSync(path.dirname(file)).sort()).toEqual(['catalog.xlsx', 'images']);
    const same = catalog('import', file, '--dry-run');
    expect(same.stderr).toBe('');
    expect(same.stdout).toContain('No changes: the import is the same as the published catalog.');
  });

  it('a refused import exits 1 with every problem and changes nothing; a usage error exits 2', () => {
    const dir = path.join(work, 'bad');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'sizes.csv'), 'Tire line,Size\r\nRH-4A+,27.00R49\r\n');
    const refused = catalog('import', dir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('industries: this table is missing (table)');
    expect(refused.stderr).toContain('sizes row 1, Rating: this column is missing (column)');
    expect(refused.stderr).toContain('Nothing was changed.');
    expect(catalog('import')).toMatchObject({ status: 2, stderr: expect.stringContaining('import needs a folder or a file') });
    expect(catalog('publish', dir)).toMatchObject({ status: 2, stderr: expect.stringContaining('unknown command publish') });
  });
});
