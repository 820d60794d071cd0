// The server's page cache key (src/ssr/page-key.ts): every spelling of a page's address that the page reads the
// same way gets one key, and reading the key back gives the page the same input, for any query at all
// (property-based: fast-check). Anything the page does not read never reaches the key.
import fc from 'fast-check';
import { NOT_FOUND_KEY, pageKey, RENDER_QUERY } from '../../src/ssr/page-key';
import { canonicalResultsParams, parseResultsQuery } from '../../src/lib/results-query';
import { parseCompareRequest } from '../../src/features/compare/compare-request';
import { parseTireId } from '../../src/features/tire-details/api';
import { parseDealerUrl } from '../../src/features/dealers/dealer-url';
import { matchRoutes } from 'react-router-dom';
import { buildRouteObjects, matchAppRoute, redirectFor, type RouteHandle } from '../../src/app/AppRoutes';
import { pageList, redirects } from '../../src/routing/pages';

const NAMES = [
  'tireSize', 'rimDiam', 'rimDiamTireSize', 'rimDiamTireSizeId', 'industry', 'equipIndustry', 'indTireSize', 'equipType',
  'equipmentType', 'equipTypeId', 'equipTireSize', 'tire1_Id', 'tire2_Id', 'tire3_Id', 'tireId', 'q', 'lat', 'lng', 'kind',
  'unit', 'page', 'qa', 'inspect', 'utm_source', 'z', 'timestamp',
];
const value = fc.oneof(
  fc.constantFrom('', ' ', '1', '07', '12', '0', '-3', '1e3', '27.00R49', ' 29.5R25 ', 'Mining', 'km', 'mi', 'earthmover', '40.12345', '-105.1', '2'),
  fc.string({ maxLength: 50 }),
  fc.string({ unit: 'grapheme', maxLength: 45 }),
  fc.integer({ min: 0, max: 2 ** 31 }).map(String),
);
const query = fc.array(fc.tuple(fc.constantFrom(...NAMES), value), { maxLength: 8 }).map((pairs) => new URLSearchParams(pairs));
const keyQuery = (key: string) => new URLSearchParams(key.includes('?') ? key.slice(key.indexOf('?') + 1) : '');

const routeObjects = buildRouteObjects();

/** The path part of the key by React Router's own matching (what the compiled table must agree with). */
function routerPath(pathname: string): string {
  if (redirectFor(pathname)) return pathname;
  const matches = matchRoutes(routeObjects, pathname) ?? [];
  const last = matches[matches.length - 1];
  const route = (last?.route.handle as RouteHandle | undefined)?.route;
  if (!last || !route || route.path === '*') return NOT_FOUND_KEY;
  const path = matches
    .map((m) => m.route.path)
    .filter((p): p is string => p !== undefined && p !== '/' && p !== '')
    .join('/')
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(last.params[name] ?? ''));
  return `/${path}`;
}

/** Every path segment the page table has, for generated paths. */
const SEGMENTS = [...new Set([...pageList.map((p) => p.path), ...redirects.map((r) => r.from)].flatMap((p) => p.split('/').filter(Boolean)))];

const pathArb = fc
  .tuple(
    fc.array(
      fc.oneof(
        { arbitrary: fc.constantFrom(...SEGMENTS.filter((s) => !s.startsWith(':') && s !== '*')), weight: 6 },
        { arbitrary: fc.constantFrom('look-under-your-tires', 'x', 'Tire-Results', 'DEALERS', '%41', 'a%20b', ''), weight: 2 },
      ),
      { maxLength: 4 },
    ),
    fc.boolean(),
    fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  )
  .map(([segments, slash, caps]) => {
    const text = `/${segments.join('/')}${slash && segments.length > 0 ? '/' : ''}`;
    return [...text].map((c, i) => (caps[i % 4] ? c.toUpperCase() : c)).join('');
  });

