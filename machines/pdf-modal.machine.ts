// The PDF modal (SPEC §4): closed -> opening (the 100 ms open delay of SPEC §9) -> open, back to closed on
// the close icon, a click outside or Escape. Inside open, `loadingError` swaps the PDF viewer for a plain
// embedded frame of the same document. Pure: the UI sends events and reads tags.
import { assign, setup } from 'xstate';

/** SPEC §9: the modal opens 100 ms after a document is chosen. */
export const PDF_OPEN_DELAY_MS = 100;

export interface PdfDocumentRef {
  title: string;
  /** The PDF's URL. */
  url: string;
}

export interface PdfModalContext {
  document: PdfDocumentRef | null;
}

export type PdfModalEvent =
  | { type: 'pdf.open'; document: PdfDocumentRef }
  | { type: 'pdf.close' }
  /** The viewer could not read `url` (a late report about a document no longer shown is ignored). */
  | { type: 'pdf.loadError'; url: string };

export const pdfModalMachine = setup({
  types: {
    context: {} as PdfModalContext,
    events: {} as PdfModalEvent,
    tags: {} as 'visible' | 'viewer' | 'fallback',
  },
  delays: { openDelay: PDF_OPEN_DELAY_MS },
  actions: {
    rememberDocument: assign({
      document: ({ event }) => (event.type === 'pdf.open' ? event.document : null),
    }),
    forgetDocument: assign({ document: null }),
  },
  guards: {
    isShownDocument: ({ context, event }) => event.type === 'pdf.loadError' && context.document?.url === event.url,
  },
}).createMachine({
  id: 'pdfModal',
  context: { document: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'pdf.open': { target: 'opening', actions: 'rememberDocument' } },
    },
    opening: {
      after: { openDelay: 'open' },
      on: {
        // Another tile chosen within the delay: show that one, on the same schedule.
        'pdf.open': { actions: 'rememberDocument' },
        'pdf.close': { target: 'closed', actions: 'forgetDocument' },
      },
    },
    open: {
      tags: ['visible'],
      initial: 'viewing',
      on: {
        'pdf.close': { target: 'closed', actions: 'forgetDocument' },
        // A new document starts in the viewer again, whatever happened to the previous one.
        'pdf.open': { target: '.viewing', reenter: true, actions: 'rememberDocument' },
      },
      states: {
        viewing: {
          tags: ['viewer'],
          on: { 'pdf.loadError': { target: 'loadingError', guard: 'isShownDocument' } },
        },
        loadingError: { tags: ['fallback'] },
      },
    },
  },
});
