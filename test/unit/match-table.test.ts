// The site's route matcher (src/app/match-table.ts) against React Router's matchRoutes: the same page, params,
// pathnames and route objects for any address, as the router itself would match it (property-based).
import fc from 'fast-check';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { buildRouteObjects } from '../../src/app/AppRoutes';
import { tableMatcher } from '../../src/app/match-table';
import { pageList, redirects } from '../../src/routing/pages';

const routeObjects = buildRouteObjects();
const matchTable = tableMatcher(routeObjects);

/** Every path segment of the table, and spellings around them. */
const SEGMENTS = [...new Set([...pageList.map((p) => p.path), ...redirects.map((r) => r.from)].flatMap((p) => p.split('/').filter(Boolean)))];

const segment = fc.oneof(
  { arbitrary: fc.constantFrom(...SEGMENTS.filter((s) => !s.startsWith(':') && s !== '*')), weight: 8 },
  { arbitrary: fc.constantFrom('', 'x', 'Tire-Results', 'DEALERS', '%41', 'a%20b', 'caf%C3%A9', '%2F', '%zz', 'a?b=1', 'c#d', '.', '..', '\\'), weight: 3 },
  { arbitrary: fc.string({ maxLength: 6 }), weight: 1 },
);
const path = fc
  .tuple(fc.array(segment, { maxLength: 5 }), fc.constantFrom('', '/', '//'), fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }))
  .map(([segments, tail, caps]) => {
    const text = `/${segments.join('/')}${tail}`;
    return [...text].map((c, i) => (caps[i % 4] ? c.toUpperCase() : c)).join('');
  });

describe('route table matcher', () => {
  // React Router warns of each malformed address it is given (`%zz`): expected here.
  beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('matches every address as React Router matches it: page, params, pathnames', () => {
    fc.assert(
      fc.property(path, (pathname) => {
        expect([pathname, matchTable(pathname)]).toEqual([pathname, matchRoutes(routeObjects, pathname)]);
      }),
      { numRuns: 4000 },
    );
  });

  it('finds each page of the table at its own path, an article by its slug, and the 404 for the rest', () => {
    for (const page of pageList.filter((p) => !p.path.includes(':') && p.path !== '*')) {
      const leaf = matchTable(page.path)?.[1];
      expect([page.path, leaf?.route.path ?? (leaf?.route.index ? '/' : undefined)]).toEqual([page.path, page.path === '/' ? '/' : page.path.slice(1)]);
    }
    const article = matchTable('/infocenter/otr-tips/caf%C3%A9')?.[1];
    expect([article?.route.path, article?.params]).toEqual(['infocenter/otr-tips/:slug', { slug: 'café' }]);
    expect(matchTable('/no/such/page')?.[1]?.route.path).toBe('*');
  });

  it("ranks a table's paths as React Router does, whatever their order in the table", () => {
    const table: RouteObject[] = [
      { path: '/', children: [{ path: '*' }, { path: 'a/:b' }, { path: ':a/b' }, { path: 'a/b' }, { path: 'a/*' }, { index: true }] },
    ];
    const rankedMatcher = tableMatcher(table);
    for (const pathname of ['/', '/a/b', '/A/B/', '/a/c', '/c/b', '/a/b/c', '/a', '/x', '//']) {
      expect([pathname, rankedMatcher(pathname)]).toEqual([pathname, matchRoutes(table, pathname)]);
    }
  });

  it('refuses a table it would not match as React Router does', () => {
    const optional: RouteObject[] = [{ path: '/', children: [{ path: 'a/:b?' }] }];
    expect(() => tableMatcher(optional)).toThrow(/optional segments/);
    expect(() => tableMatcher([{ path: '/x' }])).toThrow(/one layout route/);
  });
});
