// What each app machine really holds, for checking an imported snapshot and its event log: the context (typed
// by the machine's own context type), the payload of every event it takes (a mapped type over its event
// union: an event added to a machine without a check here does not compile), the output of its invoked
// actors, and the rules between its state and its context that the machine itself always keeps.
import { matchesState, type AnyStateMachine, type EventObject, type StateValue } from 'xstate';
import { compareSelectionMachine, type CompareSelectionContext, type CompareSelectionEvent } from '../../../machines/compare-selection.machine';
import {
  databookDownloadMachine,
  type DatabookDownloadContext,
  type DatabookDownloadEvent,
} from '../../../machines/databook-download.machine';
import { COMPARE_LIMIT } from '../../contract/compare';
import { dealerLocatorMachine, type DealerLocatorContext, type DealerLocatorEvent } from '../../../machines/dealer-locator.machine';
import { formSubmitMachine, type FormSubmitContext, type FormSubmitEvent } from '../../../machines/form-submit.machine';
import { pdfFindMachine, totalMatches, type PdfFindContext, type PdfFindEvent } from '../../../machines/pdf-find.machine';
import { pdfModalMachine, type PdfModalContext, type PdfModalEvent } from '../../../machines/pdf-modal.machine';
import { resultsFilterMachine, type ResultsFilterContext, type ResultsFilterEvent } from '../../../machines/results-filter.machine';
import { tireFinderMachine, toSearch, type FinderContext, type FinderEvent } from '../../../machines/tire-finder.machine';
import { bool, either, id, int, Invalid, isObject, list, nullable, num, object, oneOf, optional, orElse, record, refine, text, type Check } from './schema';
import {
  comparePicksOrRows,
  dealerKind,
  dealerWhere,
  distanceUnit,
  filterLists,
  finderPicks,
  finderSelection,
  label,
  pdfDocument,
  point,
  type ImportSite,
} from './shapes';

export interface MachineSpec {
  logic: AnyStateMachine;
  /** The clean context of a snapshot in state `value`; throws Invalid. */
  context(value: StateValue, context: unknown): unknown;
  /** Checks the payload of an event the UI sends (throws Invalid); false when the machine takes no such event. */
  event(event: Record<string, unknown> & { type: string }, path: string): boolean;
  /** Checks the output of an invoked actor's done event, by the actor's name (throws Invalid). */
  output(src: string, output: unknown, path: string): void;
}

type EventChecks<E extends EventObject> = { [K in E['type']]: Check<Omit<Extract<E, { type: K }>, 'type'>> };

function spec<C, E extends EventObject>(def: {
  logic: AnyStateMachine;
  context: Check<C>;
  events: EventChecks<E>;
  outputs?: Record<string, Check<unknown>>;
  rule?: (value: StateValue, context: C) => string | null;
}): MachineSpec {
  const events: Record<string, Check<unknown>> = def.events;
  return {
    logic: def.logic,
    context(value, context) {
      const clean = def.context(context, 'context');
      const problem = def.rule?.(value, clean);
      if (problem) throw new Invalid('its context', problem);
      return clean;
    },
    event(event, path) {
      if (!Object.hasOwn(events, event.type)) return false;
      events[event.type]!(event, path);
      return true;
    },
    output(src, output, path) {
      if (def.outputs && Object.hasOwn(def.outputs, src)) def.outputs[src]!(output, path);
    },
  };
}

const none = object({});
const inState = (value: StateValue, state: StateValue) => matchesState(state, value);
const subset = (part: number[], whole: number[]) => part.every((x) => whole.includes(x));
const formValues = record(either(text(5000), either(bool, num(-1e15, 1e15), 'is not a value'), 'is not a form value'), 100);

