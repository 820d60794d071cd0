// Browser bootstrap: the only place that reads the DOM at start-up (runtime config, preloaded state, #root).
// A server-rendered page is hydrated with the store state it was rendered with, once its route's chunk is
// loaded (so hydration never shows a fallback, and the store has the chunk's service APIs for that state); an
// empty #root (no server bundle) is rendered from scratch.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, preloadRoute } from './app/AppRoutes';
import { parseRuntimeConfig } from './app/config-slice';
import { installDocumentBoundary } from './app/document-boundary';
import { makeStore, type RootState } from './app/store';
import './styles/base.css';
import './styles/blocks.css';

/** The server replaces the JSON of `<script id="app-config">` with the runtime configuration. */
function readRuntimeConfig() {
  return parseRuntimeConfig(document.getElementById('app-config')?.textContent);
}

/** The store state the server rendered the page with (`<script id="preloaded-state">`), if any. */
function readPreloadedState(): Partial<RootState> | null {
  const text = document.getElementById('preloaded-state')?.textContent;
  if (!text) return null;
  try {
    const state: unknown = JSON.parse(text);
    return typeof state === 'object' && state !== null ? (state as Partial<RootState>) : null;
  } catch {
    return null; // a broken state: render from scratch instead
  }
}

async function bootstrap(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const preloaded = container.firstElementChild ? readPreloadedState() : null;
  if (preloaded) {
    try {
      // The page's chunk brings the service APIs its preloaded state belongs to: the store keeps that state
      // only for APIs registered when it is made (src/app/store.ts).
      await preloadRoute(window.location.pathname);
    } catch {
      // the chunk failed to load: hydration shows the server's markup until React can render the page
    }
  }
  const store = makeStore({ ...preloaded, config: readRuntimeConfig() });
  const app = (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
  if (!preloaded) {
    createRoot(container).render(app);
    return;
  }
  hydrateRoot(container, app);
}

// Links into or out of /dealers load a new document (its own Permissions-Policy): docs/security.md.
installDocumentBoundary(window);
void bootstrap();
