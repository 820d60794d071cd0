// Documents the brand uploads (issue 18): a real PDF, checked (not a PDF, active content, unknown lines refused
// with every problem and nothing stored), stored by content hash, listed at once in place of the generated
// document of the same section and title, with its own cover; removing it brings the generated one back.
import crypto from 'node:crypto';
import PDFDocument from 'pdfkit';
import { sql } from 'drizzle-orm';
import { makeTestApp, type TestApp } from './support/test-app';

const LOCAL = 'local-secret-for-document-tests-012345678';
let t: TestApp;
let token: string;
let line: string;

/** A real two-page PDF, as a design tool exports one. */
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

/** A PDF whose opening runs a script (hand-written: a design tool's "interactive" export). */
const SCRIPTED = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const COVER = '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="80"><rect width="60" height="80" fill="#c2410c"/></svg>';

beforeAll(async () => {
  t = await makeTestApp({}, { localAdminSecret: LOCAL });
  const created = await t.app.inject({ method: 'POST', url: '/admin/api/tokens', headers: { authorization: `Local ${LOCAL}` }, payload: { name: 'marketing', scopes: 'documents' } });
  token = `Bearer ${created.json().secret as string}`;
  line = (await t.database.rows<{ name: string }>(sql`select pattern_name as name from pattern order by pattern_name limit 1`))[0]!.name;
}, 60_000);
afterAll(() => t?.close());

const upload = (query: string, body: Buffer, auth = token, type = 'application/pdf') =>
  t.app.inject({ method: 'POST', url: `/admin/api/documents?${query}`, headers: { authorization: auth, 'content-type': type }, payload: body });
const sellSheets = async () =>
  (await t.get('/website/resource/list?type=SELL_SHEET')).body.data.result as { title: string; document: string; thumbnail: string }[];

describe('uploaded documents (issue 18)', () => {
  it('refuses what is not a clean PDF, with every problem, and stores nothing', async () => {
    const notPdf = await upload(`title=X&section=brochures`, Buffer.from('GIF89a not a pdf'));
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json().problems).toEqual([expect.objectContaining({ file: 'document', rule: 'pdf', message: 'is not a PDF (it does not start with %PDF-)' })]);
    const scripted = await upload(`title=X&section=brochures&lines=${encodeURIComponent(`${line};No Such Line`)}`, SCRIPTED);
    expect(scripted.statusCode).toBe(422);
    expect(scripted.json().problems).toEqual([
      expect.objectContaining({ file: 'lines', rule: 'reference' }),
      expect.objectContaining({ file: 'document', rule: 'pdf', message: expect.stringContaining('active content (JavaScript)') }),
    ]);
    expect((await upload('title=X&section=posters', await makePdf('x'))).statusCode).toBe(400);
    const other = await t.app.inject({ method: 'POST', url: '/admin/api/tokens', headers: { authorization: `Local ${LOCAL}` }, payload: { name: 'catalog job', scopes: 'catalog' } });
    expect((await upload('title=X&section=brochures', await makePdf('x'), `Bearer ${other.json().secret as string}`)).statusCode).toBe(403);
    expect(await t.database.rows(sql`select slug from uploaded_document`)).toEqual([]);
    expect(await t.database.rows(sql`select hash from document_file`)).toEqual([]);
  });

  it('a sell sheet uploaded for a line replaces its generated one at once, with its cover; removing it brings the generated one back', async () => {
    const before = (await sellSheets()).find((d) => d.title === line)!;
    const generated = await t.app.inject({ method: 'GET', url: before.document });
    const pdf = await makePdf(`${line} sell sheet`);
    const res = await upload(`title=${encodeURIComponent(line)}&section=sell-sheets&lines=${encodeURIComponent(line)}`, pdf);
    expect(res.statusCode).toBe(200);
    const { slug, pages, fileHash } = res.json().document;
    expect([pages, fileHash]).toEqual([2, crypto.createHash('sha256').update(pdf).digest('hex')]);
    expect(before.document).toBe(`/website/documents/${slug}.pdf`);

    const listed = (await sellSheets()).filter((d) => d.title === line);
    expect(listed).toHaveLength(1);
    const served = await t.app.inject({ method: 'GET', url: listed[0]!.document });
    expect(served.rawPayload.equals(pdf)).toBe(true);

    const cover = await t.app.inject({ method: 'POST', url: `/admin/api/documents/${slug}/cover?file=cover.svg`, headers: { authorization: token, 'content-type': 'image/svg+xml' }, payload: COVER });
    expect(cover.statusCode).toBe(200);
    const thumb = (await sellSheets()).find((d) => d.title === line)!.thumbnail;
    const image = await t.app.inject({ method: 'GET', url: thumb });
    expect([image.statusCode, image.headers['content-type'], image.body]).toEqual([200, 'image/svg+xml', COVER]);

    expect((await t.app.inject({ method: 'POST', url: `/admin/api/documents/${slug}/remove`, headers: { authorization: token } })).statusCode).toBe(200);
    const back = await t.app.inject({ method: 'GET', url: before.document });
    // Generated again (pdfkit stamps each file with its time, so compare the size, not the bytes).
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(pdf)).toBe(false);
    expect(Math.abs(back.rawPayload.length - generated.rawPayload.length)).toBeLessThan(64);
    expect((await t.app.inject({ method: 'POST', url: `/admin/api/documents/${slug}/remove`, headers: { authorization: token } })).statusCode).toBe(404);
  });
});
