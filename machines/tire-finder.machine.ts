// The Tire Finder popup (SPEC §2 "Tire Finder modal", §4 "Tire Finder"): which step is shown, what the
// visitor picked so far, and the finished search. Lists come from RTK Query in the UI; the machine only says
// which list to show and with which ids. Choosing a tire size emits 'finder.selected' (the UI navigates to
// the results) and waits in `navigating` until the UI reports the completed navigation with 'finder.close'.
import { assign, emit, setup } from 'xstate';
import type { FinderSelection, SearchMode } from '../src/lib/results-query';

/** Steps of the sub-searches; each is a state name under its mode. */
export type FinderStep = 'sizes' | 'rims' | 'industries' | 'equipment';
/** Steps a tab header can return to (the size list is always the last step). */
export type FinderTab = Exclude<FinderStep, 'sizes'>;

export interface FinderContext {
  rim: { rimSizeId: number; rimDiameter: number } | null;
  industry: { segmentId: number; name: string } | null;
  equipment: { applicationId: number; name: string } | null;
  /** The size filter as typed (the input's value). */
  filterText: string;
  /** The size filter as applied: trimmed; '' (no filtering) for blank text (SPEC §5). */
  search: string;
  /** The finished search, set when a tire size is chosen. */
  selection: FinderSelection | null;
}

export type FinderEvent =
  | { type: 'finder.open' }
  | { type: 'finder.close' }
  | { type: 'finder.choose'; mode: SearchMode }
  | { type: 'finder.startOver' }
  | { type: 'finder.tab'; step: FinderTab }
  | { type: 'finder.filter'; text: string }
  | { type: 'finder.selectRim'; rimSizeId: number; rimDiameter: number }
  | { type: 'finder.selectIndustry'; segmentId: number; name: string }
  | { type: 'finder.selectEquipment'; applicationId: number; name: string }
  | { type: 'finder.selectSize'; size: string };

export type FinderEmitted = { type: 'finder.selected'; selection: FinderSelection };

export const initialFinderContext: FinderContext = {
  rim: null,
  industry: null,
  equipment: null,
  filterText: '',
  search: '',
  selection: null,
};

/** The size filter rule of SPEC §5: trimmed, and blank text means no filter. */
export function toSearch(text: string): string {
  return text.trim();
}

/** Case-insensitive "contains", as the server's tiresize/list `search` (ilike). */
export function filterSizes<T extends { size: string }>(sizes: readonly T[], search: string): T[] {
  const needle = toSearch(search).toLowerCase();
  return needle ? sizes.filter((s) => s.size.toLowerCase().includes(needle)) : [...sizes];
}

/** The finished search for `size` in the current sub-search; null if a pick is missing. */
export function toSelection(mode: SearchMode, ctx: FinderContext, size: string): FinderSelection | null {
  switch (mode) {
    case 'size':
      return { mode, size };
    case 'rim':
      return ctx.rim && { mode, ...ctx.rim, size };
    case 'equipment':
      return ctx.equipment && { mode, applicationId: ctx.equipment.applicationId, applicationName: ctx.equipment.name, size };
    case 'industry':
      return (
        ctx.industry &&
        ctx.equipment && {
          mode,
          segmentId: ctx.industry.segmentId,
          segmentName: ctx.industry.name,
          applicationId: ctx.equipment.applicationId,
          applicationName: ctx.equipment.name,
          size,
        }
      );
  }
}

type SizeEvent = Extract<FinderEvent, { type: 'finder.selectSize' }>;
const sizeOf = (event: FinderEvent) => (event as SizeEvent).size;

