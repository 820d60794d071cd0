import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMachine, type InspectionEvent } from 'xstate';
import { addInspectionListener, listLiveActors } from '../../machines/actor-system';
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
});
