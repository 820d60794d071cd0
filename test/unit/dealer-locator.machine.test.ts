import { createActor, fromPromise, waitFor } from 'xstate';
import {
  DealerSearchError,
  dealerLocatorMachine,
  type DealerSearchInput,
  type DealerSearchOutcome,
} from '../../machines/dealer-locator.machine';

/** What the search actor answers: the count, 10 a page (the dealers stay in RTK Query's cache). */
const result = (count: number): DealerSearchOutcome => ({ count, pageSize: 10 });

/** A machine whose search answers `count` dealers (or throws), recording every search it was asked for. */
function start(opts: { count?: number; fail?: 'invalid' | 'failed'; locate?: () => Promise<{ lat: number; lng: number }> } = {}) {
  const calls: DealerSearchInput[] = [];
  const machine = dealerLocatorMachine.provide({
    actors: {
      searchDealers: fromPromise<DealerSearchOutcome, DealerSearchInput>(async ({ input }) => {
        calls.push(input);
        if (opts.fail) throw new DealerSearchError(opts.fail);
        return result(opts.count ?? 3);
      }),
      locate: fromPromise(opts.locate ?? (async () => ({ lat: 40.9, lng: -115.5 }))),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('dealerLocator machine', () => {
  it('starts on the recommended tab, in miles, with nothing searched', () => {
    const { actor } = start();
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ tab: 'recommended', location: 'idle', search: 'idle' });
    expect(s.context.unit).toBe('mi');
  });

  it('searches the typed text and lands in results, or empty when none is near', async () => {
    const { actor, calls } = start({ count: 12 });
    actor.send({ type: 'search.submit', q: ' 89801 ' });
    expect(actor.getSnapshot().matches({ search: 'searching' })).toBe(true);
    await settled(actor);
    expect(actor.getSnapshot().matches({ search: 'results' })).toBe(true);
    expect(calls).toEqual([{ where: { q: '89801' }, kind: 'recommended', page: 1 }]);

    const none = start({ count: 0 });
    none.actor.send({ type: 'search.submit', q: '67901' });
    await settled(none.actor);
    expect(none.actor.getSnapshot().matches({ search: 'empty' })).toBe(true);
  });

  it('goes to invalid for blank text without searching, and for a place the service cannot resolve', async () => {
    const blank = start();
    blank.actor.send({ type: 'search.submit', q: '   ' });
    expect(blank.actor.getSnapshot().matches({ search: 'invalid' })).toBe(true);
    expect(blank.calls).toEqual([]);

    const junk = start({ fail: 'invalid' });
    junk.actor.send({ type: 'search.submit', q: 'qwertyuiop' });
    await settled(junk.actor);
    expect(junk.actor.getSnapshot().matches({ search: 'invalid' })).toBe(true);

    const down = start({ fail: 'failed' });
    down.actor.send({ type: 'search.submit', q: '89801' });
    await settled(down.actor);
    expect(down.actor.getSnapshot().matches({ search: 'failed' })).toBe(true);
  });

  it('repeats the current search for the other kind when the tab changes, from page 1', async () => {
    const { actor, calls } = start({ count: 25 });
    actor.send({ type: 'tab.select', kind: 'earthmover' });
    expect(actor.getSnapshot().matches({ tab: 'earthmover', search: 'idle' })).toBe(true);
    actor.send({ type: 'tab.select', kind: 'recommended' });
    actor.send({ type: 'search.submit', q: '77002' });
    await settled(actor);
    actor.send({ type: 'page.next' });
    await settled(actor);
    actor.send({ type: 'tab.select', kind: 'earthmover' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ tab: 'earthmover', search: 'results' })).toBe(true);
    expect(calls.map((c) => [c.kind, c.page])).toEqual([
      ['recommended', 1],
      ['recommended', 2],
      ['earthmover', 1],
    ]);
  });

  it('pages forward and back within the result count only', async () => {
    const { actor, calls } = start({ count: 12 });
    actor.send({ type: 'search.submit', q: '77002' });
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'page.previous' })).toBe(false);
    actor.send({ type: 'page.next' });
    await settled(actor);
    expect(actor.getSnapshot().context.page).toBe(2);
    expect(actor.getSnapshot().can({ type: 'page.next' })).toBe(false);
    actor.send({ type: 'page.previous' });
    await settled(actor);
    expect(calls.map((c) => c.page)).toEqual([1, 2, 1]);
  });

  it('switches units without searching again', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'search.submit', q: '89801' });
    await settled(actor);
    actor.send({ type: 'unit.select', unit: 'km' });
    expect(actor.getSnapshot().context.unit).toBe('km');
    expect(actor.getSnapshot().matches({ search: 'results' })).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('searches around the visitor once their location is granted', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'location.request' });
    expect(actor.getSnapshot().matches({ location: 'locating' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ location: 'located', search: 'results' }));
    expect(calls).toEqual([{ where: { lat: 40.9, lng: -115.5 }, kind: 'recommended', page: 1 }]);
  });

  it('fails the location when it is denied, leaves the search alone, and forgets the failure on a typed search', async () => {
    const { actor, calls } = start({
      locate: async () => {
        throw Object.assign(new Error('User denied Geolocation'), { code: 1 });
      },
    });
    actor.send({ type: 'location.request' });
    await waitFor(actor, (s) => s.matches({ location: 'failed' }));
    expect(actor.getSnapshot().matches({ search: 'idle' })).toBe(true);
    expect(calls).toEqual([]);
    actor.send({ type: 'search.submit', q: '89801' });
    expect(actor.getSnapshot().matches({ location: 'idle' })).toBe(true);
  });

  it('restores a search from the URL with its page, and highlights one dealer at a time', async () => {
    const { actor, calls } = start({ count: 30 });
    actor.send({ type: 'search.restore', where: { lat: 1, lng: 2 }, page: 3 });
    await settled(actor);
    expect(calls).toEqual([{ where: { lat: 1, lng: 2 }, kind: 'recommended', page: 3 }]);
    actor.send({ type: 'dealer.highlight', dealerId: 7 });
    expect(actor.getSnapshot().context.highlighted).toBe(7);
    actor.send({ type: 'dealer.highlight', dealerId: null });
    expect(actor.getSnapshot().context.highlighted).toBeNull();
  });

  it('starts on the tab and unit it is given (a shared link)', () => {
    const actor = createActor(dealerLocatorMachine, { input: { kind: 'earthmover', unit: 'km' } }).start();
    expect(actor.getSnapshot().matches({ tab: 'earthmover' })).toBe(true);
    expect(actor.getSnapshot().context.unit).toBe('km');
  });
});

