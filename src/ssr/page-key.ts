// The address a page is rendered from and cached under on the server (server/ssr/page-cache.ts): two URLs with
// the same key render the same page. The key keeps only what the page renders from, normalised:
// - the path as the route table spells it (the router matches case-insensitively and ignores a trailing slash);
// - the query parameters the page reads, each as the page parses it (a results page's search, the compared
//   tire ids, a tire id, a dealer search, a duty check); every other parameter (`?qa`, `?inspect`, tracking tags, a random
//   cache-buster) and every value that changes nothing (a parameter of another search mode, padding, spaces) is
//   dropped;
// - every address without a page renders the same 404.
// The browser still hydrates at the address it asked for: the pages read those parameters the same way.
// It runs on every page request, cached or not, so the page table (src/routing/pages.ts) is compiled once into
// regular expressions (React Router's matchRoutes ranks the whole table on every call: ~1 ms);
// test/unit/page-key.test.ts holds it to the router's own matching.
import { parseCompareRequest } from '../features/compare/compare-request';
import { dealerUrlParams, parseDealerUrl } from '../features/dealers/dealer-url';
import { parseTireId } from '../lib/tire-id';
import { dutyRenderParams } from '../lib/duty/duty-form';
import { machinePageParams } from '../lib/machine-params';
import { canonicalResultsParams } from '../lib/results-query';
import { searchPageParams } from '../lib/site-search';
import { DEFAULT_UNIT } from '../lib/unit-system';
import { pageList, pages, redirects } from '../routing/pages';

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
  [pages.tireResults.path]: canonicalResultsParams,
  [pages.compareTires.path]: compareParams,
  [pages.tireDetails.path]: detailsParams,
  [pages.dealers.path]: (params) => dealerUrlParams(parseDealerUrl(params)),
  // The duty check renders its answer from its values (issue 23); the server's unit is the default preference.
  [pages.dutyCheck.path]: (params) => dutyRenderParams(params, DEFAULT_UNIT),
  [pages.findByMachine.path]: machinePageParams,
  [pages.search.path]: searchPageParams,
};

interface CompiledRoute {
  /** The full path as the table spells it ('/infocenter/otr-tips/:slug'). */
  template: string;
  re: RegExp;
  params: string[];
  redirect: boolean;
  /** React Router's rank: static segments before parameters. */
  score: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(path: string, redirect: boolean): CompiledRoute {
  const segments = path.split('/').filter(Boolean);
  const params = segments.filter((s) => s.startsWith(':')).map((s) => s.slice(1));
  const source = segments.map((s) => (s.startsWith(':') ? '([^/]+)' : escape(s))).join('/');
  return {
    template: `/${segments.join('/')}`,
    re: new RegExp(`^/${source}/*$`, 'i'),
    params,
    redirect,
    score: segments.reduce((sum, s) => sum + (s.startsWith(':') ? 3 : 10), 0),
  };
}

const COMPILED = [
  ...redirects.map(({ from }) => compile(from, true)),
  // Not the 404 ('*'): it is whatever nothing else matches.
  ...pageList.filter(({ path }) => path !== pages.notFound.path).map(({ path }) => compile(path, false)),
].sort((a, b) => b.score - a.score);

/** The path as React Router matches it: each segment percent-decoded, a decoded '/' kept escaped. */
function decodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** The key (and render address) of `url`: a path and query, or NOT_FOUND_KEY. */
export function pageKey(url: string): string {
  // Not new URL(): a request for '//host/path' would be read as another host's '/path'.
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  const searchParams = new URLSearchParams(q === -1 ? '' : url.slice(q + 1));
  const decoded = decodePath(pathname);
  for (const route of COMPILED) {
    const m = route.re.exec(decoded);
    if (!m) continue;
    // A redirect answers for its own address only; what it points to never has a query.
    if (route.redirect) return pathname;
    let i = 0;
    const path = route.template.replace(/:\w+/g, () => encodeURIComponent(m[(i += 1)]!));
    const query = RENDER_QUERY[route.template]?.(searchParams).toString() ?? '';
    return query ? `${path}?${query}` : path;
  }
  return NOT_FOUND_KEY;
}
