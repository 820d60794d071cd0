// What React Router's useRoutes renders for a top-level, declarative route table, from matches the caller
// already has (AppRoutes remembers them per pathname: issue 22). useRoutes ranks the whole table again on every
// render, and its module part carries the data router's error boundaries and hydration fallbacks, which a
// declarative router never renders (~2 KB gzipped of the first script). The result is the same: each match
// provides React Router's route context (its outlet and the matches so far) to its element, so <Outlet>,
// useParams and relative links behave as under useRoutes (test/components/router-parts.test.tsx holds the two side
// by side).
import { useContext, useMemo, type ReactElement } from 'react';
import {
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
  type Navigator,
  type RouteMatch,
} from 'react-router-dom';

/** matchRoutes decodes the pathname; links built from a match need it encoded again, as useRoutes does. */
function encode(pathname: string, navigator: Navigator): string {
  if (!navigator.encodeLocation) return pathname;
  return navigator.encodeLocation(pathname.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname;
}

function renderMatches(matches: RouteMatch[], navigator: Navigator): ReactElement | null {
  const rendered = matches.map((match) => ({
    ...match,
    params: { ...match.params },
    pathname: encode(match.pathname, navigator),
    pathnameBase: match.pathnameBase === '/' ? '/' : encode(match.pathnameBase, navigator),
  }));
  return rendered.reduceRight<ReactElement | null>(
    (outlet, match, index) => (
      <RouteContext.Provider value={{ outlet, matches: rendered.slice(0, index + 1), isDataRoute: false }}>
        {match.route.element ?? outlet}
      </RouteContext.Provider>
    ),
    null,
  );
}

/** The element tree of `matches` (a top-level table's, for the current location), or null when none matched. */
export function useMatchedRoutes(matches: RouteMatch[] | null): ReactElement | null {
  const { navigator } = useContext(NavigationContext);
  return useMemo(() => (matches ? renderMatches(matches, navigator) : null), [matches, navigator]);
}
