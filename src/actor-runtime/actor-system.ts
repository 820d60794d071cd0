// The one place the app's XState actors are created (createAppActor, and the slots behind useAppMachine), so
// QA can attach an inspector to every workflow, list the live ones with their event logs, export their
// snapshots and start them again from an imported snapshot (see docs/qa.md). Pure: no React, no DOM.
import {
  createActor,
  fromPromise,
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
import { peekPendingSnapshot, settlePendingSnapshot, type PendingSnapshot } from './actor-restore';
import { withStartClock } from './start-clock';
import {
  bindActor,
  listSlots,
  machineIdOf,
  mountSlot,
  recordInspection,
  slotOfActor,
  unmountSlot,
  type ActorSlot,
} from './actor-registry';

export type InspectionListener = (event: InspectionEvent) => void;
type Inspect = ActorOptions<AnyActorLogic>['inspect'];

/** Same rule as `createActor`: options are required when the logic requires input. */
export type AppActorOptionsArgs<TLogic extends AnyActorLogic> = ConditionalRequired<
  [options?: ActorOptions<TLogic> & { [K in RequiredActorOptionsKeys<TLogic>]: unknown }],
  IsNotNever<RequiredActorOptionsKeys<TLogic>>
>;

const listeners = new Set<InspectionListener>();
/** Actors registered with trackLiveActor (created elsewhere). */
const tracked = new Set<AnyActorRef>();

/** Subscribes to the inspection events of every app actor (and their children). Returns the unsubscribe. */
export function addInspectionListener(listener: InspectionListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The shared `inspect` callback: fans each event out to the listeners; a failing listener never breaks the app. */
export function inspectAppActors(event: InspectionEvent): void {
  try {
    recordInspection(event);
  } catch (error) {
    console.error('Actor event log failed', error);
  }
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


/** Registers an actor created elsewhere as live until it finishes or the returned function is called. */
export function trackLiveActor(actor: AnyActorRef): () => void {
  tracked.add(actor);
  return () => {
    tracked.delete(actor);
    const slot = slotOfActor(actor);
    if (slot) unmountSlot(slot);
  };
}

/** Root actors created through this module (and tracked ones) that have not finished, oldest first. */
export function listLiveActors(): AnyActorRef[] {
  for (const actor of tracked) if (actor.getSnapshot().status !== 'active') tracked.delete(actor);
  return [...new Set([...listSlots().map((slot) => slot.actor), ...tracked])];
}

type AnyOptions = ActorOptions<AnyActorLogic> | undefined;
type MachineLike = AnyActorLogic & {
  implementations: { actors: Record<string, unknown>; delays: Record<string, unknown> };
  provide(implementations: Record<string, unknown>): AnyActorLogic;
};

export function isMachineLogic(logic: AnyActorLogic): logic is MachineLike {
  return 'implementations' in logic && 'provide' in logic && typeof logic.provide === 'function';
}

/** Stands in for a child that was still running in the exported session: it never settles, never fetches. */
export const FROZEN_ACTOR = 'qa.frozen';
const frozen = fromPromise(() => new Promise<never>(() => {}));

/**
 * An imported snapshot may hold children that were running (a request in flight). Starting them again would
 * repeat their work in support's browser (a form submitted twice); they come back as FROZEN_ACTOR instead.
 */
function freezeRunningChildren(snapshot: unknown): { snapshot: unknown; froze: boolean } {
  const children = (snapshot as { children?: Record<string, { snapshot?: { status?: string; value?: unknown }; src?: unknown }> })
    ?.children;
  if (!children || typeof children !== 'object') return { snapshot, froze: false };
  let froze = false;
  const next: Record<string, unknown> = {};
  for (const [id, child] of Object.entries(children)) {
    const running = child?.snapshot?.status === 'active' && !('value' in (child.snapshot ?? {}));
    next[id] = running ? { ...child, src: FROZEN_ACTOR } : child;
    froze ||= running;
  }
  return { snapshot: { ...(snapshot as object), children: next }, froze };
}

function restoredActor(logic: AnyActorLogic, options: AnyOptions, entry: PendingSnapshot): AnyActorRef | string {
  if (entry.machineId !== machineIdOf(logic)) return `the snapshot is for machine "${entry.machineId}"`;
  const { snapshot, froze } = freezeRunningChildren(entry.snapshot);
  const source = froze && isMachineLogic(logic) ? logic.provide({ actors: { [FROZEN_ACTOR]: frozen } }) : logic;
  try {
    const actor = createActor(source, withAppInspection({ ...options, snapshot } as ActorOptions<AnyActorLogic>));
    const restored = actor.getSnapshot() as { status?: string; error?: unknown };
    if (restored.status !== 'error') return actor;
    return restored.error instanceof Error ? restored.error.message : 'the snapshot does not fit this machine';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * A slot for `logic`: its actor (not started) comes from the imported snapshot armed for the slot's key when
 * there is one that fits, else from the initial state. React calls this during render: no registration here.
 */
export function createActorSlot(logic: AnyActorLogic, options: AnyOptions, swappable = true): ActorSlot {
  const baseKey = typeof options?.id === 'string' && options.id ? options.id : machineIdOf(logic);
  const armed = peekPendingSnapshot(baseKey);
  const attempt = armed ? restoredActor(logic, options, armed) : undefined;
  const actor = typeof attempt === 'object' ? attempt : createActor(logic, withStartClock(withAppInspection(options)));
  const observers = new Set<() => void>();
  const slot: ActorSlot = {
    key: baseKey,
    baseKey,
    machineId: machineIdOf(logic),
    logic,
    options: options as Record<string, unknown> | undefined,
    actor,
    log: typeof attempt === 'object' ? [...armed!.events] : [],
    logComplete: typeof attempt === 'object' ? armed!.eventsComplete : true,
    restoredKey: typeof attempt === 'object' ? baseKey : null,
    blocked: typeof attempt === 'object' ? 'restore' : null,
    replay: null,
    swappable,
    subscribe: (listener) => {
      observers.add(listener);
      return () => {
        observers.delete(listener);
      };
    },
    getActor: () => slot.actor,
  };
  slotNotifiers.set(slot, () => observers.forEach((listener) => listener()));
  if (typeof attempt === 'string') refusedRestores.set(slot, attempt);
  bindActor(slot, actor);
  return slot;
}

const slotNotifiers = new WeakMap<ActorSlot, () => void>();
const refusedRestores = new WeakMap<ActorSlot, string>();

/** Tells the React components of `slot` that its actor changed. */
export function notifySlot(slot: ActorSlot): void {
  slotNotifiers.get(slot)?.();
}

/** A new actor for `slot` (from `snapshot`, or the initial state), bound to the slot, not started. */
export function createSlotActor(slot: ActorSlot, logic: AnyActorLogic = slot.logic, snapshot?: unknown): AnyActorRef {
  const options = { ...slot.options, ...(snapshot === undefined ? {} : { snapshot }) } as ActorOptions<AnyActorLogic>;
  const actor = createActor(logic, withStartClock(withAppInspection(options)));
  bindActor(slot, actor);
  return actor;
}

/** Settles the import refused for `slot` (when one was) with its reason. */
export function settleRefusedRestore(slot: ActorSlot): void {
  const refused = refusedRestores.get(slot);
  if (refused) {
    refusedRestores.delete(slot);
    settlePendingSnapshot(slot.baseKey, refused);
  }
}

/**
 * As @xstate/react: implementations given with machine.provide() on a later render are the ones the running
 * actor uses. Not during a replay, whose machine has its children and delays stubbed.
 */
export function refreshImplementations(slot: ActorSlot, logic: AnyActorLogic): void {
  const running = (slot.actor as { logic?: AnyActorLogic }).logic;
  if (slot.replay || !running || !isMachineLogic(logic) || !isMachineLogic(running)) return;
  running.implementations = logic.implementations;
}

/**
 * Wraps xstate's `createActor`: same arguments, plus the shared inspector, the live registry and the event
 * log (and an imported snapshot when support armed one for its id). Not started: call `.start()`.
 */
export function createAppActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options]: AppActorOptionsArgs<TLogic>
): Actor<TLogic> {
  const slot = createActorSlot(logic, options as AnyOptions, false);
  settleRefusedRestore(slot);
  mountSlot(slot);
  return slot.actor as Actor<TLogic>;
}
