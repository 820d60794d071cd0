// The dealer locator (SPEC §2 /dealers, §4 dealer tab): three regions side by side.
// - tab: recommended (default) or earthmover; changing it repeats the current search for the other kind.
// - location: idle -> locating (the browser's geolocation, an injected actor) -> located | failed.
// - search: idle -> searching (injected actor) -> results | empty | invalid | failed (service trouble).
// The machine holds the searches and their outcome (how many dealers, so paging knows its last page), not the
// dealers: the page reads those from RTK Query's cache, by the search in `shown`.
// The distance unit only changes how distances read, never what is searched. Pure: no fetch, no browser.
import { assign, fromPromise, raise, setup } from 'xstate';
import type { DealerKind, DistanceUnit } from '../src/contract/dealers';

export const DEALER_MESSAGES = {
  locationFailed:
    'Your location could not be determined. Instead, please search by entering an address or zip code below.',
  invalid: 'Please enter a valid address or zip code.',
  emptyRecommended: 'There are no dealers within 50 miles of the searched location.',
  emptyEarthmover: 'There are no Earthmover locations within 50 miles of the searched location.',
} as const;

export type DealerWhere = { q: string } | { lat: number; lng: number };

export interface DealerSearchInput {
  where: DealerWhere;
  kind: DealerKind;
  page: number;
}

/** What the search actor answers of a search: its dealer count and page size (the dealers stay in the cache). */
export interface DealerSearchOutcome {
  count: number;
  pageSize: number;
}

/** What the search actor throws: the place could not be resolved (422) or the service failed. */
export class DealerSearchError extends Error {
  constructor(readonly reason: 'invalid' | 'failed') {
    super(reason);
  }
}

export interface DealerLocatorContext {
  kind: DealerKind;
  unit: DistanceUnit;
  where: DealerWhere | null;
  page: number;
  /** The search whose dealers are on screen (results, or kept while the next one runs); null when none. */
  shown: DealerSearchInput | null;
  /** Result pages of the shown search. */
  pages: number;
  highlighted: number | null;
}

export type DealerLocatorEvent =
  | { type: 'tab.select'; kind: DealerKind }
  | { type: 'unit.select'; unit: DistanceUnit }
  | { type: 'search.submit'; q: string }
  | { type: 'search.point'; lat: number; lng: number }
  /** A search read from the URL (shareable link, reload). */
  | { type: 'search.restore'; where: DealerWhere; page: number }
  | { type: 'search.retry' }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'location.request' }
  | { type: 'dealer.highlight'; dealerId: number | null };

export interface DealerLocatorInput {
  kind?: DealerKind;
  unit?: DistanceUnit;
  /** A search to run at once (read from a shared link or after a reload). */
  where?: DealerWhere | null;
  page?: number;
}

/**
 * How each search state starts a new search. Written on the child states, not on the region: a re-entering
 * transition on a region of a parallel machine would exit every region and drop the other regions'
 * handling of the same event (the tab's switch, the location message going).
 */
const startSearch = {
  'search.submit': [
    { guard: 'isBlank', target: 'invalid', actions: 'forgetSearch' },
    { target: 'searching', reenter: true, actions: 'searchText' },
  ],
  'search.point': { target: 'searching', reenter: true, actions: 'searchPoint' },
  'search.restore': { target: 'searching', reenter: true, actions: 'restore' },
  'tab.select': [
    { guard: 'hasSearch', target: 'searching', reenter: true, actions: 'setKind' },
    { actions: 'setKind' },
  ],
} as const;

const lastPage = (r: DealerSearchOutcome) => Math.max(1, Math.ceil(r.count / r.pageSize));

