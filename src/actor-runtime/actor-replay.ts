// QA replay: one live actor starts again from its machine's initial state and receives its recorded events
// one at a time, forward and back, while the UI keeps rendering it (the component's slot swaps actors). During
// a replay the UI's own events are logged as ignored, children never run (no request is repeated) and named
// delays never fire: only the recorded events move the machine.
import { fromPromise, type AnyActorLogic, type AnyActorRef } from 'xstate';
import { deliverTo, notifyRegistry, setSlotActor, type ActorSlot } from './actor-registry';
import { createSlotActor, isMachineLogic, notifySlot, refreshImplementations } from './actor-system';

const never = fromPromise(() => new Promise<never>(() => {}));
/** setTimeout's largest delay (about 24.8 days): "never" for a replay. */
const NEVER_MS = 2 ** 31 - 1;

/** The slot's machine with every named child actor stubbed and every named delay made endless. */
function sandbox(logic: AnyActorLogic): AnyActorLogic {
  if (!isMachineLogic(logic)) return logic;
  const actors = Object.fromEntries(Object.keys(logic.implementations.actors).map((name) => [name, never]));
  const delays = Object.fromEntries(Object.keys(logic.implementations.delays).map((name) => [name, NEVER_MS]));
  return logic.provide({ actors, delays });
}

/** Replay needs a swappable slot, a machine, and a log that starts at the initial state. */
export function canReplay(slot: ActorSlot): boolean {
  return slot.swappable && slot.logComplete && isMachineLogic(slot.logic);
}

/** A fresh actor of the sandboxed machine that has received the first `position` recorded events. */
function replayedActor(slot: ActorSlot, events: ActorSlot['log'], position: number): AnyActorRef {
  const actor = createSlotActor(slot, sandbox(slot.logic));
  actor.start();
  for (const { event } of events.slice(0, position)) deliverTo(actor, event);
  return actor;
}

function swap(slot: ActorSlot, actor: AnyActorRef): void {
  setSlotActor(slot, actor, () => notifySlot(slot));
}

/** Restarts the slot's machine from its initial state; the recorded events wait for stepReplay. */
export function startReplay(slot: ActorSlot): void {
  if (!canReplay(slot) || slot.replay) return;
  const events = slot.log.filter((entry) => !entry.ignored);
  slot.replay = { events, position: 0 };
  slot.blocked = 'replay';
  swap(slot, replayedActor(slot, events, 0));
}

/** Moves the replay to `position` (0 = initial state): one event forward, or a rebuild from the start. */
export function stepReplay(slot: ActorSlot, position: number): void {
  const replay = slot.replay;
  if (!replay) return;
  const to = Math.max(0, Math.min(position, replay.events.length));
  if (to === replay.position) return;
  if (to === replay.position + 1) {
    replay.position = to;
    deliverTo(slot.actor, replay.events[to - 1]!.event);
    notifyRegistry();
    return;
  }
  // Back (or a jump): machines are pure, so the same events from the initial state give the same state.
  replay.position = to;
  swap(slot, replayedActor(slot, replay.events, to));
}

/** Ends the replay where it stands: the UI drives the machine again, the log is the replayed prefix. */
export function stopReplay(slot: ActorSlot): void {
  const replay = slot.replay;
  if (!replay) return;
  slot.log = replay.events.slice(0, replay.position);
  slot.logComplete = true;
  slot.replay = null;
  slot.blocked = null;
  refreshImplementations(slot, slot.logic); // real children and delays again from the next event on
  notifyRegistry();
}
