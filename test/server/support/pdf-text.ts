// Reads a PDF back the way a reader would: page count, the text of every page, and its lines of text as
// cells (text runs on one baseline, left to right), which is how a table row reads (pdfjs, legacy build).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfjs = require('pdfjs-dist/legacy/build/pdf.js') as {
  getDocument(src: { data: Uint8Array; disableFontFace: boolean; verbosity: number }): {
    promise: Promise<{
      numPages: number;
      getPage(n: number): Promise<{ getTextContent(): Promise<{ items: { str?: string; transform?: number[] }[] }> }>;
      destroy(): Promise<void>;
    }>;
  };
};

export interface PdfText {
  pages: number;
  /** Each page's text runs joined by spaces. */
  text: string[];
  /** Each page's lines, top to bottom; a line is its text runs left to right (a table row's cells). */
  lines: string[][][];
}

export async function readPdf(bytes: Buffer): Promise<PdfText> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true, verbosity: 0 }).promise;
  const text: string[] = [];
  const lines: string[][][] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const { items } = await (await doc.getPage(i)).getTextContent();
    text.push(items.map((item) => item.str ?? '').join(' '));
    const byY = new Map<number, { x: number; str: string }[]>();
    for (const item of items) {
      if (!item.str?.trim() || !item.transform) continue;
      const y = Math.round(item.transform[5]!);
      byY.set(y, [...(byY.get(y) ?? []), { x: item.transform[4]!, str: item.str.trim() }]);
    }
    lines.push(
      [...byY.entries()]
        .sort((a, b) => b[0] - a[0])
        .map(([, runs]) => runs.sort((a, b) => a.x - b.x).map((r) => r.str)),
    );
  }
  await doc.destroy();
  return { pages: doc.numPages, text, lines };
}
