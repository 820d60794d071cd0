// Reads a PDF back the way a reader would: page count and the text of every page (pdfjs, legacy build).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfjs = require('pdfjs-dist/legacy/build/pdf.js') as {
  getDocument(src: { data: Uint8Array; disableFontFace: boolean; verbosity: number }): {
    promise: Promise<{
      numPages: number;
      getPage(n: number): Promise<{ getTextContent(): Promise<{ items: { str?: string }[] }> }>;
      destroy(): Promise<void>;
    }>;
  };
};

export async function readPdf(bytes: Buffer): Promise<{ pages: number; text: string[] }> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true, verbosity: 0 }).promise;
  const text: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    text.push(content.items.map((item) => item.str ?? '').join(' '));
  }
  await doc.destroy();
  return { pages: doc.numPages, text };
}
