// The live app actors, by stable key, with the event log of each: what the QA panel lists, exports and replays.
// A slot is one place that holds an actor (a mounted component, or a createAppActor call); its actor can be
// swapped (import, replay) while the slot, its key and its log stay. No xstate at run time.
import type { AnyActorLogic, AnyActorRef, AnyEventObject, InspectionEvent } from 'xstate';
import { settlePendingSnapshot, type RecordedEvent } from './actor-restore';

/** Each slot keeps at most this many events; older ones are dropped (and replay from the start is off). */
export const EVENT_LOG_LIMIT = 400;

export interface ReplaySession {
  /** The recorded events being replayed. */
  events: RecordedEvent[];
  /** How many of them the replay actor has received. */
  position: number;
}

export interface ActorSlot {
  /** Stable across reloads: the actor's `id` option, else the machine id; `#2`… when several are live at once. */
  key: string;
  /** `key` before de-duplication: what an import is looked up by. */
  readonly baseKey: string;
  readonly machineId: string;
  readonly logic: AnyActorLogic;
  readonly options: Record<string, unknown> | undefined;
  actor: AnyActorRef;
  log: RecordedEvent[];
  /** The log leads from the initial state to the current one. */
  logComplete: boolean;
  /** Set when the actor was created from an imported snapshot, until that snapshot is settled. */
  restoredKey: string | null;
  /** Why outside events are dropped right now (restore: the mount effects after an import; replay). */
  blocked: 'restore' | 'replay' | null;
  replay: ReplaySession | null;
  /** False for createAppActor actors: their creator holds the actor, so it cannot be swapped. */
  readonly swappable: boolean;
  /** React's useSyncExternalStore pair: the current actor of the slot. */
  subscribe(listener: () => void): () => void;
  getActor(): AnyActorRef;
}

const mounted = new Set<ActorSlot>();
const slotOf = new WeakMap<AnyActorRef, ActorSlot>();
const rawSend = new WeakMap<AnyActorRef, (event: AnyEventObject) => void>();
const listeners = new Set<() => void>();
let version = 0;

