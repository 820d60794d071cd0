// The frame of the pages before a session (sign-in, one-time links): skip link, a header with the console's
// name, and the main landmark; no navigation.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { consoleTitle, useConsoleBrand } from '../../components/brand';
import { PageLoading } from './PageLoading';
import { SkipLink } from './SkipLink';

export function PlainLayout() {
  const brand = useConsoleBrand();
  return (
    <div className="console console--plain">
      <SkipLink />
      <header className="console-header">
        <div className="console-header__bar">
          <span className="console-header__brand">{consoleTitle(brand)}</span>
        </div>
      </header>
      <main id="main" className="console-main console-main--plain" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
