// The slow documents (the databook: ~18 s for a 5,000-size catalog on the 2-core VM) are built on a thread of
// their own, so the server keeps answering while one is generated (issue 18: catalog GETs during a publish).
// One thread per process, started on first use, requests one after another; it never keeps the process alive.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DocCatalog } from './data';
import type { PdfReply, PdfRequest } from './pdf-worker-main';

export interface PdfThread {
  build(catalog: DocCatalog, brand: string, date: Date, slug: string): Promise<Buffer>;
  close(): Promise<void>;
}

export function createPdfThread(): PdfThread {
  let worker: Worker | null = null;
  let closed = false;
  let nextId = 1;
  const pending = new Map<number, { resolve(pdf: Buffer): void; reject(err: Error): void }>();

  const fail = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
    worker = null;
  };

  function thread(): Worker {
    if (worker) return worker;
    // Not the parent's flags (`--import tsx` and the like): the entry registers tsx itself, the same way
    // under `npm start`, the test server process and jest.
    const w = new Worker(path.join(__dirname, 'pdf-worker.cjs'), { execArgv: [] });
    w.on('message', (reply: PdfReply) => {
      const p = pending.get(reply.id);
      pending.delete(reply.id);
      if (!p) return;
      if ('error' in reply) p.reject(new Error(reply.error));
      else p.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
    });
    w.on('error', fail);
    w.on('exit', (code) => {
      if (worker === w) fail(new Error(`the PDF thread stopped (exit ${code})`));
    });
    // After the listeners: attaching one may hold the process open again.
    w.unref();
    worker = w;
    return w;
  }

  return {
    build(catalog, brand, date, slug) {
      if (closed) return Promise.reject(new Error('the PDF thread is closed'));
      return new Promise<Buffer>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        const request: PdfRequest = { id, catalog, brand, date: date.toISOString(), slug };
        thread().postMessage(request);
      });
    },
    async close() {
      closed = true;
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
