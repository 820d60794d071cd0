// The staff console's catalog and dealers import (issue 20, docs/staff-console.md): a file is uploaded (with
// progress), the server checks it as a job, and the job ends refused (its problems) or ready (its difference
// from what is live); ready can be published (409 when the live version moved since: conflict, then recheck),
// or discarded. The job lives on the server, so a reload, or another staff member, resumes it where it is:
// `job.show` (a job picked from the list or named in the URL) and `job.updated` (the polled job) move the
// machine to the state of the job's status; a job named in the URL at the start (input `resumeId`) waits in
// `resuming` for its first answer. Pure: the upload, publish, recheck and discard calls are injected.
import { assign, emit, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { ImportJob, ImportJobStatus } from '../src/contract/staff';
import { staffFailureOf } from './staff-call';

export interface StaffImportContext {
  /** The job shown (the last version the machine heard of), or null before an upload. */
  job: ImportJob | null;
  /** The upload's progress, while it runs. */
  progress: { loaded: number; total: number | null } | null;
  /** What the last action (upload, publish, recheck, discard) met, in words that say what to do. */
  error: string | null;
  /** A job to resume (named in the URL when the page opened), until its answer comes. */
  resumeId: number | null;
}

export type StaffImportEvent =
  | { type: 'import.upload'; file: File }
  | { type: 'import.publish' }
  | { type: 'import.recheck' }
  | { type: 'import.discard' }
  /** Back to choosing a file (the job stays on the server). */
  | { type: 'import.again' }
  /** A job to show: chosen in the list, named in the URL, or running when the page opened. */
  | { type: 'job.show'; job: ImportJob }
  /** A newer answer about the shown job (polling), or the job being resumed; another job's is ignored. */
  | { type: 'job.updated'; job: ImportJob }
  /** The job to resume could not be read (gone, or another data set's). */
  | { type: 'resume.failed' }
  /** Sent back by the upload actor. */
  | { type: 'upload.progress'; loaded: number; total: number | null }
  | { type: 'upload.done'; job: ImportJob }
  | { type: 'upload.failed'; message: string };

export type StaffImportEmitted = { type: 'import.published'; job: ImportJob };

type JobCall = { jobId: number };

const jobOf = (event: EventObject): ImportJob | null => {
  const e = event as { job?: ImportJob; output?: ImportJob };
  return e.job ?? e.output ?? null;
};

/** The state each job status is shown in. */
const byStatus: { status: ImportJobStatus; target: string }[] = [
  { status: 'checking', target: 'checking' },
  { status: 'refused', target: 'refused' },
  { status: 'ready', target: 'ready' },
  { status: 'publishing', target: 'publishing' },
  { status: 'published', target: 'published' },
  { status: 'failed', target: 'failed' },
  { status: 'discarded', target: 'discarded' },
];

const upload = { target: '#staffImport.uploading', actions: 'startUpload' } as const;

export const staffImportMachine = setup({
  types: {
    context: {} as StaffImportContext,
    events: {} as StaffImportEvent,
    input: {} as { resumeId?: number | null } | undefined,
    emitted: {} as StaffImportEmitted,
    tags: {} as 'busy' | 'polling',
  },
  actors: {
    // Provided by the page: sends the file (XMLHttpRequest), sends back upload.progress, then upload.done with
    // the job (202) or upload.failed with the server's message.
    upload: fromCallback<EventObject, { file: File }>(({ sendBack }) => {
      sendBack({ type: 'upload.failed', message: 'No upload actor was provided' });
    }),
    // Provided by the page: each resolves with the job as the server answers, or throws {status, message}.
    publish: fromPromise<ImportJob, JobCall>(async () => {
      throw new Error('No publish actor was provided');
    }),
    recheck: fromPromise<ImportJob, JobCall>(async () => {
      throw new Error('No recheck actor was provided');
    }),
    discard: fromPromise<ImportJob, JobCall>(async () => {
      throw new Error('No discard actor was provided');
    }),
  },
  guards: {
    isResumed: ({ context, event }) => jobOf(event)?.id === context.resumeId,
    isResuming: ({ context }) => context.resumeId !== null,
    isOtherJob: ({ context, event }) => jobOf(event)?.id !== context.job?.id,
    sameStatus: ({ context, event }) => jobOf(event)?.status === context.job?.status,
    hasStatus: ({ context }, params: { status: ImportJobStatus }) => context.job?.status === params.status,
    isPublished: ({ event }) => jobOf(event)?.status === 'published',
    isConflict: ({ event }) => staffFailureOf((event as { error?: unknown }).error).status === 409,
  },
  actions: {
    startUpload: assign({ job: null, error: null, progress: { loaded: 0, total: null } }),
    rememberJob: assign({ job: ({ context, event }) => jobOf(event) ?? context.job }),
    clearError: assign({ error: null }),
    rememberFailure: assign({ error: ({ event }) => staffFailureOf((event as { error?: unknown }).error).message }),
    announcePublished: emit(({ context }) => ({ type: 'import.published' as const, job: context.job! })),
  },
}).createMachine({
  id: 'staffImport',
  context: ({ input }) => ({ job: null, progress: null, error: null, resumeId: input?.resumeId ?? null }),
  initial: 'start',
  on: {
    'job.show': { target: '.routing', actions: ['rememberJob', 'clearError'] },
    'job.updated': [
      { guard: 'isOtherJob' },
      { guard: 'sameStatus', actions: 'rememberJob' },
      { target: '.routing', actions: 'rememberJob' },
    ],
  },
  states: {
    start: { always: [{ guard: 'isResuming', target: 'resuming' }, { target: 'idle' }] },
    resuming: {
      exit: assign({ resumeId: null }),
      on: {
        'import.upload': upload,
        'job.updated': { guard: 'isResumed', target: 'routing', actions: 'rememberJob' },
        'resume.failed': 'idle',
      },
    },
    idle: { on: { 'import.upload': upload } },
    uploading: {
      tags: ['busy'],
      invoke: { src: 'upload', input: ({ event }) => ({ file: (event as { file: File }).file }) },
      on: {
        'job.show': {},
        'job.updated': {},
        'upload.progress': { actions: assign({ progress: ({ event }) => ({ loaded: event.loaded, total: event.total }) }) },
        'upload.done': { target: 'routing', actions: ['rememberJob', assign({ progress: null })] },
        'upload.failed': { target: 'idle', actions: assign({ progress: null, error: ({ event }) => event.message }) },
      },
    },
    // Picks the state of the job's status (a transient state: it never rests here).
    routing: {
      always: [
        ...byStatus.map(({ status, target }) => ({ guard: { type: 'hasStatus' as const, params: { status } }, target })),
        { target: 'idle' },
      ],
    },
    checking: { tags: ['busy', 'polling'], on: { 'import.upload': upload } },
    refused: { on: { 'import.upload': upload, 'import.again': 'idle' } },
    ready: {
      on: {
        'import.upload': upload,
        'import.again': 'idle',
        'import.publish': { target: 'publishing.calling', actions: 'clearError' },
        'import.discard': { target: 'discarding', actions: 'clearError' },
      },
    },
    publishing: {
      tags: ['busy', 'polling'],
      initial: 'watching',
      on: {
        // Live: announced once, by the state that saw it happen.
        'job.updated': [{ guard: 'isOtherJob' }, { guard: 'isPublished', target: 'published', actions: ['rememberJob', 'announcePublished'] }, { guard: 'sameStatus', actions: 'rememberJob' }, { target: 'routing', actions: 'rememberJob' }],
      },
      states: {
        // Someone (this page before a reload, or another staff member) is publishing it.
        watching: {},
        calling: {
          // The polled job says 'publishing' (or 'ready' again after a refusal) before the call answers: the
          // call's answer decides, unless the job is already live.
          on: {
            'job.show': {},
            'job.updated': [
              { guard: 'isOtherJob' },
              { guard: 'isPublished', target: '#staffImport.published', actions: ['rememberJob', 'announcePublished'] },
              { actions: 'rememberJob' },
            ],
          },
          invoke: {
            src: 'publish',
            input: ({ context }) => ({ jobId: context.job?.id ?? 0 }),
            onDone: [
              { guard: 'isPublished', target: '#staffImport.published', actions: ['rememberJob', 'announcePublished'] },
              { target: '#staffImport.routing', actions: 'rememberJob' },
            ],
            onError: [
              { guard: 'isConflict', target: '#staffImport.conflict', actions: 'rememberFailure' },
              { target: '#staffImport.ready', actions: 'rememberFailure' },
            ],
          },
        },
      },
    },
    // The live version changed since the difference was computed: check again against what is live now.
    conflict: {
      on: {
        'import.upload': upload,
        'import.recheck': { target: 'rechecking', actions: 'clearError' },
        'import.discard': { target: 'discarding', actions: 'clearError' },
      },
    },
    rechecking: {
      tags: ['busy'],
      on: { 'job.show': {}, 'job.updated': { actions: 'rememberJob' } },
      invoke: {
        src: 'recheck',
        input: ({ context }) => ({ jobId: context.job?.id ?? 0 }),
        onDone: { target: 'routing', actions: 'rememberJob' },
        onError: { target: 'conflict', actions: 'rememberFailure' },
      },
    },
    discarding: {
      tags: ['busy'],
      on: { 'job.show': {}, 'job.updated': { actions: 'rememberJob' } },
      invoke: {
        src: 'discard',
        input: ({ context }) => ({ jobId: context.job?.id ?? 0 }),
        onDone: { target: 'routing', actions: 'rememberJob' },
        onError: { target: 'routing', actions: 'rememberFailure' },
      },
    },
    published: { on: { 'import.upload': upload, 'import.again': 'idle' } },
    failed: { on: { 'import.upload': upload, 'import.again': 'idle' } },
    discarded: { on: { 'import.upload': upload, 'import.again': 'idle' } },
  },
});
