import { createActor, setup, SimulatedClock } from 'xstate';
import { releaseSlot, startSlot } from '../../src/actor-runtime/actor-mount';
import { createActorSlot } from '../../src/actor-runtime/actor-system';
import { startFromCreation, withStartClock } from '../../src/actor-runtime/start-clock';

// A state that waits 100 ms, as the results page's wait for its products (SPEC §9), and one entered later.
const waiting = setup({}).createMachine({
  id: 'waiting',
  initial: 'waiting',
  states: {
    waiting: { after: { 100: 'due' } },
    due: { on: { again: 'waitingAgain' } },
    waitingAgain: { after: { 100: 'due' } },
  },
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const stateOf = (actor: { getSnapshot(): unknown }) => (actor.getSnapshot() as { value: unknown }).value;

describe('slot actors: delays count from when XState worked them out', () => {
  it('the state an actor starts in waits from the actor’s creation (React renders, then starts it in an effect)', () => {
    const slot = createActorSlot(waiting, undefined);
    jest.advanceTimersByTime(60); // from the render to the effect after the paint
    startSlot(slot);
    jest.advanceTimersByTime(39);
    expect(stateOf(slot.actor)).toBe('waiting');
    jest.advanceTimersByTime(1);
    expect(stateOf(slot.actor)).toBe('due');
    releaseSlot(slot);
  });

  it('a start later than the delay ends the wait at once; a state entered afterwards waits its whole delay', () => {
    const slot = createActorSlot(waiting, undefined);
    jest.advanceTimersByTime(150);
    startSlot(slot);
    jest.advanceTimersByTime(0);
    expect(stateOf(slot.actor)).toBe('due');
    slot.actor.send({ type: 'again' });
    jest.advanceTimersByTime(99);
    expect(stateOf(slot.actor)).toBe('waitingAgain');
    jest.advanceTimersByTime(1);
    expect(stateOf(slot.actor)).toBe('due');
    releaseSlot(slot);
  });

  it('gives an actor restored from a snapshot no start clock (it enters no state again)', () => {
    const first = createActor(waiting).start();
    const snapshot = first.getPersistedSnapshot();
    first.stop();
    expect(withStartClock({ snapshot })).toEqual({ snapshot });
  });

  it('keeps a clock the options name (a test’s simulated clock)', () => {
    const clock = new SimulatedClock();
    const actor = createActor(waiting, withStartClock({ clock }));
    startFromCreation(actor);
    clock.increment(100);
    expect(stateOf(actor)).toBe('due');
    actor.stop();
  });
});
