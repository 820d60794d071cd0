import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Activity, StrictMode } from 'react';
import { createMachine, fromPromise, type InspectionEvent } from 'xstate';
import { addInspectionListener, listLiveActors } from '../../src/actor-runtime/actor-system';
import { useAppMachine } from '../../src/components/useAppMachine';

const toggleMachine = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { 'toggle.flip': 'on' } }, on: { on: { 'toggle.flip': 'off' } } },
});

function Toggle() {
  const [snapshot, send] = useAppMachine(toggleMachine);
  return (
    <button type="button" onClick={() => send({ type: 'toggle.flip' })}>
      {snapshot.matches('on') ? 'On' : 'Off'}
    </button>
  );
}

describe('useAppMachine', () => {
  it('runs the machine, reports to inspection listeners and is live only while mounted', async () => {
    const events: InspectionEvent[] = [];
    const stop = addInspectionListener((event) => events.push(event));
    const view = render(
      <StrictMode>
        <Toggle />
      </StrictMode>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Off' }));
    expect(screen.getByRole('button', { name: 'On' })).toBeInTheDocument();
    expect(events.some((e) => e.type === '@xstate.event' && e.event.type === 'toggle.flip')).toBe(true);
    const liveToggles = () => listLiveActors().filter((actor) => actor.src === toggleMachine);
    // StrictMode mounts twice; still exactly one live actor.
    expect(liveToggles()).toHaveLength(1);

    act(() => view.unmount());
    expect(liveToggles()).toHaveLength(0);
    stop();
  });

  it('keeps one actor through StrictMode\'s second mount: a request started on mount is made once', async () => {
    const load = jest.fn(() => new Promise<string>(() => {}));
    const loader = createMachine({ id: 'loader', initial: 'loading', states: { loading: { invoke: { src: 'load' } } } }).provide({
      actors: { load: fromPromise(load) },
    });
    function Loader() {
      const [snapshot] = useAppMachine(loader);
      return <p>{snapshot.matches('loading') ? 'Loading' : 'Idle'}</p>;
    }
    const view = render(
      <StrictMode>
        <Loader />
      </StrictMode>,
    );
    await act(async () => {}); // past the moment an unmount would stop the actor
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => view.unmount());
  });

  it('a part hidden by Activity stops its actor and shows again in the state it had', async () => {
    const liveToggles = () => listLiveActors().filter((actor) => actor.src === toggleMachine);
    const page = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <Toggle />
      </Activity>
    );
    const view = render(page('visible'));
    await userEvent.click(screen.getByRole('button', { name: 'Off' }));
    const before = liveToggles()[0];

    view.rerender(page('hidden'));
    await act(async () => {});
    expect(liveToggles()).toHaveLength(0);
    expect(before?.getSnapshot().status).toBe('stopped');

    view.rerender(page('visible'));
    expect(await screen.findByRole('button', { name: 'On' })).toBeInTheDocument();
    expect(liveToggles()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'On' }));
    expect(screen.getByRole('button', { name: 'Off' })).toBeInTheDocument();
    act(() => view.unmount());
  });

  it('uses the implementations of the latest render (machine.provide), as @xstate/react does', async () => {
    const said: string[] = [];
    const greeter = createMachine({ id: 'greeter', on: { 'greeter.say': { actions: 'say' } } });
    function Greeter({ word }: { word: string }) {
      const [, send] = useAppMachine(greeter.provide({ actions: { say: () => void said.push(word) } }));
      return (
        <button type="button" onClick={() => send({ type: 'greeter.say' })}>
          Say
        </button>
      );
    }
    const view = render(<Greeter word="hello" />);
    await userEvent.click(screen.getByRole('button', { name: 'Say' }));
    view.rerender(<Greeter word="goodbye" />);
    await userEvent.click(screen.getByRole('button', { name: 'Say' }));
    expect(said).toEqual(['hello', 'goodbye']);
    act(() => view.unmount());
  });
});
