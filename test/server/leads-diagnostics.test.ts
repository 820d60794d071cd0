// Diagnostic information attached to contact and consultation requests (docs/qa.md): checked, stored with the
// lead, announced in the notification, exported by `npm run leads -- export --diagnostics DIR`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { exportLeadDiagnostics, exportLeadsCsv } from '../../server/leads/export';
import { makeTestApp, type TestApp } from './support/test-app';
import { leadRows, outboxRows, poster } from './leads-support';
import { validContact, validRegistration } from '../support/leads';

const root = path.resolve(__dirname, '../..');

/** A state export as the browser's QA code writes it (shape only matters here). */
function stateExport(extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    format: 'basalt-state-export',
    formatVersion: 1,
    route: { pathname: '/contact/contact-us', search: '', hash: '', state: null },
    components: { 'form:/contact/contact-us': { values: { first_name: 'Xxx', email_address: 'xxx@xxxxxx.xxxxxxx' } } },
    personalData: 'redacted',
    ...extra,
  });
}

let t: TestApp;
let post: ReturnType<typeof poster>;
beforeAll(async () => {
  t = await makeTestApp();
  post = poster(t.app);
});
afterAll(() => t.close());

const diagnosticsOf = async (id: number) =>
  (await t.database.rows<{ diagnostics: string | null }>(sql`select diagnostics from lead where id = ${id}`))[0]!.diagnostics;

async function counts() {
  return { leads: (await leadRows(t.database)).length, mails: (await outboxRows(t.database)).length };
}

describe('diagnostics on contact and consultation requests', () => {
  it('are stored with the lead exactly as sent, and the notification says an attachment is there', async () => {
    const diagnostics = stateExport({ note: 'quotes " and \\ and é survive' });
    const res = await post('/website/contact-us', { data: validContact, diagnostics });
    expect(res.statusCode).toBe(200);
    const row = (await leadRows(t.database)).at(-1)!;
    expect(row.data).toEqual(expect.objectContaining({ first_name: 'Ada' }));
    expect(row.data).not.toHaveProperty('diagnostics');
    expect(await diagnosticsOf(row.id)).toBe(diagnostics);
    const mail = (await outboxRows(t.database)).find((o) => o.lead_id === row.id)!;
    expect(mail.body).toMatch(/Diagnostic information: attached by the visitor \(\d+ KB, personal data removed\)/);
    expect(mail.body).toContain(`npm run leads -- export --type contact --diagnostics DIR`);
    expect(mail.body).toContain(`DIR/${row.id}.json`);
  });

  it('are optional: a request without them stores null and its mail says nothing of it', async () => {
    const res = await post('/website/request-consultation', { data: validContact });
    expect(res.statusCode).toBe(200);
    const row = (await leadRows(t.database)).at(-1)!;
    expect(await diagnosticsOf(row.id)).toBeNull();
    expect((await outboxRows(t.database)).find((o) => o.lead_id === row.id)!.body).not.toContain('Diagnostic');
  });

  it('fit a full 512 KB attachment as the browser sends it (quotes escaped inside the body)', async () => {
    // Quote-heavy like a real export: ~600 KB of body for ~512 KB counted by the browser.
    const filler = Array.from({ length: 9000 }, (_, i) => [`k${i}`, 'abcdefghijklmnopqrstuvwxyz0123456789']);
    const diagnostics = stateExport({ filler: Object.fromEntries(filler) });
    expect(new TextEncoder().encode(JSON.stringify(diagnostics)).length).toBeLessThanOrEqual(512 * 1024);
    expect(diagnostics.length).toBeGreaterThan(400 * 1024);
    const res = await post('/website/request-consultation', { data: validContact, diagnostics });
    expect(res.statusCode).toBe(200);
    expect(await diagnosticsOf((await leadRows(t.database)).at(-1)!.id)).toBe(diagnostics);
  });

  it.each([
    ['not JSON', '{"formatVersion": 1', 'diagnostics is not valid JSON.'],
    ['a JSON array', '[1, 2]', 'diagnostics must be a JSON object with a formatVersion (a state export of the site).'],
    ['without a formatVersion', '{"format": "basalt-state-export"}', 'diagnostics must be a JSON object with a formatVersion (a state export of the site).'],
    ['with a text formatVersion', '{"formatVersion": "1"}', 'diagnostics must be a JSON object with a formatVersion (a state export of the site).'],
    ['not a string', { formatVersion: 1 }, 'diagnostics must be a string holding a JSON state export.'],
    ['null', null, 'diagnostics must be a string holding a JSON state export.'],
  ])('%s: 400 with a clear message, nothing stored or mailed', async (_name, diagnostics, message) => {
    const before = await counts();
    const res = await post('/website/contact-us', { data: validContact, diagnostics });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { diagnostics: message } });
    expect(await counts()).toEqual(before);
  });

  it('a bad attachment and bad fields are reported together', async () => {
    const res = await post('/website/contact-us', { data: { ...validContact, city: '' }, diagnostics: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ diagnostics: 'diagnostics is not valid JSON.', city: 'Please enter a city.' });
  });

  it('longer than 524288 characters: 400; a body over 600 KB: 413; nothing stored either way', async () => {
    const before = await counts();
    const long = stateExport({ pad: 'x'.repeat(524_288) });
    const tooLong = await post('/website/contact-us', { data: validContact, diagnostics: long });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('diagnostics must be at most 524288 characters.');
    const huge = await post('/website/contact-us', { data: validContact, diagnostics: stateExport({ pad: 'x'.repeat(620 * 1024) }) });
    expect(huge.statusCode).toBe(413);
    expect(await counts()).toEqual(before);
  });

  it('the sign-up takes no attachment and keeps its 16 KB body limit', async () => {
    const before = await counts();
    const refused = await post('/website/em-track/create', { ...validRegistration, diagnostics: stateExport() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ diagnostics: 'diagnostics is not a known field.' });
    const big = await post('/website/em-track/create', { ...validRegistration, city: 'x'.repeat(20_000) });
    expect(big.statusCode).toBe(413);
    expect(await counts()).toEqual(before);
  });
});

