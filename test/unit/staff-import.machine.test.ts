// The staff console's import workflow (machines/staff-import.machine.ts): upload with progress, the job's
// statuses as the polling reports them, publish (and its 409 conflict, then recheck), discard, and a job resumed
// after a reload.
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import type { ImportJob } from '../../src/contract/staff';
import { staffImportMachine } from '../../machines/staff-import.machine';

const job = (patch: Partial<ImportJob> = {}): ImportJob => ({
  id: 7,
  dataset: 'catalog',
  status: 'checking',
  fileName: 'catalog.xlsx',
  fileBytes: 1000,
  createdBy: 'Pat',
  createdAt: '2026-11-27T10:00:00Z',
  updatedAt: '2026-11-27T10:00:00Z',
  comparedWith: 3,
  problems: [],
  diff: null,
  summary: null,
  published: null,
  publishedBy: null,
  error: null,
  ...patch,
});

type Outcome = () => Promise<ImportJob>;

function start(calls: { publish?: Outcome; recheck?: Outcome; discard?: Outcome } = {}, uploadAnswer: 'done' | 'failed' | 'hold' = 'done', resumeId: number | null = null) {
  const made: string[] = [];
  const published: ImportJob[] = [];
  const call = (name: string, outcome?: Outcome) =>
    fromPromise<ImportJob, { jobId: number }>(async ({ input }) => {
      made.push(`${name} ${input.jobId}`);
      return (outcome ?? (() => Promise.reject(new Error('not given'))))();
    });
  const machine = staffImportMachine.provide({
    actors: {
      upload: fromCallback<EventObject, { file: File }>(({ sendBack, input }) => {
        made.push(`upload ${input.file.name}`);
        sendBack({ type: 'upload.progress', loaded: 50, total: 100 });
        if (uploadAnswer === 'done') sendBack({ type: 'upload.done', job: job() });
        if (uploadAnswer === 'failed') sendBack({ type: 'upload.failed', message: 'Send a .zip or .xlsx file' });
      }),
      publish: call('publish', calls.publish),
      recheck: call('recheck', calls.recheck),
      discard: call('discard', calls.discard),
    },
  });
  const actor = createActor(machine, { input: { resumeId } }).start();
  actor.on('import.published', (e) => published.push(e.job));
  return { actor, made, published };
}

const file = () => new File(['x'], 'catalog.xlsx');

