// The frame of every signed-in page: skip link, the header (console name, who is signed in, sign out), the
// navigation of what this role may do, and the main landmark where the page's lazy chunk renders. A page
// that fails to render shows a message instead of a blank frame (the next navigation clears it).
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from './PageErrorBoundary';
import { ConsoleHeader } from './ConsoleHeader';
import { PageLoading } from './PageLoading';
import { SkipLink } from './SkipLink';

export function ConsoleLayout() {
  const { pathname } = useLocation();
  return (
    <div className="console">
      <SkipLink />
      <ConsoleHeader />
      <main id="main" className="console-main" tabIndex={-1}>
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
    </div>
  );
}
