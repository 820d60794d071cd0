// Import jobs (issue 20, docs/admin-api.md "Import jobs"): a catalog or dealers file staff uploaded, kept in
// import_job with its status while the server checks and publishes it (server/admin/import-job-runner.ts).
// This file: the table's reads and writes. Every status change is one conditional UPDATE (`where status in
// (…) returning`), so two staff, two requests or two servers never both move the same job.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { ImportDataset, ImportJob, ImportJobStatus, ImportProblem } from '../../src/contract/staff';
import type { Problem } from '../catalog/exchange/problems';

/** Jobs kept per data set (the list shows them all): older ones are deleted with their files when a job is added. */
export const KEPT_JOBS = 20;

/** A job being checked or published by some server; never pruned, recovered when its server stopped. */
export const IN_FLIGHT: readonly ImportJobStatus[] = ['checking', 'publishing'];

interface JobRow {
  id: number;
  dataset: ImportDataset;
  status: ImportJobStatus;
  file_name: string;
  file_bytes: number;
  created_by: string;
  created_at: Date | string;
  updated_at: Date | string;
  compared_with: number | null;
  summary: string | null;
  published: number | null;
  published_by: string | null;
  error: string | null;
  problems?: ImportProblem[] | null;
  diff?: unknown;
}

const LIST_COLUMNS = sql.raw(
  'id, dataset, status, file_name, file_bytes, created_by, created_at, updated_at, compared_with, summary, published, published_by, error',
);
const FULL_COLUMNS = sql.join([LIST_COLUMNS, sql.raw('problems, diff')], sql`, `);

const num = (v: number | string | null) => (v === null ? null : Number(v));

function jobOf(r: JobRow): ImportJob {
  return {
    id: Number(r.id),
    dataset: r.dataset,
    status: r.status,
    fileName: r.file_name,
    fileBytes: Number(r.file_bytes),
    createdBy: r.created_by,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    comparedWith: num(r.compared_with),
    problems: r.problems ?? [],
    diff: r.diff ?? null,
    summary: r.summary,
    published: num(r.published),
    publishedBy: r.published_by,
    error: r.error,
  };
}

/** A refusal's problem as the console's table shows it (no row or column: null). */
export const problemOf = (p: Problem): ImportProblem => ({ file: p.file, row: p.row ?? null, column: p.column ?? null, rule: p.rule, message: p.message });

const statusIn = (statuses: readonly ImportJobStatus[]) => sql`status in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})`;

export interface NewJob {
  dataset: ImportDataset;
  fileName: string;
  fileType: string;
  bytes: Uint8Array;
  createdBy: string;
}

/** Stores the file as a job in `checking`, then deletes the data set's finished jobs beyond the newest KEPT_JOBS. */
export async function createJob(database: Database, job: NewJob): Promise<ImportJob> {
  const [row] = await database.rows<JobRow>(sql`
    insert into import_job (dataset, status, file_name, file_type, file, file_bytes, created_by)
    values (${job.dataset}, 'checking', ${job.fileName}, ${job.fileType}, ${Buffer.from(job.bytes)}, ${job.bytes.length}, ${job.createdBy})
    returning ${FULL_COLUMNS}`);
  await database.rows(sql`
    delete from import_job where dataset = ${job.dataset} and not ${statusIn(IN_FLIGHT)}
      and id not in (select id from import_job where dataset = ${job.dataset} order by id desc limit ${KEPT_JOBS})`);
  return jobOf(row!);
}

/** A summary's unindented lines ("Sizes: 0 added, 0 removed, 1 changed"), without the changes listed under them. */
const headlines = (summary: string) =>
  summary
    .split('\n')
    .filter((l) => !/^\s/.test(l))
    .join('\n');

/** The data set's jobs, newest first, without their difference and problems (nor, ever, their files), their summaries' headlines only. */
export async function listJobs(database: Database, dataset: ImportDataset): Promise<ImportJob[]> {
  const rows = await database.rows<JobRow>(sql`select ${LIST_COLUMNS} from import_job where dataset = ${dataset} order by id desc limit ${KEPT_JOBS}`);
  // A summary lists every change (thousands of lines for a big catalog): the list keeps its headlines.
  return rows.map((r) => jobOf({ ...r, summary: r.summary === null ? null : headlines(r.summary) }));
}

