// What an export records of the app's actors, taken at one moment: every live machine (persisted snapshot and
// event log) and every component state source. Synchronous and cheap, so a handler can take it at the moment
// that matters (the contact form, as the visitor presses Submit) and format it later (src/qa/export.ts).
import { jsonSafe, listSlots } from './actor-registry';
import { readStateSources, type RecordedEvent } from './actor-restore';

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

export interface ActorCapture {
  machines: MachineExport[];
  /** State of components outside machines, by key (useRestorableState: form values, touched, errors). */
  components: Record<string, unknown>;
}

function captureMachines(): MachineExport[] {
  return listSlots().map((slot) => {
    const base = { key: slot.key, machineId: slot.machineId, events: slot.log.map((e) => ({ ...e })), eventsComplete: slot.logComplete };
    try {
      return { ...base, snapshot: jsonSafe(slot.actor.getPersistedSnapshot()) };
    } catch (error) {
      return { ...base, snapshot: null, snapshotError: error instanceof Error ? error.message : String(error) };
    }
  });
}

/** The app's actors and component states now, JSON-safe (later changes to them do not reach it). */
export function captureActors(): ActorCapture {
  return {
    machines: captureMachines(),
    components: (jsonSafe(readStateSources()) ?? {}) as Record<string, unknown>,
  };
}
