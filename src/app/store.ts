// makeStore(preloadedState) so the browser, tests and the server renderer (src/ssr) each build their own store.
import { combineSlices, configureStore, createAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import type { ServerFetch } from '../lib/ssr-contract';
import { contentApi } from '../services/contentApi';
import type { ServiceExtra } from '../services/create-api';
import { siteApi } from '../services/siteApi';
import configSlice from './config-slice';
import preferencesSlice, { browserStorage, preferencesMiddleware, type StorageLike } from './preferences-slice';
import uiSlice from './ui-slice';

const rootReducer = combineSlices(configSlice, uiSlice, preferencesSlice, siteApi, contentApi);

export type RootState = ReturnType<typeof rootReducer>;

/** Replaces the whole state (support's "Import state", src/qa/restore.ts); everything else stays per slice. */
export const stateReplaced = createAction<RootState>('app/stateReplaced');

function appReducer(state: Parameters<typeof rootReducer>[0], action: UnknownAction): RootState {
  return rootReducer(stateReplaced.match(action) ? action.payload : state, action);
}

export interface StoreOptions {
  /** Where preferences are remembered; default: localStorage when available (read only in the middleware). */
  storage?: () => StorageLike | null;
  /** Server rendering: the services' fetches are answered in process by this fetch. */
  serverFetch?: ServerFetch;
  /** Server rendering: a middleware that runs first (src/ssr). */
  middleware?: Middleware;
}

const passThrough: Middleware = () => (next) => (action) => next(action);

export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const extra: ServiceExtra = { serverFetch: options.serverFetch };
  return configureStore({
    reducer: appReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(options.middleware ?? passThrough, preferencesMiddleware(options.storage ?? browserStorage))
        .concat(siteApi.middleware, contentApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
