// The service APIs are not in the first script: RTK Query (~15 KB gzipped) loads with the first feature that
// fetches. siteApi.ts and contentApi.ts register here when their module runs; each store adds the registered
// APIs' reducers and middleware (src/app/store.ts). On the server every API is in the bundle before any store.
import type { Middleware } from 'redux';
import type { SliceLike } from '../state/redux/store-parts';

/** What a store needs of an RTK Query API: a slice to inject, and its middleware. */
export interface ServiceApi extends SliceLike {
  middleware: Middleware;
}

const registered: ServiceApi[] = [];
const listeners = new Set<() => void>();

/** Called once by each API module: stores that follow registrations add it now (see onServiceApiRegistered). */
export function registerServiceApi<A extends ServiceApi>(api: A): A {
  registered.push(api);
  for (const listener of listeners) listener();
  return api;
}

/** The APIs whose modules have run, in the order they did. */
export function serviceApis(): readonly ServiceApi[] {
  return registered;
}

/** Calls `listener` after each registration; returns the unsubscribe function. */
export function onServiceApiRegistered(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
