// Inside the PDF thread: builds the document a message names from the catalog data it carries (documentDefs,
// as the service would in the main thread) and posts the bytes back.
import { parentPort } from 'node:worker_threads';
import type { DocCatalog } from './data';
import { documentDefs } from './registry';

export interface PdfRequest {
  id: number;
  catalog: DocCatalog;
  brand: string;
  /** The edition date, as an ISO string. */
  date: string;
  slug: string;
}

export type PdfReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (request: PdfRequest) => {
  const reply = (message: PdfReply) => parentPort!.postMessage(message);
  const def = documentDefs(request.catalog, request.brand, new Date(request.date)).find((d) => d.slug === request.slug);
  if (!def) {
    reply({ id: request.id, error: `no document ${request.slug}` });
    return;
  }
  def.build().then(
    (pdf) => reply({ id: request.id, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) }),
    (err: unknown) => reply({ id: request.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
