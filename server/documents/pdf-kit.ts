// Small layout helpers over pdfkit: a new document with its cover, headings, paragraphs, bullets, and the
// page footers written once every page exists.
import PDFDocument from 'pdfkit';
import { drawCover, PAGE, type CoverSpec } from './cover';

export const MARGIN = 50;
export const WIDTH = PAGE.width - MARGIN * 2;
/** Content stops here; the footer line sits below it, inside the bottom margin. */
export const CONTENT_BOTTOM = PAGE.height - 60;
const FOOTER_Y = PAGE.height - 35;

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

/** "… - page 3 of 12": the text of page `n`'s footer (the cover, page 1, carries none). */
export const footerText = (footer: string, n: number, count: number) => `${footer} - page ${n} of ${count}`;

/**
 * Writes the footer of every page after the cover, then ends the document. The footer lies inside the
 * bottom margin, where pdfkit would otherwise start a new page for it: the margin is lifted while it is
 * written and put back after.
 */
export function toBuffer(doc: Doc, footer: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const range = doc.bufferedPageRange();
    for (let i = range.start + 1; i < range.start + range.count; i += 1) {
      doc.switchToPage(i);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font('Helvetica').fontSize(8).fillColor('#5b6166');
      doc.text(footerText(footer, i + 1, range.count), MARGIN, FOOTER_Y, { width: WIDTH, align: 'center', lineBreak: false });
      doc.page.margins.bottom = bottom;
    }
    doc.end();
  });
}

export function newPage(doc: Doc): void {
  doc.addPage();
  doc.y = MARGIN;
}

export function heading(doc: Doc, text: string, size = 16): void {
  if (doc.y > PAGE.height - 140) newPage(doc);
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(size).fillColor('#1f2326').text(text, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.3);
}

export function paragraph(doc: Doc, text: string, size = 10): void {
  doc.font('Helvetica').fontSize(size).fillColor('#1f2326').text(text, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.4);
}

export function bullets(doc: Doc, items: string[]): void {
  doc.font('Helvetica').fontSize(10).fillColor('#1f2326');
  for (const item of items) {
    if (doc.y + doc.currentLineHeight(true) > CONTENT_BOTTOM) newPage(doc);
    const y = doc.y;
    doc.text('-', MARGIN + 8, y, { lineBreak: false });
    doc.text(item, MARGIN + 20, y, { width: WIDTH - 20 });
  }
  doc.moveDown(0.4);
}
