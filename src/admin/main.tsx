// Entry of the staff console (webpack entry `admin`; no public page loads it): the server's shell
// (server/ssr/admin-shell.ts) carries the brand in <script id="admin-config" type="application/json"> and an
// empty-but-for-a-loading-message #root, which the console replaces. Pages are lazy chunks.
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ConsoleProviders } from './app/ConsoleProviders';
import { ConsoleRoutes } from './app/ConsoleRoutes';
import { makeAdminStore } from './app/store';
import { CONSOLE_BASE } from './routing/pages';
import '../styles/base.css';
import '../styles/blocks.css';
import './admin.css';

function readBrand(): string {
  try {
    const config: unknown = JSON.parse(document.getElementById('admin-config')?.textContent ?? '{}');
    const brand = (config as { brand?: unknown }).brand;
    return typeof brand === 'string' && brand !== '' ? brand : 'Basalt';
  } catch {
    return 'Basalt';
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('The console shell has no #root element');
createRoot(container).render(
  <ConsoleProviders store={makeAdminStore()} brand={readBrand()}>
    <BrowserRouter basename={CONSOLE_BASE}>
      <ConsoleRoutes />
    </BrowserRouter>
  </ConsoleProviders>,
);
