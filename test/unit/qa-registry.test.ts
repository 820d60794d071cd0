// The actor registry behind the QA panel: event logs, restore from armed snapshots (with running children
// frozen, foreign snapshots refused), and replay stepping on a slot.
import { assign, fromPromise, setup } from 'xstate';
import { clearPendingSnapshots, listRestoreOutcomes, setPendingSnapshots } from '../../src/actor-runtime/actor-restore';
import { EVENT_LOG_LIMIT, findSlot, listSlots } from '../../src/actor-runtime/actor-registry';
import { canReplay, startReplay, stepReplay, stopReplay } from '../../src/actor-runtime/actor-replay';
import { startSlot, unmountSlot } from '../../src/actor-runtime/actor-mount';
import { createActorSlot, createAppActor, FROZEN_ACTOR } from '../../src/actor-runtime/actor-system';

const load = jest.fn(async () => 'loaded');
const counter = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'inc' } | { type: 'load' } },
  actors: { load: fromPromise(() => load()) },
}).createMachine({
  id: 'qaCounter',
  context: { count: 0 },
  initial: 'idle',
  states: {
    idle: { on: { inc: { actions: assign({ count: ({ context }) => context.count + 1 }) }, load: 'loading' } },
    loading: { invoke: { src: 'load', onDone: 'ready' } },
    ready: { on: { inc: { actions: assign({ count: ({ context }) => context.count + 10 }) } } },
  },
});

afterEach(() => {
  clearPendingSnapshots();
  for (const slot of listSlots()) {
    slot.actor.stop();
    unmountSlot(slot);
  }
  load.mockClear();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('event log', () => {
  it('records each event with its time, source and the state value after it', async () => {
    const before = Date.now();
    const actor = createAppActor(counter).start();
    actor.send({ type: 'inc' });
    actor.send({ type: 'load' });
    await flush();
    const slot = findSlot('qaCounter')!;
    expect(slot.log.map((e) => [e.event.type, e.source, e.value])).toEqual([
      ['inc', 'outside', 'idle'],
      ['load', 'outside', 'loading'],
      [expect.stringMatching(/^xstate\.done\.actor\./), 'child', 'ready'],
    ]);
    // Its time is when it happened, however long the test took to get here.
    expect(slot.log[0]!.at).toBeGreaterThanOrEqual(before);
    expect(slot.log[0]!.at).toBeLessThanOrEqual(Date.now());
  });

  it('gives a second live actor of the same machine its own key', () => {
    createAppActor(counter).start();
    createAppActor(counter).start();
    expect(listSlots().map((s) => s.key)).toEqual(['qaCounter', 'qaCounter#2']);
  });

  it('stops allowing replay once the log had to drop old events', () => {
    const slot = createActorSlot(counter, undefined);
    startSlot(slot);
    for (let i = 0; i <= EVENT_LOG_LIMIT; i += 1) slot.actor.send({ type: 'inc' });
    expect(slot.log).toHaveLength(EVENT_LOG_LIMIT);
    expect(canReplay(slot)).toBe(false);
  });
});

describe('restore from an armed snapshot', () => {
  function exported(actions: (a: ReturnType<typeof createAppActor<typeof counter>>) => void) {
    const actor = createAppActor(counter).start();
    actions(actor);
    const slot = findSlot('qaCounter')!;
    const entry = { machineId: 'qaCounter', snapshot: JSON.parse(JSON.stringify(actor.getPersistedSnapshot())), events: slot.log, eventsComplete: true };
    actor.stop();
    unmountSlot(slot);
    return entry;
  }

  it('starts the actor from the snapshot, with its log, and reports it restored', () => {
    const entry = exported((a) => {
      a.send({ type: 'inc' });
      a.send({ type: 'inc' });
    });
    setPendingSnapshots({ qaCounter: entry });
    const actor = createAppActor(counter).start();
    expect(actor.getSnapshot().context.count).toBe(2);
    expect(findSlot('qaCounter')!.log).toHaveLength(2);
    expect(listRestoreOutcomes()).toEqual([{ key: 'qaCounter' }]);
  });

  it('ignores outside events during the mount that follows a restore, then obeys again', async () => {
    setPendingSnapshots({ qaCounter: exported((a) => a.send({ type: 'inc' })) });
    const actor = createAppActor(counter).start();
    actor.send({ type: 'inc' });
    expect(actor.getSnapshot().context.count).toBe(1);
    expect(findSlot('qaCounter')!.log.at(-1)).toMatchObject({ event: { type: 'inc' }, ignored: 'restore' });
    await flush();
    actor.send({ type: 'inc' });
    expect(actor.getSnapshot().context.count).toBe(2);
  });

  it('does not run again a child that was running (no repeated request): it stays frozen', async () => {
    const entry = exported((a) => a.send({ type: 'load' }));
    expect(load).toHaveBeenCalledTimes(1);
    setPendingSnapshots({ qaCounter: entry });
    const actor = createAppActor(counter).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(load).toHaveBeenCalledTimes(1);
    expect((actor.getPersistedSnapshot() as unknown as { children: Record<string, { src: string }> }).children).toEqual(
      expect.objectContaining({ [Object.keys(entry.snapshot.children)[0]!]: expect.objectContaining({ src: FROZEN_ACTOR }) }),
    );
  });

  it.each([
    ['another machine', { machineId: 'other', snapshot: { value: 'idle', context: { count: 5 } } }, /for machine "other"/],
    ['a state the machine does not have', { machineId: 'qaCounter', snapshot: { value: 'gone', context: { count: 5 }, status: 'active', children: {} } }, /./],
  ])('refuses a snapshot of %s: initial state, and the reason reported', (_name, armed, reason) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    setPendingSnapshots({ qaCounter: { ...armed, events: [], eventsComplete: true } });
    const actor = createAppActor(counter).start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.count).toBe(0);
    expect(listRestoreOutcomes()[0]).toEqual({ key: 'qaCounter', error: expect.stringMatching(reason) });
    error.mockRestore();
  });
});

