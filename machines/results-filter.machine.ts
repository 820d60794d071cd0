// Narrow Results filters of the results page (SPEC §4, §5, §9). The machine decides what is shown and
// when: it waits for the three filter lists, selects everything, lets the products load 100 ms after the page
// started (the wait runs while the lists load, so a slow list does not add to it; a page that started before its
// machine, at the Tire Finder's last click, provides a `productsDelay` of what is left of it),
// refuses to uncheck the last tire type, and empties the product list when no tire line or no industry is
// selected. Pure: the page fetches (RTK Query) and reads `selectedFilter(context)` and the tags.
// A page whose lists are already at hand (server render, hydration, a cached search) starts the machine with
// them as input, so its first render is already the right state.
import { assign, setup, type AnyEventObject } from 'xstate';

/** SPEC §9: products are fetched 100 ms after the page initialises. */
export const PRODUCTS_DELAY_MS = 100;

/** Ids of the three Narrow Results groups, in list order. */
export interface FilterLists {
  tireTypes: number[];
  lines: number[];
  industries: number[];
}

export interface ResultsFilterContext {
  options: FilterLists;
  selected: FilterLists;
  /** The visitor just tried to uncheck the only selected tire type (SPEC §5: Radial or Bias is required). */
  typeRefused: boolean;
  /** SPEC §9's 100 ms since the page started are over: products may be listed as soon as the lists are in. */
  productsDue?: boolean;
}

export type ResultsFilterEvent =
  | ({ type: 'filters.loaded' } & FilterLists)
  | { type: 'filters.toggleType'; id: number }
  | { type: 'filters.toggleLine'; id: number }
  | { type: 'filters.toggleIndustry'; id: number }
  | { type: 'filters.toggleAllLines' }
  | { type: 'filters.toggleAllIndustries' };

/** `lists`: already loaded when the page mounts; `productsReady`: their products need no 100 ms wait
 * (already loaded, or the server's render, which waits for nothing). */
export interface ResultsFilterInput {
  lists?: FilterLists | null;
  productsReady?: boolean;
}

const empty: FilterLists = { tireTypes: [], lines: [], industries: [] };
/** True when the search names a tire: no list is empty (otherwise nothing matches, and no products are asked for). */
export const listsMatch = (l: FilterLists) => l.tireTypes.length > 0 && l.lines.length > 0 && l.industries.length > 0;

/** The input, read from the start event (XState's 'xstate.init' carries it), for the start state's guards. */
const startInput = (event: AnyEventObject) =>
  event.type === 'xstate.init' ? (event as { input?: ResultsFilterInput }).input : undefined;

/** Adds or removes `id`, keeping the options' order; an id that is not an option changes nothing. */
function toggled(selected: number[], options: number[], id: number): number[] {
  if (selected.includes(id)) return selected.filter((x) => x !== id);
  return options.filter((x) => x === id || selected.includes(x));
}

/** Check/Uncheck All: everything when something is unchecked, nothing when all are checked. */
function toggledAll(selected: number[], options: number[]): number[] {
  return selected.length === options.length ? [] : [...options];
}

/** The Narrow Results part of the products/list query. */
export function selectedFilter(context: Pick<ResultsFilterContext, 'selected'>): {
  tire_type_id: number[];
  pattern_id: number[];
  tra_code_id: number[];
} {
  const { tireTypes, lines, industries } = context.selected;
  return { tire_type_id: tireTypes, pattern_id: lines, tra_code_id: industries };
}

