// Renders the route table under the shared Layout and applies the title rule and the page head. Declarative
// routing (BrowserRouter/StaticRouter, matches rendered as useRoutes would: render-matches.tsx): the data router
// would add ~18 KB gzipped to the first page for loaders we do not use (RTK Query fetches the data).
import { useEffect, useMemo, useRef } from 'react';
import { resolvePath, useLocation, useNavigate, type RouteMatch, type RouteObject } from 'react-router-dom';
import { RootNavigation } from '../lib/react-router-dom';
import { selectBrand } from '../state/config-slice';
import { applyCanonical, applyDescription } from '../head/apply-head';
import { canonicalPath, type RouteHead } from '../head/page-head';
import { useRenderCollector } from '../head/render-context';
import { useAppSelector } from '../state/hooks';
import { pageHydrated } from '../components/useHasDom';
import { Layout } from './layout/Layout';
import { QaShell } from './QaShell';
import { tableMatcher } from './match-table';
import { useMatchedRoutes } from './render-matches';
import { appRoutes, loadPageDescriptions, type AppRoute } from './routes';
import { resolveTitle } from '../head/title';

/** What each route object carries in `handle`: its entry of the route table. */
export interface RouteHandle {
  route: AppRoute;
}

/**
 * Sends the visitor on to `to` (a full path), in place of this address in the history: React Router's
 * <Navigate replace>, without its resolving of relative paths (~0.1 KB gzipped of the first script). The server
 * answers these addresses with a 301 (redirectFor); this is for navigations within the app.
 */
function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  const Page = route.page;
  const element = Page ? <Page /> : route.redirectTo ? <Redirect to={route.redirectTo} /> : undefined;
  // Children of the layout route '/': the home page is its index, every other path is relative to it.
  return route.path === '/' ? { index: true, element, handle } : { path: route.path.replace(/^\//, ''), element, handle };
}

/** Route objects of the whole site (the server renderer passes the same ones through a StaticRouter). */
export function buildRouteObjects(routes: AppRoute[] = appRoutes): RouteObject[] {
  return [{ path: '/', element: <Layout />, children: routes.map(toRouteObject) }];
}

const routeObjects = buildRouteObjects();

const matchTable = tableMatcher(routeObjects);

/**
 * A server render asked for the same pathname's matches up to eight times (issue 22). The table is fixed, so a
 * pathname's matches are remembered (a bounded number of pathnames: any text may be asked).
 */
const matchesOf = new Map<string, RouteMatch[] | null>();
const MAX_REMEMBERED = 500;

function matchesAt(pathname: string): RouteMatch[] | null {
  if (matchesOf.has(pathname)) return matchesOf.get(pathname)!;
  const matches = matchTable(pathname);
  if (matchesOf.size >= MAX_REMEMBERED) matchesOf.clear();
  matchesOf.set(pathname, matches);
  return matches;
}

/** The route table entry of the page at `pathname` (the deepest match), if any. */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  const matches = matchesAt(pathname);
  return (matches?.[matches.length - 1]?.route.handle as RouteHandle | undefined)?.route;
}

/** Where an address without a page of its own redirects to (the route's `redirectTo`), or null. */
export function redirectFor(pathname: string): string | null {
  const matches = matchesAt(pathname);
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
 * description (once its chunk is in) and canonical link follow. Pages with `titleFromPage` set title and
 * description themselves.
 */
function useRouteHead(): void {
  const { pathname, search, key } = useLocation();
  const brand = useAppSelector(selectBrand);
  // The deepest match is the page; parents' titles do not leak into children that have none.
  const route = useMemo(() => matchAppRoute(pathname), [pathname]);
  const head: RouteHead = {
    title: resolveTitle(route?.title, brand),
    canonicalPath: canonicalPath(pathname, search, route?.canonicalQuery),
    fromPage: route?.titleFromPage === true,
  };
  useRenderCollector()?.setRoute(head);
  const { title, canonicalPath: canonical, fromPage } = head;
  // A hydrating render: the server's head is this page's already, description included.
  const serverHead = useRef(!pageHydrated());
  const name = route?.name;
  useEffect(() => {
    const fromServer = serverHead.current;
    serverHead.current = false;
    if (fromPage) return;
    document.title = title;
    if (fromServer) return;
    let current = true;
    void loadPageDescriptions().then(
      ({ pageDescription }) => {
        if (current) applyDescription(pageDescription(name, brand));
      },
      () => undefined, // offline: the description stays the last page's until a navigation loads it
    );
    return () => {
      current = false;
    };
  }, [key, title, name, brand, fromPage]);
  useEffect(() => applyCanonical(canonical), [canonical]);
}

export function AppRoutes() {
  useRouteHead();
  return (
    <RootNavigation>
      <QaShell>{useMatchedRoutes(matchesAt(useLocation().pathname || '/'))}</QaShell>
    </RootNavigation>
  );
}