describe('staffImport machine', () => {
  it('uploads with progress, then follows the job: checking (polling) -> ready', () => {
    const { actor, made } = start({}, 'hold');
    actor.send({ type: 'import.upload', file: file() });
    expect(actor.getSnapshot().matches('uploading')).toBe(true);
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: 50, total: 100 });
    expect(made).toEqual(['upload catalog.xlsx']);
    actor.send({ type: 'upload.done', job: job() });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    expect(actor.getSnapshot().hasTag('polling')).toBe(true);
    expect(actor.getSnapshot().context.progress).toBeNull();
    actor.send({ type: 'job.updated', job: job({ status: 'ready', summary: '1 changed' }) });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().hasTag('polling')).toBe(false);
    expect(actor.getSnapshot().context.job?.summary).toBe('1 changed');
  });

  it('a failed upload goes back to choosing a file with the message', () => {
    const { actor } = start({}, 'failed');
    actor.send({ type: 'import.upload', file: file() });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Send a .zip or .xlsx file');
  });

  it('shows a refused job, and a new upload starts over', () => {
    const { actor } = start();
    actor.send({ type: 'import.upload', file: file() });
    actor.send({ type: 'job.updated', job: job({ status: 'refused', problems: [{ file: 'Sizes', row: 4, column: 'Ply', rule: 'number', message: 'must be a number' }] }) });
    expect(actor.getSnapshot().matches('refused')).toBe(true);
    actor.send({ type: 'import.upload', file: file() });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    expect(actor.getSnapshot().context.job?.problems).toEqual([]);
  });

  it('ignores answers about another job', () => {
    const { actor } = start();
    actor.send({ type: 'import.upload', file: file() });
    actor.send({ type: 'job.updated', job: job({ id: 99, status: 'ready' }) });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
  });

  it('publishes a ready job and announces it once', async () => {
    const { actor, made, published } = start({ publish: async () => job({ status: 'published', published: 4 }) });
    actor.send({ type: 'job.show', job: job({ status: 'ready' }) });
    actor.send({ type: 'import.publish' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('published'));
    expect(made).toEqual(['publish 7']);
    expect(published.map((j) => j.published)).toEqual([4]);
    actor.send({ type: 'job.updated', job: job({ status: 'published', published: 4, updatedAt: 'later' }) });
    expect(published).toHaveLength(1);
  });

  it('a 409 on publish is a conflict with its message; recheck goes back to checking', async () => {
    const message = 'The live catalog changed since this difference was computed. Check again.';
    const { actor, made } = start({
      publish: () => Promise.reject({ status: 409, message }),
      recheck: async () => job({ status: 'checking', comparedWith: 5 }),
    });
    actor.send({ type: 'job.show', job: job({ status: 'ready' }) });
    actor.send({ type: 'import.publish' });
    await waitFor(actor, (s) => s.matches('conflict'));
    expect(actor.getSnapshot().context.error).toBe(message);
    // The job is still 'ready' on the server: a refetch does not hide the conflict.
    actor.send({ type: 'job.updated', job: job({ status: 'ready', updatedAt: 'again' }) });
    expect(actor.getSnapshot().matches('conflict')).toBe(true);
    actor.send({ type: 'import.recheck' });
    await waitFor(actor, (s) => s.matches('checking'));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.job?.comparedWith).toBe(5);
    expect(made).toEqual(['publish 7', 'recheck 7']);
  });

  it('while the publish call runs, the polled job does not end it; its 409 still shows', async () => {
    let refuse: (reason: unknown) => void = () => {};
    const { actor } = start({ publish: () => new Promise<ImportJob>((_, reject) => (refuse = reject)) });
    actor.send({ type: 'job.show', job: job({ status: 'ready' }) });
    actor.send({ type: 'import.publish' });
    actor.send({ type: 'job.updated', job: job({ status: 'publishing' }) });
    expect(actor.getSnapshot().matches({ publishing: 'calling' })).toBe(true);
    actor.send({ type: 'job.updated', job: job({ status: 'ready', updatedAt: 'back' }) });
    expect(actor.getSnapshot().matches({ publishing: 'calling' })).toBe(true);
    refuse({ status: 409, message: 'Check again.' });
    await waitFor(actor, (s) => s.matches('conflict'));
  });

  it('a conflict gives way when the job moves on elsewhere (published by someone else)', async () => {
    const { actor, published } = start({ publish: () => Promise.reject({ status: 409, message: 'Job 7 is being published' }) });
    actor.send({ type: 'job.show', job: job({ status: 'ready' }) });
    actor.send({ type: 'import.publish' });
    await waitFor(actor, (s) => s.matches('conflict'));
    actor.send({ type: 'job.updated', job: job({ status: 'published', published: 5 }) });
    expect(actor.getSnapshot().matches('published')).toBe(true);
    expect(published).toEqual([]);
  });

  it('another failure on publish stays ready with the message', async () => {
    const { actor } = start({ publish: () => Promise.reject({ status: 500, message: 'Try again in a moment.' }) });
    actor.send({ type: 'job.show', job: job({ status: 'ready' }) });
    actor.send({ type: 'import.publish' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Try again in a moment.');
  });

  it('discards a ready job', async () => {
    const { actor } = start({ discard: async () => job({ status: 'discarded' }) });
    actor.send({ type: 'job.show', job: job({ status: 'ready' }) });
    actor.send({ type: 'import.discard' });
    await waitFor(actor, (s) => s.matches('discarded'));
  });

  it('resumes a job being published elsewhere, polls it, and sees it live', () => {
    const { actor, published } = start();
    actor.send({ type: 'job.show', job: job({ status: 'publishing' }) });
    expect(actor.getSnapshot().matches({ publishing: 'watching' })).toBe(true);
    expect(actor.getSnapshot().hasTag('polling')).toBe(true);
    actor.send({ type: 'job.updated', job: job({ status: 'published', published: 9 }) });
    expect(actor.getSnapshot().matches('published')).toBe(true);
    expect(published).toHaveLength(1);
  });

  it('a job shown as published (a reload) is not announced again', () => {
    const { actor, published } = start();
    actor.send({ type: 'job.show', job: job({ status: 'published' }) });
    expect(actor.getSnapshot().matches('published')).toBe(true);
    expect(published).toEqual([]);
  });

  it('resumes the job named in the URL once its answer comes, and forgets one that cannot be read', () => {
    const { actor } = start({}, 'done', 7);
    expect(actor.getSnapshot().matches('resuming')).toBe(true);
    actor.send({ type: 'job.updated', job: job({ id: 8, status: 'ready' }) });
    expect(actor.getSnapshot().matches('resuming')).toBe(true);
    actor.send({ type: 'job.updated', job: job({ status: 'refused' }) });
    expect(actor.getSnapshot().matches('refused')).toBe(true);
    expect(actor.getSnapshot().context.resumeId).toBeNull();

    const other = start({}, 'done', 12).actor;
    other.send({ type: 'resume.failed' });
    expect(other.getSnapshot().matches('idle')).toBe(true);
  });
});
