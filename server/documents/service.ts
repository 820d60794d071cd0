// Generated documents, cached until the catalog changes. Each document is generated at most once per
// catalog version: concurrent requests share the one generation in flight.
import type { Database } from '../db/database';
import { coverSvg } from './cover';
import { loadDocCatalog } from './data';
import { documentDefs, type DocDef, type ResourceType } from './registry';

export interface ResourceItem {
  title: string;
  thumbnail: string;
  document: string;
  type: ResourceType;
}

export const documentUrl = (slug: string) => `/website/documents/${slug}.pdf`;
export const thumbnailUrl = (slug: string) => `/website/documents/thumbnails/${slug}.svg`;

export type DocumentService = ReturnType<typeof createDocumentService>;

export function createDocumentService(database: Database, brand: string) {
  let defs: Promise<Map<string, DocDef>> | null = null;
  let pdfs = new Map<string, Promise<Buffer>>();
  let generations = 0;

  const registry = () =>
    (defs ??= loadDocCatalog(database).then((catalog) => new Map(documentDefs(catalog, brand, new Date()).map((d) => [d.slug, d]))));

  return {
    invalidate(): void {
      defs = null;
      pdfs = new Map();
    },
    async list(type: ResourceType): Promise<ResourceItem[]> {
      return [...(await registry()).values()]
        .filter((d) => d.type === type)
        .sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0))
        .map((d) => ({ title: d.title, thumbnail: thumbnailUrl(d.slug), document: documentUrl(d.slug), type: d.type }));
    },
    async pdf(slug: string): Promise<Buffer | null> {
      const def = (await registry()).get(slug);
      if (!def) return null;
      const cache = pdfs;
      let pending = cache.get(slug);
      if (!pending) {
        generations += 1;
        pending = def.build();
        cache.set(slug, pending);
        // A failed generation is not kept: the next request tries again.
        pending.catch(() => cache.delete(slug));
      }
      return pending;
    },
    /** How many documents were generated since start (the cache's effect, for tests and logs). */
    generations: () => generations,
    async thumbnail(slug: string): Promise<string | null> {
      const def = (await registry()).get(slug);
      return def ? coverSvg(def.cover) : null;
    },
  };
}
