// configureStore's development checks, kept for development builds and tests: a state mutated outside a
// reducer, a value that does not serialise (the QA panel exports the state), an action creator dispatched
// instead of its action. The production build drops this branch and with it Redux Toolkit's import: the first
// script does not carry the toolkit (src/app/store.ts).
import {
  createActionCreatorInvariantMiddleware,
  createImmutableStateInvariantMiddleware,
  createSerializableStateInvariantMiddleware,
} from '@reduxjs/toolkit';
import type { Middleware } from 'redux';

/** The checks in configureStore's order around the thunk middleware: an action creator must be caught before it. */
export function developmentChecks(): { beforeThunk: Middleware[]; afterThunk: Middleware[] } {
  // (A constant condition around the calls: webpack then skips the branch and does not link the import.)
  if (process.env.NODE_ENV !== 'production') {
    return {
      beforeThunk: [createActionCreatorInvariantMiddleware(), createImmutableStateInvariantMiddleware()],
      afterThunk: [createSerializableStateInvariantMiddleware()],
    };
  }
  return { beforeThunk: [], afterThunk: [] };
}
