// Applying a validated export: the store, this site's Web Storage, the machines' snapshots (armed for the
// actors the remounted components create) and the route. Runs while the app is unmounted (QaShell.remount),
// so no component sees a half-restored state. Importing the two service APIs here registers them (they are lazy
// slices, src/app/store.ts): by the time an import runs, this store has both slices to restore into.
import { setPendingSnapshots, setPendingStates } from '../actor-runtime/actor-restore';
import { stateReplaced, type AppStore } from '../app/store';
import type { RootState } from '../state/root-state';
import { contentApi } from '../services/contentApi';
import { siteApi } from '../services/siteApi';
import { STORAGE_PREFIX, type StateExport } from './format';
import { pendingSnapshotsOf } from './import';

type Slice = Record<string, unknown>;
const isObject = (v: unknown): v is Slice => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An RTK Query slice from the export, fit for this store: requests that were in flight are dropped (nothing
 * would ever settle them; the page fetches them again), and the middleware's own bookkeeping (config,
 * subscriptions) stays this store's.
 */
function apiSlice(current: Slice, imported: unknown): Slice {
  if (!isObject(imported)) return current;
  const queries = isObject(imported.queries) ? imported.queries : {};
  const settled = Object.fromEntries(
    Object.entries(queries).filter(([, q]) => isObject(q) && (q.status === 'fulfilled' || q.status === 'rejected')),
  );
  return {
    ...current,
    queries: settled,
    mutations: {},
    provided: isObject(imported.provided) ? imported.provided : current.provided,
  };
}

/** The store state to restore: the export's slices over this store's; the runtime config stays this site's. */
export function mergeImportedState(current: RootState, imported: Record<string, unknown>): RootState {
  const apis = new Set<string>([siteApi.reducerPath, contentApi.reducerPath]);
  const next: Record<string, unknown> = { ...current };
  for (const [key, slice] of Object.entries(current as unknown as Record<string, unknown>)) {
    if (key === 'config' || !(key in imported)) continue;
    if (apis.has(key)) next[key] = apiSlice(slice as Slice, imported[key]);
    else if (isObject(imported[key]) && isObject(slice)) next[key] = { ...slice, ...imported[key] };
  }
  return next as unknown as RootState;
}

function restoreStorage(storage: Storage | undefined, entries: Record<string, string>): void {
  try {
    if (!storage) return;
    for (const key of Object.keys(storage)) if (key.startsWith(STORAGE_PREFIX)) storage.removeItem(key);
    for (const [key, value] of Object.entries(entries)) if (key.startsWith(STORAGE_PREFIX)) storage.setItem(key, value);
  } catch {
    // storage blocked: the store and machines still carry the state
  }
}

export interface RestoreTargets {
  store: AppStore;
  navigate: (to: string, options: { state: unknown }) => void;
}

/** Restores `doc` into this tab (call inside QaShell's remount). */
export function applyStateExport(doc: StateExport, { store, navigate }: RestoreTargets): void {
  store.dispatch(stateReplaced(mergeImportedState(store.getState(), doc.redux)));
  restoreStorage(window.localStorage, doc.storage.local);
  restoreStorage(window.sessionStorage, doc.storage.session);
  setPendingSnapshots(pendingSnapshotsOf(doc.machines));
  setPendingStates(doc.components);
  navigate(`${doc.route.pathname}${doc.route.search}${doc.route.hash}`, { state: doc.route.state ?? null });
}
