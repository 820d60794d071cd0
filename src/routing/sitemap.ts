// The pages /sitemap.xml lists at their own address (server/seo/sitemap.ts): every page of the table but those
// marked `sitemap: false`, in table order. Apart from the table: the browser never needs the list.
import { pageList } from './pages';

export const sitemapPaths: readonly string[] = pageList.filter((page) => page.sitemap !== false).map((page) => page.path);
