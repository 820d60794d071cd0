// renderWithProviders: a real store (makeStore) and a MemoryRouter over the real route table, so component
// tests exercise the same wiring as the browser. Pages are lazy: await findBy... queries.
import './polyfills';
import { render, screen, within, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../../../src/app/AppRoutes';
import { makeStore, type AppStore } from '../../../src/app/store';
import type { RootState } from '../../../src/state/root-state';

// jsdom does not implement scrolling; the layout scrolls on navigation.
window.scrollTo = () => {};
// (waitFor and findBy* deadlines: test/support/setup-dom.ts.)

export interface ProviderOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: Partial<RootState>;
  /** Initial URL, e.g. '/tires/tire-results?tireSize=27.00R49'. */
  route?: string;
  store?: AppStore;
}

/** Shows the current URL so tests can assert navigation: `screen.getByTestId('location')`. */
export function LocationDisplay() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

/** Renders `ui` (default: the whole app at `route`) with a store and a router. */
export function renderWithProviders(ui: ReactElement = <AppRoutes />, options: ProviderOptions = {}) {
  const { preloadedState, route = '/', store = makeStore(preloadedState), ...renderOptions } = options;
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationDisplay />
      </MemoryRouter>
    </Provider>,
    renderOptions,
  );
  return { store, user, ...result };
}

/** The whole app at `route`. */
export function renderApp(route = '/', options: Omit<ProviderOptions, 'route'> = {}) {
  return renderWithProviders(<AppRoutes />, { ...options, route });
}

/** The whole app at `route`, once its lazy page has rendered its h1 (avoids act() warnings). */
export async function renderPage(route = '/', options: Omit<ProviderOptions, 'route'> = {}) {
  const result = renderApp(route, options);
  const heading = await within(screen.getByRole('main')).findByRole('heading', { level: 1 });
  return { ...result, heading };
}

/** A config slice state with another brand, to prove texts are not hard-coded. */
export function brandState(brand: string): Partial<RootState> {
  return { config: { brand, tracking: 'EMTrack', mapboxToken: null, mediaBaseUrl: '' } };
}