describe('page key', () => {
  it("finds the page React Router finds, for any path: case, trailing slashes, parameters, redirects, 404", () => {
    fc.assert(
      fc.property(pathArb, (pathname) => {
        const key = pageKey(pathname);
        expect([pathname, key.split('?')[0]]).toEqual([pathname, routerPath(pathname)]);
      }),
      { numRuns: 3000 },
    );
  });

  it('names only pages of the route table', () => {
    for (const path of Object.keys(RENDER_QUERY)) expect([path, matchAppRoute(path)?.page !== undefined]).toEqual([path, true]);
  });

  it('a results page: the key reads back as the same search, whatever else the address holds', () => {
    fc.assert(
      fc.property(query, (params) => {
        const key = pageKey(`/tires/tire-results?${params}`);
        expect(parseResultsQuery(keyQuery(key))).toEqual(parseResultsQuery(params));
        // Idempotent: the key of a key is itself.
        expect(pageKey(key)).toBe(key);
        expect(canonicalResultsParams(canonicalResultsParams(params)).toString()).toBe(canonicalResultsParams(params).toString());
      }),
      { numRuns: 1000 },
    );
  });

  it('compare, details and dealers: the key reads back as the same request', () => {
    fc.assert(
      fc.property(query, (params) => {
        const compare = pageKey(`/tires/compare-tires?${params}`);
        expect(parseCompareRequest(keyQuery(compare))).toEqual(parseCompareRequest(params));
        const details = pageKey(`/tires/tire-details?${params}`);
        expect(parseTireId(keyQuery(details).get('tireId'))).toBe(parseTireId(params.get('tireId')));
        const dealers = pageKey(`/dealers?${params}`);
        expect(parseDealerUrl(keyQuery(dealers))).toEqual(parseDealerUrl(params));
        for (const key of [compare, details, dealers]) expect(pageKey(key)).toBe(key);
      }),
      { numRuns: 1000 },
    );
  });

  it('drops what no page reads: unknown parameters, ?qa, ?inspect, tracking tags, other modes', () => {
    expect(pageKey('/tires/tire-results?tireSize=27.00R49&z=8231&qa&inspect&utm_source=mail')).toBe('/tires/tire-results?tireSize=27.00R49');
    expect(pageKey('/tires/tire-results?tireSize=%2027.00R49%20&rimDiam=99&equipType=Loader')).toBe('/tires/tire-results?tireSize=27.00R49');
    expect(pageKey('/tires/tire-details?tireId=12&tireId=13&x=1')).toBe('/tires/tire-details?tireId=12');
    expect(pageKey('/tires/tire-details?tireId=0012')).toBe('/tires/tire-details');
    expect(pageKey('/tires/compare-tires?tire2_Id=5&tire1_Id=4&tire3_Id=4')).toBe('/tires/compare-tires?tire1_Id=4&tire2_Id=5');
    expect(pageKey('/dealers?q=%2089801%20&unit=km&kind=x&page=1')).toBe('/dealers?q=89801&unit=km');
    expect(pageKey('/infocenter?timestamp=1&qa')).toBe('/infocenter');
    // A duty check keeps every value its form shows, as typed, and the unit its render uses.
    expect(pageKey('/tires/duty-check?loaded=38000&x=1&utm_source=mail')).toBe('/tires/duty-check?unit=US&loaded=38000');
    expect(pageKey('/tires/duty-check?unit=METRIC&hours=12&loaded=%2038000&size=29.5R25')).toBe(
      '/tires/duty-check?unit=METRIC&size=29.5R25&loaded=+38000&hours=12',
    );
    expect(pageKey('/tires/duty-check?unit=METRIC&loaded=38000')).not.toBe(pageKey('/tires/duty-check?unit=METRIC&loaded=38001'));
    // ... and the machine whose loads fill blank fields: another machine is another answer.
    expect(pageKey('/tires/duty-check?machine=caterpillar-785c&unit=METRIC&haul=2')).toBe('/tires/duty-check?unit=METRIC&machine=caterpillar-785c&haul=2');
    expect(pageKey('/tires/duty-check?machine=caterpillar-785c&unit=METRIC')).not.toBe(pageKey('/tires/duty-check?machine=caterpillar-730&unit=METRIC'));
    // Find by machine: the machine (any unreadable one is one page), else the make, case ignored; a machine's results.
    expect(pageKey('/tires/find-by-machine?machine=caterpillar-777g&utm_source=x')).toBe('/tires/find-by-machine?machine=caterpillar-777g');
    expect(pageKey('/tires/find-by-machine?machine=Bad%20One')).toBe(pageKey('/tires/find-by-machine?machine=--'));
    expect(pageKey('/tires/find-by-machine?make=%20Komatsu')).toBe('/tires/find-by-machine?make=komatsu');
    expect(pageKey('/tires/tire-results?machine=caterpillar-777g&machineTireSize=27.00R49&tireSize=x')).toBe(
      '/tires/tire-results?machine=caterpillar-777g&machineTireSize=27.00R49',
    );
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/?z=1')).toBe('/');
  });

  it('spells the path as the route table does; a redirect keeps its own; no page: the one 404', () => {
    expect(pageKey('/Dealers/')).toBe('/dealers');
    expect(pageKey('/TIRES/Tire-Results?tireSize=1')).toBe('/tires/tire-results?tireSize=1');
    expect(pageKey('/infocenter/otr-tips/look-under-your-tires?x=1')).toBe('/infocenter/otr-tips/look-under-your-tires');
    expect(pageKey('/total-mobility')).toBe('/total-mobility');
    expect(pageKey('/no-such-page?x=1')).toBe(NOT_FOUND_KEY);
    expect(pageKey('/tires/no-such-page')).toBe(NOT_FOUND_KEY);
    // A path that starts with two slashes is a path, not another host.
    expect(pageKey('//evil.example/dealers')).toBe(NOT_FOUND_KEY);
    expect(pageKey('//')).toBe('/');
  });
});
