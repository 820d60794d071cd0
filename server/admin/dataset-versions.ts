// Versions of a data set a brand imports whole (issue 18; the dealer network), stored in PostgreSQL
// (dataset_version) with who, when, the source's name and hash. The same rules as the catalog's
// (server/catalog/publish.ts): a publish stores a version and makes it live in one transaction under an
// advisory lock; one that names the version its dry run was compared with is refused if another came since;
// the first import records the seeded data as version 1 so a rollback reaches it; a rollback publishes the
// version the live one replaced.
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Db } from '../db/database';
import { PublishRefused, refuseMoved } from '../catalog/publish';

export interface Dataset<T> {
  kind: 'dealers';
  lockKey: number;
  /** The live items, as a version stores them. */
  readLive(tx: Db): Promise<T[]>;
  /** Replaces the live items (inside the publish's transaction); `sample`: they are the built-in sample. */
  load(tx: Db, items: T[], sample: boolean): Promise<void>;
  /** Whether the live items are the built-in sample (before the first import). */
  liveIsSample(database: Database): Promise<boolean>;
}

export interface DatasetSource {
  name: string;
  hash: string;
}

export interface DatasetVersionInfo {
  id: number;
  createdAt: string;
  createdBy: string;
  sourceName: string;
  sourceHash: string;
  count: number;
  published: boolean;
}

export const SAMPLE_SOURCE = 'built-in sample';

export const publishedKey = (kind: string) => `${kind}_published_version`;

export async function publishedDatasetVersion(db: Pick<Db, 'execute'>, kind: string): Promise<number | null> {
  const rows = await rowsOf<{ value: string }>(db, sql`select value from catalog_meta where key = ${publishedKey(kind)}`);
  return rows[0] ? Number(rows[0].value) : null;
}

async function setPublished(db: Pick<Db, 'execute'>, kind: string, id: number): Promise<void> {
  await db.execute(sql`insert into catalog_meta (key, value) values (${publishedKey(kind)}, ${String(id)})
    on conflict (key) do update set value = excluded.value, updated_at = now()`);
}

async function store<T>(tx: Db, kind: string, items: T[], source: DatasetSource, createdBy: string, replaces: number | null): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(tx, sql`
    insert into dataset_version (kind, created_by, source_name, source_hash, item_count, replaces, body)
    values (${kind}, ${createdBy}, ${source.name}, ${source.hash}, ${items.length}, ${replaces}, ${JSON.stringify(items)}::jsonb)
    returning id`);
  return Number(row!.id);
}

export async function listDatasetVersions(database: Database, kind: string): Promise<DatasetVersionInfo[]> {
  const live = await publishedDatasetVersion(database.db, kind);
  const rows = await database.rows<{ id: number; created_at: Date | string; created_by: string; source_name: string; source_hash: string; item_count: number }>(sql`
    select id, created_at, created_by, source_name, source_hash, item_count from dataset_version where kind = ${kind} order by id desc`);
  return rows.map((r) => ({
    id: Number(r.id),
    createdAt: new Date(r.created_at).toISOString(),
    createdBy: r.created_by,
    sourceName: r.source_name,
    sourceHash: r.source_hash,
    count: Number(r.item_count),
    published: Number(r.id) === live,
  }));
}

export interface PublishOptions {
  createdBy: string;
  source: DatasetSource;
  /** The version the caller's dry run was compared with (null: the seeded data); refused if it moved. */
  basedOn?: number | null;
}

/** Stores `items` as a new version and makes it live; returns its id. */
export async function publishDataset<T>(database: Database, ds: Dataset<T>, items: T[], options: PublishOptions): Promise<number> {
  const sample = await ds.liveIsSample(database);
  return database.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${ds.lockKey})`);
    const live = await publishedDatasetVersion(tx, ds.kind);
    if (options.basedOn !== undefined && options.basedOn !== live) {
      throw new PublishRefused(`Another publish came first: version ${live ?? 'none'} is live, not ${options.basedOn ?? 'none'}. Run the dry run again.`, 'conflict');
    }
    const replaces =
      live ?? (await store(tx, ds.kind, await ds.readLive(tx), { name: sample ? SAMPLE_SOURCE : `${ds.kind} before the first import`, hash: '' }, 'seed', null));
    const id = await store(tx, ds.kind, items, options.source, options.createdBy, replaces);
    await ds.load(tx, items, false);
    await setPublished(tx, ds.kind, id);
    return id;
  });
}

/** Undoes the live version's publish: the version it replaced is live again. */
export async function rollbackDataset<T>(database: Database, ds: Dataset<T>, expected?: number): Promise<{ published: number; from: number }> {
  return database.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${ds.lockKey})`);
    const live = await publishedDatasetVersion(tx, ds.kind);
    if (live === null) throw new PublishRefused('Nothing to roll back: no import has been published.', 'nothing');
    refuseMoved(live, expected);
    const [current] = await rowsOf<{ replaces: number | null }>(tx, sql`select replaces from dataset_version where id = ${live}`);
    const previous = current?.replaces ?? null;
    if (previous === null) throw new PublishRefused(`Nothing to roll back to: version ${live} replaced no other.`, 'nothing');
    const [version] = await rowsOf<{ body: T[]; source_name: string }>(tx, sql`select body, source_name from dataset_version where id = ${previous}`);
    if (!version) throw new PublishRefused(`Version ${previous} is missing.`, 'nothing');
    await ds.load(tx, version.body, version.source_name === SAMPLE_SOURCE);
    await setPublished(tx, ds.kind, previous);
    return { published: previous, from: live };
  });
}
