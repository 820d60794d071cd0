// Content entries by collection, with media references resolved to Strapi-like media objects. Kept in
// memory until a seed moves the version (the collections are small; the catalog watch invalidates).
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { StoredMedia, Entry } from './apply';
import type { Database } from '../db/database';
import { documentId } from './seed/load';

interface Row {
  id: number;
  document_id: string;
  collection: string;
  data: Record<string, unknown>;
  created_at: Date | string;
  updated_at: Date | string;
  published_at: Date | string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const isMediaRef = (v: unknown): v is { path: string; alt?: string } =>
  typeof v === 'object' && v !== null && typeof (v as { path?: unknown }).path === 'string';

const isDocumentRef = (v: unknown): v is { url: string } =>
  typeof v === 'object' && v !== null && typeof (v as { url?: unknown }).url === 'string' && Object.keys(v).length === 1;

/** An SVG's width and height attributes (the artwork always has both), as Strapi's upload reads them. */
function svgSize(head: Uint8Array | null): { width: number | null; height: number | null } {
  const tag = /<svg\b[^>]*>/.exec(Buffer.from(head ?? new Uint8Array()).toString('utf8'))?.[0] ?? '';
  const dim = (name: string) => {
    const m = new RegExp(`\\s${name}="(\\d+(?:\\.\\d+)?)"`).exec(tag);
    return m ? Math.round(Number(m[1])) : null;
  };
  return { width: dim('width'), height: dim('height') };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

export function createContentRepository(database: Database) {
  let cache: Promise<Map<string, Entry[]>> | null = null;

  async function load(): Promise<Map<string, Entry[]>> {
    const [rows, media] = await Promise.all([
      database.rows<Row>(sql`select id, document_id, collection, data, created_at, updated_at, published_at
        from content_item order by id`),
      database.rows<{ path: string; content_type: string; size: number; head: Uint8Array; updated_at: Date | string }>(
        sql`select path, content_type, length(body)::int as size, substring(body from 1 for 512) as head, updated_at
          from media where path like 'content/%'`,
      ),
    ]);
    const byPath = new Map(media.map((m, i) => [m.path, { ...m, id: i + 1, ...svgSize(m.head) }]));
    let componentId = 0;
    const mediaObject = (value: { path: string; alt?: string }): StoredMedia => {
      const m = byPath.get(value.path);
      const ext = path.extname(value.path);
      const stamp = iso(m?.updated_at ?? new Date(0))!;
      return {
        id: m?.id ?? 0,
        documentId: documentId(`media/${value.path}`),
        name: path.basename(value.path),
        alternativeText: value.alt ?? null,
        caption: null,
        focalPoint: null,
        width: m?.width ?? null,
        height: m?.height ?? null,
        formats: null,
        hash: `${path.basename(value.path, ext).replace(/[^a-z0-9]+/gi, '_')}_${documentId(value.path).slice(0, 10)}`,
        ext,
        mime: m?.content_type ?? 'application/octet-stream',
        size: Math.round(((m?.size ?? 0) / 1024) * 100) / 100,
        url: `/media/${value.path}`,
        previewUrl: null,
        provider: 'local',
        provider_metadata: null,
        createdAt: stamp,
        updatedAt: stamp,
        publishedAt: stamp,
      };
    };
    // A document of the site service (a brochure): a media object whose file this server serves itself.
    const documentObject = (url: string): StoredMedia => {
      const name = path.basename(url);
      const stamp = iso(new Date(0))!;
      const title = path.basename(name, '.pdf').replace(/^brochure-/, '').replace(/-/g, ' ');
      return {
        ...mediaObject({ path: `documents/${name}`, alt: `Brochure (PDF): ${title}` }),
        name,
        hash: `${path.basename(name, '.pdf').replace(/[^a-z0-9]+/gi, '_')}_${documentId(url).slice(0, 10)}`,
        ext: '.pdf',
        mime: 'application/pdf',
        size: 0,
        url,
        provider: 'site',
        createdAt: stamp,
        updatedAt: stamp,
        publishedAt: stamp,
      };
    };
    // Media references become media objects; component items (objects inside lists) get their own ids.
    const resolve = (value: unknown, inList = false): unknown => {
      if (Array.isArray(value)) return value.map((v) => resolve(v, true));
      if (isMediaRef(value)) return mediaObject(value);
      if (isDocumentRef(value)) return documentObject(value.url);
      if (typeof value === 'object' && value !== null) {
        const fields = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]));
        return inList ? { id: ++componentId, ...fields } : fields;
      }
      return value;
    };
    const out = new Map<string, Entry[]>();
    for (const r of rows) {
      const entry: Entry = {
        id: r.id,
        documentId: r.document_id,
        ...(resolve(r.data) as Record<string, unknown>),
        createdAt: iso(r.created_at),
        updatedAt: iso(r.updated_at),
        publishedAt: iso(r.published_at),
      };
      out.set(r.collection, [...(out.get(r.collection) ?? []), entry]);
    }
    return out;
  }

  return {
    invalidate(): void {
      cache = null;
    },
    async entries(collection: string): Promise<Entry[]> {
      cache ??= load().catch((err: unknown) => {
        cache = null;
        throw err;
      });
      return (await cache).get(collection) ?? [];
    },
  };
}
