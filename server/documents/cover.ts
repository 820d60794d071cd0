// A document's cover, laid out once as shapes and text lines, then drawn twice: on the PDF's first page and
// as the SVG thumbnail the resource tiles show. Both draw the same list, so the thumbnail is the real cover,
// footer line included.
import type PDFKit from 'pdfkit';

export interface CoverSpec {
  brand: string;
  /** 'Brochure', 'Sell Sheet', 'OE Pressure Recommendations', 'Engineering Data'. */
  kind: string;
  title: string;
  subtitle: string;
  /** Accent colour of the kind. */
  accent: string;
  /** Date line, e.g. "Edition of 22 November 2026". */
  dateLine: string;
}

// Letter-size page in points; the thumbnail keeps its proportions.
export const PAGE = { width: 612, height: 792 };
const DARK = '#1f2326';
const GREY = '#5b6166';

type Shape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill: string }
  | { kind: 'polygon'; points: [number, number][]; fill: string }
  /** One line of text; y is its baseline. */
  | { kind: 'text'; x: number; y: number; text: string; size: number; bold: boolean; fill: string; spacing: number };

/** Wraps text at about `chars` characters per line, at most `max` lines (the last one then ends in "..."). */
export function wrapLines(text: string, chars: number, max: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > chars) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length <= max) return out;
  const kept = out.slice(0, max);
  kept[max - 1] = `${kept[max - 1]!.replace(/[\s,;:.]+$/, '')}...`;
  return kept;
}

export function coverLayout(c: CoverSpec): Shape[] {
  const text = (x: number, y: number, t: string, size: number, fill: string, bold = false, spacing = 0): Shape => ({
    kind: 'text', x, y, text: t, size, bold, fill, spacing,
  });
  const shapes: Shape[] = [
    { kind: 'rect', x: 0, y: 0, w: PAGE.width, h: 250, fill: DARK },
    { kind: 'rect', x: 0, y: 250, w: PAGE.width, h: 10, fill: c.accent },
    text(60, 88, c.brand.toUpperCase(), 30, '#ffffff', true, 4),
    text(60, 124, c.kind.toUpperCase(), 14, c.accent, true, 2),
    ...wrapLines(c.title, 30, 3).map((l, i) => text(60, 168 + i * 30, l, 26, '#ffffff', true)),
  ];
  // Tread-like chevrons: the brand's cover motif.
  for (let row = 0; row < 6; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      const [x, y, w, h] = [60 + col * 104, 330 + row * 44, 80, 22];
      shapes.push({ kind: 'polygon', points: [[x, y + h], [x + w / 2, y], [x + w, y + h], [x + w / 2, y + h / 2]], fill: '#d9dcde' });
    }
  }
  shapes.push(
    ...wrapLines(c.subtitle, 60, 3).map((l, i) => text(60, 634 + i * 18, l, 14, DARK)),
    text(60, 710, c.dateLine, 10, GREY),
    text(60, 726, `${c.brand} Off-the-Road (OTR) Tires - sample data for a fictional brand`, 10, GREY),
  );
  return shapes;
}

export function drawCover(doc: PDFKit.PDFDocument, c: CoverSpec): void {
  for (const s of coverLayout(c)) {
    if (s.kind === 'rect') doc.rect(s.x, s.y, s.w, s.h).fill(s.fill);
    else if (s.kind === 'polygon') doc.polygon(...s.points).fill(s.fill);
    else {
      doc.fillColor(s.fill).font(s.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(s.size);
      doc.text(s.text, s.x, s.y, { baseline: 'alphabetic', lineBreak: false, characterSpacing: s.spacing });
    }
  }
}

const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function coverSvg(c: CoverSpec): string {
  const body = coverLayout(c)
    .map((s) => {
      if (s.kind === 'rect') return `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" fill="${s.fill}"/>`;
      if (s.kind === 'polygon') return `<polygon points="${s.points.map((p) => p.join(',')).join(' ')}" fill="${s.fill}"/>`;
      const weight = s.bold ? ' font-weight="700"' : '';
      const spacing = s.spacing ? ` letter-spacing="${s.spacing}"` : '';
      return `<text x="${s.x}" y="${s.y}" font-size="${s.size}"${weight}${spacing} fill="${s.fill}">${esc(s.text)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PAGE.width} ${PAGE.height}" width="306" height="396" font-family="Helvetica, Arial, sans-serif" role="img">`
    + `<title>${esc(`${c.kind}: ${c.title}`)}</title>`
    + `<rect width="${PAGE.width}" height="${PAGE.height}" fill="#fff"/>${body}</svg>`;
}
