// ?inspect / "Connect Stately Inspector": every app actor reaches the Stately browser inspector, including
// those that started before it connected.
import { createMachine, type InspectionEvent } from 'xstate';
import { createAppActor } from '../../machines/actor-system';
import { connectStatelyInspector, disconnectStatelyInspector, isStatelyConnected } from '../../src/qa/stately';

const next = jest.fn<void, [InspectionEvent]>();
const stop = jest.fn();
jest.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => ({ inspect: { next: (e: InspectionEvent) => next(e) }, stop: () => stop() }),
}));

const toggle = createMachine({ id: 'qaToggle', initial: 'off', states: { off: { on: { flip: 'on' } }, on: {} } });

it('introduces running actors, forwards later events, and disconnects', async () => {
  const early = createAppActor(toggle).start();
  await connectStatelyInspector();
  expect(isStatelyConnected()).toBe(true);
  expect(next).toHaveBeenCalledWith(expect.objectContaining({ type: '@xstate.actor', actorRef: early }));
  early.send({ type: 'flip' });
  expect(next).toHaveBeenCalledWith(expect.objectContaining({ type: '@xstate.event', event: { type: 'flip' } }));
  disconnectStatelyInspector();
  expect(stop).toHaveBeenCalled();
  const count = next.mock.calls.length;
  createAppActor(toggle).start().stop();
  expect(next.mock.calls.length).toBe(count);
  early.stop();
});
