// The "Export state" file (docs/qa.md): one JSON document. FORMAT_VERSION goes up whenever a reader of the old
// format would misread the new one; the importer refuses newer versions with a clear message.
import type { MachineExport } from '../actor-runtime/actor-capture';
import type { ConsoleErrorEntry } from '../app/console-errors';

export type { MachineExport };

export const EXPORT_FORMAT = 'basalt-state-export';
export const FORMAT_VERSION = 1;

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
