// Runs import jobs (server/admin/import-jobs.ts) on the server, apart from the requests that start them: the
// check (read + dry run: `ready` with the difference, `refused` with every problem, or `failed`), one at a time
// per data set in this process; the publish of a `ready` job against the version its difference was computed
// with; and, at start, the jobs a stopped server left in flight. Nothing here may crash the process: every
// background error is logged (the job's id and data set, never a file name or value) and ends as `failed`.
import type { FastifyInstance } from 'fastify';
import { ImportRefused } from '../catalog/exchange/problems';
import { PublishRefused } from '../catalog/publish';
import { HttpError } from '../http-errors';
import type { VersionedData } from '../routes/admin/imports';
import type { ImportJob, ImportJobStatus } from '../../src/contract/staff';
import { getJob, jobFile, moveJob, problemOf, recoverJobs, touchJobs, type JobChange } from './import-jobs';

/** A server touches its jobs in flight this often; one untouched for STALE_MS is taken for stopped (PostgreSQL). */
const HEARTBEAT_MS = 15_000;
const STALE_MS = 60_000;

export const CHECK_FAILED =
  "The file could not be checked: the server ran into an unexpected error. Check it again; if that fails too, ask the site's administrator to look at the server log.";
export const PUBLISH_FAILED =
  'The publish did not complete: the server ran into an unexpected error. Check History to see whether it went live; if it did not, check the file again and publish it.';
export const SERVER_STOPPED =
  'The server stopped during the publish. Check History to see whether it went live; if it did not, check the file again and publish it.';

const LIVE = { catalog: 'The live catalog', dealers: 'The live dealer list' } as const;

const STATE: Record<ImportJobStatus, string> = {
  checking: 'is still being checked',
  refused: 'was refused: fix its problems and upload the file again',
  ready: 'is ready',
  publishing: 'is being published',
  published: 'is published already',
  failed: 'failed: check the file again first',
  discarded: 'was discarded',
};

/** 404 for no such job (of this data set), else 409 saying what state it is in and what `action` needs. */
export const notNow = (job: ImportJob | null, id: number, action: string) =>
  job === null ? new HttpError(404, `No import job ${id}`) : new HttpError(409, `Job ${id} ${STATE[job.status]}; ${action}.`, { status: job.status });

interface LiveVersion {
  id: number;
  createdBy: string;
  published: true;
}
const isLive = (v: unknown): v is LiveVersion => typeof v === 'object' && v !== null && (v as { published?: unknown }).published === true;

export interface JobRunner {
  /** Queues the check of a job in `checking`; returns at once. */
  check(id: number): void;
  /** Publishes a `ready` job as `by`: the job once published, else an HttpError (404, 409, 422) or the error (500; the job `failed`). */
  publish(id: number, by: string): Promise<ImportJob>;
  /** Takes over the jobs a stopped server left in flight (at start, and regularly on PostgreSQL). */
  recover(): Promise<void>;
  /** Lets the running check finish; queued ones stay `checking` for the next start. */
  close(): Promise<void>;
}

export function createJobRunner<C, D>(app: FastifyInstance, data: VersionedData<C, D>): JobRunner {
  const database = app.database;
  const dataset = data.scope;
  const held = new Set<number>();
  let queue: Promise<void> = Promise.resolve();
  let closing = false;
  const logged = (id: number | null, what: string) => (err: unknown) => app.log.error({ err, job: id, dataset }, what);
  const heartbeat = setInterval(() => void touchJobs(database, [...held]).catch(logged(null, 'import jobs heartbeat failed')), HEARTBEAT_MS);
  heartbeat.unref();
  let sweep: NodeJS.Timeout | null = null;

  async function runCheck(id: number): Promise<void> {
    const file = await jobFile(database, id, ['checking']);
    if (!file) return; // discarded meanwhile
    let to: ImportJobStatus;
    let change: JobChange;
    try {
      const checked = await data.read(file.bytes, file.name);
      const outcome = await data.run(checked, { dryRun: true, createdBy: file.createdBy });
      [to, change] = ['ready', { comparedWith: outcome.comparedWith, diff: outcome.diff, summary: data.summary(outcome.diff) }];
    } catch (err) {
      if (err instanceof ImportRefused) [to, change] = ['refused', { problems: err.problems.map(problemOf), summary: err.message }];
      else {
        logged(id, 'import job check failed')(err);
        [to, change] = ['failed', { error: CHECK_FAILED }];
      }
    }
    await moveJob(database, dataset, id, ['checking'], to, change);
  }

  function check(id: number): void {
    held.add(id);
    queue = queue
      .then(() => (closing ? undefined : runCheck(id)))
      .catch(logged(id, 'import job check failed'))
      .finally(() => held.delete(id));
  }

  async function liveVersion(): Promise<string> {
    const live = (await data.history()).find(isLive);
    return live ? `version ${live.id} by ${live.createdBy}` : 'no version is live';
  }

  async function publishClaimed(id: number, by: string): Promise<ImportJob> {
    const file = await jobFile(database, id, ['publishing']);
    if (!file) throw new Error('the job being published has no file');
    const checked = await data.read(file.bytes, file.name);
    const outcome = await data.run(checked, { dryRun: false, createdBy: by, basedOn: file.comparedWith });
    const done = await moveJob(database, dataset, id, ['publishing'], 'published', { published: outcome.published ?? null, publishedBy: by });
    if (!done) throw new Error('the job being published was moved by another server');
    return done;
  }

  async function publish(id: number, by: string): Promise<ImportJob> {
    if (!(await moveJob(database, dataset, id, ['ready'], 'publishing'))) throw notNow(await getJob(database, dataset, id), id, 'only a job that is ready can be published');
    held.add(id);
    try {
      return await publishClaimed(id, by);
    } catch (err) {
      if (err instanceof PublishRefused) {
        await moveJob(database, dataset, id, ['publishing'], 'ready');
        const message = `${LIVE[dataset]} changed since this difference was computed (${await liveVersion()}). Check the file again to see the new difference.`;
        throw new HttpError(409, message, { reason: err.reason });
      }
      if (err instanceof ImportRefused) {
        const problems = err.problems.map(problemOf);
        await moveJob(database, dataset, id, ['publishing'], 'refused', { problems, summary: err.message });
        throw new HttpError(422, err.message, { problems });
      }
      // The request's 500 is logged by the error handler; the job says what to do.
      await moveJob(database, dataset, id, ['publishing'], 'failed', { error: PUBLISH_FAILED }).catch(logged(id, 'import job publish failed'));
      throw err;
    } finally {
      held.delete(id);
    }
  }

  async function recover(): Promise<void> {
    // PGlite has one owner, this process: whatever is in flight was left by a stopped server. On PostgreSQL
    // other servers may be running theirs, so only jobs nobody touched for STALE_MS are taken over.
    const shared = database.kind === 'postgres';
    for (const id of await recoverJobs(database, dataset, shared ? STALE_MS : null, SERVER_STOPPED)) check(id);
    if (shared && sweep === null && !closing) {
      sweep = setInterval(() => void recover().catch(logged(null, 'import job recovery failed')), STALE_MS);
      sweep.unref();
    }
  }

  async function close(): Promise<void> {
    closing = true;
    clearInterval(heartbeat);
    if (sweep) clearInterval(sweep);
    await queue;
  }

  return { check, publish, recover, close };
}
