import { UNIT_STORAGE_KEY, selectUnit, unitChosen, unitRestoreRequested, type StorageLike } from '../../src/state/preferences-slice';
import { makeStore } from '../../src/app/store';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => (key in data ? data[key]! : null),
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('unit preference', () => {
  it('is US by default and works in Node (no browser storage)', () => {
    const store = makeStore();
    expect(selectUnit(store.getState())).toBe('US');
    store.dispatch(unitRestoreRequested());
    store.dispatch(unitChosen('METRIC'));
    expect(selectUnit(store.getState())).toBe('METRIC');
  });

  it('starts from a preloaded state', () => {
    const store = makeStore({ preferences: { unit: 'METRIC' } }, { storage: () => null });
    expect(selectUnit(store.getState())).toBe('METRIC');
  });

  it('saves each choice and restores it in the next visit, only when asked', () => {
    const storage = memoryStorage();
    makeStore(undefined, { storage: () => storage }).dispatch(unitChosen('METRIC'));
    expect(storage.data[UNIT_STORAGE_KEY]).toBe('METRIC');

    const next = makeStore(undefined, { storage: () => storage });
    expect(selectUnit(next.getState())).toBe('US'); // creating the store reads nothing
    next.dispatch(unitRestoreRequested());
    expect(selectUnit(next.getState())).toBe('METRIC');
  });

  it('ignores a stored value that is not a unit', () => {
    const store = makeStore(undefined, { storage: () => memoryStorage({ [UNIT_STORAGE_KEY]: 'imperial' }) });
    store.dispatch(unitRestoreRequested());
    expect(selectUnit(store.getState())).toBe('US');
  });

  it('keeps working when storage throws', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = makeStore(undefined, { storage: () => broken });
    store.dispatch(unitRestoreRequested());
    store.dispatch(unitChosen('METRIC'));
    expect(selectUnit(store.getState())).toBe('METRIC');
  });

  it('keeps each store to itself', () => {
    const a = makeStore(undefined, { storage: () => memoryStorage() });
    const b = makeStore(undefined, { storage: () => memoryStorage() });
    a.dispatch(unitChosen('METRIC'));
    expect(selectUnit(b.getState())).toBe('US');
  });
});
