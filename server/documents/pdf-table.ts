// Paged tables for the documents: a cell too long for its column wraps inside it (nothing is cut off), the
// header row repeats at the top of every page the table runs onto, and a caption row (spanning the table)
// never sits alone at the bottom of a page.
import { CONTENT_BOTTOM, MARGIN, newPage, WIDTH, type Doc } from './pdf-kit';

export type Cell = string | number;
/** A row of cells, or a caption spanning the table (e.g. one load table's speed and conditions). */
export type Row = Cell[] | { caption: string };

const SIZE = 7;
const PAD = 2;
const INK = '#1f2326';

export interface TableParts {
  /** This call continues the rows of the previous one (no header row before its first row). */
  continued?: boolean;
  /** More rows follow in another call (no space after this part). */
  continues?: boolean;
}

export function table(doc: Doc, headers: string[], rows: Row[], widths?: number[], parts: TableParts = {}): void {
  const w = widths ?? headers.map(() => WIDTH / headers.length);
  const width = Math.min(WIDTH, w.reduce((a, b) => a + b, 0));

  const drawCells = (cells: Cell[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(SIZE);
    const line = doc.currentLineHeight(true);
    const texts = cells.map(String);
    const fits = texts.map((t, i) => doc.widthOfString(t) <= (w[i] ?? 40) - 4);
    const h = Math.max(...texts.map((t, i) => (fits[i] ? line : doc.heightOfString(t, { width: (w[i] ?? 40) - 4 })))) + PAD * 2;
    if (doc.y + h > CONTENT_BOTTOM && !bold) {
      newPage(doc);
      drawCells(headers, true);
      doc.font('Helvetica').fontSize(SIZE);
    }
    const y = doc.y;
    if (bold) doc.rect(MARGIN, y, width, h).fill('#e8eaeb');
    doc.fillColor(INK);
    let x = MARGIN;
    texts.forEach((text, i) => {
      // A text that fits is drawn without pdfkit's line wrapper (much faster: the databook has ~70k cells).
      if (fits[i]) doc.text(text, x + 2, y + PAD, { lineBreak: false });
      else doc.text(text, x + 2, y + PAD, { width: (w[i] ?? 40) - 4 });
      x += w[i] ?? 40;
    });
    doc.y = y + h;
  };

  const drawCaption = (caption: string) => {
    doc.font('Helvetica-Bold').fontSize(SIZE);
    const h = doc.heightOfString(caption, { width: width - 4 }) + PAD * 2;
    // Keep the caption with at least one row under it.
    if (doc.y + h + doc.currentLineHeight(true) + PAD * 2 > CONTENT_BOTTOM) {
      newPage(doc);
      drawCells(headers, true);
      doc.font('Helvetica-Bold').fontSize(SIZE);
    }
    const y = doc.y;
    doc.rect(MARGIN, y, width, h).fill('#f3f4f4');
    doc.fillColor(INK).text(caption, MARGIN + 2, y + PAD, { width: width - 4 });
    doc.y = y + h;
  };

  if (!parts.continued) {
    if (doc.y + 40 > CONTENT_BOTTOM) newPage(doc);
    drawCells(headers, true);
  }
  for (const r of rows) {
    if (Array.isArray(r)) drawCells(r, false);
    else drawCaption(r.caption);
  }
  doc.x = MARGIN;
  if (!parts.continues) doc.moveDown(0.6);
}