export const tireFinderMachine = setup({
  types: {
    context: {} as FinderContext,
    events: {} as FinderEvent,
    emitted: {} as FinderEmitted,
  },
  actions: {
    reset: assign(() => initialFinderContext),
    clearPicks: assign({ rim: null, industry: null, equipment: null }),
    clearEquipment: assign({ equipment: null }),
    pickRim: assign({
      rim: ({ event }) =>
        event.type === 'finder.selectRim' ? { rimSizeId: event.rimSizeId, rimDiameter: event.rimDiameter } : null,
    }),
    pickIndustry: assign({
      industry: ({ event }) =>
        event.type === 'finder.selectIndustry' ? { segmentId: event.segmentId, name: event.name } : null,
    }),
    pickEquipment: assign({
      equipment: ({ event }) =>
        event.type === 'finder.selectEquipment' ? { applicationId: event.applicationId, name: event.name } : null,
    }),
    setFilter: assign(({ event }) => {
      const text = event.type === 'finder.filter' ? event.text : '';
      return { filterText: text, search: toSearch(text) };
    }),
    select: assign({
      selection: ({ context, event }, params: { mode: SearchMode }) => toSelection(params.mode, context, sizeOf(event)),
    }),
    announce: emit(({ context }) => ({ type: 'finder.selected', selection: context.selection! }) as FinderEmitted),
  },
  guards: {
    modeIs: ({ event }, params: { mode: SearchMode }) => event.type === 'finder.choose' && event.mode === params.mode,
    tabIs: ({ event }, params: { step: FinderTab }) => event.type === 'finder.tab' && event.step === params.step,
    canSelect: ({ context, event }, params: { mode: SearchMode }) =>
      sizeOf(event).trim() !== '' && toSelection(params.mode, context, sizeOf(event)) !== null,
  },
}).createMachine({
  id: 'tireFinder',
  initial: 'closed',
  context: initialFinderContext,
  states: {
    closed: {
      entry: 'reset',
      on: { 'finder.open': 'open' },
    },
    open: {
      tags: 'open',
      initial: 'choice',
      on: { 'finder.close': 'closed' },
      states: {
        choice: {
          on: {
            'finder.choose': [
              { guard: { type: 'modeIs', params: { mode: 'size' } }, target: 'size' },
              { guard: { type: 'modeIs', params: { mode: 'rim' } }, target: 'rim' },
              { guard: { type: 'modeIs', params: { mode: 'industry' } }, target: 'industry' },
              { guard: { type: 'modeIs', params: { mode: 'equipment' } }, target: 'equipment' },
            ],
          },
        },
        size: {
          on: { 'finder.startOver': { target: 'choice', actions: 'reset' } },
          initial: 'sizes',
          states: {
            sizes: {
              on: {
                'finder.filter': { actions: 'setFilter' },
                'finder.selectSize': selectSize('size'),
              },
            },
          },
        },
        rim: {
          on: { 'finder.startOver': { target: 'choice', actions: 'reset' } },
          initial: 'rims',
          states: {
            rims: { on: { 'finder.selectRim': { target: 'sizes', actions: 'pickRim' } } },
            sizes: {
              on: {
                'finder.tab': { guard: { type: 'tabIs', params: { step: 'rims' } }, target: 'rims', actions: 'clearPicks' },
                'finder.selectSize': selectSize('rim'),
              },
            },
          },
        },
        equipment: {
          on: { 'finder.startOver': { target: 'choice', actions: 'reset' } },
          initial: 'equipment',
          states: {
            equipment: { on: { 'finder.selectEquipment': { target: 'sizes', actions: 'pickEquipment' } } },
            sizes: {
              on: {
                'finder.tab': {
                  guard: { type: 'tabIs', params: { step: 'equipment' } },
                  target: 'equipment',
                  actions: 'clearEquipment',
                },
                'finder.selectSize': selectSize('equipment'),
              },
            },
          },
        },
        industry: {
          on: { 'finder.startOver': { target: 'choice', actions: 'reset' } },
          initial: 'industries',
          states: {
            industries: { on: { 'finder.selectIndustry': { target: 'equipment', actions: 'pickIndustry' } } },
            equipment: {
              on: {
                'finder.tab': { guard: { type: 'tabIs', params: { step: 'industries' } }, target: 'industries', actions: 'clearPicks' },
                'finder.selectEquipment': { target: 'sizes', actions: 'pickEquipment' },
              },
            },
            sizes: {
              on: {
                'finder.tab': [
                  { guard: { type: 'tabIs', params: { step: 'industries' } }, target: 'industries', actions: 'clearPicks' },
                  { guard: { type: 'tabIs', params: { step: 'equipment' } }, target: 'equipment', actions: 'clearEquipment' },
                ],
                'finder.selectSize': selectSize('industry'),
              },
            },
          },
        },
      },
    },
    // A size was chosen: the popup stays up until the UI has navigated to the results (SPEC §2: any
    // completed navigation closes it), so a slow route change never shows the page without the popup's answer.
    navigating: {
      tags: 'open',
      on: { 'finder.close': 'closed' },
    },
  },
});

function selectSize(mode: SearchMode) {
  return {
    guard: { type: 'canSelect', params: { mode } },
    target: '#tireFinder.navigating',
    actions: [{ type: 'select', params: { mode } }, 'announce'],
  } as const;
}
