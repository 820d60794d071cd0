// src/lib/public-pages.ts (what the server's sitemap lists) against the SPA's own route table, paths helper and
// articles: a page added to the route table and not to the list fails here.
import { articles } from '../../src/features/infocenter/articles';
import { paths } from '../../src/app/paths';
import { appRoutes, type AppRoute } from '../../src/app/routes';
import { ARTICLE_SLUGS, QUERY_PAGES, STATIC_PUBLIC_PATHS, articlePath, tireDetailsPath } from '../../src/lib/public-pages';

/** Full path of every route of the table that shows a page (not redirects, not the catch-all 404). */
function pagePaths(routes: AppRoute[], parent = ''): string[] {
  return routes.flatMap((r) => {
    const here = r.index ? parent || '/' : `${parent}/${r.path ?? ''}`;
    const own = r.page && r.path !== '*' ? [here] : [];
    return [...own, ...(r.children ? pagePaths(r.children, here === '/' ? '' : here) : [])];
  });
}

describe('public pages listed for the sitemap', () => {
  it('are exactly the pages of the route table: fixed ones, query-driven ones and the article route', () => {
    const table = pagePaths(appRoutes);
    expect(table).toContain('/infocenter/otr-tips/:slug');
    const listed = [...STATIC_PUBLIC_PATHS, ...QUERY_PAGES, '/infocenter/otr-tips/:slug'];
    expect([...table].sort()).toEqual([...listed].sort());
  });

  it('build the same addresses as the paths helper', () => {
    const helper = Object.entries(paths)
      .filter(([, build]) => build.length === 0)
      .map(([, build]) => (build as () => string)())
      // Not pages of their own: an anchor link, a search without a query, the /total-mobility redirect.
      .filter((href) => !href.includes('#') && href !== paths.tireResults() && href !== paths.totalMobility());
    expect(helper.length).toBeGreaterThan(15);
    expect(STATIC_PUBLIC_PATHS).toEqual(expect.arrayContaining(helper));
    expect(tireDetailsPath(123)).toBe(paths.tireDetails({ tireId: 123 }));
    for (const slug of ARTICLE_SLUGS) expect(articlePath(slug)).toBe(paths.otrTip({ slug }));
  });

  it('name every Info Center article', () => {
    expect([...ARTICLE_SLUGS]).toEqual(articles.map((a) => a.slug));
  });
});
