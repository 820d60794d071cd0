// The one place the app's XState actors are created (or, for actors @xstate/react creates, given their
// options), so QA can attach an inspector to every workflow and export the state of every live actor.
// Pure: no React, no DOM.
import {
  createActor,
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
  type AnyActorRef,
  type ConditionalRequired,
  type InspectionEvent,
  type IsNotNever,
  type Observer,
  type RequiredActorOptionsKeys,
} from 'xstate';

export type InspectionListener = (event: InspectionEvent) => void;
type Inspect = ActorOptions<AnyActorLogic>['inspect'];

/** Same rule as `createActor`: options are required when the logic requires input. */
export type AppActorOptionsArgs<TLogic extends AnyActorLogic> = ConditionalRequired<
  [options?: ActorOptions<TLogic> & { [K in RequiredActorOptionsKeys<TLogic>]: unknown }],
  IsNotNever<RequiredActorOptionsKeys<TLogic>>
>;

const listeners = new Set<InspectionListener>();
const live = new Set<AnyActorRef>();

/** Subscribes to the inspection events of every app actor (and their children). Returns the unsubscribe. */
export function addInspectionListener(listener: InspectionListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The shared `inspect` callback: fans each event out to the listeners; a failing listener never breaks the app. */
export function inspectAppActors(event: InspectionEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('Actor inspection listener failed', error);
    }
  }
}

function callInspect(inspect: Inspect, event: InspectionEvent): void {
  if (typeof inspect === 'function') inspect(event);
  else (inspect as Observer<InspectionEvent> | undefined)?.next?.(event);
}

/** Options plus the shared inspector (keeping a caller's own `inspect`, e.g. a test spy). */
export function withAppInspection<TOptions extends ActorOptions<AnyActorLogic>>(
  options?: TOptions,
): TOptions & { inspect: InspectionListener } {
  const own = options?.inspect;
  const inspect: InspectionListener = own
    ? (event) => {
        callInspect(own, event);
        inspectAppActors(event);
      }
    : inspectAppActors;
  return { ...(options as TOptions), inspect };
}

function isFinished(actor: AnyActorRef): boolean {
  return actor.getSnapshot().status !== 'active'; // done, error or stopped
}

/** Registers an actor as live until it finishes or the returned function is called. */
export function trackLiveActor(actor: AnyActorRef): () => void {
  for (const known of live) if (isFinished(known)) live.delete(known);
  live.add(actor);
  return () => {
    live.delete(actor);
  };
}

/** Root actors created through this module that have not finished, oldest first. */
export function listLiveActors(): AnyActorRef[] {
  return [...live].filter((actor) => !isFinished(actor));
}

/**
 * Wraps xstate's `createActor`: same arguments, plus the shared inspector and the live-actor registry.
 * The actor is not started; call `.start()` as with `createActor`.
 */
export function createAppActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options]: AppActorOptionsArgs<TLogic>
): Actor<TLogic> {
  const actor = createActor(logic, withAppInspection(options as ActorOptions<AnyActorLogic>)) as Actor<TLogic>;
  trackLiveActor(actor);
  return actor;
}
