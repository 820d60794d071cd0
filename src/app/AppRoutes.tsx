// Renders the route table under the shared Layout and applies the title rule. Declarative routing
// (BrowserRouter/MemoryRouter + useRoutes): the data router would add ~18 KB gzipped to the first page
// for loaders we do not use (RTK Query fetches the data).
import { useEffect, useMemo } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { selectBrand } from './config-slice';
import { useAppSelector } from './hooks';
import { Layout } from './layout/Layout';
import { QaShell } from './QaShell';
import { appRoutes, type AppRoute } from './routes';
import { resolveTitle } from './title';

/** What each route object carries in `handle`. */
export interface RouteHandle {
  title?: string;
  titleFromPage?: true;
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { title: route.title, titleFromPage: route.titleFromPage };
  const Page = route.page;
  const element = Page ? <Page /> : route.redirectTo ? <Navigate replace to={route.redirectTo} /> : undefined;
  if (route.index) return { index: true, element, handle };
  return { path: route.path, element, handle, children: route.children?.map(toRouteObject) };
}

/** Route objects of the whole site (a prerender script can pass them to a StaticRouter). */
export function buildRouteObjects(routes: AppRoute[] = appRoutes): RouteObject[] {
  return [{ path: '/', element: <Layout />, children: routes.map(toRouteObject) }];
}

const routeObjects = buildRouteObjects();

/** SPEC §2: each navigation sets document.title from the matched route's title, or the default title. */
function useRouteTitle(): void {
  const location = useLocation();
  const brand = useAppSelector(selectBrand);
  const matches = useMemo(() => matchRoutes(routeObjects, location), [location]);
  // The deepest match is the page; parents' titles do not leak into children that have none.
  const handle = matches?.[matches.length - 1]?.route.handle as RouteHandle | undefined;
  const title = handle?.title;
  const fromPage = handle?.titleFromPage === true;
  useEffect(() => {
    if (!fromPage) document.title = resolveTitle(title, brand);
  }, [location.key, title, fromPage, brand]);
}

export function AppRoutes() {
  useRouteTitle();
  return <QaShell>{useRoutes(routeObjects)}</QaShell>;
}
