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

export type ContentRepository = ReturnType<typeof createContentRepository>;

export function createContentRepository(database: Database) {
  let cache: Promise<Map<string, Entry[]>> | null = null;

  async function load(): Promise<Map<string, Entry[]>> {
    const [rows, media] = await Promise.all([
      database.rows<Row>(sql`select id, document_id, collection, data, created_at, updated_at, published_at
        from content_item order by id`),
      database.rows<{ path: string; content_type: string; size: number; updated_at: Date | string }>(
        sql`select path, content_type, length(body)::int as size, updated_at from media where path like 'content/%'`,
      ),
    ]);
    const byPath = new Map(media.map((m, i) => [m.path, { ...m, id: i + 1 }]));
    const resolve = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(resolve);
      if (isMediaRef(value)) {
        const m = byPath.get(value.path);
        const ext = path.extname(value.path);
        const obj: StoredMedia = {
          id: m?.id ?? 0,
          documentId: documentId(`media/${value.path}`),
          name: path.basename(value.path),
          alternativeText: value.alt ?? null,
          url: `/media/${value.path}`,
          mime: m?.content_type ?? 'application/octet-stream',
          ext,
          size: Math.round(((m?.size ?? 0) / 1024) * 100) / 100,
          width: null,
          height: null,
        };
        return obj;
      }
      if (typeof value === 'object' && value !== null) {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]));
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
