// How the session ended, if it did: under the console's feet (a 401 from any call but the session's own: it
// expired, or was ended from another device), or by signing out. The frame then sends the person to the sign-in
// page, with "Your session ended. Sign in again." or "You signed out."; a new session clears it.
import { createSlice, isAnyOf, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { sessionApi } from '../api/session-api';
import { csrfTokenSet } from '../api/session-slice';

export interface ConsoleState {
  sessionEnded: boolean;
  signedOut: boolean;
}

const initialState: ConsoleState = { sessionEnded: false, signedOut: false };

export const consoleSlice = createSlice({
  name: 'console',
  initialState,
  reducers: {
    sessionEnded(state) {
      state.sessionEnded = true;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(sessionApi.endpoints.signIn.matchFulfilled, sessionApi.endpoints.redeemLink.matchFulfilled), () => initialState);
    builder.addMatcher(isAnyOf(sessionApi.endpoints.signOut.matchFulfilled, sessionApi.endpoints.signOutEverywhere.matchFulfilled), (state) => {
      state.signedOut = true;
    });
  },
});

export const { sessionEnded } = consoleSlice.actions;

/** Calls whose 401 means something else: nobody signed in yet, or a refused sign-in or link. */
const OWN_401 = new Set(['getSession', 'signIn', 'checkLink', 'redeemLink']);

interface RejectedMeta {
  arg?: { endpointName?: string };
}

/** Any other call answered 401: the session is over. */
export const sessionEndedMiddleware: Middleware = (store) => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const payload = action.payload as { status?: unknown } | undefined;
    const endpoint = (action.meta as RejectedMeta).arg?.endpointName;
    if (payload?.status === 401 && endpoint !== undefined && !OWN_401.has(endpoint)) {
      store.dispatch(csrfTokenSet(null));
      store.dispatch(sessionEnded());
    }
  }
  return next(action);
};
