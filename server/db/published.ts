// What is published, and whether it is the built-in sample (docs/api.md "Sample data notice"). Each loader
// moves its kind's version in catalog_meta (running servers drop their caches when it moves) and writes
// `<kind>_sample`: the same value when it loaded the sample, 'no' otherwise. A kind is the sample while the
// two match, so another writer that moves the version (a real catalog) ends it without knowing the marker.
// A version without a marker was seeded before markers existed, when the sample was the only source.
// Documents are generated from the catalog, so the catalog speaks for them.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './database';

export type PublishedKind = 'catalog' | 'content' | 'dealer';

const KINDS: readonly PublishedKind[] = ['catalog', 'content', 'dealer'];

export interface LoadOptions {
  /** False when the data is not the built-in sample (the site then drops its fictional-brand notice). Default true: the loaders are the sample seed's. */
  sample?: boolean;
}

/** Inside the loader's transaction: a new version of `kind`, marked as the sample or not. */
export async function markPublished(tx: Pick<Db, 'execute'>, kind: PublishedKind, sample: boolean): Promise<void> {
  const version = `${Date.now()}-${crypto.randomUUID()}`;
  await tx.execute(sql`insert into catalog_meta (key, value) values (${`${kind}_version`}, ${version})
    on conflict (key) do update set value = excluded.value, updated_at = now()`);
  await tx.execute(sql`insert into catalog_meta (key, value) values (${`${kind}_sample`}, ${sample ? version : 'no'})
    on conflict (key) do update set value = excluded.value, updated_at = now()`);
}

/** The kinds whose published data is the built-in sample, in a fixed order. */
export async function samplePublished(database: Database): Promise<PublishedKind[]> {
  const rows = await database.rows<{ key: string; value: string }>(sql`select key, value from catalog_meta`);
  const meta = new Map(rows.map((r) => [r.key, r.value]));
  return KINDS.filter((kind) => {
    const version = meta.get(`${kind}_version`);
    const marked = meta.get(`${kind}_sample`);
    return version !== undefined && (marked === undefined || marked === version);
  });
}
