// makeAdminStore(preloadedState): the console's own store (the public site's is another app): the staff API's
// cache, the session's CSRF token and whether the session ended. Tests build a real one the same way.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from '../api/session-slice';
import { staffApi } from '../api/staffApi';
import { consoleSlice, sessionEndedMiddleware } from './console-slice';

const reducer = combineReducers({
  [staffApi.reducerPath]: staffApi.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [consoleSlice.name]: consoleSlice.reducer,
});

export type AdminState = ReturnType<typeof reducer>;

export function makeAdminStore(preloadedState?: Partial<AdminState>) {
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(staffApi.middleware, sessionEndedMiddleware),
  });
}

export type AdminStore = ReturnType<typeof makeAdminStore>;
export type AdminDispatch = AdminStore['dispatch'];
