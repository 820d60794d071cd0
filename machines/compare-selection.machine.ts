// Compare selection of the results page (SPEC §3 "Compare selection", §4, §9): up to 3 tires; a fourth
// attempt opens the limit modal and is not added; Ok closes it; unchecking or removing drops the tire.
// Pure: persistence (if any) is the page's business, it restores through 'compare.restore'.
import { assign, setup } from 'xstate';
import { COMPARE_LIMIT } from '../src/contract/compare';

/** Where the browser tab keeps the picks (sessionStorage), for the results page and the QA import's check. */
export const COMPARE_STORAGE_KEY = 'basalt.compareSelection';

/** What the compare bar shows of a picked tire. */
export interface CompareItem {
  tireId: number;
  /** Pattern image path (thumbnail); '' when the line has no image. */
  image: string;
  patternName: string;
  /** Optional size and ply, to tell apart two sizes of the same line. */
  detail?: string;
}

export interface CompareSelectionContext {
  items: CompareItem[];
}

export type CompareSelectionEvent =
  /** The Compare Tire checkbox of a card: picks the tire, or drops it when already picked. */
  | { type: 'compare.toggle'; item: CompareItem }
  /** The compare bar's remove button. */
  | { type: 'compare.remove'; tireId: number }
  /** Ok (or Escape / outside click) on the limit modal. */
  | { type: 'compare.dismiss' }
  /** Puts back a saved selection (e.g. after the visitor comes back from the compare page). */
  | { type: 'compare.restore'; items: CompareItem[] };

/** Valid, distinct items, at most COMPARE_LIMIT: a restored selection comes from outside. */
export function cleanItems(items: readonly CompareItem[]): CompareItem[] {
  const seen = new Set<number>();
  const out: CompareItem[] = [];
  for (const item of items) {
    if (!Number.isInteger(item.tireId) || item.tireId < 1 || seen.has(item.tireId)) continue;
    seen.add(item.tireId);
    const clean: CompareItem = { tireId: item.tireId, image: String(item.image ?? ''), patternName: String(item.patternName ?? '') };
    if (typeof item.detail === 'string' && item.detail) clean.detail = item.detail;
    out.push(clean);
  }
  return out.slice(0, COMPARE_LIMIT);
}

export const compareSelectionMachine = setup({
  types: {
    context: {} as CompareSelectionContext,
    events: {} as CompareSelectionEvent,
  },
  guards: {
    isPicked: ({ context, event }) =>
      event.type === 'compare.toggle' && context.items.some((i) => i.tireId === event.item.tireId),
    hasRoom: ({ context }) => context.items.length < COMPARE_LIMIT,
  },
  actions: {
    add: assign({
      items: ({ context, event }) => (event.type === 'compare.toggle' ? [...context.items, event.item] : context.items),
    }),
    remove: assign({
      items: ({ context, event }) => {
        const id = event.type === 'compare.toggle' ? event.item.tireId : event.type === 'compare.remove' ? event.tireId : null;
        return context.items.filter((i) => i.tireId !== id);
      },
    }),
    restore: assign({
      items: ({ context, event }) => (event.type === 'compare.restore' ? cleanItems(event.items) : context.items),
    }),
  },
}).createMachine({
  id: 'compareSelection',
  context: { items: [] },
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

