// React Router's matchRoutes for the site's route table (one layout route whose children are full paths), with
// the table ranked once. matchRoutes flattens and ranks the whole table on every call, and that part of React
// Router is then no longer in the first script (issue 22). Each child is matched by React Router's own matchPath,
// in React Router's order (its score of each path, then table order), and the matches are built as its
// matchRouteBranch builds them. test/unit/match-table.test.ts holds the two to the same answers for thousands of
// generated paths.
import { matchPath, parsePath, type RouteMatch, type RouteObject } from 'react-router-dom';

const joinPaths = (a: string, b: string) => `${a}/${b}`.replace(/[\\/]{2,}/g, '/');
const normalizePathname = (path: string) => path.replace(/\/+$/, '').replace(/^\/*/, '/');

/** Each segment percent-decoded, a decoded '/' kept escaped; a malformed path is left as it is. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** React Router's rank of a route's full path: static segments over parameters over '*'; index routes first. */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment !== '*') total += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

export type TableMatcher = (pathname: string) => RouteMatch[] | null;

/** The matcher of `table`: [the layout route, its child] as matchRoutes finds them, or null. */
export function tableMatcher(table: RouteObject[]): TableMatcher {
  const layout = table[0];
  if (table.length !== 1 || layout?.path !== '/') throw new Error('the route table must be one layout route at /');
  const children = (layout.children ?? [])
    .map((route, order) => {
      const path = route.index ? '/' : joinPaths('/', route.path ?? '');
      if (path.includes('?')) throw new Error(`optional segments are not supported: ${path}`);
      return { route, path, order, score: score(path, route.index === true) };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order);
  return (location) => {
    const decoded = decodePath(parsePath(location).pathname || '/');
    if (!decoded.startsWith('/')) return null;
    for (const { route, path } of children) {
      const match = matchPath({ path, caseSensitive: route.caseSensitive ?? false, end: true }, decoded);
      if (!match) continue;
      const params = { ...match.params };
      return [
        { params, pathname: '/', pathnameBase: '/', route: layout },
        {
          params,
          pathname: joinPaths('/', match.pathname),
          pathnameBase: normalizePathname(joinPaths('/', match.pathnameBase)),
          route,
        },
      ];
    }
    return null;
  };
}
