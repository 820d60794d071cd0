// The whole of an imported file beyond its structure (import.ts): refused outright when it could only have
// been made to attack (a prototype key, a text no export holds, an address of another site); otherwise each
// part is checked and a part that does not fit is left out with a note for the QA panel (docs/qa.md).
import type { ConfigState } from '../../state/config-slice';
import { UNIT_STORAGE_KEY } from '../../state/preferences-slice';
import { isUnitSystem } from '../../lib/unit-system';
import { COMPARE_STORAGE_KEY } from '../../../machines/compare-selection.machine';
import { resultsAddress, cameFromResults } from '../../lib/back-navigation';
import type { MachineExport, StateExport } from '../format';
import { checkMachine } from './machines';
import { machineSpecs } from './machine-specs';
import { checkRedux } from './redux';
import { at, bool, either, Invalid, isObject, num, object, quote, record, text, unsafeInAddress, type Check } from './schema';
import { comparePicksOrRows, type ImportSite } from './shapes';

/** Longer than any text an export holds (the longest are content pages' HTML, a few KB). */
export const MAX_TEXT = 100_000;
/** Deeper than any export nests (the deepest are RTK Query cache data, about 10 levels). */
const MAX_DEPTH = 64;

/** Why the parsed file must be refused as a whole, or null: one walk over every key and value. */
export function hostileProblem(raw: unknown): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: raw, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string' && value.length > MAX_TEXT)
      return `it holds a text of ${value.length.toLocaleString('en-US')} characters (at ${path || 'the top'}); no export holds one over ${MAX_TEXT.toLocaleString('en-US')}`;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_DEPTH) return `it nests deeper than any export (at ${path})`;
    for (const [key, child] of Object.entries(value)) {
      // JSON.parse keeps "__proto__" as a plain key; any later copy by assignment would make it the prototype.
      if (key === '__proto__') return `it holds a "__proto__" key (at ${path || 'the top'}), which no export has`;
      if (key.length > MAX_TEXT) return `it holds a key of ${key.length} characters`;
      stack.push({ value: child, path: at(path, Array.isArray(value) ? Number(key) : key), depth: depth + 1 });
    }
  }
  return null;
}

/** The route to go to: a path of this origin only (never '//host', '/\host', 'https:', 'javascript:'). */
export function routeProblem(route: Record<string, unknown>): string | null {
  const { pathname, search, hash } = route;
  if (typeof pathname !== 'string' || typeof search !== 'string' || typeof hash !== 'string') return 'no valid page address';
  if (pathname.length + search.length + hash.length > 4000) return 'a page address longer than any of this site';
  if (!/^\/(?![/\\])/.test(pathname) || unsafeInAddress(pathname + search + hash)) return 'a page address outside this site';
  if ((search !== '' && !search.startsWith('?')) || (hash !== '' && !hash.startsWith('#'))) return 'no valid page address';
  const base = 'https://basalt.invalid';
  const url = new URL(`${pathname}${search}${hash}`, base);
  return url.origin === base && url.pathname === pathname ? null : 'a page address outside this site';
}

/** React Router's location state: only what this app puts there (back-navigation.ts), else none. */
function routeState(state: unknown, notes: string[]): unknown {
  if (state === null || state === undefined) return null;
  const results = resultsAddress(state);
  if (results !== null) return { from: cameFromResults(state) ? 'tire-results' : 'compare', results };
  notes.push('route.state: not a location state this site writes; the page opens without it');
  return null;
}

/** The compare picks' key (src/features/tire-results/compare-storage.ts). */

function storageChecks(site: ImportSite): Record<string, Check<string>> {
  const picks = comparePicksOrRows(site);
  return {
    [UNIT_STORAGE_KEY]: (v, path) => {
      if (!isUnitSystem(v)) throw new Invalid(path, 'is not a unit of this site');
      return v;
    },
    [COMPARE_STORAGE_KEY]: (v, path) => JSON.stringify(picks(JSON.parse(text(10_000)(v, path)), path)),
  };
}

