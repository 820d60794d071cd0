import './support/polyfills';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { legacy_configureStore as configureMockStore } from 'redux-mock-store';
import { makeStore } from '../../src/app/store';
import { tireFinderOpened } from '../../src/state/ui-slice';
import { FindTiresButton } from '../../src/components/FindTiresButton';
import { renderPage } from './support/render';

describe('Find Tires button', () => {
  it('only dispatches the open request (redux-mock-store records the action)', async () => {
    const mockStore = configureMockStore([])(makeStore().getState());
    render(
      <Provider store={mockStore}>
        <FindTiresButton />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Find Tires' }));
    expect(mockStore.getActions()).toEqual([tireFinderOpened()]);
  });
});

describe('Tire Finder popup host', () => {
  it('opens from the home banner, marks the body modal-open, closes on Escape', async () => {
    const { user } = await renderPage('/');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Find Tires' }));
    const dialog = await screen.findByRole('dialog', { name: 'How would you like to search?' });
    for (const choice of ['Size', 'Rim Diameter', 'Industry', 'Equipment Type']) {
      expect(within(dialog).getByText(choice)).toBeInTheDocument();
    }
    expect(document.body).toHaveClass('modal-open');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('modal-open');
  });

  it('closes on its close button and on a completed navigation', async () => {
    const { user } = await renderPage('/tires');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Find Tires' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Find Tires' }));
    await screen.findByRole('dialog');
    // The popup covers the page; the logo link stands for any navigation (e.g. a result chosen).
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Basalt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
