// A document's cover, described once and drawn twice: on the PDF's first page and as the SVG thumbnail the
// resource tiles show, so the thumbnail is the real cover.
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

/** Tread-like chevrons: the brand's cover motif. */
function chevrons(): { x: number; y: number; w: number; h: number }[] {
  const out = [];
  for (let row = 0; row < 6; row += 1) {
    for (let col = 0; col < 5; col += 1) out.push({ x: 60 + col * 104, y: 330 + row * 44, w: 80, h: 22 });
  }
  return out;
}

export function drawCover(doc: PDFKit.PDFDocument, c: CoverSpec): void {
  doc.rect(0, 0, PAGE.width, 250).fill(DARK);
  doc.rect(0, 250, PAGE.width, 10).fill(c.accent);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(30).text(c.brand.toUpperCase(), 60, 60, { characterSpacing: 4 });
  doc.fillColor(c.accent).font('Helvetica-Bold').fontSize(14).text(c.kind.toUpperCase(), 60, 110, { characterSpacing: 2 });
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(26).text(c.title, 60, 140, { width: 492 });
  for (const k of chevrons()) {
    doc.save().polygon([k.x, k.y + k.h], [k.x + k.w / 2, k.y], [k.x + k.w, k.y + k.h], [k.x + k.w / 2, k.y + k.h / 2]).fill('#d9dcde').restore();
  }
  doc.fillColor(DARK).font('Helvetica').fontSize(14).text(c.subtitle, 60, 620, { width: 492 });
  doc.fillColor(GREY).fontSize(10).text(c.dateLine, 60, 700);
  doc.text(`${c.brand} Off-the-Road (OTR) Tires - sample data for a fictional brand`, 60, 716);
}

const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Wraps text at about `chars` characters per line. */
function lines(text: string, chars: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > chars && line) {
      out.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) out.push(line);
  return out;
}

export function coverSvg(c: CoverSpec): string {
  const title = lines(c.title, 30)
    .slice(0, 3)
    .map((l, i) => `<text x="60" y="${168 + i * 30}" font-size="26" font-weight="700" fill="#fff">${esc(l)}</text>`)
    .join('');
  const subtitle = lines(c.subtitle, 60)
    .slice(0, 3)
    .map((l, i) => `<text x="60" y="${634 + i * 18}" font-size="14" fill="${DARK}">${esc(l)}</text>`)
    .join('');
  const marks = chevrons()
    .map((k) => `<polygon points="${k.x},${k.y + k.h} ${k.x + k.w / 2},${k.y} ${k.x + k.w},${k.y + k.h} ${k.x + k.w / 2},${k.y + k.h / 2}" fill="#d9dcde"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PAGE.width} ${PAGE.height}" width="306" height="396" font-family="Helvetica, Arial, sans-serif" role="img">`
    + `<title>${esc(`${c.kind}: ${c.title}`)}</title>`
    + `<rect width="${PAGE.width}" height="${PAGE.height}" fill="#fff"/>`
    + `<rect width="${PAGE.width}" height="250" fill="${DARK}"/><rect y="250" width="${PAGE.width}" height="10" fill="${c.accent}"/>`
    + `<text x="60" y="88" font-size="30" font-weight="700" letter-spacing="4" fill="#fff">${esc(c.brand.toUpperCase())}</text>`
    + `<text x="60" y="124" font-size="14" font-weight="700" letter-spacing="2" fill="${c.accent}">${esc(c.kind.toUpperCase())}</text>`
    + title + marks + subtitle
    + `<text x="60" y="710" font-size="10" fill="${GREY}">${esc(c.dateLine)}</text></svg>`;
}
