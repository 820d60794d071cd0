// Generated documents, cached until the seeded data changes. Each document is generated at most once per
// version: concurrent requests share the one generation in flight.
//
// The catalog watch (plugins/catalog-watch.ts) calls invalidate() when catalog_meta moves, and every seed
// moves it: the catalog seed (catalog_version) and the content seed (content_version) alike. So a new
// catalog or edited content (e.g. the Reliable Services sections the brochures list) gives new documents on
// the next request. Once warm() was called (at server start), an invalidation also regenerates the
// databook in the background, so no visitor waits for it. A publish goes further (refresh): the new documents
// are listed at once, and the databook, seconds to build, is served as it was until the new one is ready.
import type { Database } from '../db/database';
import { createContentRepository } from '../content/repository';
import { coverSvg } from './cover';
import { loadDocCatalog, type DocCatalog } from './data';
import type { ResourceDocument, ResourceType } from '../../src/contract/resources';
import { coverSpec, DATABOOK_SLUG, documentDefs, type DocDef } from './registry';
import { listUploads, storedFile, type UploadedInfo } from './uploads';
import { createPdfThread } from './pdf-thread';

export const documentUrl = (slug: string) => `/website/documents/${slug}.pdf`;
export const thumbnailUrl = (slug: string) => `/website/documents/thumbnails/${slug}.svg`;

export type DocumentService = ReturnType<typeof createDocumentService>;

/** The documents of one catalog and content version: their definitions and the PDFs generated so far. */
interface Generation {
  defs: Promise<{ catalog: DocCatalog; date: Date; defs: Map<string, DocDef> }> | null;
  pdfs: Map<string, Promise<Buffer>>;
}

export function createDocumentService(database: Database, brand: string) {
  const content = createContentRepository(database);
  let current: Generation = { defs: null, pdfs: new Map() };
  let generations = 0;
  /** Moves whenever the documents' list may have changed (the search writes their titles again: server/search). */
  let revision = 0;
  let warming: ((err: unknown) => void) | null = null;
  const thread = createPdfThread();

  const loaded = (g: Generation = current) =>
    (g.defs ??= Promise.all([loadDocCatalog(database, content), listUploads(database)]).then(
      ([catalog, uploads]) => {
        const date = new Date();
        const defs = new Map(documentDefs(catalog, brand, date).map((d) => [d.slug, d]));
        // An upload replaces the generated document of its slug (same section and title).
        for (const u of uploads) defs.set(u.slug, uploadedDef(u, date));
        return { catalog, date, defs };
      },
      (err: unknown) => {
        g.defs = null;
        throw err;
      },
    ));
  const registry = async (g: Generation = current) => (await loaded(g)).defs;

  const uploadedDef = (u: UploadedInfo, date: Date): DocDef => ({
    slug: u.slug,
    title: u.title,
    type: u.type,
    cover: coverSpec(u.type, u.title, u.lines.join(', '), brand, date),
    ...(u.cover ? { coverImage: u.cover } : {}),
    build: async () => {
      const file = await storedFile(database, u.fileHash);
      if (!file) throw new Error(`the file of ${u.slug} is missing`);
      return file.body;
    },
  });

  async function pdfOf(g: Generation, slug: string): Promise<Buffer | null> {
    const { catalog, date, defs } = await loaded(g);
    const def = defs.get(slug);
    if (!def) return null;
    let pending = g.pdfs.get(slug);
    if (!pending) {
      generations += 1;
      // The databook takes seconds (more for a big catalog): built on the PDF thread, the others here.
      pending = slug === DATABOOK_SLUG ? thread.build(catalog, brand, date, slug) : def.build();
      g.pdfs.set(slug, pending);
      // A failed generation is not kept: the next request tries again.
      pending.catch(() => g.pdfs.delete(slug));
    }
    return pending;
  }

  const pdf = (slug: string) => pdfOf(current, slug);

  /** Generates the databook (the one slow document) ahead of the first request for it. */
  async function warmDatabook(): Promise<void> {
    await pdf(DATABOOK_SLUG);
  }

  return {
    invalidate(): void {
      current = { defs: null, pdfs: new Map() };
      revision += 1;
      content.invalidate();
      const onError = warming;
      if (onError) setImmediate(() => void warmDatabook().catch(onError));
    },
    /**
     * The documents of the data as it is now, the databook generated, while the current ones are still served;
     * `commit` makes them current (a publish: plugins/catalog-watch.ts).
     */
    /**
     * The documents of the data as it is now, made current once their list is read (the caller drops its caches
     * right after): every document follows the new data at once but the databook, whose previous edition is
     * served until the new one, built on the PDF thread, is ready. `databook` settles then.
     */
    async refresh(): Promise<{ databook: Promise<void> }> {
      content.invalidate();
      const previous = current.pdfs.get(DATABOOK_SLUG);
      const next: Generation = { defs: null, pdfs: new Map() };
      const { catalog, date } = await loaded(next);
      generations += 1;
      const fresh = thread.build(catalog, brand, date, DATABOOK_SLUG);
      next.pdfs.set(DATABOOK_SLUG, previous ?? fresh);
      current = next;
      revision += 1;
      const databook = fresh.then(
        () => void next.pdfs.set(DATABOOK_SLUG, fresh),
        (err: unknown) => {
          if (next.pdfs.get(DATABOOK_SLUG) === fresh) next.pdfs.delete(DATABOOK_SLUG);
          throw err;
        },
      );
      return { databook };
    },
    /**
     * Starts generating the databook now and again after each invalidation; never blocks the caller's
     * startup. `onError` hears about a failed background generation (requests retry on their own).
     */
    warm(onError: (err: unknown) => void): Promise<void> {
      warming = onError;
      return warmDatabook();
    },
    async list(type: ResourceType): Promise<ResourceDocument[]> {
      return [...(await registry()).values()]
        .filter((d) => d.type === type)
        .sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0))
        .map((d) => ({
          title: d.title,
          thumbnail: d.coverImage ? `/website/documents/thumbnails/${d.slug}.${d.coverImage.ext}` : thumbnailUrl(d.slug),
          document: documentUrl(d.slug),
          type: d.type,
        }));
    },
    pdf,
    /** A number that moves whenever the list of documents may have changed. */
    revision: () => revision,
    /** Stops the PDF thread (the server's close). */
    close: () => thread.close(),
    /** How many documents were generated since start (the cache's effect, for tests and logs). */
    generations: () => generations,
    /** Whether a document is generated (or being generated) for the current version. */
    isCached: (slug: string) => current.pdfs.has(slug),
    /** A document's cover: the uploaded image in its own format, else the generated SVG (ext "svg"). */
    async thumbnail(slug: string, ext: string): Promise<{ contentType: string; body: string | Buffer } | null> {
      const def = (await registry()).get(slug);
      if (!def) return null;
      if (def.coverImage) return def.coverImage.ext === ext ? storedFile(database, def.coverImage.hash) : null;
      return ext === 'svg' ? { contentType: 'image/svg+xml; charset=utf-8', body: coverSvg(def.cover) } : null;
    },
  };
}
