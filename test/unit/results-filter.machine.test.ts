import { createActor } from 'xstate';
import {
  PRODUCTS_DELAY_MS,
  resultsFilterMachine,
  selectedFilter,
  type FilterLists,
  type ResultsFilterInput,
} from '../../machines/results-filter.machine';

const lists: FilterLists = { tireTypes: [1, 2], lines: [10, 11, 12], industries: [20, 21] };

let warn: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  warn.mockRestore();
});

function start(loaded: FilterLists | null = lists, settle = true) {
  const actor = createActor(resultsFilterMachine, { input: {} }).start();
  if (loaded) actor.send({ type: 'filters.loaded', ...loaded });
  if (loaded && settle) jest.advanceTimersByTime(PRODUCTS_DELAY_MS);
  const snap = () => actor.getSnapshot();
  const selected = () => snap().context.selected;
  return { actor, snap, selected };
}

describe('resultsFilter machine', () => {
  it('waits for the filter lists: loading, no products yet', () => {
    const { snap } = start(null);
    expect(snap().matches('loadingFilters')).toBe(true);
    expect(snap().hasTag('loading')).toBe(true);
    expect(snap().hasTag('products')).toBe(false);
  });

  it('ignores filter toggles before the lists are loaded', () => {
    const { actor, snap } = start(null);
    actor.send({ type: 'filters.toggleLine', id: 10 });
    expect(snap().matches('loadingFilters')).toBe(true);
  });

  it('selects every tire type, line and industry when the lists load, and lists products 100 ms later', () => {
    const { snap, selected } = start(lists, false);
    expect(selected()).toEqual(lists);
    expect(snap().matches({ narrowing: 'settling' })).toBe(true);
    expect(snap().hasTag('products-pending')).toBe(true);
    jest.advanceTimersByTime(PRODUCTS_DELAY_MS - 1);
    expect(snap().hasTag('products')).toBe(false);
    jest.advanceTimersByTime(1);
    expect(snap().matches({ narrowing: 'listing' })).toBe(true);
    expect(snap().hasTag('products')).toBe(true);
    expect(selectedFilter(snap().context)).toEqual({ tire_type_id: [1, 2], pattern_id: [10, 11, 12], tra_code_id: [20, 21] });
  });

  it('counts the 100 ms from its start, not from the lists: lists after 60 ms mean products 40 ms later', () => {
    const actor = createActor(resultsFilterMachine, { input: {} }).start();
    jest.advanceTimersByTime(60);
    actor.send({ type: 'filters.loaded', ...lists });
    expect(actor.getSnapshot().matches({ narrowing: 'settling' })).toBe(true);
    jest.advanceTimersByTime(PRODUCTS_DELAY_MS - 60 - 1);
    expect(actor.getSnapshot().hasTag('products')).toBe(false);
    jest.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ narrowing: 'listing' })).toBe(true);
  });

  it('lists products at once when the lists come after the 100 ms', () => {
    const actor = createActor(resultsFilterMachine, { input: {} }).start();
    jest.advanceTimersByTime(PRODUCTS_DELAY_MS + 50);
    expect(actor.getSnapshot().matches('loadingFilters')).toBe(true);
    actor.send({ type: 'filters.loaded', ...lists });
    expect(actor.getSnapshot().matches({ narrowing: 'listing' })).toBe(true);
  });

  it('starts from lists given as input in the state they lead to, without a loaded event', () => {
    const begin = (options: { input: ResultsFilterInput }) => createActor(resultsFilterMachine, options).start().getSnapshot();
    // Products already loaded (or the server's render): listing at once, everything selected.
    const ready = begin({ input: { lists, productsReady: true } });
    expect(ready.matches({ narrowing: 'listing' })).toBe(true);
    expect(ready.context.selected).toEqual(lists);
    // Lists at hand but not their products: the 100 ms wait starts now.
    const waiting = createActor(resultsFilterMachine, { input: { lists, productsReady: false } }).start();
    expect(waiting.getSnapshot().matches({ narrowing: 'settling' })).toBe(true);
    jest.advanceTimersByTime(PRODUCTS_DELAY_MS);
    expect(waiting.getSnapshot().hasTag('products')).toBe(true);
    expect(begin({ input: { lists: { ...lists, lines: [] }, productsReady: true } }).matches('noMatch')).toBe(true);
    expect(begin({ input: { lists: null, productsReady: true } }).matches('loadingFilters')).toBe(true);
  });

  it('a search that names no tire (an empty list) is noMatch, with no products', () => {
    const { snap } = start({ tireTypes: [], lines: [], industries: [] });
    expect(snap().matches('noMatch')).toBe(true);
    expect(snap().hasTag('no-match')).toBe(true);
    expect(snap().hasTag('products')).toBe(false);
  });

  it('ignores a second filters.loaded once narrowing (a refetch must not reset the visitor’s choice)', () => {
    const { actor, selected } = start();
    actor.send({ type: 'filters.toggleLine', id: 10 });
    actor.send({ type: 'filters.loaded', ...lists });
    expect(selected().lines).toEqual([11, 12]);
  });

  it('toggling a line or an industry changes the selection and lists products again at once', () => {
    const { actor, snap, selected } = start();
    actor.send({ type: 'filters.toggleLine', id: 11 });
    expect(selected().lines).toEqual([10, 12]);
    expect(snap().matches({ narrowing: 'listing' })).toBe(true);
    actor.send({ type: 'filters.toggleIndustry', id: 20 });
    expect(selected().industries).toEqual([21]);
    actor.send({ type: 'filters.toggleLine', id: 11 });
    expect(selected().lines).toEqual([10, 11, 12]); // back in list order
    expect(snap().hasTag('products')).toBe(true);
  });

  it('a filter change during the 100 ms wait lists products at once', () => {
    const { actor, snap } = start(lists, false);
    actor.send({ type: 'filters.toggleIndustry', id: 21 });
    expect(snap().matches({ narrowing: 'listing' })).toBe(true);
  });

  it('an id that is not an option changes nothing', () => {
    const { actor, selected } = start();
    actor.send({ type: 'filters.toggleLine', id: 999 });
    expect(selected()).toEqual(lists);
  });

  it('no line selected: noSelection, products emptied; selecting one lists again', () => {
    const { actor, snap } = start();
    for (const id of lists.lines) actor.send({ type: 'filters.toggleLine', id });
    expect(snap().matches({ narrowing: 'noSelection' })).toBe(true);
    expect(snap().hasTag('no-selection')).toBe(true);
    expect(snap().hasTag('products')).toBe(false);
    actor.send({ type: 'filters.toggleLine', id: 12 });
    expect(snap().matches({ narrowing: 'listing' })).toBe(true);
  });

  it('no industry selected: noSelection', () => {
    const { actor, snap } = start();
    actor.send({ type: 'filters.toggleIndustry', id: 20 });
    actor.send({ type: 'filters.toggleIndustry', id: 21 });
    expect(snap().matches({ narrowing: 'noSelection' })).toBe(true);
  });

  it('Check/Uncheck All lines: all checked -> none (noSelection); some checked -> all (listing)', () => {
    const { actor, snap, selected } = start();
    actor.send({ type: 'filters.toggleAllLines' });
    expect(selected().lines).toEqual([]);
    expect(snap().hasTag('no-selection')).toBe(true);
    actor.send({ type: 'filters.toggleLine', id: 11 });
    actor.send({ type: 'filters.toggleAllLines' });
    expect(selected().lines).toEqual([10, 11, 12]);
    expect(snap().hasTag('products')).toBe(true);
  });

  it('Check/Uncheck All industries works the same way', () => {
    const { actor, snap, selected } = start();
    actor.send({ type: 'filters.toggleAllIndustries' });
    expect(selected().industries).toEqual([]);
    expect(snap().hasTag('no-selection')).toBe(true);
    actor.send({ type: 'filters.toggleAllIndustries' });
    expect(selected().industries).toEqual([20, 21]);
    expect(snap().hasTag('products')).toBe(true);
  });

  it('unchecking one of two tire types is allowed and lists products again', () => {
    const { actor, snap, selected } = start();
    actor.send({ type: 'filters.toggleType', id: 1 });
    expect(selected().tireTypes).toEqual([2]);
    expect(snap().context.typeRefused).toBe(false);
    expect(snap().hasTag('products')).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses to uncheck the last tire type: still selected, typeRefused, a console warning', () => {
    const { actor, snap, selected } = start();
    actor.send({ type: 'filters.toggleType', id: 1 });
    actor.send({ type: 'filters.toggleType', id: 2 });
    expect(selected().tireTypes).toEqual([2]);
    expect(snap().context.typeRefused).toBe(true);
    expect(warn).toHaveBeenCalledWith('You must select either Radial or Bias.');
    expect(snap().matches({ narrowing: 'listing' })).toBe(true);
  });

  it('refuses it with a single tire type too, even during the 100 ms wait (which goes on)', () => {
    const { actor, snap, selected } = start({ tireTypes: [1], lines: [10], industries: [20] }, false);
    actor.send({ type: 'filters.toggleType', id: 1 });
    expect(selected().tireTypes).toEqual([1]);
    expect(snap().context.typeRefused).toBe(true);
    expect(snap().matches({ narrowing: 'settling' })).toBe(true);
    jest.advanceTimersByTime(PRODUCTS_DELAY_MS);
    expect(snap().matches({ narrowing: 'listing' })).toBe(true);
  });

  it('the refusal message clears on the next accepted change', () => {
    const { actor, snap } = start({ tireTypes: [1, 2], lines: [10], industries: [20] });
    actor.send({ type: 'filters.toggleType', id: 1 });
    actor.send({ type: 'filters.toggleType', id: 2 });
    expect(snap().context.typeRefused).toBe(true);
    actor.send({ type: 'filters.toggleType', id: 1 });
    expect(snap().context.typeRefused).toBe(false);
    expect(snap().context.selected.tireTypes).toEqual([1, 2]);
    actor.send({ type: 'filters.toggleType', id: 1 });
    actor.send({ type: 'filters.toggleType', id: 2 });
    expect(snap().context.typeRefused).toBe(true);
    actor.send({ type: 'filters.toggleLine', id: 10 });
    expect(snap().context.typeRefused).toBe(false);
  });
});
