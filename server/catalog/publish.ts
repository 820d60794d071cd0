// Import, publish and roll back the catalog (issue 18), for the CLI and the admin API alike. An import is read
// and checked whole before anything changes; publishing stores a version and makes it live in one transaction;
// a publish that names the version its dry run was compared with is refused when another publish came first.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { markPublished, samplePublished } from '../db/published';
import { diffCatalogs, type CatalogDiff } from './exchange/diff';
import { readImages, type ExchangeInput } from './exchange/folder';
import { tablesToCatalog } from './exchange/import';
import { ImportRefused } from './exchange/problems';
import { readLineImages, readPublishedCatalog } from './published-catalog';
import { mediaFileOf, type MediaFile } from './media-files';
import { replaceCatalog } from './seed/load';
import type { SeedCatalog } from './seed/types';
import { publishedVersion, readVersion, setPublishedVersion, storeVersion, versionReplacedBy } from './versions';

/** Source name of the version that records the built-in sample before the first import replaces it. */
export const SAMPLE_SOURCE = 'built-in sample';

/** A refusal that is not about the input's cells: a conflict with another publish, nothing to roll back. */
/** A rollback asked of version `expected` when another is live: it was meant for what is no longer there. */
export function refuseMoved(live: number, expected: number | undefined): void {
  if (expected !== undefined && live !== expected) {
    throw new PublishRefused(`Version ${live} is live now, not ${expected}: someone published or rolled back since. Look at History again.`, 'moved');
  }
}

export class PublishRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'conflict' | 'nothing' | 'moved',
  ) {
    super(message);
  }
}

export interface ImportOptions {
  dryRun: boolean;
  /** Who publishes: "cli (<user>)" or an API token's name. */
  createdBy: string;
  /** The published version the caller's dry run was compared with; the publish is refused if it moved. */
  basedOn?: number | null;
}

export interface ImportOutcome {
  diff: CatalogDiff;
  /** The published version the difference is from (null: the seeded catalog, before any import). */
  comparedWith: number | null;
  /** The new version, when it was published. */
  published?: number;
}

/** An import read and checked: nothing in it breaks a rule. */
export interface CheckedImport {
  catalog: SeedCatalog;
  files: MediaFile[];
  source: ExchangeInput['source'];
}

/** The catalog and images of an import, or ImportRefused with every problem. Needs no database. */
export async function readImport(input: ExchangeInput): Promise<CheckedImport> {
  const result = tablesToCatalog(input.tables, input.problems);
  const images = await readImages(input, result.images);
  if (input.problems.length > 0 || !result.catalog) throw new ImportRefused(input.problems);
  return { catalog: result.catalog, files: images.map(mediaFileOf), source: input.source };
}

const lock = (db: Pick<Db, 'execute'>) => db.execute(sql`select pg_advisory_xact_lock(724202)`);

/** Before the first import: the catalog that is live (the seed's) becomes a version, so a rollback reaches it. */
async function recordSeededCatalog(tx: Db, sample: boolean): Promise<number> {
  const catalog = await readPublishedCatalog(tx);
  const id = await storeVersion(tx, catalog, await readLineImages(tx), {
    replaces: null,
    createdBy: 'seed',
    sourceName: sample ? SAMPLE_SOURCE : 'catalog before the first import',
    sourceHash: '',
  });
  await setPublishedVersion(tx, id);
  return id;
}

export async function importCatalog(database: Database, checked: CheckedImport, options: ImportOptions): Promise<ImportOutcome> {
  const { catalog, files, source } = checked;
  const comparedWith = await publishedVersion(database.db);
  const diff = diffCatalogs(await readPublishedCatalog(database.db), catalog);
  if (options.dryRun) return { diff, comparedWith };
  const sample = (await samplePublished(database)).includes('catalog');
  const published = await database.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lock(tx);
    const live = await publishedVersion(tx);
    if (options.basedOn !== undefined && options.basedOn !== live) {
      throw new PublishRefused(`Another publish came first: version ${live ?? 'none'} is live, not ${options.basedOn ?? 'none'}. Run the dry run again.`, 'conflict');
    }
    const replaces = live ?? (await recordSeededCatalog(tx, sample));
    const id = await storeVersion(tx, catalog, files, { replaces, createdBy: options.createdBy, sourceName: source.name, sourceHash: source.hash });
    await replaceCatalog(tx, catalog, files);
    await setPublishedVersion(tx, id);
    await markPublished(tx, 'catalog', false);
    return id;
  });
  return { diff, comparedWith, published };
}

/**
 * Undoes the live version's publish: the version it replaced is published again. With `expected`, only while
 * that version is the live one (two people pressing Roll back at once undo one publish, not two).
 */
export async function rollbackCatalog(database: Database, expected?: number): Promise<{ published: number; from: number }> {
  return database.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lock(tx);
    const live = await publishedVersion(tx);
    if (live === null) throw new PublishRefused('Nothing to roll back: no import has been published.', 'nothing');
    refuseMoved(live, expected);
    const previous = await versionReplacedBy(tx, live);
    if (previous === null) throw new PublishRefused(`Nothing to roll back to: version ${live} replaced no other.`, 'nothing');
    const version = await readVersion(tx, previous);
    if (!version) throw new PublishRefused(`Version ${previous} is missing.`, 'nothing');
    await replaceCatalog(tx, version.catalog, version.files);
    await setPublishedVersion(tx, previous);
    await markPublished(tx, 'catalog', version.sourceName === SAMPLE_SOURCE);
    return { published: previous, from: live };
  });
}
