// "Export state": everything support needs to see a visitor's screen again (format.ts, docs/qa.md). Callable
// from anywhere with the Redux state, e.g. a contact form attaching diagnostic information:
//   const diagnostics = createDiagnosticAttachment(store.getState(), { location });
// Reads the DOM (URL, viewport, meta tag): call it from a handler or an effect, never during render.
import { captureActors, type ActorCapture } from '../actor-runtime/actor-capture';
import { jsonSafe } from '../actor-runtime/actor-registry';
import { recentConsoleErrors } from '../app/console-errors';
import {
  EXPORT_FORMAT,
  FORMAT_VERSION,
  STORAGE_PREFIX,
  type StateExport,
} from './format';
import { createRedactor, redactDocument, redactSearch } from './redact';

export interface ExportOptions {
  /** Off by default: names, emails, phones, addresses and serial numbers become same-shape placeholders. */
  includePersonal?: boolean;
  /** The router's location (default: window.location and the history state React Router keeps). */
  location?: { pathname: string; search: string; hash: string; state?: unknown };
  /** The actors as taken earlier (captureActors), instead of as they are now. */
  actors?: ActorCapture;
}

/** "0.1.0+abc1234" from the meta tag the build writes into index.html; "unknown" outside a build. */
export function readAppVersion(): { version: string; commit: string } {
  const content = document.querySelector('meta[name="app-version"]')?.getAttribute('content') ?? '';
  const [version, commit] = content.split('+');
  return { version: version || 'unknown', commit: commit || 'unknown' };
}

function storageEntries(storage: Storage | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  try {
    for (let i = 0; storage && i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(STORAGE_PREFIX)) out[key] = storage.getItem(key) ?? '';
    }
  } catch {
    // storage blocked: nothing to export
  }
  return out;
}

/** The export document of this tab right now. */
export function createStateExport(reduxState: unknown, options: ExportOptions = {}): StateExport {
  const here = options.location ?? {
    ...window.location,
    state: (window.history.state as { usr?: unknown } | null)?.usr,
  };
  const { pathname, hash } = here;
  const redactor = createRedactor();
  const search = options.includePersonal ? here.search : redactSearch(here.search, redactor);
  const personal = {
    url: new URL(`${pathname}${search}${hash}`, window.location.origin).href,
    route: { pathname, search, hash, state: jsonSafe(here.state) ?? null },
    redux: (jsonSafe(reduxState) ?? {}) as Record<string, unknown>,
    storage: { local: storageEntries(window.localStorage), session: storageEntries(window.sessionStorage) },
    ...(options.actors ?? captureActors()),
    consoleErrors: recentConsoleErrors(),
  };
  const body = options.includePersonal ? personal : redactDocument(personal, redactor);
  return {
    format: EXPORT_FORMAT,
    formatVersion: FORMAT_VERSION,
    app: readAppVersion(),
    exportedAt: new Date().toISOString(),
    ...body,
    viewport: { width: window.innerWidth, height: window.innerHeight, devicePixelRatio: window.devicePixelRatio },
    userAgent: window.navigator.userAgent,
    personalData: options.includePersonal ? 'included' : 'redacted',
  };
}

export function exportFileName(doc: StateExport): string {
  return `basalt-state-${doc.exportedAt.replace(/[:.]/g, '-')}.json`;
}

/** Saves the export as a file (the browser's download). */
export function downloadStateExport(doc: StateExport): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(doc);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Largest attachment a contact request carries: the server takes a `diagnostics` string of up to this size. */
export const DIAGNOSTIC_MAX_BYTES = 512 * 1024;

/** Bytes `text` takes inside a JSON request body: UTF-8, quoted and escaped (an export is full of quotes). */
export function bytesInJsonBody(text: string): number {
  return new TextEncoder().encode(JSON.stringify(text)).length;
}

/**
 * A redacted export as a JSON string that takes at most `maxBytes` inside a request body, for "attach
 * diagnostic information" (personal data is always redacted here). If too big, the RTK Query response bodies
 * go first (support's import fetches them again), then the event logs and older console errors. Null when
 * even that does not fit: the request is sent without it.
 */
export function createDiagnosticAttachment(
  reduxState: unknown,
  { maxBytes = DIAGNOSTIC_MAX_BYTES, location, actors }: { maxBytes?: number } & Pick<ExportOptions, 'location' | 'actors'> = {},
): string | null {
  const doc = createStateExport(reduxState, { location, actors });
  let text = JSON.stringify(doc);
  if (bytesInJsonBody(text) <= maxBytes) return text;
  for (const slice of Object.values(doc.redux)) {
    const queries = (slice as { queries?: Record<string, Record<string, unknown>> } | null)?.queries;
    if (queries && typeof queries === 'object') for (const key of Object.keys(queries)) delete queries[key];
  }
  text = JSON.stringify(doc);
  if (bytesInJsonBody(text) <= maxBytes) return text;
  doc.machines = doc.machines.map((m) => ({ ...m, events: [], eventsComplete: false }));
  doc.consoleErrors = doc.consoleErrors.slice(-5);
  text = JSON.stringify(doc);
  return bytesInJsonBody(text) <= maxBytes ? text : null;
}
