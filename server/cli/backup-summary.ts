// What `npm run backup` and `npm run restore` print about a database: the migrations it has (against the ones
// this code knows) and how many rows its main tables hold. Counts only: never a row's content (leads and staff
// accounts are personal data).
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { MIGRATIONS_DIR } from '../db/database';
import { UsageError } from './cli-support';

/** A query on either kind of database (pg's Client, PGlite): its rows. */
export type Query = <T extends object>(text: string) => Promise<T[]>;

const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

/** What the summary counts, in this order; a table a backup's older schema lacks is left out. */
const COUNTED: [label: string, table: string][] = [
  ['tire lines', 'public.pattern'],
  ['tire sizes', 'public.tire_size'],
  ['catalog versions', 'public.catalog_version'],
  ['dealers', 'public.dealer'],
  ['content entries', 'public.content_item'],
  ['leads', 'public.lead'],
  ['staff accounts', 'public.staff_account'],
];

export interface Summary {
  migrations: number;
  counts: { label: string; count: number }[];
}

/** A restore refused because its target holds something (exit 2, as a usage error): --replace is needed. */
export class ReplaceNeeded extends UsageError {}

/** Thrown when the database holds no site (never migrated): nothing to back up, or a failed restore. */
export class NotASite extends Error {}

const exists = async (query: Query, table: string) =>
  (await query<{ found: boolean }>(`select to_regclass('${table}') is not null as found`))[0]?.found === true;

const countOf = async (query: Query, table: string) => (await query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n ?? 0;

export async function summarise(query: Query): Promise<Summary> {
  if (!(await exists(query, MIGRATIONS_TABLE))) throw new NotASite(`it has no migrations table (${MIGRATIONS_TABLE}): the site never ran on it`);
  const counts: Summary['counts'] = [];
  for (const [label, table] of COUNTED) if (await exists(query, table)) counts.push({ label, count: await countOf(query, table) });
  return { migrations: await countOf(query, MIGRATIONS_TABLE), counts };
}

/** The number of migrations this code has (server/db/migrations). */
export function knownMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

export function formatSummary(summary: Summary): string {
  const counts = summary.counts.map((c) => `${c.count} ${c.label}`).join(', ');
  return `  ${summary.migrations} migrations applied; ${counts}`;
}

/** A line about the migrations when the database's differ from this code's, else null. */
export function migrationNote(summary: Summary, known = knownMigrations()): string | null {
  if (summary.migrations < known) return `  The server applies the ${known - summary.migrations} newer migration(s) of this code when it starts.`;
  if (summary.migrations > known) {
    return `  Warning: this database has ${summary.migrations} migrations, this code knows ${known}: it comes from a newer version of the site; run that version.`;
  }
  return null;
}

/** What no backup of the site's database holds (docs/backup.md). */
export function notCoveredNote(config: Pick<Config, 'content'>): string {
  return config.content.apiUrl
    ? `Not in this backup: Strapi's own database and its uploads folder (CONTENT_API_URL is set): back them up too (docs/backup.md).`
    : `Not in this backup: a Strapi's database and uploads folder, if the site is switched to one (CONTENT_API_URL): see docs/backup.md.`;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** 20260131T120102Z: now, in UTC. */
export const utcStamp = (now = new Date()) => now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/** backup-20260131T120102Z.<ext>: the default file name. */
export const defaultBackupName = (ext: string, now = new Date()) => `backup-${utcStamp(now)}.${ext}`;
