// makeStore(preloadedState) so the browser, tests and the server renderer (src/ssr) each build their own store.
// The service APIs (siteApi, contentApi) are lazy slices: RTK Query comes with the first feature chunk that
// fetches, not with the first script. Their modules register themselves (src/services/registry.ts); a store
// adds every registered API's reducer and middleware when it is made and before any later action.
// The store is plain Redux with the parts of configureStore the site uses (src/state/redux/store-parts.ts):
// Redux Toolkit's module brings immer with it, ~9 KB gzipped that the first script does without.
import { applyMiddleware, compose, legacy_createStore, type Middleware, type StoreEnhancer, type UnknownAction } from 'redux';
import { withExtraArgument } from 'redux-thunk';
import type { ServerQuery } from '../services/server-query';
import type { ServiceExtra } from '../services/create-api';
import { onServiceApiRegistered, serviceApis, type ServiceApi } from '../services/registry';
import { createAction } from '../state/redux/action';
import { developmentChecks } from '../state/redux/development-checks';
import { autoBatchEnhancer, dynamicMiddleware } from '../state/redux/store-parts';
import { browserStorage, preferencesMiddleware, type StorageLike } from '../state/preferences-slice';
import { rootReducer, type AppDispatch, type RootState } from '../state/root-state';

/** Replaces the whole state (support's "Import state", src/qa/restore.ts); everything else stays per slice. */
export const stateReplaced = createAction<RootState>('app/stateReplaced');

/** A service API registered after the store was made (a chunk loaded): the store adds it now. */
const serviceApiLoaded = createAction('app/serviceApiLoaded');

function appReducer(state: RootState | undefined, action: UnknownAction): RootState {
  return rootReducer(stateReplaced.match(action) ? action.payload : state, action);
}

const injected = new Set<ServiceApi>();

/** Adds the reducers of the registered APIs to the (shared) root reducer; their state starts at the next action. */
function injectServiceReducers(): void {
  for (const api of serviceApis()) {
    if (injected.has(api)) continue;
    injected.add(api);
    rootReducer.inject(api);
  }
}

export interface StoreOptions {
  /** Where preferences are remembered; default: localStorage when available (read only in the middleware). */
  storage?: () => StorageLike | null;
  /** Server rendering: the services' calls are answered in process by this query (src/services/server-query.ts). */
  serverQuery?: ServerQuery;
  /** Server rendering: a middleware that runs first (src/ssr). */
  middleware?: Middleware;
}

const passThrough: Middleware = () => (next) => (action) => next(action);

type DevToolsCompose = typeof compose;
/** The Redux DevTools extension, when the browser has it (configureStore's `devTools: true`). */
function composeEnhancers(): DevToolsCompose {
  const devTools = typeof window === 'undefined' ? undefined : (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: DevToolsCompose }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  return devTools ?? compose;
}

export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const extra: ServiceExtra = { serverQuery: options.serverQuery };
  const services = dynamicMiddleware();
  let added = 0;
  const addServices = () => {
    added = serviceApis().length;
    injectServiceReducers();
    services.addMiddleware(...serviceApis().map((api) => api.middleware));
  };
  addServices(); // before the store: the preloaded state of a registered API is kept
  // An API registered since: its reducer and middleware join before this action goes on, and an action of
  // their own creates its state (a thunk never reaches the reducers).
  const followServices: Middleware = (store) => (next) => (action) => {
    if (serviceApis().length !== added) {
      addServices();
      if (!serviceApiLoaded.match(action)) store.dispatch(serviceApiLoaded());
    }
    return next(action);
  };
  const checks = developmentChecks();
  const middleware: Middleware[] = [
    followServices,
    options.middleware ?? passThrough,
    preferencesMiddleware(options.storage ?? browserStorage),
    ...checks.beforeThunk,
    withExtraArgument(extra),
    ...checks.afterThunk,
    services.middleware,
  ];
  const enhancer = composeEnhancers()(applyMiddleware(...middleware), autoBatchEnhancer) as StoreEnhancer<{ dispatch: AppDispatch }>;
  const store = legacy_createStore(appReducer, preloadedState as RootState | undefined, enhancer);
  // In a browser the page's components may read an API's state as soon as its chunk has run: add it then.
  // (On the server every API is registered before any store is made.)
  if (typeof window !== 'undefined') onServiceApiRegistered(() => store.dispatch(serviceApiLoaded()));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
