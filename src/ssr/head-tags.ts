// The <head> tags of a server-rendered page: title, description, canonical link, Open Graph and Twitter card
// tags, and schema.org JSON-LD for a tire (Product), an article (Article) or a tool (WebApplication). Every value
// is escaped here.
import type { PageHead, StructuredData } from '../head/page-head';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside <script>: '<' can never start '</script>' or '<!--'. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** `path` on `origin`; absolute URLs pass unchanged. */
function absolute(origin: string, path: string): string {
  try {
    return new URL(path, `${origin}/`).href;
  } catch {
    return origin + path;
  }
}

function jsonLd(data: StructuredData, brand: string, url: string, origin: string): Record<string, unknown> {
  const organization = { '@type': 'Organization', name: brand };
  if (data.type === 'Product') {
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: data.name,
      brand: { '@type': 'Brand', name: brand },
      size: data.size,
      ...(data.image ? { image: absolute(origin, data.image) } : {}),
      description: data.description,
      category: 'Off-the-road (OTR) tires',
      url,
    };
  }
  if (data.type === 'WebApplication') {
    return {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: data.name,
      description: data.description,
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Any (web browser)',
      isAccessibleForFree: true,
      publisher: organization,
      url,
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: data.headline,
    description: data.description,
    ...(data.datePublished ? { datePublished: data.datePublished } : {}),
    author: organization,
    publisher: organization,
    mainEntityOfPage: url,
  };
}

export function headTags(head: PageHead, origin: string, brand: string): string {
  const url = origin + head.canonicalPath;
  const image = head.image ? absolute(origin, head.image) : null;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noIndex ? meta('name', 'robots', 'noindex') : null,
    // A page that is not there has no address of its own to name (every 404 is one cached page).
    head.noIndex ? null : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', brand),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.noIndex ? null : meta('property', 'og:url', url),
    image ? meta('property', 'og:image', image) : null,
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    image ? meta('name', 'twitter:image', image) : null,
    head.structuredData
      ? `<script type="application/ld+json">${scriptJson(jsonLd(head.structuredData, brand, url, origin))}</script>`
      : null,
  ];
  return tags.filter((tag) => tag !== null).join('\n    ');
}
