// The parts of the store that Redux Toolkit's configureStore, combineSlices and createDynamicMiddleware gave
// it, on plain Redux, so that the first script carries neither the toolkit nor immer (src/app/store.ts). Each
// behaves as the toolkit's does for what the site uses of it; test/unit/store-parts.test.ts compares them.
import { combineReducers, compose, type Middleware, type MiddlewareAPI, type Reducer, type StoreEnhancer, type UnknownAction } from 'redux';

/** What a store needs to add a slice: its key in the state and its reducer (a slice, or an RTK Query API). */
export interface SliceLike {
  reducerPath: string;
  reducer: Reducer;
}

/** A root reducer that slices can join later (combineSlices' `inject`): their state starts at the next action. */
export interface InjectableReducer<S> {
  (state: S | undefined, action: UnknownAction): S;
  inject(slice: SliceLike): void;
}

export function injectableReducer<S>(slices: readonly SliceLike[]): InjectableReducer<S> {
  const reducers: Record<string, Reducer> = Object.fromEntries(slices.map((s) => [s.reducerPath, s.reducer]));
  let combined = combineReducers(reducers);
  const reducer = (state: S | undefined, action: UnknownAction) => combined(state as never, action) as S;
  return Object.assign(reducer, {
    inject(slice: SliceLike) {
      if (reducers[slice.reducerPath] === slice.reducer) return;
      reducers[slice.reducerPath] = slice.reducer;
      combined = combineReducers(reducers);
    },
  });
}

/** A middleware that runs the middlewares added to it since (createDynamicMiddleware), in the order added. */
export function dynamicMiddleware(): { middleware: Middleware; addMiddleware: (...added: Middleware[]) => void } {
  const added: Middleware[] = [];
  const middleware: Middleware = (api: MiddlewareAPI) => (next) => {
    let applied = 0;
    let dispatch = next;
    return (action) => {
      if (applied !== added.length) {
        applied = added.length;
        dispatch = compose<typeof next>(...added.map((m) => m(api)))(next);
      }
      return dispatch(action);
    };
  };
  const addMiddleware = (...more: Middleware[]) => {
    for (const m of more) if (!added.includes(m)) added.push(m);
  };
  return { middleware, addMiddleware };
}

/** The meta flag of the actions RTK Query lets wait for the next frame (its `SHOULD_AUTOBATCH`). */
const SHOULD_AUTOBATCH = 'RTK_autoBatch';

/** After the next frame, or 100 ms in a tab that draws none; 10 ms where there are no frames (the server). */
function nextFrame(notify: () => void): void {
  if (typeof window === 'undefined' || !window.requestAnimationFrame) {
    setTimeout(notify, 10);
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    window.cancelAnimationFrame(frame);
    clearTimeout(timer);
    notify();
  };
  const frame = window.requestAnimationFrame(once);
  const timer = setTimeout(once, 100);
}

/** createAsyncThunk's meta (RTK Query's queries and mutations are such thunks). */
interface RequestMeta {
  requestId?: unknown;
  requestStatus?: unknown;
}

/**
 * The requests of createAsyncThunk actions in flight: `settlesLast(meta)` is true for the answer (fulfilled or
 * rejected) of the last request started and not yet answered.
 */
function requestsInFlight(): (meta: RequestMeta | undefined) => boolean {
  const inFlight = new Set<unknown>();
  return (meta) => {
    if (meta?.requestId === undefined) return false;
    if (meta.requestStatus === 'pending') inFlight.add(meta.requestId);
    else if (meta.requestStatus === 'fulfilled' || meta.requestStatus === 'rejected')
      return inFlight.delete(meta.requestId) && inFlight.size === 0;
    return false;
  };
}

/**
 * configureStore's autoBatchEnhancer: subscribers hear of an action flagged SHOULD_AUTOBATCH (RTK Query's
 * bookkeeping) once, after the next frame, instead of at each one; any other action notifies them at once. One
 * difference: the answer to the last request in flight notifies at once, so the page shows it in the frame being
 * drawn rather than the one after (issue 22: the Tire Finder's products waited up to a frame and a half for the
 * frame that renders them); answers that come while others are awaited still wait for the frame, together.
 */
export const autoBatchEnhancer: StoreEnhancer = (next) => (reducer, preloaded) => {
  const store = next(reducer, preloaded);
  const settlesLast = requestsInFlight();
  let notifying = true;
  let pending = false;
  let queued = false;
  const listeners = new Set<() => void>();
  const flush = () => {
    queued = false;
    if (!pending) return;
    pending = false;
    listeners.forEach((listener) => listener());
  };
  return {
    ...store,
    subscribe(listener: () => void) {
      const unsubscribe = store.subscribe(() => {
        if (notifying) listener();
      });
      listeners.add(listener);
      return () => {
        unsubscribe();
        listeners.delete(listener);
      };
    },
    dispatch(action: Parameters<typeof store.dispatch>[0]) {
      try {
        const meta = (action as { meta?: Record<string, unknown> & RequestMeta } | undefined)?.meta;
        notifying = !meta?.[SHOULD_AUTOBATCH] || settlesLast(meta);
        pending = !notifying;
        if (pending && !queued) {
          queued = true;
          nextFrame(flush);
        }
        return store.dispatch(action);
      } finally {
        notifying = true;
      }
    },
  } as typeof store;
};
