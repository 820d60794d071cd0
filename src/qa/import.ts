// Reading an "Export state" file: every check a hand-edited, truncated, foreign or hostile file can fail, each
// with a message support can act on. The files come from anonymous visitors (diagnostic attachments): its
// structure is checked here, every part against what this site really holds in check/. Never throws.
import type { PendingSnapshot } from '../actor-runtime/actor-restore';
import { defaultConfig, type ConfigState } from '../state/config-slice';
import { checkDocument, hostileProblem, routeProblem } from './check/document';
import { EXPORT_FORMAT, FORMAT_VERSION, type MachineExport, type StateExport } from './format';

/** Far above any real export (an RTK Query cache of the whole catalog is well under 2 MB). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** `notes`: the parts of the file left out (a machine, a slice…), each with the reason, for the QA panel. */
export type ReadResult = { ok: true; doc: StateExport; notes: string[] } | { ok: false; message: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const fail = (message: string): ReadResult => ({ ok: false, message });

function machineProblem(m: unknown, i: number): string | null {
  if (!isObject(m)) return `machine ${i + 1} is not an object`;
  if (typeof m.key !== 'string' || !m.key) return `machine ${i + 1} has no key`;
  if (typeof m.machineId !== 'string') return `machine "${m.key}" has no machineId`;
  if (m.snapshot !== null && !isObject(m.snapshot)) return `machine "${m.key}" has no snapshot object`;
  if (!Array.isArray(m.events) || !m.events.every((e) => isObject(e) && isObject(e.event) && typeof e.event.type === 'string'))
    return `machine "${m.key}" has a broken event log`;
  return null;
}

/** Validates the text of an export file against this site (`config`: its runtime configuration, kept). */
export function readStateExport(text: string, config: ConfigState = defaultConfig): ReadResult {
  if (text.length > MAX_IMPORT_BYTES) return fail('This file is too large to be a state export.');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fail('This file is not complete JSON: it may be truncated or damaged. Ask for the export file again.');
  }
  if (!isObject(raw) || raw.format !== EXPORT_FORMAT) return fail('This file is not a Basalt state export.');
  const hostile = hostileProblem(raw);
  if (hostile) return fail(`This file was not made by an export: ${hostile}.`);
  const version = raw.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return fail('This export has no valid format version.');
  if (version > FORMAT_VERSION)
    return fail(
      `This export uses format version ${version}, newer than this site reads (version ${FORMAT_VERSION}). Import it on a site at the exporting version (${describeApp(raw.app)}).`,
    );
  const route = raw.route;
  const routeIssue = isObject(route) ? routeProblem(route) : 'no valid page address';
  if (routeIssue) return fail(`This export has ${routeIssue}.`);
  if (!isObject(raw.redux)) return fail('This export has no Redux state.');
  if (!Array.isArray(raw.machines)) return fail('This export has no machine list.');
  for (const [i, m] of raw.machines.entries()) {
    const problem = machineProblem(m, i);
    if (problem) return fail(`This export is damaged: ${problem}.`);
  }
  const storage = isObject(raw.storage) ? raw.storage : {};
  const doc = {
    ...raw,
    storage: { local: stringMap(storage.local), session: stringMap(storage.session) },
    components: isObject(raw.components) ? raw.components : {},
    consoleErrors: Array.isArray(raw.consoleErrors) ? raw.consoleErrors : [],
  } as unknown as StateExport;
  return { ok: true, ...checkDocument(doc, config) };
}

function stringMap(v: unknown): Record<string, string> {
  return isObject(v) ? Object.fromEntries(Object.entries(v).filter(([, s]) => typeof s === 'string')) as Record<string, string> : {};
}

function describeApp(app: unknown): string {
  return isObject(app) && typeof app.version === 'string' ? `${app.version}+${String(app.commit ?? 'unknown')}` : 'unknown version';
}

/** The armed snapshots of an export, by key (machines without a snapshot are left to start fresh). */
export function pendingSnapshotsOf(machines: MachineExport[]): Record<string, PendingSnapshot> {
  const out: Record<string, PendingSnapshot> = {};
  for (const m of machines) {
    if (m.snapshot === null) continue;
    out[m.key] = { machineId: m.machineId, snapshot: m.snapshot, events: m.events, eventsComplete: m.eventsComplete === true };
  }
  return out;
}
