import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../../src/components/toast/ToastProvider';
import { useToast } from '../../src/components/toast/useToast';

function Harness() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast('First problem', 'error')}>
        First
      </button>
      <button type="button" onClick={() => toast('Second problem', 'error')}>
        Second
      </button>
    </>
  );
}

describe('toasts (SPEC §9)', () => {
  it('show one at a time: a new one dismisses the open one', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Harness />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('First problem');
    await user.click(screen.getByRole('button', { name: 'Second' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Second problem'));
    await waitFor(() => expect(screen.queryByText('First problem')).not.toBeInTheDocument());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('close on a tap anywhere on them', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Harness />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'First' }));
    await user.click(await screen.findByText('First problem'));
    await waitFor(() => expect(screen.queryByText('First problem')).not.toBeInTheDocument());
  });

  it('close 1 s after the pointer leaves one it paused', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(
        <ToastProvider>
          <Harness />
        </ToastProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'First' }));
      const toast = await screen.findByRole('alert');
      await user.hover(toast);
      act(() => jest.advanceTimersByTime(10_000)); // paused while hovered
      expect(screen.getByText('First problem')).toBeInTheDocument();
      await user.unhover(toast);
      act(() => jest.advanceTimersByTime(900));
      expect(screen.getByText('First problem')).toBeInTheDocument();
      // The extended second, then the exit (slide and collapse, ~0.6 s); notistack's own resume would take 2 s.
      // (Small steps: each stage of the exit is scheduled once React has rendered the previous one.)
      for (let step = 0; step < 10; step += 1) act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByText('First problem')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