function checkStorage(kind: 'local' | 'session', entries: Record<string, string>, site: ImportSite, notes: string[]) {
  const checks = storageChecks(site);
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(entries)) {
    try {
      if (!Object.hasOwn(checks, key)) throw new Error('not a key this site stores');
      out[key] = checks[key]!(value, key);
    } catch (error) {
      const reason = error instanceof SyntaxError ? 'not JSON' : error instanceof Error ? error.message : 'damaged';
      notes.push(`${kind} storage ${quote(key)}: left out (${reason})`);
    }
  }
  return out;
}

const formState = object({
  values: record(either(text(5000), either(bool, num(-1e15, 1e15), 'is not a value'), 'is not a form value'), 100),
  touched: record(bool, 100),
  errors: record(text(2000), 100),
});

/** Component states (useRestorableState): the shared Form's `form:<path>` and the contact form's box. */
function checkComponents(components: Record<string, unknown>, notes: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(components)) {
    try {
      if (/^form:\/[^\s]{0,500}$/.test(key)) out[key] = formState(value, key);
      else if (/^contact:attach-diagnostics:(contact|consultation)$/.test(key)) out[key] = bool(value, key);
      else throw new Error('not a component state this site keeps');
    } catch (error) {
      notes.push(`component state ${quote(key)}: left out (${error instanceof Error ? error.message : 'damaged'})`);
    }
  }
  return out;
}

function viewport(v: unknown): StateExport['viewport'] {
  try {
    return object({ width: num(0, 100_000), height: num(0, 100_000), devicePixelRatio: num(0, 100) })(v, 'viewport');
  } catch {
    return { width: 0, height: 0, devicePixelRatio: 1 }; // only shown, never restored
  }
}

/** A clean copy of a structurally valid export (import.ts), with a note for each part left out. */
export function checkDocument(doc: StateExport, config: ConfigState): { doc: StateExport; notes: string[] } {
  const notes: string[] = [];
  const site: ImportSite = { mediaBaseUrl: config.mediaBaseUrl };
  const specs = machineSpecs(site);
  const machines: MachineExport[] = [];
  const keys = new Set<string>();
  for (const m of doc.machines) {
    if (keys.has(m.key)) {
      notes.push(`machine ${quote(m.key)}: a second machine under the same key was left out`);
      continue;
    }
    keys.add(m.key);
    const outcome = checkMachine(m, specs);
    if ('machine' in outcome) machines.push(outcome.machine);
    if (outcome.note) notes.push(outcome.note);
  }
  const app: Record<string, unknown> = isObject(doc.app) ? doc.app : {};
  const short = (v: unknown) => (typeof v === 'string' && v.length <= 100 ? v : 'unknown');
  const clean: StateExport = {
    format: doc.format,
    formatVersion: doc.formatVersion,
    app: { version: short(app.version), commit: short(app.commit) },
    exportedAt: typeof doc.exportedAt === 'string' && doc.exportedAt.length <= 40 ? doc.exportedAt : 'at an unknown time',
    url: typeof doc.url === 'string' ? doc.url : '',
    route: { pathname: doc.route.pathname, search: doc.route.search, hash: doc.route.hash, state: routeState(doc.route.state, notes) },
    viewport: viewport(doc.viewport),
    userAgent: typeof doc.userAgent === 'string' ? doc.userAgent : '',
    redux: checkRedux(doc.redux, config, notes),
    storage: {
      local: checkStorage('local', doc.storage.local, site, notes),
      session: checkStorage('session', doc.storage.session, site, notes),
    },
    machines,
    components: checkComponents(doc.components, notes),
    consoleErrors: doc.consoleErrors.filter((e) => isObject(e) && typeof e.at === 'string' && typeof e.message === 'string'),
    personalData: doc.personalData === 'included' ? 'included' : 'redacted',
  };
  return { doc: clean, notes };
}
