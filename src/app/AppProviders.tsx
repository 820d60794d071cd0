// The providers around the app, the same in the browser (main.tsx) and in the server renderer (src/ssr):
// hydration needs both trees to have the same shape. Only the router (browser or static) differs.
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppErrorBoundary } from '../components/AppErrorBoundary';
import { RenderContext, type RenderCollector } from '../head/render-context';
import type { AppStore } from './store';

interface Props {
  store: AppStore;
  /** Server rendering: where pages put their head and status. */
  collector?: RenderCollector | null;
  children: ReactNode;
}

export function AppProviders({ store, collector = null, children }: Props) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <Provider store={store}>
          <RenderContext.Provider value={collector}>{children}</RenderContext.Provider>
        </Provider>
      </AppErrorBoundary>
    </StrictMode>
  );
}
