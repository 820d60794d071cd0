// The shared frame of every page (SPEC §2): skip link, header, main landmark, footer.
import { Suspense, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useMarkHydrated } from '../../components/useHasDom';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { TireFinderHost } from './TireFinderHost';
import { useFocusOnNavigate } from './useFocusOnNavigate';
import { useScrollOnNavigate } from './useScrollOnNavigate';
import './layout.css';

// Focus the main landmark without touching the URL (a #main hash would count as a navigation).
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

export function Layout() {
  const { pathname } = useLocation();
  useScrollOnNavigate();
  useFocusOnNavigate();
  return (
    <div className="app-frame">
      <a className="skip-link" href="#main" onClick={skipToMain}>
        Skip to main content
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <PageHydrated />
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <TireFinderHost />
    </div>
  );
}

/** The page's boundary is the last part of the server's HTML React hydrates (useMarkHydrated). */
function PageHydrated() {
  useMarkHydrated();
  return null;
}

function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__bar" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
