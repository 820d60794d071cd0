// `npm run leads -- export`: the CSV staff read (quoting, formula guard, --since, notification state).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { csvCell, exportLeadsCsv } from '../../server/leads/export';
import { makeTestApp, type TestApp } from './support/test-app';
import { poster } from './leads-support';
import { validContact, validRegistration } from '../support/leads';

const root = path.resolve(__dirname, '../..');

let t: TestApp;
/** When the leads below were posted: their created_at is within it, however long the file takes. */
let posting: { from: number; to: number };
beforeAll(async () => {
  t = await makeTestApp();
  const post = poster(t.app);
  const from = Date.now();
  await post('/website/contact-us', {
    data: { ...validContact, company_name: 'Rock, Gravel & "Sons"', comments: 'line one\nline two', equipment_make: '=HYPERLINK("x")' },
  });
  await post('/website/request-consultation', {
    data: {
      ...validContact,
      first_name: "x;=cmd|' /C calc'!A0",
      last_name: 'Smith,+HYPERLINK("http://evil.example")',
      company_name: 'Acme\t@SUM(1+1)*cmd',
      city: 'a;"=1+1',
      state: ' =2+3',
      comments: 'fine\r\n-2+3+cmd|x\n+1 (303) 555-1234; -12',
    },
  });
  await post('/website/em-track/create', validRegistration);
  posting = { from, to: Date.now() };
});
afterAll(() => t.close());

/**
 * Reads CSV the way a spreadsheet with list separator `sep` does: quoted fields (with "" inside), anything after a
 * field's closing quote up to the next separator kept as text, rows ending at a line break outside quotes.
 */
function parseCsvWith(text: string, sep: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
      continue;
    }
    if (ch === '"' && atStart) {
      quoted = true;
      atStart = false;
    } else if (ch === sep) {
      row.push(cell);
      cell = '';
      atStart = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atStart = true;
    } else {
      cell += ch;
      atStart = false;
    }
  }
  return rows;
}

/** A cell a spreadsheet would evaluate: a formula character first (behind spaces or quotes), not a plain number. */
const runsAsFormula = (cell: string) =>
  /^[\s"]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) && !/^[\s"]*[+-][\d\s().-]*"?$/.test(cell);

/** The export read back as a comma spreadsheet reads it. */
const parseCsv = (text: string) => parseCsvWith(text, ',');

describe('leads export', () => {
  it('writes one quoted CSV row per contact lead, values as typed, formulas defused', async () => {
    const rows = parseCsv(await exportLeadsCsv(t.database, 'contact', null));
    expect(rows[0]).toEqual([
      'id', 'created_at', 'first_name', 'last_name', 'company_name', 'email_address', 'region', 'city', 'state',
      'zip_code', 'country', 'phone', 'equipment_make', 'equipment_model', 'comments', 'notification', 'diagnostics',
    ]);
    expect(rows).toHaveLength(2); // the consultation is not a contact request
    const lead = Object.fromEntries(rows[0]!.map((h, i) => [h, rows[1]![i]]));
    expect(lead.company_name).toBe('Rock, Gravel & "Sons"');
    expect(lead.comments).toBe('line one\nline two');
    expect(lead.phone).toBe('+13035551234');
    expect(lead.equipment_make).toBe(`'=HYPERLINK("x")`);
    expect(lead.notification).toBe('queued');
    expect(lead.diagnostics).toBe('no');
    expect(new Date(lead.created_at!).getTime()).toBeGreaterThanOrEqual(posting.from);
    expect(new Date(lead.created_at!).getTime()).toBeLessThanOrEqual(posting.to);
  });

  it('no cell runs as a formula however a spreadsheet splits the export: by comma, by semicolon, by tab, or naively', async () => {
    const csv = await exportLeadsCsv(t.database, 'consultation', null);
    const rows = parseCsv(csv);
    const lead = Object.fromEntries(rows[0]!.map((h, i) => [h, rows[1]![i]]));
    // Read back with the comma, the values are the visitor's, defused where a formula could start.
    expect(lead.first_name).toBe("x;'=cmd|' /C calc'!A0");
    expect(lead.last_name).toBe(`Smith,'+HYPERLINK("http://evil.example")`);
    expect(lead.company_name).toBe("Acme\t'@SUM(1+1)*cmd");
    expect(lead.city).toBe(`a;'"=1+1`);
    expect(lead.state).toBe("'=2+3"); // stored trimmed
    expect(lead.comments).toBe("fine\r\n'-2+3+cmd|x\n'+1 (303) 555-1234;' -12");
    expect(lead.phone).toBe('+13035551234');
    const splits = {
      comma: parseCsvWith(csv, ','),
      semicolon: parseCsvWith(csv, ';'),
      tab: parseCsvWith(csv, '\t'),
      naive: csv.split(/[;,\t\r\n]/).map((cell) => [cell]),
    };
    for (const [how, cells] of Object.entries(splits)) {
      expect([how, cells.flat().filter(runsAsFormula)]).toEqual([how, []]);
    }
    // The same split finds the injection in a cell written without the guard (the check above can fail).
    expect(parseCsvWith(`"7","x;=cmd|' /C calc'!A0"\r\n`, ';').flat().filter(runsAsFormula)).toEqual([`=cmd|' /C calc'!A0"`]);
  });

  it('exports the sign-ups without verify_email, and filters by --since', async () => {
    const rows = parseCsv(await exportLeadsCsv(t.database, 'emtrack', null));
    expect(rows[0]).not.toContain('verify_email');
    expect(rows[1]).toEqual(expect.arrayContaining(['Grace', 'Hopper', 'RESTRICTED', 'CA', 'false']));
    await t.database.rows(sql`update lead set created_at = '2020-01-01T00:00:00Z' where kind = 'emtrack'`);
    expect(parseCsv(await exportLeadsCsv(t.database, 'emtrack', new Date('2021-01-01')))).toHaveLength(1);
    expect(parseCsv(await exportLeadsCsv(t.database, 'emtrack', new Date('2019-12-31')))).toHaveLength(2);
  });

  it('quotes every cell, doubling quotes inside', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('-12')).toBe('"-12"');
    expect(csvCell(7)).toBe('"7"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('＝1+1')).toBe(`"'＝1+1"`);
    expect(csvCell(' =1+1')).toBe(`"' =1+1"`);
  });

  it('the command refuses a bad type or date with its usage (exit 2)', () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/cli/leads.ts', ...args], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: '/nonexistent-basalt-leads' },
      });
    const badType = run('export', '--type', 'spam');
    expect(badType.status).toBe(2);
    expect(badType.stderr).toContain('--type must be contact, consultation or emtrack');
    const badDate = run('export', '--type', 'contact', '--since', 'yesterday');
    expect(badDate.status).toBe(2);
    expect(badDate.stderr).toContain('--since must be a date');
  });
});
