// React side of machines/actor-system.ts: like @xstate/react's useActorRef/useMachine, but every actor gets
// the app's shared inspector and shows in listLiveActors() while mounted. We let @xstate/react create and
// start the actor because it handles StrictMode's unmount/remount (a stopped actor cannot restart).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Actor, AnyActorLogic, AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import { trackLiveActor, withAppInspection, type AppActorOptionsArgs } from '../../machines/actor-system';

type ActorOptionsArg<TLogic extends AnyActorLogic> = AppActorOptionsArgs<TLogic>[0];
type UseActorRefArgs<TLogic extends AnyActorLogic> = Parameters<typeof useActorRef<TLogic>>;

/** The actor ref of `logic`, started on mount and stopped on unmount; read it with `useSelector`. */
export function useAppActorRef<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options]: AppActorOptionsArgs<TLogic>
): Actor<TLogic> {
  const inspected = withAppInspection(options as ActorOptionsArg<AnyActorLogic>);
  const args = [logic, inspected] as unknown as UseActorRefArgs<TLogic>;
  const actorRef = useActorRef(...args);
  useEffect(() => trackLiveActor(actorRef), [actorRef]);
  return actorRef;
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
