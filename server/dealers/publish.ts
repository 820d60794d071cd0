// Importing, publishing and rolling back the dealer network (issue 18), for `npm run dealers` and the admin
// API: a CSV file or an .xlsx workbook with a `dealers` sheet is read and checked whole (./exchange.ts), shown as
// a difference from what is live, and published as a version (server/admin/dataset-versions.ts).
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Db } from '../db/database';
import { samplePublished } from '../db/published';
import { parseCsv, writeCsv } from '../catalog/exchange/csv';
import { ImportRefused, type Problem } from '../catalog/exchange/problems';
import { readWorkbook, writeWorkbook } from '../catalog/exchange/workbook';
import { publishDataset, publishedDatasetVersion, rollbackDataset, type Dataset } from '../admin/dataset-versions';
import { dealersToRows, diffDealers, DEALERS_TABLE, rowsToDealers, type DealerDiff } from './exchange';
import { gazetteer } from './gazetteer';
import type { DealerSeed } from './seed';
import { replaceDealers } from './seed/load';

/** Largest dealers file accepted (a few thousand listings are ~1 MB). */
export const MAX_DEALERS_BYTES = 16 * 1024 * 1024;

export async function readLiveDealers(db: Pick<Db, 'execute'>): Promise<DealerSeed[]> {
  const rows = await rowsOf<DealerSeed>(db, sql`
    select name, kind, street, city, state, postal_code, country, phone, latitude, longitude, services, hours
    from dealer order by dealer_id`);
  return rows.map((r) => ({ ...r, latitude: Number(r.latitude), longitude: Number(r.longitude) }));
}

export const dealerDataset: Dataset<DealerSeed> = {
  kind: 'dealers',
  lockKey: 724203,
  readLive: readLiveDealers,
  load: (tx, items, sample) => replaceDealers(tx, items, sample),
  liveIsSample: async (database) => (await samplePublished(database)).includes('dealer'),
};

export interface CheckedDealers {
  dealers: DealerSeed[];
  source: { name: string; hash: string };
}

/** The dealers of a .csv or .xlsx file's bytes, checked; ImportRefused with every problem otherwise. */
export async function readDealers(bytes: Uint8Array, name: string): Promise<CheckedDealers> {
  const problems: Problem[] = [];
  let rows: string[][] = [];
  if (bytes.length > MAX_DEALERS_BYTES) problems.push({ file: name, rule: 'size', message: `is larger than ${MAX_DEALERS_BYTES / 1024 / 1024} MB` });
  else if (/\.csv$/i.test(name)) rows = parseCsv(bytes, DEALERS_TABLE, problems);
  else if (/\.xlsx$/i.test(name)) rows = (await readWorkbook(bytes, name, problems, [DEALERS_TABLE])).dealers ?? [];
  else problems.push({ file: name, rule: 'file', message: 'is not a .csv file or an .xlsx workbook' });
  const dealers = problems.length === 0 ? rowsToDealers(rows, gazetteer(), problems) : null;
  if (!dealers || problems.length > 0) throw new ImportRefused(problems);
  return { dealers, source: { name, hash: crypto.createHash('sha256').update(bytes).digest('hex') } };
}

/** The live dealers as a file of the format. */
export async function exportDealers(db: Pick<Db, 'execute'>, format: 'csv' | 'xlsx'): Promise<Uint8Array> {
  const rows = dealersToRows(await readLiveDealers(db));
  return format === 'csv' ? new TextEncoder().encode(writeCsv(rows)) : writeWorkbook({ dealers: rows }, [DEALERS_TABLE]);
}

export interface DealerImportOutcome {
  diff: DealerDiff;
  comparedWith: number | null;
  published?: number;
}

export async function importDealers(
  database: Database,
  checked: CheckedDealers,
  options: { dryRun: boolean; createdBy: string; basedOn?: number | null },
): Promise<DealerImportOutcome> {
  const comparedWith = await publishedDatasetVersion(database.db, dealerDataset.kind);
  const diff = diffDealers(await readLiveDealers(database.db), checked.dealers);
  if (options.dryRun) return { diff, comparedWith };
  const published = await publishDataset(database, dealerDataset, checked.dealers, {
    createdBy: options.createdBy,
    source: checked.source,
    ...(options.basedOn === undefined ? {} : { basedOn: options.basedOn }),
  });
  return { diff, comparedWith, published };
}

export const rollbackDealers = (database: Database, expected?: number) => rollbackDataset(database, dealerDataset, expected);
