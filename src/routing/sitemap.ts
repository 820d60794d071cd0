// Which pages of the table (pages.ts) search engines are sent to (server/seo/sitemap.ts, src/ssr/render.tsx). Apart
// from the table: the browser never needs these lists.
import { pageList, type PageName } from './pages';

/**
 * Pages not listed in /sitemap.xml at their own path: those that show something only for a query or a path
 * parameter (the sitemap lists those from the data: every tire's details, every article, every machine, or not at
 * all), the search and the 404.
 */
const UNLISTED: ReadonlySet<PageName> = new Set<PageName>(['tireResults', 'compareTires', 'tireDetails', 'otrTip', 'search', 'notFound']);

/**
 * Pages that ask search engines not to index them (a robots meta tag; they name no canonical address): the
 * search's answers are the site's own pages, which are indexed (issue 23).
 */
export const NOT_INDEXED: ReadonlySet<PageName> = new Set<PageName>(['search']);

/** The pages /sitemap.xml lists at their own address, in table order. */
export const sitemapPaths: readonly string[] = pageList.filter((page) => !UNLISTED.has(page.name)).map((page) => page.path);
