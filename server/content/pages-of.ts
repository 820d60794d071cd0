// Which pages show a content type's entries: the pages a change to it makes stale (warmed again after a webhook,
// server/plugins/content-watch.ts). The CMS's preview button links to the same pages (cms/src/preview-link.ts).
import { paths } from '../../src/routing/paths';

/** By the content type's singular name (what a Strapi webhook calls `model`). */
const PAGES: Record<string, (entry: { slug?: unknown }) => string[]> = {
  article: (e) => [paths.infocenter(), paths.archives(), ...(typeof e.slug === 'string' && /^[a-z0-9-]+$/.test(e.slug) ? [paths.otrTip({ slug: e.slug })] : []), '/sitemap.xml'],
  'content-page': (e) =>
    e.slug === 'technology' ? [paths.technology()] : e.slug === 'tire-construction' ? [paths.tireConstruction()] : e.slug === 'infocenter' ? [paths.infocenter()] : [],
  'home-page': () => ['/'],
  'reliable-service': () => [paths.reliableServices()],
  'reliable-type': () => [paths.reliableServices()],
  'tire-management-about': () => [paths.tireManagementSolutions()],
  'tire-management-detail': () => [paths.tireManagementSolutions()],
  'trusted-product': () => [paths.trustedProducts()],
  'trusted-product-list': () => [paths.trustedProducts()],
  'industry-segment': () => [paths.trustedProducts()],
};

/** The fixed pages that show content (articles' own pages aside). */
export const CONTENT_PAGES: readonly string[] = [
  '/',
  paths.infocenter(),
  paths.archives(),
  paths.technology(),
  paths.tireConstruction(),
  paths.reliableServices(),
  paths.tireManagementSolutions(),
  paths.trustedProducts(),
];

/** The pages a change to an entry of `model` shows on; media (model "file") may be on any content page. */
export function pagesOf(model: string, entry: { slug?: unknown } = {}): string[] {
  if (model === 'file') return [...CONTENT_PAGES];
  return Object.hasOwn(PAGES, model) ? (PAGES[model]?.(entry) ?? []) : [];
}
