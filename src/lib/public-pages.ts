// The public pages of SPEC §2 as plain data, for the server's /sitemap.xml (the server may import only
// src/lib). test/components/public-pages.test.tsx keeps this list equal to the route table (src/app/routes.tsx),
// the paths helper (src/app/paths.ts) and the Info Center articles: a new route that is not listed fails it.

/** Every page with a fixed address: no query, no path parameter, not a redirect. */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/tires',
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
  '/resources',
  '/resources/brochures',
  '/resources/pressure-recommendations',
  '/resources/engineering-data',
  '/dealers',
  '/emtrack/registration',
] as const;

/**
 * Pages that show something only for their query: a search, a comparison, one tire. Tire details is listed in
 * the sitemap once per tire (tireDetailsPath); a search or comparison is not a page of its own.
 */
export const QUERY_PAGES = ['/tires/tire-results', '/tires/compare-tires', '/tires/tire-details'] as const;

/** The Info Center articles (/infocenter/otr-tips/{slug}, SPEC §2). */
export const ARTICLE_SLUGS = [
  'benefits-of-tire-performance-tracking',
  'site-mgt-impact-road-grading',
  'haul-truck-positioning',
  'fleet-surveys-site-audits',
  'correct-tire-inflation',
  'look-under-your-tires',
  'select-the-right-tire',
] as const;

export const articlePath = (slug: string): string => `/infocenter/otr-tips/${slug}`;

/** The same address as paths.tireDetails in src/app/paths.ts. */
export const tireDetailsPath = (tireId: number): string => `/tires/tire-details?tireId=${tireId}`;
