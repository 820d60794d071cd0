// Every document for the staff console (issue 20): GET /admin/api/documents/all lists what the public resource
// list shows, each with its source: an upload replaces the generated document of its slug (uploaded, with its
// pages, size, who and when), a new title is listed as uploaded too, everything else is generated, the databook
// always; its lines; the public address serves it. Scope `documents`.
import PDFDocument from 'pdfkit';
import { sql } from 'drizzle-orm';
import type { StaffDocument } from '../../src/contract/staff';
import { makeTestApp, type TestApp } from './support/test-app';

const LOCAL = 'local-secret-for-staff-documents-0123456';
let t: TestApp;
let token: string;

function makePdf(title: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ compress: true });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text(title);
    doc.addPage().text('Specifications');
    doc.end();
  });
}

beforeAll(async () => {
  t = await makeTestApp({}, { localAdminSecret: LOCAL });
  const created = await t.app.inject({ method: 'POST', url: '/admin/api/tokens', headers: { authorization: `Local ${LOCAL}` }, payload: { name: 'marketing', scopes: 'documents' } });
  token = `Bearer ${created.json().secret as string}`;
}, 60_000);
afterAll(() => t?.close());

const all = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/admin/api/documents/all', headers: { authorization: token } });
  expect(res.statusCode).toBe(200);
  return res.json().documents as StaffDocument[];
};
const publicList = async (type: string) => ((await t.get(`/website/resource/list?type=${type}`)).body.data.result as { title: string; document: string }[]).map((d) => d.document);
const upload = (title: string, section: string, lines: string, pdf: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/api/documents?title=${encodeURIComponent(title)}&section=${section}&lines=${encodeURIComponent(lines)}`,
    headers: { authorization: token, 'content-type': 'application/pdf' },
    payload: pdf,
  });

describe('GET /admin/api/documents/all', () => {
  it('lists every public document as generated, with its section, lines and address, the databook among them', async () => {
    const docs = await all();
    expect(docs.every((d) => d.source === 'generated' && d.pages === null && d.uploadedBy === null)).toBe(true);
    const urls = (section: string) => docs.filter((d) => d.section === section).map((d) => d.url);
    expect(urls('brochures')).toEqual(await publicList('BROCHURES'));
    expect(urls('sell-sheets')).toEqual(await publicList('SELL_SHEET'));
    expect(urls('other')).toEqual(await publicList('OE_PRESSURE'));
    expect(docs.filter((d) => d.section === 'databook')).toEqual([
      expect.objectContaining({ slug: 'otr-engineering-databook', source: 'generated', url: '/website/documents/otr-engineering-databook.pdf', lines: [] }),
    ]);
    const families = await t.database.rows<{ name: string; family: string }>(sql`select pattern_name as name, family from pattern`);
    const family = families.find((f) => !f.family.startsWith('RH-4A+'))!.family;
    expect(docs.find((d) => d.section === 'brochures' && d.title === family)!.lines.sort()).toEqual(families.filter((f) => f.family === family).map((f) => f.name).sort());
    const sheet = docs.find((d) => d.section === 'sell-sheets')!;
    expect(sheet.lines).toEqual([sheet.title]);
    expect(sheet.url).toBe(`/website/documents/${sheet.slug}.pdf`);
  });

  it('after an upload, that document is uploaded (pages, bytes, who, when) and served at the same address; a new title is listed too', async () => {
    const before = (await all()).find((d) => d.section === 'sell-sheets')!;
    const pdf = await makePdf(`${before.title} sell sheet`);
    expect((await upload(before.title, 'sell-sheets', before.title, pdf)).statusCode).toBe(200);
    expect((await upload('Mining Fleet Guide', 'brochures', '', await makePdf('guide'))).statusCode).toBe(200);

    const docs = await all();
    const replaced = docs.filter((d) => d.slug === before.slug);
    expect(replaced).toEqual([
      {
        ...before,
        source: 'uploaded',
        pages: 2,
        bytes: pdf.length,
        uploadedBy: 'marketing',
        uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    const served = await t.app.inject({ method: 'GET', url: before.url });
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect(docs.find((d) => d.title === 'Mining Fleet Guide')).toMatchObject({ section: 'brochures', source: 'uploaded', lines: [], slug: 'brochure-mining-fleet-guide' });
    expect(docs.filter((d) => d.source === 'uploaded')).toHaveLength(2);
    expect(docs.filter((d) => d.section === 'brochures').map((d) => d.url)).toEqual(await publicList('BROCHURES'));

    expect((await t.app.inject({ method: 'POST', url: `/admin/api/documents/${before.slug}/remove`, headers: { authorization: token } })).statusCode).toBe(200);
    expect((await all()).find((d) => d.slug === before.slug)).toEqual(before);
  });
});
