// makeStore(preloadedState) so the browser, tests and a future prerender script each build their own store.
import { combineSlices, configureStore, createAction, createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import { contentApi } from '../services/contentApi';
import { siteApi } from '../services/siteApi';
import configSlice from './config-slice';
import preferencesSlice, { browserStorage, listenForPreferences, type StorageLike } from './preferences-slice';
import uiSlice from './ui-slice';

const rootReducer = combineSlices(configSlice, uiSlice, preferencesSlice, siteApi, contentApi);

export type RootState = ReturnType<typeof rootReducer>;

/** Replaces the whole state (support's "Import state", src/qa/restore.ts); everything else stays per slice. */
export const stateReplaced = createAction<RootState>('app/stateReplaced');

function appReducer(state: Parameters<typeof rootReducer>[0], action: UnknownAction): RootState {
  return rootReducer(stateReplaced.match(action) ? action.payload : state, action);
}

export interface StoreOptions {
  /** Where preferences are remembered; default: localStorage when available (read only in listeners). */
  storage?: () => StorageLike | null;
}

export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  // One listener middleware per store: no listener state shared between stores (tests, prerendering).
  const listener = createListenerMiddleware();
  listenForPreferences(listener.startListening, options.storage ?? browserStorage);
  return configureStore({
    reducer: appReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(listener.middleware).concat(siteApi.middleware, contentApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
