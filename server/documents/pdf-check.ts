// Checks of a PDF a brand uploads (issue 18): really a PDF (pdfjs opens it), at most MAX_PDF_BYTES and
// MAX_PDF_PAGES, and nothing that runs: no JavaScript (document, page or annotation actions), no launch of
// another program or file, no embedded files, no form submission. A visitor opens these documents in the
// site's PDF viewer and in their own reader, so any active content is refused rather than stripped.
import type { Problem } from '../catalog/exchange/problems';

export const MAX_PDF_BYTES = 32 * 1024 * 1024;
export const MAX_PDF_PAGES = 300;

interface PdfDoc {
  numPages: number;
  getJSActions(): Promise<Record<string, unknown> | null>;
  getAttachments(): Promise<Record<string, unknown> | null>;
  getPage(n: number): Promise<{ getAnnotations(): Promise<{ subtype?: string; actions?: Record<string, unknown>; action?: string; unsafeUrl?: string }[]> }>;
  destroy(): Promise<void>;
}

interface Pdfjs {
  getDocument(src: { data: Uint8Array; disableFontFace: boolean; verbosity: number; isEvalSupported: boolean; stopAtErrors: boolean }): { promise: Promise<PdfDoc> };
}

let pdfjs: Pdfjs | null = null;
/** pdfjs's Node build, loaded on first use; its warnings about the canvas it does not need stay out of the log. */
function loadPdfjs(): Pdfjs {
  if (pdfjs) return pdfjs;
  const log = console.log;
  console.log = () => undefined;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    pdfjs = require('pdfjs-dist/legacy/build/pdf.js') as Pdfjs;
  } finally {
    console.log = log;
  }
  return pdfjs;
}

/** Names of actions that run or open something, as they appear in a PDF's objects. */
const ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFile|SubmitForm|ImportData|RichMedia|GoToE)\b/;

/** The page count of a PDF that passes every check; problems (file `name`, rule `pdf`) otherwise. */
export async function checkPdf(bytes: Uint8Array, name: string, problems: Problem[]): Promise<number | null> {
  const fail = (message: string) => (problems.push({ file: name, rule: 'pdf', message }), null);
  if (bytes.length > MAX_PDF_BYTES) return fail(`is larger than ${MAX_PDF_BYTES / 1024 / 1024} MB`);
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') return fail('is not a PDF (it does not start with %PDF-)');
  // Uncompressed objects: the names are plain text. Compressed ones are read by pdfjs below.
  const active = ACTIVE.exec(Buffer.from(bytes).toString('latin1'));
  if (active) return fail(`holds active content (${active[1]}): export it again without scripts, launch actions or attachments`);
  let doc: PdfDoc;
  try {
    doc = await loadPdfjs().getDocument({ data: new Uint8Array(bytes), disableFontFace: true, verbosity: 0, isEvalSupported: false, stopAtErrors: true }).promise;
  } catch {
    return fail('cannot be read as a PDF (damaged, or encrypted with a password)');
  }
  try {
    if (doc.numPages > MAX_PDF_PAGES) return fail(`has ${doc.numPages} pages: at most ${MAX_PDF_PAGES}`);
    if (Object.keys((await doc.getJSActions()) ?? {}).length > 0) return fail('holds JavaScript actions');
    if (Object.keys((await doc.getAttachments()) ?? {}).length > 0) return fail('holds embedded files');
    for (let i = 1; i <= doc.numPages; i += 1) {
      for (const a of await (await doc.getPage(i)).getAnnotations()) {
        if (a.actions && Object.keys(a.actions).length > 0) return fail(`page ${i} has an annotation with JavaScript actions`);
        if (a.subtype === 'FileAttachment') return fail(`page ${i} has a file attachment`);
      }
    }
    return doc.numPages;
  } catch {
    return fail('cannot be read as a PDF (damaged)');
  } finally {
    await doc.destroy();
  }
}
