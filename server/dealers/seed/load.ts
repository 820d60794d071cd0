// Writes the dealer network in one transaction, replacing every listing (ids restart), and moves the
// seeded-data version so running servers reload their dealer list.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import * as t from '../../db/schema';
import { markPublished, type LoadOptions } from '../../db/published';
import type { DealerSeed } from './index';
import { publishedKey } from '../../admin/dataset-versions';

export async function hasDealers(database: Database): Promise<boolean> {
  const rows = await database.rows<{ n: number }>(sql`select count(*)::int as n from dealer`);
  return (rows[0]?.n ?? 0) > 0;
}

/** Inside a transaction: every listing replaced by `dealers`, the version moved. */
export async function replaceDealers(tx: Db, dealers: DealerSeed[], sample: boolean): Promise<void> {
  await tx.execute(sql`truncate dealer restart identity`);
  for (let i = 0; i < dealers.length; i += 200) await tx.insert(t.dealer).values(dealers.slice(i, i + 200));
  await markPublished(tx, 'dealer', sample);
}

/** The seed: no imported version is live afterwards (the next import records the seeded network first). */
export async function loadDealers(database: Database, dealers: DealerSeed[], { sample = true }: LoadOptions = {}): Promise<void> {
  await database.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await replaceDealers(tx, dealers, sample);
    await tx.execute(sql`delete from catalog_meta where key = ${publishedKey('dealers')}`);
  });
}
