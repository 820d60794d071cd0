// Snapshots waiting for the actors they belong to: support's "Import state" (src/qa) arms them, and each app
// actor created while one is armed for its key starts from it (actor-system.ts). Free of xstate at
// run time on purpose: a shared component that mounts its machine's host lazily (the PDF modal) asks here
// whether a restore is pending without pulling xstate into its chunk.

/** One event an app actor received, as the QA panel lists it and an export carries it (JSON-safe). */
export interface RecordedEvent {
  /** Epoch milliseconds. */
  at: number;
  event: { type: string; [key: string]: unknown };
  /** outside: the UI (actor.send); child: an invoked/spawned actor (done, error…); self: a delayed or self-sent event. */
  source: 'outside' | 'child' | 'self';
  /** The state value after the event. */
  value?: unknown;
  /** Not delivered: sent while the actor was being restored or replayed (the snapshot or the replay decides). */
  ignored?: 'restore' | 'replay';
}

export interface PendingSnapshot {
  /** The machine's id, checked against the logic that claims the snapshot. */
  machineId: string;
  /** `getPersistedSnapshot()` of the exported actor. */
  snapshot: unknown;
  events: RecordedEvent[];
  /** The events lead from the machine's initial state to `snapshot` (nothing lost): replay is possible. */
  eventsComplete: boolean;
}

export interface RestoreOutcome {
  key: string;
  /** Why the snapshot was not used (the actor started from its initial state instead). */
  error?: string;
}

const pending = new Map<string, PendingSnapshot>();
const outcomes: RestoreOutcome[] = [];
let expiry: ReturnType<typeof setTimeout> | undefined;

/** Snapshots armed longer than this are dropped: a host mounted much later must not resurrect old state. */
export const PENDING_TTL_MS = 20_000;

/** Arms `entries` (by actor key), replacing anything armed before. */
export function setPendingSnapshots(entries: Record<string, PendingSnapshot>, ttlMs = PENDING_TTL_MS): void {
  clearPendingSnapshots();
  outcomes.length = 0;
  for (const [key, entry] of Object.entries(entries)) pending.set(key, entry);
  expiry = setTimeout(clearPendingSnapshots, ttlMs);
}

export function clearPendingSnapshots(): void {
  pending.clear();
  pendingStates.clear();
  if (expiry !== undefined) clearTimeout(expiry);
  expiry = undefined;
}

/** The armed snapshot for `key`, left armed (React may render a component twice before mounting it once). */
export function peekPendingSnapshot(key: string): PendingSnapshot | undefined {
  return pending.get(key);
}

/** Disarms `key` once an actor has used (or refused) its snapshot, and records the outcome. */
export function settlePendingSnapshot(key: string, error?: string): void {
  if (!pending.delete(key)) return;
  outcomes.push(error ? { key, error } : { key });
}

export function listPendingKeys(): string[] {
  return [...pending.keys(), ...pendingStates.keys()];
}

/** What happened to the snapshots of the last import so far. */
export function listRestoreOutcomes(): RestoreOutcome[] {
  return [...outcomes];
}

/** The context of an armed machine snapshot, for hosts that must mount for it to show (see the file comment). */
export function pendingContext<T>(key: string): T | undefined {
  const snapshot = pending.get(key)?.snapshot;
  if (typeof snapshot !== 'object' || snapshot === null) return undefined;
  return (snapshot as { context?: T }).context;
}

// Component state that no machine holds (a Formik form's values, touched fields and errors) joins exports
// through a state source, and comes back through the pending state of the same key (useRestorableState).
const sources = new Map<string, () => unknown>();
const pendingStates = new Map<string, unknown>();

/** Adds `read` to every export under `key`; returns the removal. */
export function registerStateSource(key: string, read: () => unknown): () => void {
  sources.set(key, read);
  return () => {
    if (sources.get(key) === read) sources.delete(key);
  };
}

/** The current value of every state source (a failing source is skipped). */
export function readStateSources(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, read] of sources) {
    try {
      out[key] = read();
    } catch {
      // one broken source must not spoil the export
    }
  }
  return out;
}

/** Arms component states of an import (with the snapshots; cleared with them). */
export function setPendingStates(states: Record<string, unknown>): void {
  pendingStates.clear();
  for (const [key, value] of Object.entries(states)) pendingStates.set(key, value);
}

export function peekPendingState(key: string): unknown {
  return pendingStates.get(key);
}

export function settlePendingState(key: string): void {
  if (pendingStates.delete(key)) outcomes.push({ key });
}
