// The staff console's lead list filters (issue 20): type, status, a date range and a text. A choice applies at
// once; typed text applies after a pause (or on Enter), so the list does not reload on every key; any change of
// filter goes back to page 1. The filters live in the URL, so a reload or a shared link keeps them: every
// applied change is emitted as `filter.changed` for the page to write into the URL, and `filter.url` brings a
// URL changed from outside (back, forward) into the machine. Pure: no router, no fetch.
import { assign, emit, setup } from 'xstate';
import type { LeadFilter } from '../src/contract/staff';

/** How long typed text waits before it applies. */
export const LEAD_TEXT_DELAY_MS = 400;

export interface StaffLeadFilterContext {
  /** The applied filter (what the URL says and the list shows). */
  filter: LeadFilter;
  /** The text as typed, applied after the pause. */
  text: string;
}

type Choice = Pick<LeadFilter, 'kind' | 'status' | 'from' | 'to'>;

export type StaffLeadFilterEvent =
  /** A select or date changed (undefined: any). */
  | { type: 'filter.choose'; choice: Choice }
  | { type: 'filter.type'; text: string }
  /** Enter in the text field: apply the text now. */
  | { type: 'filter.submit' }
  | { type: 'filter.clear' }
  | { type: 'page.go'; page: number }
  /** The URL changed from outside (back, forward, a link): its filter. */
  | { type: 'filter.url'; filter: LeadFilter };

export type StaffLeadFilterEmitted = { type: 'filter.changed'; filter: LeadFilter };

/** The filter without empty values, so equal filters make equal URLs. */
export function cleanFilter(filter: LeadFilter): LeadFilter {
  const out: LeadFilter = {};
  if (filter.kind) out.kind = filter.kind;
  if (filter.status) out.status = filter.status;
  if (filter.from) out.from = filter.from;
  if (filter.to) out.to = filter.to;
  const q = filter.q?.trim();
  if (q) out.q = q;
  if (filter.page && filter.page > 1) out.page = Math.floor(filter.page);
  if (filter.pageSize) out.pageSize = filter.pageSize;
  return out;
}

export const staffLeadFilterMachine = setup({
  types: {
    context: {} as StaffLeadFilterContext,
    events: {} as StaffLeadFilterEvent,
    emitted: {} as StaffLeadFilterEmitted,
    input: {} as { filter: LeadFilter },
  },
  delays: { textDelay: LEAD_TEXT_DELAY_MS },
  actions: {
    choose: assign({
      filter: ({ context, event }) =>
        event.type === 'filter.choose' ? cleanFilter({ ...context.filter, ...event.choice, q: context.text, page: 1 }) : context.filter,
    }),
    typeText: assign({ text: ({ context, event }) => (event.type === 'filter.type' ? event.text : context.text) }),
    applyText: assign({ filter: ({ context }) => cleanFilter({ ...context.filter, q: context.text, page: 1 }) }),
    clear: assign({ filter: ({ context }) => cleanFilter({ pageSize: context.filter.pageSize }), text: '' }),
    goToPage: assign({ filter: ({ context, event }) => (event.type === 'page.go' ? cleanFilter({ ...context.filter, page: event.page }) : context.filter) }),
    fromUrl: assign(({ event, context }) => (event.type === 'filter.url' ? { filter: cleanFilter(event.filter), text: event.filter.q ?? '' } : context)),
    changed: emit(({ context }) => ({ type: 'filter.changed' as const, filter: context.filter })),
  },
  guards: {
    textChanged: ({ context }) => (context.filter.q ?? '') !== context.text.trim(),
  },
}).createMachine({
  id: 'staffLeadFilter',
  context: ({ input }) => ({ filter: cleanFilter(input.filter), text: input.filter.q ?? '' }),
  initial: 'idle',
  on: {
    'filter.choose': { target: '.idle', actions: ['choose', 'changed'] },
    'filter.type': { target: '.typing', actions: 'typeText', reenter: true },
    'filter.submit': [{ guard: 'textChanged', target: '.idle', actions: ['applyText', 'changed'] }, { target: '.idle' }],
    'filter.clear': { target: '.idle', actions: ['clear', 'changed'] },
    'page.go': { target: '.idle', actions: ['goToPage', 'changed'] },
    'filter.url': { target: '.idle', actions: 'fromUrl' },
  },
  states: {
    idle: {},
    typing: {
      after: { textDelay: [{ guard: 'textChanged', target: 'idle', actions: ['applyText', 'changed'] }, { target: 'idle' }] },
    },
  },
});