describe('replay', () => {
  it('restarts from the initial state and steps forward and back; children are stubbed; the UI is ignored', async () => {
    const slot = createActorSlot(counter, undefined);
    startSlot(slot);
    slot.actor.send({ type: 'inc' });
    slot.actor.send({ type: 'load' });
    await flush();
    slot.actor.send({ type: 'inc' });
    expect(slot.actor.getSnapshot().context.count).toBe(11);
    load.mockClear();
    const seen: unknown[] = [];
    const unsubscribe = slot.subscribe(() => seen.push(slot.getActor()));

    startReplay(slot);
    const state = () => slot.actor.getSnapshot() as { value: string; context: { count: number } };
    expect(state()).toMatchObject({ value: 'idle', context: { count: 0 } });
    expect(seen).toHaveLength(1); // the component is told to render the new actor
    slot.actor.start(); // what the component's effect does
    slot.actor.send({ type: 'inc' }); // the UI, during the replay
    expect(state().context.count).toBe(0);

    stepReplay(slot, 1);
    expect(state()).toMatchObject({ value: 'idle', context: { count: 1 } });
    stepReplay(slot, 2);
    expect(state().value).toBe('loading');
    stepReplay(slot, 3);
    expect(state().value).toBe('ready');
    stepReplay(slot, 4);
    expect(state().context.count).toBe(11);
    stepReplay(slot, 2);
    expect(state()).toMatchObject({ value: 'loading', context: { count: 1 } });
    stepReplay(slot, 0);
    expect(state()).toMatchObject({ value: 'idle', context: { count: 0 } });
    expect(load).not.toHaveBeenCalled();

    stepReplay(slot, 1);
    stopReplay(slot);
    slot.actor.send({ type: 'inc' });
    expect(state().context.count).toBe(2);
    expect(slot.log.map((e) => e.event.type)).toEqual(['inc', 'inc']);
    // The real children again: a new load runs.
    slot.actor.send({ type: 'load' });
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(state().value).toBe('ready');
    unsubscribe();
  });
});