describe('leads export with diagnostics', () => {
  it('the CSV says yes/no per request; --diagnostics writes each attachment as <lead id>.json', async () => {
    expect((await post('/website/contact-us', { data: validContact })).statusCode).toBe(200);
    const csv = await exportLeadsCsv(t.database, 'contact', null);
    // Every cell is quoted (docs/security.md, "CSV export"); none of these holds a comma.
    const [header, ...rows] = csv.replace(/"/g, '').trim().split('\r\n');
    expect(header!.split(',').at(-1)).toBe('diagnostics');
    const withAttachment = (await leadRows(t.database)).filter((r) => r.kind === 'contact');
    const answers = new Map(rows.map((r) => [Number(r.split(',')[0]), r.split(',').at(-1)]));
    const expected = await Promise.all(withAttachment.map(async (r) => [r.id, (await diagnosticsOf(r.id)) ? 'yes' : 'no'] as const));
    expect([...answers]).toEqual(expected);
    expect(new Set(answers.values())).toEqual(new Set(['yes', 'no']));

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-diagnostics-'));
    try {
      const files = await exportLeadDiagnostics(t.database, 'contact', null, path.join(dir, 'out'));
      const ids = expected.filter(([, has]) => has === 'yes').map(([id]) => id);
      expect(files.map((f) => path.basename(f))).toEqual(ids.map((id) => `${id}.json`));
      for (const id of ids) expect(fs.readFileSync(path.join(dir, 'out', `${id}.json`), 'utf8')).toBe(await diagnosticsOf(id));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the sign-up CSV has no diagnostics column; the command refuses --diagnostics for sign-ups', async () => {
    expect((await exportLeadsCsv(t.database, 'emtrack', null)).split('\r\n')[0]).not.toContain('diagnostics');
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/cli/leads.ts', 'export', '--type', 'emtrack', '--diagnostics', '/tmp/x'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, DATA_DIR: '/nonexistent-basalt-leads' } },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--diagnostics is only for contact and consultation requests');
  });
});
