// The mount lifecycle of a slot held by a React component (useAppActorRef), with XState's public API only.
// StrictMode runs a component's effects twice (mount, unmount, mount) and React's Activity unmounts and
// mounts them again when it hides and shows a part of the page, while the component keeps its slot. So an
// unmount stops the actor only at the end of the current task, if the slot has not mounted again by then;
// a slot that mounts after its actor stopped resumes from the snapshot persisted when it stopped.
import type { AnyActorRef } from 'xstate';
import { mountSlot, setSlotActor, unmountSlot, type ActorSlot } from './actor-registry';
import { createSlotActor, notifySlot, settleRefusedRestore } from './actor-system';
import { startFromCreation } from './start-clock';

/** Slots unmounted whose actor has not stopped yet. */
const releasing = new WeakSet<ActorSlot>();
/** Slots whose actor stopped while unmounted: the persisted snapshot to resume from (none: the initial state). */
const resumeFrom = new WeakMap<ActorSlot, { snapshot: unknown }>();

function persisted(actor: AnyActorRef): { snapshot: unknown } {
  try {
    return { snapshot: actor.getPersistedSnapshot() };
  } catch {
    return { snapshot: undefined }; // e.g. an inline child actor, which cannot be persisted
  }
}

/** Starts the slot's actor (or resumes a stopped one) and lists it; a refused import is settled with its reason. */
export function startSlot(slot: ActorSlot): void {
  releasing.delete(slot);
  const resume = resumeFrom.get(slot);
  if (resume) {
    resumeFrom.delete(slot);
    setSlotActor(slot, createSlotActor(slot, slot.logic, resume.snapshot), () => notifySlot(slot));
  }
  startFromCreation(slot.actor);
  settleRefusedRestore(slot);
  mountSlot(slot);
}

/** Unlists the slot now and stops its actor at the end of the task unless the slot mounts again first. */
export function releaseSlot(slot: ActorSlot): void {
  unmountSlot(slot);
  releasing.add(slot);
  const actor = slot.actor;
  queueMicrotask(() => {
    if (!releasing.delete(slot) || slot.actor !== actor) return;
    resumeFrom.set(slot, persisted(actor));
    actor.stop();
  });
}

export { unmountSlot };
