// Small layout helpers over pdfkit: a new document, headings, paragraphs and paged tables.
import PDFDocument from 'pdfkit';
import { drawCover, PAGE, type CoverSpec } from './cover';

const MARGIN = 50;
const WIDTH = PAGE.width - MARGIN * 2;

export type Doc = PDFKit.PDFDocument;

export function newDocument(cover: CoverSpec): Doc {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${cover.brand} ${cover.kind}: ${cover.title}`, Author: cover.brand, Subject: cover.subtitle },
  });
  drawCover(doc, cover);
  return doc;
}

export function toBuffer(doc: Doc, footer: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const range = doc.bufferedPageRange();
    for (let i = range.start + 1; i < range.start + range.count; i += 1) {
      doc.switchToPage(i);
      doc.font('Helvetica').fontSize(8).fillColor('#5b6166');
      doc.text(`${footer} - page ${i + 1} of ${range.count}`, MARGIN, PAGE.height - 35, { width: WIDTH, align: 'center', lineBreak: false });
    }
    doc.end();
  });
}

export function heading(doc: Doc, text: string, size = 16): void {
  if (doc.y > PAGE.height - 140) doc.addPage();
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(size).fillColor('#1f2326').text(text, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.3);
}

export function paragraph(doc: Doc, text: string, size = 10): void {
  doc.font('Helvetica').fontSize(size).fillColor('#1f2326').text(text, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.4);
}

export function bullets(doc: Doc, items: string[]): void {
  doc.font('Helvetica').fontSize(10).fillColor('#1f2326');
  for (const item of items) doc.text(`-  ${item}`, MARGIN + 8, doc.y, { width: WIDTH - 8 });
  doc.moveDown(0.4);
}

/** A table that continues on new pages, repeating its header row. */
export function table(doc: Doc, headers: string[], rows: (string | number)[][], widths?: number[]): void {
  const w = widths ?? headers.map(() => WIDTH / headers.length);
  const rowHeight = 14;
  const drawRow = (cells: (string | number)[], bold: boolean) => {
    if (doc.y + rowHeight > PAGE.height - 60) {
      doc.addPage();
      if (!bold) drawRow(headers, true);
    }
    const y = doc.y;
    if (bold) doc.rect(MARGIN, y - 2, WIDTH, rowHeight).fill('#e8eaeb');
    let x = MARGIN;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5).fillColor('#1f2326');
    cells.forEach((cell, i) => {
      doc.text(String(cell), x + 2, y, { width: (w[i] ?? 40) - 4, lineBreak: false, ellipsis: true });
      x += w[i] ?? 40;
    });
    doc.y = y + rowHeight;
  };
  drawRow(headers, true);
  for (const r of rows) drawRow(r, false);
  doc.moveDown(0.6);
}

export function newPage(doc: Doc): void {
  doc.addPage();
  doc.y = MARGIN;
}
