// The address a page is rendered from and cached under on the server (server/ssr/page-cache.ts): two URLs with
// the same key render the same page. The key keeps only what the page renders from, normalised:
// - the path as the route table spells it (the router matches case-insensitively and ignores a trailing slash);
// - the query parameters the page reads, each as the page parses it (a results page's search, the compared
//   tire ids, a tire id, a dealer search); every other parameter (`?qa`, `?inspect`, tracking tags, a random
//   cache-buster) and every value that changes nothing (a parameter of another search mode, padding, spaces) is
//   dropped;
// - every address without a page renders the same 404.
// The browser still hydrates at the address it asked for: the pages read those parameters the same way.
import { matchRoutes } from 'react-router-dom';
import { buildRouteObjects, redirectFor, type RouteHandle } from '../app/AppRoutes';
import { parseCompareRequest } from '../features/compare/compare-request';
import { dealerUrlParams, parseDealerUrl } from '../features/dealers/dealer-url';
import { parseTireId } from '../features/tire-details/api';
import { canonicalResultsParams } from '../lib/results-query';

/** Where every address without a page is rendered (the 404 page does not show the address). */
export const NOT_FOUND_KEY = '/404';

type Canonical = (params: URLSearchParams) => URLSearchParams;

const compareParams: Canonical = (params) => {
  const request = parseCompareRequest(params);
  const out = new URLSearchParams();
  if (request.kind === 'invalid') out.set(request.param, 'invalid');
  else if (request.kind === 'single') out.set('tire1_Id', String(request.id));
  else if (request.kind === 'compare') request.ids.forEach((id, i) => out.set(`tire${i + 1}_Id`, String(id)));
  return out;
};

const detailsParams: Canonical = (params) => {
  const id = parseTireId(params.get('tireId'));
  return new URLSearchParams(id === null ? {} : { tireId: String(id) });
};

/** The pages that render from their query, by the path the route table gives them. */
export const RENDER_QUERY: Record<string, Canonical> = {
  '/tires/tire-results': canonicalResultsParams,
  '/tires/compare-tires': compareParams,
  '/tires/tire-details': detailsParams,
  '/dealers': (params) => dealerUrlParams(parseDealerUrl(params)),
};

const routeObjects = buildRouteObjects();

/** The key (and render address) of `url`: a path and query, or NOT_FOUND_KEY. */
export function pageKey(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  // A redirect answers for its own address only; what it points to never has a query.
  if (redirectFor(pathname)) return pathname;
  const matches = matchRoutes(routeObjects, pathname) ?? [];
  const last = matches[matches.length - 1];
  const route = (last?.route.handle as RouteHandle | undefined)?.route;
  if (!last || !route || route.path === '*') return NOT_FOUND_KEY;
  // The route table's own spelling of the path, parameters filled in as given.
  const path = matches
    .map((m) => m.route.path)
    .filter((p): p is string => p !== undefined && p !== '/' && p !== '')
    .join('/')
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(last.params[name] ?? ''));
  const full = `/${path}`;
  const query = RENDER_QUERY[full]?.(searchParams).toString() ?? '';
  return query ? `${full}?${query}` : full;
}
