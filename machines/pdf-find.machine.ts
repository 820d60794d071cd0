// "Find" in the PDF viewer (SPEC §2 PDF modal): idle -> searching (the injected `locate` actor counts the term's
// matches page by page) -> found (a current match: Previous/Next and Enter again move it, wrapping) or none.
// A new term starts a new search; a search overtaken by a newer one is dropped. Pure: reading the document and
// marking and scrolling the text layers are the viewer's (the `locate` actor, the `showMatch` and `repaint`
// actions, given with machine.provide).
import { assign, fromPromise, setup } from 'xstate';

export interface PdfFindContext {
  /** The searched term, trimmed ('' when none). */
  term: string;
  /** How many matches each page has, by page index. */
  perPage: number[];
  /** 0-based index of the current match among all; -1 when there is none. */
  current: number;
}

export type PdfFindEvent =
  /** Find (Enter) with the box's text; the same term again moves to the next match. */
  | { type: 'find.search'; text: string }
  | { type: 'find.next' }
  | { type: 'find.previous' };

/** A match's place: its page and its rank among that page's matches. */
export interface PdfMatch {
  pageIndex: number;
  rank: number;
}

export const totalMatches = (context: PdfFindContext): number => context.perPage.reduce((a, b) => a + b, 0);

/** The place of match `index` (in page order), or null. */
export function matchAt(context: PdfFindContext, index: number): PdfMatch | null {
  let left = index;
  if (left < 0) return null;
  for (const [pageIndex, count] of context.perPage.entries()) {
    if (left < count) return { pageIndex, rank: left };
    left -= count;
  }
  return null;
}

const step = (context: PdfFindContext, by: 1 | -1) => {
  const total = totalMatches(context);
  return (context.current + by + total) % total;
};

export const pdfFindMachine = setup({
  types: {
    context: {} as PdfFindContext,
    events: {} as PdfFindEvent,
    tags: {} as 'busy',
  },
  actors: {
    // Provided by the viewer: the match count of each page for `term`.
    locate: fromPromise<number[], { term: string }>(async () => []),
  },
  actions: {
    // Provided by the viewer: bring the current match into view (jump to its page, mark it); mark the layers.
    showMatch: (_, _match: PdfMatch | null) => {},
    repaint: () => {},
    newTerm: assign({ term: ({ event }) => (event.type === 'find.search' ? event.text.trim() : ''), perPage: [], current: -1 }),
    next: assign({ current: ({ context }) => step(context, 1) }),
    previous: assign({ current: ({ context }) => step(context, -1) }),
  },
  guards: {
    isBlank: ({ event }) => event.type === 'find.search' && event.text.trim() === '',
    isSameTerm: ({ context, event }) => event.type === 'find.search' && event.text.trim() === context.term,
  },
}).createMachine({
  id: 'pdfFind',
  context: { term: '', perPage: [], current: -1 },
  initial: 'idle',
  on: {
    'find.search': [
      { guard: 'isBlank', target: '.idle', actions: ['newTerm', 'repaint'] },
      { target: '.searching', reenter: true, actions: 'newTerm' },
    ],
  },
  states: {
    idle: {},
    searching: {
      tags: ['busy'],
      invoke: {
        src: 'locate',
        input: ({ context }) => ({ term: context.term }),
        onDone: [
          { guard: ({ event }) => event.output.some((n) => n > 0), target: 'found', actions: assign({ perPage: ({ event }) => event.output, current: 0 }) },
          { target: 'none' },
        ],
        // The viewer logs why; the visitor reads "No matches".
        onError: 'none',
      },
    },
    none: { entry: 'repaint' },
    found: {
      entry: { type: 'showMatch', params: ({ context }) => matchAt(context, context.current) },
      on: {
        'find.search': [
          { guard: 'isBlank', target: 'idle', actions: ['newTerm', 'repaint'] },
          { guard: 'isSameTerm', target: 'found', reenter: true, actions: 'next' },
          { target: 'searching', actions: 'newTerm' },
        ],
        'find.next': { target: 'found', reenter: true, actions: 'next' },
        'find.previous': { target: 'found', reenter: true, actions: 'previous' },
      },
    },
  },
});
