// The store's shape: the app's own slices and the lazily loaded service slices, and the dispatch the typed
// hooks use. Here, not in the store module (src/app/store.ts), so features and components read the state's
// type without importing the composition root. makeStore builds its store from this reducer.
import type { ThunkDispatch, UnknownAction, WithSlice } from '@reduxjs/toolkit';
import type { contentApi } from '../services/contentApi';
import type { ServiceExtra } from '../services/create-api';
import type { siteApi } from '../services/siteApi';
import configSlice, { type ConfigState } from './config-slice';
import preferencesSlice, { type PreferencesState } from './preferences-slice';
import { injectableReducer } from './redux/store-parts';
import uiSlice, { type UiState } from './ui-slice';

type ServiceStates = WithSlice<typeof siteApi> & WithSlice<typeof contentApi>;

/** The service slices are absent until their API's module has loaded. */
export type RootState = { config: ConfigState; ui: UiState; preferences: PreferencesState } & Partial<ServiceStates>;

/** Shared by every store: the service APIs' reducers are injected into it as their modules load. */
export const rootReducer = injectableReducer<RootState>([configSlice, uiSlice, preferencesSlice]);

/** The store's dispatch as the typed hooks see it: actions, and thunks (RTK Query's) with the services' extra. */
export type AppDispatch = ThunkDispatch<RootState, ServiceExtra, UnknownAction>;
