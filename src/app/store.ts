// makeStore(preloadedState) so the browser, tests and a future prerender script each build their own store.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { contentApi } from '../services/contentApi';
import { siteApi } from '../services/siteApi';
import configSlice from './config-slice';
import uiSlice from './ui-slice';

const rootReducer = combineSlices(configSlice, uiSlice, siteApi, contentApi);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(siteApi.middleware, contentApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
