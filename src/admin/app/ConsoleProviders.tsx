// What every console page runs inside: its store, the brand, toasts (notistack, as the site's forms use). The
// router is outside (BrowserRouter in the browser, MemoryRouter in tests), both with basename /admin.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { ConsoleBrandProvider } from '../components/brand';
import type { AdminStore } from './store';

export function ConsoleProviders({ store, brand, children }: { store: AdminStore; brand: string; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConsoleBrandProvider brand={brand}>
        <ToastProvider>{children}</ToastProvider>
      </ConsoleBrandProvider>
    </Provider>
  );
}