export const resultsFilterMachine = setup({
  types: {
    context: {} as ResultsFilterContext,
    events: {} as ResultsFilterEvent,
    input: {} as ResultsFilterInput,
  },
  delays: { productsDelay: PRODUCTS_DELAY_MS },
  guards: {
    nothingMatches: ({ event }) => event.type === 'filters.loaded' && !listsMatch(event),
    startsEmpty: ({ event }) => {
      const lists = startInput(event)?.lists;
      return !!lists && !listsMatch(lists);
    },
    startsListing: ({ event }) => !!startInput(event)?.lists && startInput(event)?.productsReady === true,
    startsNarrowing: ({ event }) => !!startInput(event)?.lists,
    isLastTireType: ({ context, event }) =>
      event.type === 'filters.toggleType' &&
      context.selected.tireTypes.length === 1 &&
      context.selected.tireTypes[0] === event.id,
    hasLineAndIndustry: ({ context }) => context.selected.lines.length > 0 && context.selected.industries.length > 0,
    productsDue: ({ context }) => context.productsDue === true,
  },
  actions: {
    selectAll: assign(({ event }) => {
      if (event.type !== 'filters.loaded') return {};
      const lists = { tireTypes: event.tireTypes, lines: event.lines, industries: event.industries };
      return { options: lists, selected: lists, typeRefused: false };
    }),
    refuseType: assign({ typeRefused: true }),
    markProductsDue: assign({ productsDue: true }),
    warnNoTireType: () => {
      // SPEC §4: the original logged a warning when the last tire type was unchecked; kept for parity.
      console.warn('You must select either Radial or Bias.');
    },
    toggle: assign(({ context, event }) => {
      const { options, selected } = context;
      const next = { ...selected };
      if (event.type === 'filters.toggleType') next.tireTypes = toggled(selected.tireTypes, options.tireTypes, event.id);
      else if (event.type === 'filters.toggleLine') next.lines = toggled(selected.lines, options.lines, event.id);
      else if (event.type === 'filters.toggleIndustry')
        next.industries = toggled(selected.industries, options.industries, event.id);
      else if (event.type === 'filters.toggleAllLines') next.lines = toggledAll(selected.lines, options.lines);
      else if (event.type === 'filters.toggleAllIndustries')
        next.industries = toggledAll(selected.industries, options.industries);
      return { selected: next, typeRefused: false };
    }),
  },
}).createMachine({
  id: 'resultsFilter',
  // Without input (a QA replay of an older export, a test): no lists yet.
  context: ({ input }: { input: ResultsFilterInput | undefined }) => {
    const lists = input?.lists ?? empty;
    return { options: lists, selected: lists, typeRefused: false };
  },
  initial: 'start',
  // SPEC §9: products 100 ms after the page initialises, i.e. after this machine starts, however long its
  // lists take (counting from the lists' arrival added their load time to every search).
  after: { productsDelay: { actions: 'markProductsDue' } },
  states: {
    start: {
      always: [
        { guard: 'startsEmpty', target: 'noMatch' },
        { guard: 'startsListing', target: 'narrowing.deciding' },
        { guard: 'startsNarrowing', target: 'narrowing' },
        { target: 'loadingFilters' },
      ],
    },
    loadingFilters: {
      tags: ['loading'],
      on: {
        'filters.loaded': [
          { guard: 'nothingMatches', target: 'noMatch', actions: 'selectAll' },
          { target: 'narrowing', actions: 'selectAll' },
        ],
      },
    },
    /** The search names no tire (empty filter lists): nothing to narrow. */
    noMatch: { tags: ['no-match'] },
    narrowing: {
      initial: 'settling',
      on: {
        'filters.toggleType': [
          { guard: 'isLastTireType', actions: ['refuseType', 'warnNoTireType'] },
          { target: '.deciding', actions: 'toggle' },
        ],
        'filters.toggleLine': { target: '.deciding', actions: 'toggle' },
        'filters.toggleIndustry': { target: '.deciding', actions: 'toggle' },
        'filters.toggleAllLines': { target: '.deciding', actions: 'toggle' },
        'filters.toggleAllIndustries': { target: '.deciding', actions: 'toggle' },
      },
      states: {
        /** Everything selected; products wait for the 100 ms (SPEC §9). A filter change ends the wait at once. */
        settling: {
          tags: ['products-pending'],
          always: { guard: 'productsDue', target: 'deciding' },
        },
        deciding: {
          always: [{ guard: 'hasLineAndIndustry', target: 'listing' }, { target: 'noSelection' }],
        },
        /** The page fetches products/list with `selectedFilter`. */
        listing: { tags: ['products'] },
        /** No tire line or no industry selected: no request, the list is empty and a message says why. */
        noSelection: { tags: ['no-selection'] },
      },
    },
  },
});
