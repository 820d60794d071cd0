// /sitemap.xml and /robots.txt texts (pure). The pages come from the SPA's page table (src/routing/pages.ts),
// the articles from the content service (their slugs and change times), the tires from the catalog.
import { sitemapPaths } from '../../src/routing/sitemap';
import { paths } from '../../src/routing/paths';
import { findByMachinePath } from '../../src/routing/lazy-paths';

export interface SitemapInput {
  /** Scheme, host and port, no trailing slash: https://www.example.com */
  origin: string;
  /** Every tire size id of the catalog (one details page each). */
  tireIds: readonly number[];
  /** Every machine of the fitment table (one find-by-machine page each, issue 23). */
  machineIds: readonly string[];
  /** Every published article of the content service: its slug and when it last changed (if known). */
  articles: readonly { slug: string; updatedAt: Date | null }[];
  /** When the catalog (tires) and the content service data last changed; null when unknown. */
  catalogChanged: Date | null;
  contentChanged: Date | null;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** W3C datetime, whole seconds, UTC. */
const w3c = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function entry(origin: string, pathAndQuery: string, lastmod: Date | null): string {
  const mod = lastmod ? `<lastmod>${w3c(lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeXml(origin + pathAndQuery)}</loc>${mod}</url>`;
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * The sitemaps.org document: every fixed page and article (last changed with the content or the catalog:
 * pages show content-service text and catalog-made documents), and every tire's details page and machine's page
 * (with the catalog).
 */
export function buildSitemap({ origin, tireIds, machineIds, articles, catalogChanged, contentChanged }: SitemapInput): string {
  const pages = later(catalogChanged, contentChanged);
  const urls = [
    ...sitemapPaths.map((path) => entry(origin, path, pages)),
    ...articles.map(({ slug, updatedAt }) => entry(origin, paths.otrTip({ slug }), updatedAt ?? pages)),
    ...tireIds.map((tireId) => entry(origin, paths.tireDetails({ tireId }), catalogChanged)),
    ...machineIds.map((machine) => entry(origin, findByMachinePath({ machine }), catalogChanged)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Every page may be crawled; the services' JSON may not (its data is on the pages), except the brochure and
 * data-book PDFs under /website/documents/. /media/ (tire and content images) stays open for image search.
 */
export function buildRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /website/documents/',
    'Disallow: /website/',
    'Disallow: /content/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The seed's change times out of catalogVersion()'s `key=<ms>-<uuid>,...` text. */
export function changeTimes(version: string): { catalog: Date | null; content: Date | null } {
  const at = (key: string) => {
    const m = new RegExp(`(?:^|,)${key}=(\\d{10,15})-`).exec(version);
    const date = m ? new Date(Number(m[1])) : null;
    return date && !Number.isNaN(date.getTime()) ? date : null;
  };
  return { catalog: at('catalog_version'), content: at('content_version') };
}