describe('dealerLocator machine: the search on screen', () => {
  it('names the shown search (its dealers are read from the cache by it), kept while the next runs, gone after a failure', async () => {
    let fail = false;
    const machine = dealerLocatorMachine.provide({
      actors: {
        searchDealers: fromPromise<DealerSearchOutcome, DealerSearchInput>(async () => {
          if (fail) throw new DealerSearchError('failed');
          return result(25);
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'search.submit', q: '77002' });
    expect(actor.getSnapshot().context.shown).toBeNull();
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ shown: { where: { q: '77002' }, kind: 'recommended', page: 1 }, pages: 3 });
    actor.send({ type: 'page.next' });
    expect(actor.getSnapshot().context.shown?.page).toBe(1);
    await settled(actor);
    expect(actor.getSnapshot().context.shown?.page).toBe(2);
    fail = true;
    actor.send({ type: 'tab.select', kind: 'earthmover' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ search: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.shown).toBeNull();
  });
});

describe('dealerLocator machine started from a link', () => {
  it('searches at once for the search it is given, on its page and tab', async () => {
    const calls: DealerSearchInput[] = [];
    const machine = dealerLocatorMachine.provide({
      actors: {
        searchDealers: fromPromise<DealerSearchOutcome, DealerSearchInput>(async ({ input }) => {
          calls.push(input);
          return result(25);
        }),
      },
    });
    const actor = createActor(machine, { input: { kind: 'earthmover', where: { q: '89801' }, page: 2 } }).start();
    expect(actor.getSnapshot().matches({ search: 'searching' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ search: 'results' }));
    expect(calls).toEqual([{ where: { q: '89801' }, kind: 'earthmover', page: 2 }]);
  });
});
