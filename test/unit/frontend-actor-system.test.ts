import { assign, createMachine, fromPromise, setup, type InspectionEvent } from 'xstate';
import {
  addInspectionListener,
  createAppActor,
  inspectAppActors,
  listLiveActors,
  trackLiveActor,
  withAppInspection,
} from '../../src/actor-runtime/actor-system';

const counter = createMachine({
  id: 'counter',
  context: { count: 0 },
  on: { 'counter.inc': { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});

describe('createAppActor', () => {
  it('creates an ordinary, unstarted actor with the given options', () => {
    const actor = createAppActor(counter, { id: 'my-counter' });
    expect(actor.id).toBe('my-counter');
    actor.start();
    actor.send({ type: 'counter.inc' });
    expect(actor.getSnapshot().context.count).toBe(1);
    actor.stop();
  });

  it('fans every inspection event out to all listeners until they unsubscribe', () => {
    const first: InspectionEvent[] = [];
    const second: InspectionEvent[] = [];
    const stopFirst = addInspectionListener((e) => first.push(e));
    const stopSecond = addInspectionListener((e) => second.push(e));
    const actor = createAppActor(counter).start();
    actor.send({ type: 'counter.inc' });
    const types = first.map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['@xstate.actor', '@xstate.event', '@xstate.snapshot']));
    expect(second).toHaveLength(first.length);

    stopFirst();
    const before = first.length;
    actor.send({ type: 'counter.inc' });
    expect(first).toHaveLength(before);
    expect(second.length).toBeGreaterThan(before);
    stopSecond();
    actor.stop();
  });

  it('reports child actors through the same inspector', async () => {
    const seen: string[] = [];
    const stop = addInspectionListener((e) => {
      if (e.type === '@xstate.actor' && 'id' in e.actorRef) seen.push(String(e.actorRef.id));
    });
    const parent = setup({ actors: { load: fromPromise(async () => 42) } }).createMachine({
      initial: 'loading',
      states: { loading: { invoke: { id: 'loader', src: 'load', onDone: 'done' } }, done: { type: 'final' } },
    });
    const actor = createAppActor(parent).start();
    await new Promise((resolve) => actor.subscribe({ complete: () => resolve(undefined) }));
    expect(seen).toContain('loader');
    stop();
  });

  it('keeps calling the caller’s own inspect option', () => {
    const own = jest.fn();
    createAppActor(counter, { inspect: own }).start().stop();
    expect(own).toHaveBeenCalled();
  });

  it('isolates a failing listener from the app and from the other listeners', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const good = jest.fn();
    const stopBad = addInspectionListener(() => {
      throw new Error('broken inspector');
    });
    const stopGood = addInspectionListener(good);
    expect(() => createAppActor(counter).start().stop()).not.toThrow();
    expect(good).toHaveBeenCalled();
    stopBad();
    stopGood();
    error.mockRestore();
  });
});

describe('live actor registry', () => {
  it('lists actors until they stop or finish', async () => {
    const a = createAppActor(counter).start();
    const b = createAppActor(counter).start();
    expect(listLiveActors()).toEqual(expect.arrayContaining([a, b]));
    a.stop();
    expect(listLiveActors()).not.toContain(a);
    expect(listLiveActors()).toContain(b);

    const once = createAppActor(createMachine({ initial: 'end', states: { end: { type: 'final' } } })).start();
    expect(listLiveActors()).not.toContain(once);
    b.stop();
  });

  it('tracks actors created elsewhere (e.g. by @xstate/react) with the shared inspector', () => {
    const events: InspectionEvent[] = [];
    const stop = addInspectionListener((e) => events.push(e));
    const options = withAppInspection({ id: 'external' });
    expect(options.id).toBe('external');
    options.inspect({ type: '@xstate.event' } as InspectionEvent);
    expect(events).toHaveLength(1);

    const actor = createAppActor(counter).start();
    const untrack = trackLiveActor(actor);
    untrack();
    expect(listLiveActors()).not.toContain(actor);
    actor.stop();
    stop();
  });

  it('inspectAppActors is a plain function usable as an inspect option', () => {
    const listener = jest.fn();
    const stop = addInspectionListener(listener);
    inspectAppActors({ type: '@xstate.event' } as InspectionEvent);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
