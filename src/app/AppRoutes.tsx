// Renders the route table under the shared Layout and applies the title rule and the page head. Declarative
// routing (BrowserRouter/StaticRouter + useRoutes): the data router would add ~18 KB gzipped to the first page
// for loaders we do not use (RTK Query fetches the data).
import { useEffect, useMemo } from 'react';
import { matchRoutes, Navigate, resolvePath, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { selectBrand } from '../state/config-slice';
import { applyCanonical, applyTitleAndDescription } from '../head/apply-head';
import { canonicalPath, siteDescription, type RouteHead } from '../head/page-head';
import { useRenderCollector } from '../head/render-context';
import { useAppSelector } from '../state/hooks';
import { Layout } from './layout/Layout';
import { QaShell } from './QaShell';
import { appRoutes, type AppRoute } from './routes';
import { resolveTitle } from '../head/title';

/** What each route object carries in `handle`: its entry of the route table. */
export interface RouteHandle {
  route: AppRoute;
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  const Page = route.page;
  const element = Page ? <Page /> : route.redirectTo ? <Navigate replace to={route.redirectTo} /> : undefined;
  // Children of the layout route '/': the home page is its index, every other path is relative to it.
  return route.path === '/' ? { index: true, element, handle } : { path: route.path.replace(/^\//, ''), element, handle };
}

/** Route objects of the whole site (the server renderer passes the same ones through a StaticRouter). */
export function buildRouteObjects(routes: AppRoute[] = appRoutes): RouteObject[] {
  return [{ path: '/', element: <Layout />, children: routes.map(toRouteObject) }];
}

const routeObjects = buildRouteObjects();

/**
 * React Router's matchRoutes flattens and ranks the whole table on every call; a server render asked it the same
 * pathname up to eight times (issue 22). The table is fixed, so a pathname's matches are remembered (a bounded
 * number of pathnames: any text may be asked).
 */
const matchesOf = new Map<string, ReturnType<typeof matchRoutes>>();
const MAX_REMEMBERED = 500;

function matchPath(pathname: string): ReturnType<typeof matchRoutes> {
  if (matchesOf.has(pathname)) return matchesOf.get(pathname)!;
  const matches = matchRoutes(routeObjects, pathname);
  if (matchesOf.size >= MAX_REMEMBERED) matchesOf.clear();
  matchesOf.set(pathname, matches);
  return matches;
}

/** The route table entry of the page at `pathname` (the deepest match), if any. */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  const matches = matchPath(pathname);
  return (matches?.[matches.length - 1]?.route.handle as RouteHandle | undefined)?.route;
}

/** Where an address without a page of its own redirects to (the route's `redirectTo`), or null. */
export function redirectFor(pathname: string): string | null {
  const matches = matchPath(pathname);
  const last = matches?.[matches.length - 1];
  const to = (last?.route.handle as RouteHandle | undefined)?.route.redirectTo;
  return last && to ? resolvePath(to, last.pathnameBase).pathname : null;
}

/** Loads the chunk of the page at `pathname`, so hydrating it needs no fallback. */
export async function preloadRoute(pathname: string): Promise<void> {
  await matchAppRoute(pathname)?.page?.preload?.();
}

/**
 * SPEC §2: each navigation sets document.title from the matched route's title, or the default title; the
 * description and canonical link follow. Pages with `titleFromPage` set title and description themselves.
 */
function useRouteHead(): void {
  const { pathname, search, key } = useLocation();
  const brand = useAppSelector(selectBrand);
  // The deepest match is the page; parents' titles do not leak into children that have none.
  const route = useMemo(() => matchAppRoute(pathname), [pathname]);
  const head: RouteHead = {
    title: resolveTitle(route?.title, brand),
    description: route?.description?.replaceAll('{brand}', brand) ?? siteDescription(brand),
    canonicalPath: canonicalPath(pathname, search, route?.canonicalQuery),
    fromPage: route?.titleFromPage === true,
  };
  useRenderCollector()?.setRoute(head);
  const { title, description, canonicalPath: canonical, fromPage } = head;
  useEffect(() => {
    if (!fromPage) applyTitleAndDescription(title, description);
  }, [key, title, description, fromPage]);
  useEffect(() => applyCanonical(canonical), [canonical]);
}

export function AppRoutes() {
  useRouteHead();
  return <QaShell>{useRoutes(routeObjects)}</QaShell>;
}
