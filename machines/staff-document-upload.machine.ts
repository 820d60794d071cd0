// The staff console's document upload (issue 20): a brochure or sell sheet (title, section, lines, the PDF) is
// sent with progress; the server lists it at once (done), or refuses it with its problems (422: not a clean
// PDF, an unknown line, a bad title), or the call fails (a message that says what to do). Any outcome can
// send again. Pure: the upload (XMLHttpRequest) is the injected `upload` actor, which sends back progress.
import { assign, emit, fromCallback, setup, type EventObject } from 'xstate';
import type { ImportProblem } from '../src/contract/staff';

export interface DocumentUploadInput {
  file: File;
  title: string;
  section: 'brochures' | 'sell-sheets';
  lines: string[];
  /** The slug of the document it replaces, when it is a replacement (for the page; the server keys by title). */
  replaces: string | null;
}

export interface StaffDocumentUploadContext {
  progress: { loaded: number; total: number | null } | null;
  problems: ImportProblem[];
  error: string | null;
  /** The title of the last document listed. */
  uploaded: string | null;
}

export type StaffDocumentUploadEvent =
  | { type: 'document.upload'; input: DocumentUploadInput }
  /** The form was closed or opened again: forget the last outcome. */
  | { type: 'document.reset' }
  /** Sent back by the upload actor. */
  | { type: 'upload.progress'; loaded: number; total: number | null }
  | { type: 'upload.done'; title: string }
  | { type: 'upload.failed'; message: string; problems: ImportProblem[] };

export type StaffDocumentUploadEmitted = { type: 'document.uploaded'; title: string };

const send = { target: '#staffDocumentUpload.uploading', actions: 'start' } as const;

export const staffDocumentUploadMachine = setup({
  types: {
    context: {} as StaffDocumentUploadContext,
    events: {} as StaffDocumentUploadEvent,
    emitted: {} as StaffDocumentUploadEmitted,
    tags: {} as 'busy',
  },
  actors: {
    // Provided by the page: POSTs the PDF, sends back upload.progress, then upload.done or upload.failed.
    upload: fromCallback<EventObject, DocumentUploadInput>(({ sendBack }) => {
      sendBack({ type: 'upload.failed', message: 'No upload actor was provided', problems: [] });
    }),
  },
  actions: {
    start: assign({ progress: { loaded: 0, total: null }, problems: [], error: null, uploaded: null }),
    forget: assign({ progress: null, problems: [], error: null, uploaded: null }),
  },
}).createMachine({
  id: 'staffDocumentUpload',
  context: { progress: null, problems: [], error: null, uploaded: null },
  initial: 'idle',
  on: { 'document.reset': { target: '.idle', actions: 'forget' } },
  states: {
    idle: { on: { 'document.upload': send } },
    uploading: {
      tags: ['busy'],
      invoke: { src: 'upload', input: ({ event }) => (event as Extract<StaffDocumentUploadEvent, { type: 'document.upload' }>).input },
      on: {
        'document.reset': {},
        'upload.progress': { actions: assign({ progress: ({ event }) => ({ loaded: event.loaded, total: event.total }) }) },
        'upload.done': {
          target: 'done',
          actions: [assign({ progress: null, uploaded: ({ event }) => event.title }), emit(({ event }) => ({ type: 'document.uploaded' as const, title: event.title }))],
        },
        'upload.failed': [
          {
            guard: ({ event }) => event.problems.length > 0,
            target: 'refused',
            actions: assign({ progress: null, problems: ({ event }) => event.problems, error: ({ event }) => event.message }),
          },
          { target: 'failed', actions: assign({ progress: null, error: ({ event }) => event.message }) },
        ],
      },
    },
    done: { on: { 'document.upload': send } },
    refused: { on: { 'document.upload': send } },
    failed: { on: { 'document.upload': send } },
  },
});