export async function getJob(database: Database, dataset: ImportDataset, id: number): Promise<ImportJob | null> {
  const [row] = await database.rows<JobRow>(sql`select ${FULL_COLUMNS} from import_job where dataset = ${dataset} and id = ${id}`);
  return row ? jobOf(row) : null;
}

export interface JobFile {
  name: string;
  bytes: Uint8Array;
  createdBy: string;
  comparedWith: number | null;
}

/** The file of a job in one of `statuses` (null: no such job, or it moved on). */
export async function jobFile(database: Database, id: number, statuses: readonly ImportJobStatus[]): Promise<JobFile | null> {
  const [row] = await database.rows<{ file_name: string; file: Uint8Array; created_by: string; compared_with: number | null }>(
    sql`select file_name, file, created_by, compared_with from import_job where id = ${id} and ${statusIn(statuses)}`,
  );
  return row ? { name: row.file_name, bytes: new Uint8Array(row.file), createdBy: row.created_by, comparedWith: num(row.compared_with) } : null;
}

/** What a status change sets besides the status (undefined: left as it is). */
export interface JobChange {
  comparedWith?: number | null;
  problems?: ImportProblem[] | null;
  diff?: unknown;
  summary?: string | null;
  published?: number | null;
  publishedBy?: string | null;
  error?: string | null;
}

const json = (v: unknown) => (v === null ? sql`null` : sql`${JSON.stringify(v)}::jsonb`);

function assignments(to: ImportJobStatus, change: JobChange): SQL {
  const set: SQL[] = [sql`status = ${to}`, sql`updated_at = now()`];
  if (change.comparedWith !== undefined) set.push(sql`compared_with = ${change.comparedWith}`);
  if (change.problems !== undefined) set.push(sql`problems = ${json(change.problems)}`);
  if (change.diff !== undefined) set.push(sql`diff = ${json(change.diff)}`);
  if (change.summary !== undefined) set.push(sql`summary = ${change.summary}`);
  if (change.published !== undefined) set.push(sql`published = ${change.published}`);
  if (change.publishedBy !== undefined) set.push(sql`published_by = ${change.publishedBy}`);
  if (change.error !== undefined) set.push(sql`error = ${change.error}`);
  return sql.join(set, sql`, `);
}

/** Moves a job from one of `from` to `to`; null when it was in none of them (someone else moved it first). */
export async function moveJob(
  database: Database,
  dataset: ImportDataset,
  id: number,
  from: readonly ImportJobStatus[],
  to: ImportJobStatus,
  change: JobChange = {},
): Promise<ImportJob | null> {
  const [row] = await database.rows<JobRow>(
    sql`update import_job set ${assignments(to, change)} where id = ${id} and dataset = ${dataset} and ${statusIn(from)} returning ${FULL_COLUMNS}`,
  );
  return row ? jobOf(row) : null;
}

/** A check starts over: what the last one found is cleared. */
export const CHECK_AGAIN: JobChange = { comparedWith: null, problems: null, diff: null, summary: null, error: null };

/** Marks this server's jobs in flight as alive (their updated_at), so no other server takes them for stopped. */
export async function touchJobs(database: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await database.rows(sql`update import_job set updated_at = now() where id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) and ${statusIn(IN_FLIGHT)}`);
}

/**
 * Jobs a stopped server left in flight: `checking` ones are claimed for a new check (their ids returned),
 * `publishing` ones become `failed` with `error`. `staleMs` null: every such job (this process is the
 * database's only user, PGlite); otherwise only those untouched for that long (other servers' are alive).
 */
export async function recoverJobs(database: Database, dataset: ImportDataset, staleMs: number | null, error: string): Promise<number[]> {
  const stale = staleMs === null ? sql`true` : sql`updated_at < now() - ${staleMs}::integer * interval '1 millisecond'`;
  await database.rows(sql`update import_job set status = 'failed', error = ${error}, updated_at = now() where dataset = ${dataset} and status = 'publishing' and ${stale}`);
  const rows = await database.rows<{ id: number }>(
    sql`update import_job set updated_at = now() where dataset = ${dataset} and status = 'checking' and ${stale} returning id`,
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}
