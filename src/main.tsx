// Browser bootstrap: the only place that reads the DOM at start-up (runtime config, #root).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { parseRuntimeConfig } from './app/config-slice';
import { AppRoutes } from './app/AppRoutes';
import { makeStore } from './app/store';
import { AppErrorBoundary } from './components/AppErrorBoundary';
import './styles/base.css';
import './styles/blocks.css';

/** The server replaces the JSON of `<script id="app-config">` with the runtime configuration. */
function readRuntimeConfig() {
  return parseRuntimeConfig(document.getElementById('app-config')?.textContent);
}

function bootstrap(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const store = makeStore({ config: readRuntimeConfig() });
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <Provider store={store}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Provider>
      </AppErrorBoundary>
    </StrictMode>,
  );
}

bootstrap();
