// /tires/tire-details: share by mail, print, and where the back link goes.
import { LocationDisplay, renderWithProviders } from './support/render';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../../src/app/AppRoutes';
import { makeStore } from '../../src/app/store';
import { fromCompare, fromTireResults } from '../../src/lib/back-navigation';
import { answer, calls, makeTire } from './tire-details.fixture';

const main = () => within(screen.getByRole('main'));

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
});

async function openDetails(tire = makeTire()) {
  answer([200, { data: tire }]);
  const utils = renderWithProviders(undefined, { route: '/tires/tire-details?tireId=42' });
  await screen.findByRole('heading', { level: 1, name: tire.patterns.pattern_name });
  return utils;
}

describe('tire details actions', () => {
  it('shares by mail with pattern name, size and page address; prints; links to resources and back to /tires', async () => {
    const print = jest.fn();
    window.print = print;
    const { user } = await openDetails();
    const mail = screen.getByRole('link', { name: 'Share by Email' });
    await waitFor(() => expect(mail.getAttribute('href')).toContain('http%3A%2F%2Flocalhost'));
    const href = new URL(mail.getAttribute('href')!);
    expect(href.protocol).toBe('mailto:');
    expect(href.searchParams.get('subject')).toBe('Basalt RL-5K 29.5R25 tire: http://localhost/tires/tire-details?tireId=42');
    expect(href.searchParams.get('body')).toBe(
      'Take a look at the Basalt RL-5K tire in size 29.5R25:\nhttp://localhost/tires/tire-details?tireId=42',
    );
    expect(mail.getAttribute('href')).not.toMatch(/ /);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(main().getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
    expect(screen.getByRole('link', { name: 'See All Tire Results' })).toHaveAttribute('href', '/tires');
  });
});

describe('See All Tire Results', () => {
  afterEach(() => window.history.replaceState(null, ''));

  function renderFrom(previous: string, state: unknown) {
    answer([200, { data: makeTire() }]);
    // BrowserRouter keeps the entry index in history.state: 1 means there is a page to go back to.
    window.history.replaceState({ idx: 1 }, '');
    const user = userEvent.setup();
    render(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={[previous, { pathname: '/tires/tire-details', search: '?tireId=42', state }]} initialIndex={1}>
          <AppRoutes />
          <LocationDisplay />
        </MemoryRouter>
      </Provider>,
    );
    return user;
  }

  it('goes back to the results the visitor came from', async () => {
    const user = renderFrom('/tires/tire-results?tireSize=29.5R25', fromTireResults('/tires/tire-results?tireSize=29.5R25'));
    await user.click(await main().findByRole('link', { name: 'See All Tire Results' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tires/tire-results?tireSize=29.5R25'));
  });

  it('goes to the results the comparison was made from when the visitor came by way of it', async () => {
    const results = '/tires/tire-results?tireSize=29.5R25&rimDiam=25';
    const user = renderFrom('/tires/compare-tires?tire1_Id=42&tire2_Id=43', fromCompare(fromTireResults(results)));
    const back = await main().findByRole('link', { name: 'See All Tire Results' });
    expect(back).toHaveAttribute('href', results);
    await user.click(back);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(results));
  });

  it('goes to /tires when the visitor came from elsewhere', async () => {
    const user = renderFrom('/tires/compare-tires?tire1_Id=42&tire2_Id=43', null);
    await user.click(await main().findByRole('link', { name: 'See All Tire Results' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tires$/));
  });
});
