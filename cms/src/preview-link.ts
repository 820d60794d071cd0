// The admin's Preview button: which page of the site shows a document, and a signed link to it.
// The site's /preview route verifies exactly this format:
//   ${SITE_URL}/preview?path=<encodeURIComponent(path)>&exp=<unix seconds>&sig=<base64url(HMAC-SHA256(secret, `${path}\n${exp}`))>
import { createHmac } from 'node:crypto';

/** How long a preview link is valid. */
export const PREVIEW_TTL_SECONDS = 3600;

const CONTENT_PAGES: Record<string, string> = {
  technology: '/total-mobility/trusted-products/technology',
  'tire-construction': '/total-mobility/trusted-products/tire-construction',
  infocenter: '/infocenter',
};

const SECTION_PAGES: Record<string, string> = {
  'api::reliable-service.reliable-service': '/total-mobility/reliable-services',
  'api::reliable-type.reliable-type': '/total-mobility/reliable-services',
  'api::tire-management-about.tire-management-about': '/total-mobility/tire-management-solutions',
  'api::tire-management-detail.tire-management-detail': '/total-mobility/tire-management-solutions',
  'api::trusted-product.trusted-product': '/total-mobility/trusted-products',
  'api::trusted-product-list.trusted-product-list': '/total-mobility/trusted-products',
  'api::industry-segment.industry-segment': '/total-mobility/trusted-products',
};

/** The content types whose page needs the document's slug. */
export const NEEDS_SLUG = new Set(['api::article.article', 'api::content-page.content-page']);

/** The site path showing a document of this type (its slug for articles and content pages); null: no preview. */
export function previewPath(uid: string, doc: { slug?: unknown } | null = null): string | null {
  const slug = typeof doc?.slug === 'string' && doc.slug !== '' ? doc.slug : null;
  if (uid === 'api::article.article') return slug === null ? null : `/infocenter/otr-tips/${slug}`;
  if (uid === 'api::content-page.content-page') return slug === null ? null : (CONTENT_PAGES[slug] ?? null);
  if (uid === 'api::home-page.home-page') return '/';
  return SECTION_PAGES[uid] ?? null;
}

/** base64url(HMAC-SHA256(key = secret, message = `${path}\n${exp}`)). */
export function previewSignature(path: string, exp: number, secret: string): string {
  return createHmac('sha256', secret).update(`${path}\n${exp}`).digest('base64url');
}

/** The signed link to `path` on the site, valid PREVIEW_TTL_SECONDS from `nowMs`. */
export function signedPreviewUrl(siteUrl: string, path: string, secret: string, nowMs: number = Date.now()): string {
  const exp = Math.floor(nowMs / 1000) + PREVIEW_TTL_SECONDS;
  const sig = previewSignature(path, exp, secret);
  return `${siteUrl.replace(/\/+$/, '')}/preview?path=${encodeURIComponent(path)}&exp=${exp}&sig=${sig}`;
}