/** Re-render hook for the QA panel: called after any change to the slots or their logs. */
export function subscribeRegistry(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getRegistryVersion(): number {
  return version;
}

export function notifyRegistry(): void {
  version += 1;
  for (const listener of [...listeners]) listener();
}

/** Machine id of `logic` (machines have one; other logic is named 'actor'). */
export function machineIdOf(logic: AnyActorLogic): string {
  const id = (logic as { id?: unknown }).id;
  return typeof id === 'string' && id ? id : 'actor';
}

/**
 * Makes `actor` the slot's: its public `send` now goes through the slot's block (events the UI sends while a
 * snapshot is being restored or a replay runs are logged as ignored, not delivered).
 */
export function bindActor(slot: ActorSlot, actor: AnyActorRef): void {
  const send = actor.send.bind(actor) as (event: AnyEventObject) => void;
  rawSend.set(actor, send);
  slotOf.set(actor, slot);
  actor.send = ((event: AnyEventObject) => {
    if (slot.actor === actor && slot.blocked) {
      pushEvent(slot, { at: Date.now(), event: jsonSafe(event) as RecordedEvent['event'], source: 'outside', ignored: slot.blocked });
      return;
    }
    send(event);
  }) as AnyActorRef['send'];
}

export function slotOfActor(actor: AnyActorRef): ActorSlot | undefined {
  return slotOf.get(actor);
}

/** The unblocked send of `actor` (see bindActor). */
export function deliverTo(actor: AnyActorRef, event: AnyEventObject): void {
  (rawSend.get(actor) ?? actor.send)(event);
}

/** Swaps the slot's actor; React components holding the slot re-render with the new one. */
export function setSlotActor(slot: ActorSlot, actor: AnyActorRef, notifySlot: () => void): void {
  slot.actor = actor;
  notifySlot();
  notifyRegistry();
}

/** A slot is live from mount to unmount (React) or from creation until its actor finishes (createAppActor). */
export function mountSlot(slot: ActorSlot): void {
  if (!mounted.has(slot)) {
    const taken = new Set([...mounted].map((s) => s.key));
    let key = slot.baseKey;
    for (let n = 2; taken.has(key); n += 1) key = `${slot.baseKey}#${n}`;
    slot.key = key;
    mounted.add(slot);
  }
  if (slot.restoredKey) {
    settlePendingSnapshot(slot.restoredKey);
    slot.restoredKey = null;
    // The mount effects re-derive what the snapshot already holds (e.g. "open the finder" for a request the
    // visitor made long ago): they must not move the restored actor. Passive effects of one commit run in one
    // task, so the block lifts right after.
    slot.blocked = 'restore';
    setTimeout(() => {
      if (slot.blocked === 'restore') slot.blocked = null;
    }, 0);
  }
  notifyRegistry();
}

export function unmountSlot(slot: ActorSlot): void {
  if (mounted.delete(slot)) notifyRegistry();
}

function isFinished(actor: AnyActorRef): boolean {
  return actor.getSnapshot().status !== 'active'; // done, error or stopped
}

/** Live slots, oldest first. */
export function listSlots(): ActorSlot[] {
  for (const slot of mounted) if (!slot.swappable && isFinished(slot.actor)) mounted.delete(slot);
  return [...mounted].filter((slot) => !isFinished(slot.actor));
}

export function findSlot(key: string): ActorSlot | undefined {
  return listSlots().find((slot) => slot.key === key);
}

function pushEvent(slot: ActorSlot, entry: RecordedEvent): void {
  slot.log.push(entry);
  if (slot.log.length > EVENT_LOG_LIMIT) {
    slot.log.splice(0, slot.log.length - EVENT_LOG_LIMIT);
    slot.logComplete = false;
  }
  notifyRegistry();
}

const lastDelivered = new WeakMap<ActorSlot, { raw: unknown; entry: RecordedEvent }>();

/** Inspection hook: logs the events each slot's current actor receives, and the state value after each. */
export function recordInspection(event: InspectionEvent): void {
  const target = event.actorRef as AnyActorRef;
  const slot = slotOf.get(target);
  if (!slot || slot.actor !== target || slot.replay) return;
  if (event.type === '@xstate.event') {
    if (event.event.type === 'xstate.init') return;
    const source = !event.sourceRef ? 'outside' : event.sourceRef === event.actorRef ? 'self' : 'child';
    const entry: RecordedEvent = { at: Date.now(), event: jsonSafe(event.event) as RecordedEvent['event'], source };
    lastDelivered.set(slot, { raw: event.event, entry });
    pushEvent(slot, entry);
  } else if (event.type === '@xstate.snapshot') {
    const last = lastDelivered.get(slot);
    if (last && last.raw === event.event) {
      last.entry.value = jsonSafe((event.snapshot as { value?: unknown }).value);
      lastDelivered.delete(slot);
      notifyRegistry();
    }
  }
}

/**
 * A JSON-safe copy: errors become {name, message}, actor refs {actor: id}, functions and cycles are dropped,
 * nesting stops at `depth`. Exports and logs must survive JSON.stringify whatever a machine holds.
 */
export function jsonSafe(value: unknown, depth = 12, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'object') return undefined; // functions, symbols, bigint, undefined
  if (seen.has(value) || depth <= 0) return undefined;
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (value instanceof Date) return value.toISOString();
  if ('send' in value && 'getSnapshot' in value) return { actor: String((value as { id?: unknown }).id) };
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((v) => jsonSafe(v, depth - 1, seen) ?? null);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const safe = jsonSafe(v, depth - 1, seen);
      if (safe !== undefined) out[k] = safe;
    }
    return out;
  } finally {
    seen.delete(value);
  }
}
