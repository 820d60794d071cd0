// The store's parts on plain Redux (src/state/redux/) against the Redux Toolkit functions they stand in for:
// the same actions, states, middleware order and subscriber notifications.
import {
  autoBatchEnhancer as toolkitAutoBatch,
  combineSlices,
  createAction as toolkitAction,
  createDynamicMiddleware,
  prepareAutoBatched,
  type Middleware,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { applyMiddleware, legacy_createStore, type Reducer, type StoreEnhancer } from 'redux';
import { makeStore } from '../../src/app/store';
import { createAction } from '../../src/state/redux/action';
import { autoBatchEnhancer, dynamicMiddleware, injectableReducer } from '../../src/state/redux/store-parts';
import { unitChosen } from '../../src/state/preferences-slice';

const counter = (path: string) => ({
  reducerPath: path,
  reducer: ((state: number = 0, action: UnknownAction) => (action.type === `${path}/add` ? state + 1 : state)) as Reducer,
});

describe('createAction', () => {
  it('makes the actions, type and match of the toolkit’s', () => {
    const ours = createAction<{ n: number }>('x/set');
    const theirs = toolkitAction<{ n: number }>('x/set');
    expect(ours({ n: 2 })).toEqual(theirs({ n: 2 }));
    expect(ours.type).toBe(theirs.type);
    for (const action of [theirs({ n: 1 }), { type: 'x/other' }, null, 'x/set', { type: 'x/set' }]) {
      expect(ours.match(action)).toBe(theirs.match(action as UnknownAction));
    }
    expect(createAction('x/ping')()).toEqual(toolkitAction('x/ping')());
  });
});

describe('injectableReducer', () => {
  it('gives the states of combineSlices, before and after a slice joins', () => {
    const ours = injectableReducer<Record<string, number>>([counter('a')]);
    const theirs = combineSlices(counter('a'));
    const actions: UnknownAction[] = [{ type: '@@init' }, { type: 'a/add' }, { type: 'b/add' }];
    let mine = ours(undefined, actions[0]);
    let toolkit = theirs(undefined, actions[0]);
    for (const action of actions) {
      mine = ours(mine, action);
      toolkit = theirs(toolkit, action);
    }
    expect(mine).toEqual(toolkit);
    ours.inject(counter('b'));
    theirs.inject(counter('b'));
    for (const action of actions) {
      mine = ours(mine, action);
      toolkit = theirs(toolkit, action);
    }
    expect(mine).toEqual({ a: 2, b: 1 });
    expect(mine).toEqual(toolkit);
  });
});

describe('dynamicMiddleware', () => {
  it('runs what is added, once each, in the order added, from the next action on', () => {
    const run = (make: () => { middleware: Middleware; addMiddleware: (...m: Middleware[]) => void }) => {
      const seen: string[] = [];
      const tag = (name: string): Middleware => () => (next) => (action) => {
        seen.push(`${name}:${(action as UnknownAction).type}`);
        return next(action);
      };
      const dynamic = make();
      const store = legacy_createStore((s: number = 0) => s, applyMiddleware(dynamic.middleware));
      store.dispatch({ type: 'one' });
      const first = tag('first');
      dynamic.addMiddleware(first, tag('second'));
      store.dispatch({ type: 'two' });
      dynamic.addMiddleware(first);
      store.dispatch({ type: 'three' });
      return seen;
    };
    const ours = run(dynamicMiddleware);
    expect(ours).toEqual(['first:two', 'second:two', 'first:three', 'second:three']);
    expect(ours).toEqual(run(createDynamicMiddleware));
  });
});

describe('autoBatchEnhancer', () => {
  it('notifies as the toolkit’s does: at once for plain actions, once after a frame for batched ones', () => {
    jest.useFakeTimers();
    try {
      const run = (enhancer: StoreEnhancer) => {
        const store = legacy_createStore((s: number = 0, a: UnknownAction) => (a.type === 'add' ? s + 1 : s), enhancer);
        const heard: number[] = [];
        store.subscribe(() => heard.push(store.getState()));
        const batched = () => store.dispatch({ type: 'add', ...prepareAutoBatched<void>()(undefined) });
        batched();
        batched();
        const beforeFrame = [...heard];
        jest.advanceTimersByTime(200);
        batched();
        store.dispatch({ type: 'add' });
        jest.advanceTimersByTime(200);
        return { beforeFrame, heard };
      };
      const ours = run(autoBatchEnhancer);
      expect(ours).toEqual({ beforeFrame: [], heard: [2, 4] });
      expect(ours).toEqual(run(toolkitAutoBatch({ type: 'raf' })));
    } finally {
      jest.useRealTimers();
    }
  });

  it('notifies at once for the answer to the last request in flight, and after the frame for one that comes while another is awaited', () => {
    jest.useFakeTimers();
    try {
      const store = legacy_createStore((s: number = 0, a: UnknownAction) => (a.type.startsWith('q/') ? s + 1 : s), autoBatchEnhancer);
      const heard: number[] = [];
      store.subscribe(() => heard.push(store.getState()));
      // RTK Query's thunk actions: createAsyncThunk's request meta, flagged for batching.
      const step = (requestId: string, requestStatus: string) =>
        store.dispatch({ type: `q/${requestStatus}`, meta: { requestId, requestStatus, RTK_autoBatch: true } });
      step('a', 'pending');
      step('b', 'pending');
      expect(heard).toEqual([]);
      step('a', 'fulfilled'); // b is still awaited
      expect(heard).toEqual([]);
      step('b', 'rejected'); // the last one: the page shows it now, with a's
      expect(heard).toEqual([4]);
      jest.advanceTimersByTime(200);
      expect(heard).toEqual([4]);
      // An answer to a request this store never saw start is bookkeeping like any other.
      step('c', 'fulfilled');
      expect(heard).toEqual([4]);
      jest.advanceTimersByTime(200);
      expect(heard).toEqual([4, 5]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the store’s development checks', () => {
  it('catch a non-serialisable value, an action creator dispatched and a state mutated outside a reducer, as configureStore does', () => {
    const store = makeStore();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      store.dispatch(unitChosen((() => 'metric') as never));
      expect(errors.mock.calls.map((call) => String(call[0]))).toContainEqual(expect.stringContaining('non-serializable value was detected in an action'));
    } finally {
      errors.mockRestore();
    }
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      store.dispatch(unitChosen as never); // the creator, not its action: the thunk middleware would swallow it
      expect(warnings.mock.calls.map((call) => String(call[0]))).toContainEqual(expect.stringContaining('Detected an action creator'));
    } finally {
      warnings.mockRestore();
    }
    const state = store.getState() as { preferences: { unit: string } };
    state.preferences.unit = 'mutated';
    expect(() => store.dispatch({ type: 'any' })).toThrow(/mutation/i);
  });
});
