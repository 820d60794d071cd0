// React side of machines/actor-system.ts: like @xstate/react's useActorRef/useMachine, but every actor lives
// in an app actor slot: it gets the shared inspector and event log, shows in the QA panel while mounted, starts
// from an imported snapshot when support armed one for its key (the actor's `id` option, else the machine id),
// and can be swapped by a QA replay (the component re-renders with the new actor).
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { Actor, AnyActorLogic, AnyActorRef, AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import {
  createActorSlot,
  refreshImplementations,
  startSlot,
  unmountSlot,
  type AppActorOptionsArgs,
} from '../../machines/actor-system';
import { useSelector } from '@xstate/react';

type Internals = AnyActorRef & {
  observers: Set<unknown>;
  _processingStatus: number;
  _snapshot: unknown;
  system: { getSnapshot?: () => unknown; _snapshot: unknown };
};

/**
 * Stops the actor but keeps it restartable with the same snapshot and identity: StrictMode (and React's
 * Activity) unmount and mount effects again, and a stopped actor cannot start. Same technique as @xstate/react.
 */
function stopRestartably(actor: AnyActorRef): void {
  const kept: [Internals, unknown][] = [];
  const visit = (ref: Internals) => {
    kept.push([ref, ref.getSnapshot()]);
    ref.observers = new Set(); // useSyncExternalStore subscribes again on its own
    const children = (ref.getSnapshot() as { children?: Record<string, Internals> }).children;
    for (const child of Object.values(children ?? {})) visit(child);
  };
  const root = actor as Internals;
  visit(root);
  const system = root.system.getSnapshot?.();
  root.stop();
  root.system._snapshot = system;
  for (const [ref, snapshot] of kept) {
    ref._processingStatus = 0;
    ref._snapshot = snapshot;
  }
}

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
      stopRestartably(actor);
      unmountSlot(slot);
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
