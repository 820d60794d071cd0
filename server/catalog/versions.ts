// Catalog versions (issue 18): every published catalog is stored whole in PostgreSQL (never in one process), its
// line images once by content hash. `catalog_meta.catalog_published_version` names the one that is live.
import crypto from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/database';
import { catalogBlob, catalogVersion } from '../db/schema';
import type { MediaFile } from './media-files';
import type { SeedCatalog, SeedMachine } from './seed/types';

export const PUBLISHED_KEY = 'catalog_published_version';

/** A machine as a version stored it: without the weight split before issue 23 part 3. */
type WeightFields = 'empty_split' | 'loaded_split' | 'tires_per_axle' | 'weights_source';
type StoredVersionMachine = Omit<SeedMachine, WeightFields> & Partial<Pick<SeedMachine, WeightFields>>;

/** A version as stored: the catalog without artwork, and its media files by path -> content hash. */
interface StoredCatalog {
  /** `machines` is missing in versions stored before the fitment table (issue 23). */
  catalog: Omit<SeedCatalog, 'artwork' | 'machines'> & { machines?: StoredVersionMachine[] };
  files: Record<string, string>;
}

export interface VersionSource {
  /** The version live when this one is published (null for the first). */
  replaces: number | null;
  createdBy: string;
  sourceName: string;
  sourceHash: string;
}

export interface VersionInfo {
  id: number;
  createdAt: string;
  createdBy: string;
  sourceName: string;
  sourceHash: string;
  lines: number;
  sizes: number;
  published: boolean;
}

const sha256 = (body: Uint8Array) => crypto.createHash('sha256').update(body).digest('hex');

/** Stores `catalog` and its files as a new version; returns its id. */
export async function storeVersion(db: Db, catalog: SeedCatalog, files: MediaFile[], source: VersionSource): Promise<number> {
  const byPath: Record<string, string> = {};
  for (const file of files) {
    const hash = sha256(file.body);
    byPath[file.path] = hash;
    await db.insert(catalogBlob).values({ hash, content_type: file.content_type, body: file.body }).onConflictDoNothing();
  }
  const { artwork: _artwork, ...plain } = catalog;
  const stored: StoredCatalog = { catalog: plain, files: byPath };
  const [row] = await db
    .insert(catalogVersion)
    .values({
      created_by: source.createdBy,
      replaces: source.replaces,
      source_name: source.sourceName,
      source_hash: source.sourceHash,
      line_count: catalog.patterns.length,
      size_count: catalog.sizes.length,
      catalog: stored as unknown as Record<string, unknown>,
    })
    .returning({ id: catalogVersion.id });
  return row!.id;
}

/** The catalog, files and source name of version `id`, or null when there is no such version. */
export async function readVersion(db: Db, id: number): Promise<{ catalog: SeedCatalog; files: MediaFile[]; sourceName: string } | null> {
  const [row] = await db
    .select({ catalog: catalogVersion.catalog, sourceName: catalogVersion.source_name })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, id));
  if (!row) return null;
  const stored = row.catalog as unknown as StoredCatalog;
  const hashes = [...new Set(Object.values(stored.files))];
  const blobs = hashes.length === 0 ? [] : await db.select().from(catalogBlob).where(inArray(catalogBlob.hash, hashes));
  const byHash = new Map(blobs.map((b) => [b.hash, b]));
  const files = Object.entries(stored.files).flatMap(([path, hash]) => {
    const blob = byHash.get(hash);
    return blob ? [{ path, content_type: blob.content_type, body: new Uint8Array(blob.body) }] : [];
  });
  // Versions stored before the fitment table (issue 23) have no machines.
  // ... and versions stored before the weight split (issue 23 part 3) have machines without it.
  const machines = (stored.catalog.machines ?? []).map((m) => ({
    ...m,
    empty_split: m.empty_split ?? null,
    loaded_split: m.loaded_split ?? null,
    tires_per_axle: m.tires_per_axle ?? null,
    weights_source: m.weights_source ?? '',
  }));
  return { catalog: { ...stored.catalog, machines, artwork: {} }, files, sourceName: row.sourceName };
}

/** The id of the published version; null before the first import (the seed's catalog has no version). */
export async function publishedVersion(db: Pick<Db, 'execute'>): Promise<number | null> {
  const value = (await rowsOf<{ value: string }>(db, sql`select value from catalog_meta where key = ${PUBLISHED_KEY}`))[0]?.value;
  return value === undefined ? null : Number(value);
}

export async function setPublishedVersion(db: Pick<Db, 'execute'>, id: number): Promise<void> {
  await db.execute(sql`insert into catalog_meta (key, value) values (${PUBLISHED_KEY}, ${String(id)})
    on conflict (key) do update set value = excluded.value, updated_at = now()`);
}

/** Every version, newest first. */
export async function listVersions(db: Db): Promise<VersionInfo[]> {
  const live = await publishedVersion(db);
  const rows = await db
    .select({
      id: catalogVersion.id,
      created_at: catalogVersion.created_at,
      created_by: catalogVersion.created_by,
      source_name: catalogVersion.source_name,
      source_hash: catalogVersion.source_hash,
      line_count: catalogVersion.line_count,
      size_count: catalogVersion.size_count,
    })
    .from(catalogVersion)
    .orderBy(desc(catalogVersion.id));
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at.toISOString(),
    createdBy: r.created_by,
    sourceName: r.source_name,
    sourceHash: r.source_hash,
    lines: r.line_count,
    sizes: r.size_count,
    published: r.id === live,
  }));
}

/** The version that `id` replaced when it was published (what a rollback from it publishes), or null. */
export async function versionReplacedBy(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ replaces: catalogVersion.replaces }).from(catalogVersion).where(eq(catalogVersion.id, id));
  return row?.replaces ?? null;
}
