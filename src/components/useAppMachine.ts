// React side of src/actor-runtime/actor-system.ts: like @xstate/react's useActorRef/useMachine, but every actor lives
// in an app actor slot: it gets the shared inspector and event log, shows in the QA panel while mounted, starts
// from an imported snapshot when support armed one for its key (the actor's `id` option, else the machine id),
// and can be swapped by a QA replay (the component re-renders with the new actor).
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { Actor, AnyActorLogic, AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import { releaseSlot, startSlot } from '../actor-runtime/actor-mount';
import { createActorSlot, refreshImplementations, type AppActorOptionsArgs } from '../actor-runtime/actor-system';
import { useSelector } from '@xstate/react';

/** The actor ref of `logic`, started on mount and stopped on unmount; read it with `useSelector`. */
export function useAppActorRef<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options]: AppActorOptionsArgs<TLogic>
): Actor<TLogic> {
  const [slot] = useState(() => createActorSlot(logic, options as Parameters<typeof createActorSlot>[1]));
  const actor = useSyncExternalStore(slot.subscribe, slot.getActor, slot.getActor) as Actor<TLogic>;

  // As @xstate/react: implementations given with machine.provide() on a later render are the ones used.
  // Not during a replay, whose machine has its children and delays stubbed.
  useLayoutEffect(() => refreshImplementations(slot, logic));

  useEffect(() => {
    startSlot(slot);
    return () => {
      if (slot.actor !== actor) {
        actor.stop(); // swapped out (replay, import): this actor is done
        return;
      }
      releaseSlot(slot); // stops it unless mounted again (StrictMode, Activity): see actor-mount.ts
    };
  }, [slot, actor]);
  return actor;
}

/** `[snapshot, send, actorRef]`, re-rendering on every snapshot (as @xstate/react's useMachine). */
export function useAppMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  ...[options]: AppActorOptionsArgs<TMachine>
): [SnapshotFrom<TMachine>, (event: EventFromLogic<TMachine>) => void, Actor<TMachine>] {
  const actorRef = useAppActorRef(machine, ...([options] as AppActorOptionsArgs<TMachine>));
  const snapshot = useSelector(actorRef, (s) => s) as SnapshotFrom<TMachine>;
  return [snapshot, actorRef.send, actorRef];
}

export { useSelector } from '@xstate/react';
