// Compare selection of the results page (SPEC §3 "Compare selection", §4, §9): up to 3 tires; a fourth
// attempt opens the limit modal and is not added; Ok closes it; unchecking or removing drops the tire.
// Holds the picked tire ids only: the rows the compare bar shows are service data, read from RTK Query.
// Pure: persistence (if any) is the page's business, it restores through 'compare.restore'.
import { assign, setup } from 'xstate';
import { COMPARE_LIMIT } from '../src/contract/compare';

/** Where the browser tab keeps the picks (sessionStorage), for the results page and the QA import's check. */
export const COMPARE_STORAGE_KEY = 'basalt.compareSelection';

export interface CompareSelectionContext {
  /** The picked tire size ids, in pick order. */
  tireIds: number[];
}

export type CompareSelectionEvent =
  /** The Compare Tire checkbox of a card: picks the tire, or drops it when already picked. */
  | { type: 'compare.toggle'; tireId: number }
  /** The compare bar's remove button. */
  | { type: 'compare.remove'; tireId: number }
  /** Ok (or Escape / outside click) on the limit modal. */
  | { type: 'compare.dismiss' }
  /** Puts back a saved selection (e.g. after the visitor comes back from the compare page). */
  | { type: 'compare.restore'; tireIds: number[] };

/** Valid, distinct ids, at most COMPARE_LIMIT: a restored selection comes from outside. */
export function cleanIds(ids: readonly unknown[]): number[] {
  const out: number[] = [];
  for (const id of ids) {
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || out.includes(id)) continue;
    out.push(id);
  }
  return out.slice(0, COMPARE_LIMIT);
}

export const compareSelectionMachine = setup({
  types: {
    context: {} as CompareSelectionContext,
    events: {} as CompareSelectionEvent,
  },
  guards: {
    isPicked: ({ context, event }) => event.type === 'compare.toggle' && context.tireIds.includes(event.tireId),
    hasRoom: ({ context }) => context.tireIds.length < COMPARE_LIMIT,
  },
  actions: {
    add: assign({
      tireIds: ({ context, event }) => (event.type === 'compare.toggle' ? [...context.tireIds, event.tireId] : context.tireIds),
    }),
    remove: assign({
      tireIds: ({ context, event }) => {
        const id = event.type === 'compare.toggle' || event.type === 'compare.remove' ? event.tireId : null;
        return context.tireIds.filter((picked) => picked !== id);
      },
    }),
    restore: assign({
      tireIds: ({ context, event }) => (event.type === 'compare.restore' ? cleanIds(event.tireIds) : context.tireIds),
    }),
  },
}).createMachine({
  id: 'compareSelection',
  context: { tireIds: [] },
  initial: 'picking',
  states: {
    picking: {
      on: {
        'compare.toggle': [
          { guard: 'isPicked', actions: 'remove' },
          { guard: 'hasRoom', actions: 'add' },
          // The fourth tire is not added: the modal explains why (SPEC §2).
          { target: 'limitReached' },
        ],
        'compare.remove': { actions: 'remove' },
        'compare.restore': { actions: 'restore' },
      },
    },
    limitReached: {
      tags: ['limit-modal'],
      on: { 'compare.dismiss': 'picking' },
    },
  },
});
