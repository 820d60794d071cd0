// The browser app (src/main.tsx loads it one step at a time): the store made with the page's preloaded state
// and the app hydrated into, or rendered from scratch in, #root.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { markHydrated } from '../components/useHasDom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { parseRuntimeConfig } from '../state/config-slice';
import type { RootState } from '../state/root-state';
import { makeStore } from './store';

export { preloadRoute } from './AppRoutes';

/** The server replaces the JSON of `<script id="app-config">` with the runtime configuration. */
function readRuntimeConfig() {
  return parseRuntimeConfig(document.getElementById('app-config')?.textContent);
}

/** The store state the server rendered the page with (`<script id="preloaded-state">`), if any. */
export function readPreloadedState(): Partial<RootState> | null {
  const text = document.getElementById('preloaded-state')?.textContent;
  if (!text) return null;
  try {
    const state: unknown = JSON.parse(text);
    return typeof state === 'object' && state !== null ? (state as Partial<RootState>) : null;
  } catch {
    return null; // a broken state: render from scratch instead
  }
}

/**
 * The service APIs the preloaded state holds answers of (RTK Query and each API's endpoints), run before the
 * page's own modules: two shorter tasks instead of one.
 */
export function preloadServices(preloaded: Partial<RootState>): Promise<unknown> {
  return Promise.all([
    'siteApi' in preloaded ? import('../services/siteApi') : null,
    'contentApi' in preloaded ? import('../services/contentApi') : null,
  ]);
}

export function makeClientStore(preloaded: Partial<RootState> | null) {
  return makeStore({ ...preloaded, config: readRuntimeConfig() });
}

export function startApp(container: HTMLElement, store: ReturnType<typeof makeClientStore>, hydrate: boolean): void {
  const app = (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
  if (!hydrate) {
    markHydrated();
    createRoot(container).render(app);
    return;
  }
  // In a transition React hydrates in slices and yields to the browser between them (no long task).
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
