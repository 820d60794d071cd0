// Writes the content service's seed in one transaction, replacing every content entry and content media.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import * as t from '../../db/schema';
import type { SeedContent } from './types';
import { markPublished, type LoadOptions } from '../../db/published';

/** Strapi v5 document ids are 24 lowercase alphanumerics; ours are stable across seeds. */
export function documentId(seed: string): string {
  return crypto.createHash('sha256').update(seed).digest('hex').slice(0, 24);
}

export async function hasContent(database: Database): Promise<boolean> {
  const rows = await database.rows<{ n: number }>(sql`select count(*)::int as n from content_item`);
  return (rows[0]?.n ?? 0) > 0;
}

/** A fingerprint of a seed: what it writes. */
export const seedFingerprint = (seed: SeedContent): string =>
  crypto.createHash('sha256').update(JSON.stringify(seed)).digest('base64url');

/**
 * Whether the built-in content should be (re)written from `seed`: there is none yet, or what is published is
 * an earlier revision of the sample (this seed changed since it was loaded, e.g. a new content type or its copy
 * moved from code). Content that is not the sample is never replaced.
 */
export async function needsContentSeed(database: Database, seed: SeedContent): Promise<boolean> {
  if (!(await hasContent(database))) return true;
  const rows = await database.rows<{ key: string; value: string }>(
    sql`select key, value from catalog_meta where key in ('content_version', 'content_sample', 'content_seed')`,
  );
  const meta = new Map(rows.map((r) => [r.key, r.value]));
  const sample = meta.get('content_sample') === undefined || meta.get('content_sample') === meta.get('content_version');
  return sample && meta.get('content_seed') !== seedFingerprint(seed);
}

export async function loadContent(database: Database, seed: SeedContent, { sample = true }: LoadOptions = {}): Promise<void> {
  await database.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.execute(sql`delete from content_item`);
    await tx.execute(sql`delete from media where path like 'content/%'`);
    const counters = new Map<string, number>();
    const rows = seed.items.map(({ collection, ...data }) => {
      const n = (counters.get(collection) ?? 0) + 1;
      counters.set(collection, n);
      const name = 'title' in data ? data.title : 'slug' in data ? data.slug : collection;
      return { collection, document_id: documentId(`${collection}/${n}/${name}`), data };
    });
    for (let i = 0; i < rows.length; i += 200) await tx.insert(t.contentItem).values(rows.slice(i, i + 200));
    for (const [path, svg] of Object.entries(seed.artwork)) {
      await tx.insert(t.media).values({ path, content_type: 'image/svg+xml', body: new Uint8Array(Buffer.from(svg, 'utf8')) });
    }
    await markPublished(tx, 'content', sample);
    await tx.execute(sql`insert into catalog_meta (key, value) values ('content_seed', ${seedFingerprint(seed)})
      on conflict (key) do update set value = excluded.value, updated_at = now()`);
  });
}
