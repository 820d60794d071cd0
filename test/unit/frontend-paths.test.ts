// The paths helper leads to pages of the page table, and the table is plain data a Node script can walk.
import { matchPath } from 'react-router-dom';
import { appRoutes } from '../../src/app/routes';
import { pageList } from '../../src/routing/pages';
import { paths, toQuery } from '../../src/routing/paths';

const table = pageList.filter(({ path }) => path !== '*').map((page) => ({ pattern: page.path, route: page }));

function routeFor(href: string) {
  const pathname = new URL(href, 'http://x').pathname;
  const hits = table.filter(({ pattern }) => matchPath(pattern, pathname));
  return hits.find(({ pattern }) => !pattern.includes(':')) ?? hits[0];
}

describe('paths', () => {
  it('builds typed query strings, skipping empty values', () => {
    expect(paths.tireDetails({ tireId: 5 })).toBe('/tires/tire-details?tireId=5');
    expect(paths.compareTires({ tire1_Id: 4, tire2_Id: 9 })).toBe('/tires/compare-tires?tire1_Id=4&tire2_Id=9');
    expect(paths.compareTires({ tire1_Id: 4, tire2_Id: 9, tire3_Id: 12 })).toBe(
      '/tires/compare-tires?tire1_Id=4&tire2_Id=9&tire3_Id=12',
    );
    expect(paths.tireResults({ rimDiam: 49, rimDiamTireSize: '27.00R49', rimDiamTireSizeId: 3 })).toBe(
      '/tires/tire-results?rimDiam=49&rimDiamTireSize=27.00R49&rimDiamTireSizeId=3',
    );
    expect(paths.tireResults({ tireSize: '18.00-25 / 40', industry: undefined })).toBe(
      '/tires/tire-results?tireSize=18.00-25+%2F+40',
    );
    expect(paths.tireResults()).toBe('/tires/tire-results');
    expect(toQuery({ a: '', b: null, c: 0 })).toBe('?c=0');
    expect(paths.assetTracking()).toBe('/total-mobility/tire-management-solutions#sectionb');
  });

  it('builds an article address from any slug the data holds', () => {
    expect(paths.otrTip({ slug: 'correct-tire-inflation' })).toBe('/infocenter/otr-tips/correct-tire-inflation');
    expect(paths.otrTip({ slug: 'a new tip/2' })).toBe('/infocenter/otr-tips/a%20new%20tip%2F2');
  });

  it('every href of the helper leads to a page of the route table', () => {
    const hrefs = [
      ...Object.values(paths)
        .filter((build) => build.length === 0)
        .map((build) => (build as () => string)()),
      paths.tireDetails({ tireId: 1 }),
      paths.compareTires({ tire1_Id: 1, tire2_Id: 2 }),
      paths.otrTip({ slug: 'correct-tire-inflation' }),
    ];
    for (const href of hrefs) {
      expect([href, routeFor(href)?.pattern]).toEqual([href, expect.any(String)]);
    }
  });
});

describe('route table', () => {
  it('covers every route of SPEC §2', () => {
    const patterns = table.map(({ pattern }) => pattern);
    for (const expected of [
      '/',
      '/tires',
      '/tires/tire-results',
      '/tires/compare-tires',
      '/tires/tire-details',
      '/total-mobility/trusted-products',
      '/total-mobility/reliable-services',
      '/total-mobility/tire-management-solutions',
      '/total-mobility/trusted-products/tire-construction',
      '/total-mobility/trusted-products/technology',
      '/contact',
      '/contact/contact-us',
      '/contact/request-consultation',
      '/infocenter',
      '/infocenter/archives',
      '/infocenter/otr-tips/:slug',
      '/resources',
      '/resources/brochures',
      '/resources/pressure-recommendations',
      '/resources/engineering-data',
      '/dealers',
      '/emtrack/registration',
    ]) {
      expect(patterns).toContain(expected);
    }
    expect(appRoutes.at(-1)).toMatchObject({ path: '*', title: 'Page not found' });
  });

  it('gives tire results the title Trusted Products and lets tire details set its own', () => {
    const byPattern = new Map(table.map(({ pattern, route }) => [pattern, route]));
    expect(byPattern.get('/tires/tire-results')?.title).toBe('Trusted Products');
    expect(byPattern.get('/tires/tire-details')?.titleFromPage).toBe(true);
    expect(byPattern.get('/')?.title).toBeUndefined(); // the default "{brand} Off-the-Road (OTR) Tires"
  });
});
