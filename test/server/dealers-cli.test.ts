// `npm run dealers` as a brand runs it (issue 18): export, a dry run that prints the difference, an import that
// publishes, history and rollback; a refused file exits 1 listing every problem; a usage error exits 2.
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
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-dealers-cli-'));
});
afterAll(async () => {
  await db?.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

function dealers(...args: string[]) {
  const env: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: db.dataDir || '/nonexistent-basalt-dealers' };
  if (db.databaseUrl) env.DATABASE_URL = db.databaseUrl;
  else delete env.DATABASE_URL;
  return spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/cli/dealers.ts', ...args], { cwd: root, encoding: 'utf8', env });
}

describe('npm run dealers', () => {
  it('exports, dry-runs a changed phone number, imports it, lists the history and rolls it back', () => {
    const file = path.join(work, 'dealers.csv');
    expect(dealers('export', file)).toMatchObject({ status: 0, stderr: '' });
    const rows = parseCsv(new Uint8Array(fs.readFileSync(file)), 'dealers', []);
    const phone = rows[0]!.indexOf('Phone');
    const old = rows[1]![phone]!;
    rows[1]![phone] = '+1 775-555-0199';
    fs.writeFileSync(file, writeCsv(rows));
    const dry = dealers('import', file, '--dry-run');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain(`Dealers: 0 added, 0 removed, 1 changed\n  ~ ${rows[1]![1]} | ${rows[1]![0]} | ${rows[1]![2]}, ${rows[1]![3]}\n      Phone: ${JSON.stringify(old)} -> "+1 775-555-0199"`);
    expect(dealers('import', file, '--based-on', 'none').stdout).toContain('Published as version 2.');
    expect(dealers('history').stdout).toMatch(/^\* {4}2 {2}\S+ {2}cli \(.+\) {2}\d+ dealers {2}dealers\.csv {2}sha256:[0-9a-f]{12}\n {5}1 {2}\S+ {2}seed /);
    expect(dealers('rollback').stdout).toContain('Rolled back: version 1 is live again (was 2).');
  });

  it('a refused file exits 1 with every problem and changes nothing; a usage error exits 2', () => {
    const file = path.join(work, 'bad.csv');
    fs.writeFileSync(file, 'Name,Kind\r\nA,reseller\r\n');
    const refused = dealers('import', file);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('dealers row 1, Street address: this column is missing (column)');
    expect(refused.stderr).toContain('Nothing was changed.');
    expect(dealers('import')).toMatchObject({ status: 2, stderr: expect.stringContaining('import needs a .csv or .xlsx file') });
    expect(dealers('import', 'x.txt')).toMatchObject({ status: 2 });
  });
});
