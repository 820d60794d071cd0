// XState works out the delays of the state an actor starts in when the actor is created (its initial snapshot),
// and sets their timers only when it starts. A slot's actor is created while React renders and started in an
// effect, after a paint: tens of milliseconds later on a slow phone, which every such delay used to add to itself
// (issue 22: the results page's 100 ms before its products ran out some 35 ms late). With this clock the timers an
// actor sets while it starts count from its creation, when their delays were worked out. Timers set later are
// left as they are (a state entered later works its delay out then). An actor restored from a snapshot gets no
// such clock: it does not enter its state again, so no delay was worked out at its creation.
import type { ActorOptions, AnyActorLogic, AnyActorRef } from 'xstate';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

class StartClock implements Clock {
  private readonly createdAt = performance.now();
  starting = false;

  setTimeout(fn: (...args: unknown[]) => void, timeout: number): unknown {
    const due = this.starting ? Math.max(0, timeout - (performance.now() - this.createdAt)) : timeout;
    return setTimeout(fn, due);
  }

  clearTimeout(id: unknown): void {
    clearTimeout(id as ReturnType<typeof setTimeout>);
  }
}

/**
 * `options` with a clock whose start-up timers count from now (the actor's creation), unless they name a clock or
 * restore a snapshot.
 */
export function withStartClock<TOptions extends ActorOptions<AnyActorLogic> | undefined>(options: TOptions): TOptions {
  return (options?.clock || options?.snapshot !== undefined ? options : { ...options, clock: new StartClock() }) as TOptions;
}

/** Starts `actor`: the timers it sets as it starts count from its creation when it has a start clock. */
export function startFromCreation(actor: AnyActorRef): void {
  const clock = (actor as { clock?: unknown }).clock;
  const own = clock instanceof StartClock ? clock : null;
  if (own) own.starting = true;
  try {
    actor.start();
  } finally {
    if (own) own.starting = false;
  }
}
