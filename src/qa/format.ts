// The "Export state" file (docs/qa.md): one JSON document. FORMAT_VERSION goes up whenever a reader of the old
// format would misread the new one; the importer refuses newer versions with a clear message.
import type { RecordedEvent } from '../actor-runtime/actor-restore';
import type { ConsoleErrorEntry } from '../app/console-errors';

export const EXPORT_FORMAT = 'basalt-state-export';
export const FORMAT_VERSION = 1;

export interface MachineExport {
  /** The actor's stable key (machine id, or the `id` option; `#2` for a second live one). */
  key: string;
  machineId: string;
  /** `getPersistedSnapshot()`, or null when the actor could not be persisted (see `snapshotError`). */
  snapshot: unknown;
  snapshotError?: string;
  events: RecordedEvent[];
  /** The events lead from the initial state to the snapshot: the import can be replayed from the start. */
  eventsComplete: boolean;
}

export interface StateExport {
  format: typeof EXPORT_FORMAT;
  formatVersion: number;
  app: { version: string; commit: string };
  exportedAt: string;
  url: string;
  route: { pathname: string; search: string; hash: string; state: unknown };
  viewport: { width: number; height: number; devicePixelRatio: number };
  userAgent: string;
  /** The whole Redux state, RTK Query caches included. */
  redux: Record<string, unknown>;
  /** This site's own Web Storage entries (keys starting with "basalt."). */
  storage: { local: Record<string, string>; session: Record<string, string> };
  machines: MachineExport[];
  /** State of components outside machines, by key (useRestorableState: form values, touched, errors). */
  components: Record<string, unknown>;
  consoleErrors: ConsoleErrorEntry[];
  personalData: 'redacted' | 'included';
}

/** Keys of Web Storage this site owns (compare picks, unit preference). */
export const STORAGE_PREFIX = 'basalt.';