export function machineSpecs(site: ImportSite): Record<string, MachineSpec> {
  const document = pdfDocument(site);
  const picks = comparePicksOrRows(site);
  const all = [
    spec<CompareSelectionContext, CompareSelectionEvent>({
      logic: compareSelectionMachine,
      // An export made before the picks were ids holds { items: rows }: restored as their ids.
      context: (v, path) =>
        isObject(v) && !Object.hasOwn(v, 'tireIds') && Object.hasOwn(v, 'items')
          ? { tireIds: picks(v.items, `${path}.items`) }
          : object({ tireIds: picks })(v, path),
      events: {
        'compare.toggle': object({ tireId: id }),
        'compare.remove': object({ tireId: id }),
        'compare.dismiss': none,
        'compare.restore': object({ tireIds: list(id, 50) }),
      },
      rule: (value, { tireIds }) =>
        inState(value, 'limitReached') && tireIds.length !== COMPARE_LIMIT
          ? `shows the limit message with ${tireIds.length} tires picked; it shows only with ${COMPARE_LIMIT}`
          : null,
    }),
    spec<PdfModalContext, PdfModalEvent>({
      logic: pdfModalMachine,
      context: object({ document: nullable(document) }),
      events: { 'pdf.open': object({ document }), 'pdf.close': none, 'pdf.loadError': object({ url: text(2000) }) },
      rule: (value, { document: shown }) =>
        inState(value, 'closed') === (shown === null) ? null : 'holds a document that does not fit its state (open without one, or closed with one)',
    }),
    spec<ResultsFilterContext, ResultsFilterEvent>({
      logic: resultsFilterMachine,
      context: refine(object({ options: filterLists, selected: filterLists, typeRefused: bool, productsDue: optional(bool) }), ({ options, selected }) =>
        subset(selected.tireTypes, options.tireTypes) && subset(selected.lines, options.lines) && subset(selected.industries, options.industries)
          ? null
          : 'selects filters that are not among its options',
      ),
      events: {
        'filters.loaded': filterLists,
        'filters.toggleType': object({ id }),
        'filters.toggleLine': object({ id }),
        'filters.toggleIndustry': object({ id }),
        'filters.toggleAllLines': none,
        'filters.toggleAllIndustries': none,
      },
    }),
    spec<FinderContext, FinderEvent>({
      logic: tireFinderMachine,
      context: refine(object({ ...finderPicks, filterText: label, search: label, selection: nullable(finderSelection) }), (c) =>
        c.search === toSearch(c.filterText) ? null : 'has a size filter that is not its typed text trimmed',
      ),
      events: {
        'finder.open': none,
        'finder.close': none,
        'finder.choose': object({ mode: oneOf(['size', 'rim', 'industry', 'equipment'] as const) }),
        'finder.startOver': none,
        'finder.tab': object({ step: oneOf(['rims', 'industries', 'equipment'] as const) }),
        'finder.filter': object({ text: label }),
        'finder.selectRim': object({ rimSizeId: id, rimDiameter: num(1, 1000) }),
        'finder.selectIndustry': object({ segmentId: id, name: label }),
        'finder.selectEquipment': object({ applicationId: id, name: label }),
        'finder.selectSize': object({ size: text(100) }),
      },
      rule: (value, c) => (inState(value, 'navigating') && c.selection === null ? 'is going to the results without a chosen size' : null),
    }),
    spec<FormSubmitContext, FormSubmitEvent>({
      logic: formSubmitMachine,
      context: object({
        values: nullable(formValues),
        failure: nullable(object({ message: nullable(text(2000)), fields: record(text(2000), 100) })),
      }),
      events: { 'form.submit': object({ values: formValues, attach: optional(bool) }), 'form.invalid': none },
      rule: (value, c) =>
        (['preparing', 'submitting', 'success', 'failure'].some((s) => inState(value, s)) && c.values === null) || (inState(value, 'failure') && c.failure === null)
          ? 'is past a submit without the submitted values or the failure'
          : null,
    }),
    spec<PdfFindContext, PdfFindEvent>({
      logic: pdfFindMachine,
      context: object({ term: text(500), perPage: list(int(0, 1_000_000), 100_000), current: int(-1, 100_000_000) }),
      events: { 'find.search': object({ text: text(500) }), 'find.next': none, 'find.previous': none },
      outputs: { locate: list(int(0, 1_000_000), 100_000) },
      rule: (value, c) =>
        inState(value, 'found') && (c.current < 0 || c.current >= totalMatches(c)) ? 'shows a match it does not have' : null,
    }),
    spec<DatabookDownloadContext, DatabookDownloadEvent>({
      logic: databookDownloadMachine,
      context: object({ url: nullable(text(2000)) }),
      events: { 'download.start': object({ url: text(2000) }) },
      rule: (value, c) => (inState(value, 'preparing') && c.url === null ? 'is downloading without an address' : null),
    }),
    spec<DealerLocatorContext, DealerLocatorEvent>({
      logic: dealerLocatorMachine,
      context: object({
        kind: dealerKind,
        unit: distanceUnit,
        where: nullable(dealerWhere),
        page: int(1, 10_000),
        // Older exports held the dealers (`result`) instead: left out, as RTK Query's cache holds them now.
        shown: orElse(nullable(object({ where: dealerWhere, kind: dealerKind, page: int(1, 10_000) })), null),
        pages: orElse(int(1, 10_000), 1),
        highlighted: nullable(id),
      }),
      events: {
        'tab.select': object({ kind: dealerKind }),
        'unit.select': object({ unit: distanceUnit }),
        'search.submit': object({ q: label }),
        'search.point': point,
        'search.restore': object({ where: dealerWhere, page: int(1, 10_000) }),
        'search.retry': none,
        'page.next': none,
        'page.previous': none,
        'location.request': none,
        'dealer.highlight': object({ dealerId: nullable(id) }),
      },
      outputs: { searchDealers: object({ count: int(0, 1_000_000), pageSize: int(1, 1000) }), locate: point },
      rule: (value, c) => {
        if (!inState(value, { tab: c.kind })) return `shows the ${c.kind} tab's state in the other tab`;
        if (inState(value, { search: 'searching' }) && c.where === null) return 'is searching without a place';
        if ((inState(value, { search: 'results' }) || inState(value, { search: 'empty' })) && c.shown === null) return 'shows results of no search';
        return null;
      },
    }),
  ];
  return Object.fromEntries(all.map((s) => [s.logic.id, s]));
}