export const dealerLocatorMachine = setup({
  types: {
    context: {} as DealerLocatorContext,
    events: {} as DealerLocatorEvent,
    input: {} as DealerLocatorInput,
    tags: {} as 'busy',
  },
  actors: {
    searchDealers: fromPromise<DealerSearchOutcome, DealerSearchInput>(async () => {
      throw new DealerSearchError('failed'); // provided by the page
    }),
    locate: fromPromise<{ lat: number; lng: number }>(async () => {
      throw new Error('no geolocation'); // provided by the page
    }),
  },
  actions: {
    setKind: assign({ kind: ({ event }) => (event.type === 'tab.select' ? event.kind : 'recommended'), page: 1 }),
    setUnit: assign({ unit: ({ context, event }) => (event.type === 'unit.select' ? event.unit : context.unit) }),
    searchText: assign({ where: ({ event }) => (event.type === 'search.submit' ? { q: event.q.trim() } : null), page: 1 }),
    searchPoint: assign({ where: ({ event }) => (event.type === 'search.point' ? { lat: event.lat, lng: event.lng } : null), page: 1 }),
    restore: assign(({ event }) => (event.type === 'search.restore' ? { where: event.where, page: event.page } : {})),
    nextPage: assign({ page: ({ context }) => context.page + 1 }),
    previousPage: assign({ page: ({ context }) => Math.max(1, context.page - 1) }),
    keepResult: assign(({ context }, outcome: DealerSearchOutcome) => ({
      shown: { where: context.where!, kind: context.kind, page: context.page },
      pages: lastPage(outcome),
      highlighted: null,
    })),
    clearResult: assign({ shown: null, pages: 1, highlighted: null }),
    forgetSearch: assign({ where: null, shown: null, pages: 1, highlighted: null }),
    searchFromPosition: raise((_, p: { lat: number; lng: number }) => ({ type: 'search.point' as const, lat: p.lat, lng: p.lng })),
    highlight: assign({ highlighted: ({ event }) => (event.type === 'dealer.highlight' ? event.dealerId : null) }),
  },
  guards: {
    isBlank: ({ event }) => event.type === 'search.submit' && event.q.trim() === '',
    hasSearch: ({ context }) => context.where !== null,
    hasNextPage: ({ context }) => context.shown !== null && context.page < context.pages,
    hasPreviousPage: ({ context }) => context.page > 1,
  },
}).createMachine({
  id: 'dealerLocator',
  type: 'parallel',
  context: ({ input }) => ({
    kind: input?.kind ?? 'recommended',
    unit: input?.unit ?? 'mi',
    where: input?.where ?? null,
    page: input?.page ?? 1,
    shown: null,
    pages: 1,
    highlighted: null,
  }),
  on: {
    'unit.select': { actions: 'setUnit' },
    'dealer.highlight': { actions: 'highlight' },
  },
  states: {
    tab: {
      initial: 'pick',
      states: {
        pick: { always: [{ guard: ({ context }) => context.kind === 'earthmover', target: 'earthmover' }, { target: 'recommended' }] },
        recommended: { on: { 'tab.select': { guard: ({ event }) => event.kind === 'earthmover', target: 'earthmover' } } },
        earthmover: { on: { 'tab.select': { guard: ({ event }) => event.kind === 'recommended', target: 'recommended' } } },
      },
    },
    location: {
      initial: 'idle',
      states: {
        idle: { on: { 'location.request': 'locating' } },
        locating: {
          tags: ['busy'],
          invoke: {
            src: 'locate',
            onDone: {
              target: 'located',
              actions: { type: 'searchFromPosition', params: ({ event }) => event.output },
            },
            onError: 'failed',
          },
        },
        located: { on: { 'location.request': 'locating' } },
        // A typed search answers the message's advice: the message goes.
        failed: { on: { 'location.request': 'locating', 'search.submit': 'idle' } },
      },
    },
    search: {
      initial: 'start',
      states: {
        start: { always: [{ guard: 'hasSearch', target: 'searching' }, { target: 'idle' }] },
        idle: { on: startSearch },
        searching: {
          tags: ['busy'],
          on: startSearch,
          invoke: {
            src: 'searchDealers',
            input: ({ context }) => ({ where: context.where!, kind: context.kind, page: context.page }),
            onDone: [
              { guard: ({ event }) => event.output.count === 0, target: 'empty', actions: { type: 'keepResult', params: ({ event }) => event.output } },
              { target: 'results', actions: { type: 'keepResult', params: ({ event }) => event.output } },
            ],
            onError: [
              { guard: ({ event }) => event.error instanceof DealerSearchError && event.error.reason === 'invalid', target: 'invalid', actions: 'clearResult' },
              { target: 'failed', actions: 'clearResult' },
            ],
          },
        },
        results: {
          on: {
            ...startSearch,
            'page.next': { guard: 'hasNextPage', target: 'searching', actions: 'nextPage' },
            'page.previous': { guard: 'hasPreviousPage', target: 'searching', actions: 'previousPage' },
          },
        },
        empty: { on: startSearch },
        invalid: { on: startSearch },
        failed: { on: { ...startSearch, 'search.retry': { guard: 'hasSearch', target: 'searching' } } },
      },
    },
  },
});
