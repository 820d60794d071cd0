// The Redux state of an imported file, slice by slice (src/app/store.ts): `ui` and `preferences` against what
// their slices hold; the RTK Query caches (siteApi, contentApi) structurally (their data is whatever the
// services answered, but each entry must be an RTK Query cache entry); `config` never (it is this server's
// configuration: brand, map token, addresses). A slice that fails is dropped, this tab's own kept, with a note.
import type { ConfigState } from '../../state/config-slice';
import type { PreferencesState } from '../../state/preferences-slice';
import type { UiState } from '../../state/ui-slice';
import { UNIT_SYSTEMS } from '../../lib/unit-system';
import { contentApi } from '../../services/contentApi';
import { siteApi } from '../../services/siteApi';
import { bool, int, Invalid, isObject, list, num, object, oneOf, optional, orElse, quote, record, text, type Check } from './schema';

// serviceFailed is newer than the first exports: those had no failure to show. Older exports also hold a
// tireFinderOpen mirror (the finder machine is its only truth now): left out like any unknown field.
const ui: Check<UiState> = object({ tireFinderRequests: int(0, 1_000_000), serviceFailed: orElse(bool, false) });
const preferences: Check<PreferencesState> = object({ unit: oneOf(UNIT_SYSTEMS) });

/** At most this many cache entries per API: far more than a visit makes. */
const MAX_QUERIES = 1000;
const endpointName = (v: unknown, path: string) => {
  const name = text(100)(v, path);
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Invalid(path, 'is not an endpoint name');
  return name;
};

/** One query cache entry: RTK Query's own fields; `originalArgs`, `data` and `error` are the service's. */
function queryEntry(key: string, v: unknown, path: string): Record<string, unknown> {
  const entry = object({
    status: oneOf(['fulfilled', 'rejected', 'pending', 'uninitialized'] as const),
    endpointName,
    requestId: optional(text(100)),
    startedTimeStamp: optional(num(0, 1e15)),
    fulfilledTimeStamp: optional(num(0, 1e15)),
  })(v, path);
  // RTK Query writes the key as endpoint(serialized arguments): a key of another endpoint is not its entry.
  if (!key.startsWith(`${entry.endpointName}(`) || !key.endsWith(')')) throw new Invalid(path, 'is not under its own cache key');
  const raw = v as Record<string, unknown>;
  const service = Object.fromEntries(['originalArgs', 'data', 'error'].filter((k) => raw[k] !== undefined).map((k) => [k, raw[k]]));
  return { ...entry, ...service };
}

const provided = object({
  tags: record(record(list(text(2000), MAX_QUERIES), 10_000), 50),
  keys: record(list(object({ type: text(100), id: optional((v, p) => (typeof v === 'number' ? num(-1e15, 1e15)(v, p) : text(2000)(v, p))) }), 200), MAX_QUERIES),
});

/** The RTK Query state of one API: its query entries (bad ones dropped, counted in `notes`), tags if sound. */
function apiState(name: string, v: unknown, notes: string[]): Record<string, unknown> {
  if (!isObject(v) || !isObject(v.queries)) throw new Invalid(name, 'is not an RTK Query state');
  const entries = Object.entries(v.queries);
  if (entries.length > MAX_QUERIES) throw new Invalid(`${name}.queries`, `has ${entries.length} entries; at most ${MAX_QUERIES}`);
  const queries: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [key, entry] of entries) {
    try {
      queries[key] = queryEntry(key, entry, `${name}.queries[${quote(key)}]`);
    } catch {
      dropped.push(key);
    }
  }
  if (dropped.length > 0)
    notes.push(`${name}: ${dropped.length} of ${entries.length} cache entries were not RTK Query entries and were left out (${dropped.slice(0, 3).map(quote).join(', ')})`);
  const out: Record<string, unknown> = { queries, mutations: {} };
  if (v.provided !== undefined) {
    try {
      out.provided = provided(v.provided, `${name}.provided`);
    } catch (error) {
      notes.push(`${name}: its cache tags were left out (${error instanceof Error ? error.message : 'damaged'})`);
    }
  }
  return out;
}

/** The slices to restore (only valid ones, never `config`); what was left out goes to `notes`. */
export function checkRedux(redux: Record<string, unknown>, site: ConfigState, notes: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const apis = new Set<string>([siteApi.reducerPath, contentApi.reducerPath]);
  for (const [key, slice] of Object.entries(redux)) {
    if (key === 'config') {
      const file = isObject(slice) ? slice : {};
      const mine: Record<string, unknown> = { ...site };
      if ([...new Set([...Object.keys(file), ...Object.keys(mine)])].some((k) => JSON.stringify(file[k]) !== JSON.stringify(mine[k])))
        notes.push('config: the site configuration in the file (brand, map token, addresses) was not used; an import never changes it');
      continue;
    }
    try {
      if (key === 'ui') out.ui = ui(slice, 'ui');
      else if (key === 'preferences') out.preferences = preferences(slice, 'preferences');
      else if (apis.has(key)) out[key] = apiState(key, slice, notes);
      else notes.push(`${quote(key)}: not a part of this site's store; ignored`);
    } catch (error) {
      notes.push(`${key}: left as it was, the file's does not fit (${error instanceof Error ? error.message : 'damaged'})`);
    }
  }
  return out;
}
