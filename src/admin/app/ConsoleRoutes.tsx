// The console's routes under /admin: the sign-in and link pages in a plain frame, every other page in the
// console's frame behind the session check, each behind its scope. Unknown paths get the console's own
// "no such page". Marks <html data-app-ready> once rendered (browser tests wait for it, as on the site).
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { consolePages } from '../routing/pages';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { NotFound } from './layout/NotFound';
import { PlainLayout } from './layout/PlainLayout';
import { RequireScope } from './layout/RequireScope';
import { RequireSession } from './layout/RequireSession';
import { LinkPage, pageComponents, SignInPage } from './routes';

export function ConsoleRoutes() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <Routes>
      <Route element={<PlainLayout />}>
        <Route path="/sign-in" element={<SignInPage />} />
        <Route path="/link" element={<LinkPage />} />
      </Route>
      <Route
        element={
          <RequireSession>
            <ConsoleLayout />
          </RequireSession>
        }
      >
        {consolePages.map((page) => {
          const Page = pageComponents[page.key];
          return (
            <Route
              key={page.key}
              path={page.path}
              element={
                <RequireScope scope={page.scope}>
                  <Page />
                </RequireScope>
              }
            />
          );
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
