// The engineering databook's Download PDF (SPEC §2 /resources/engineering-data, §7 "Files and maps"):
// idle -> preparing (busy: the link's spinner and "Preparing the databook download…"; further clicks wait for
// it) -> done, or failed (the page logs it and shows the toast). Either outcome can start again.
// Pure: fetching and saving the file is the injected `download` actor; the failure goes out as an emitted
// 'download.failed' for the page to report.
import { assign, emit, fromPromise, setup } from 'xstate';

export interface DatabookDownloadContext {
  /** The address being (or last) downloaded. */
  url: string | null;
}

export type DatabookDownloadEvent = { type: 'download.start'; url: string };

export type DatabookDownloadEmitted = { type: 'download.failed'; url: string; error: unknown };

export const databookDownloadMachine = setup({
  types: {
    context: {} as DatabookDownloadContext,
    events: {} as DatabookDownloadEvent,
    emitted: {} as DatabookDownloadEmitted,
    tags: {} as 'busy',
  },
  actors: {
    // Provided by the page: fetches `url` and saves it under the databook's file name.
    download: fromPromise<void, { url: string }>(async () => {
      throw new Error('No download actor was provided');
    }),
  },
  actions: {
    rememberUrl: assign({ url: ({ event }) => event.url }),
  },
}).createMachine({
  id: 'databookDownload',
  context: { url: null },
  initial: 'idle',
  states: {
    idle: { on: { 'download.start': { target: 'preparing', actions: 'rememberUrl' } } },
    preparing: {
      tags: ['busy'],
      invoke: {
        src: 'download',
        input: ({ context }) => ({ url: context.url ?? '' }),
        onDone: 'done',
        onError: {
          target: 'failed',
          actions: emit(({ context, event }) => ({ type: 'download.failed' as const, url: context.url ?? '', error: event.error })),
        },
      },
    },
    done: { on: { 'download.start': { target: 'preparing', actions: 'rememberUrl' } } },
    failed: { on: { 'download.start': { target: 'preparing', actions: 'rememberUrl' } } },
  },
});
