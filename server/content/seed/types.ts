// The content service's seed (Strapi-v5-like collections), before it gets ids. The copy and artwork come
// from the modules beside this file; the loader writes them into content_item and media.

/** Collections of SPEC §7 / issue 5, with fixed REST paths (/content/api/<collection>). */
export const CONTENT_COLLECTIONS = [
  'reliable-services',
  'reliable-types',
  'tire-management-abouts',
  'tire-management-details',
  'trusted-products',
  'trusted-product-lists',
  'industry-segments',
  'contact-enquiries',
  'request-consultations',
  'trusted-types',
  'tire-management-solutions',
  'tire-management-solutions-types',
  'segments',
  'articles',
  'content-pages',
] as const;
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number];

/** Single types (Strapi: one entry, at /content/api/<singular name>). */
export const SINGLE_TYPES = ['home-page'] as const;
export type ContentSingleType = (typeof SINGLE_TYPES)[number];

/** The collections of SPEC §7's page sections (the ones SeedContentItem describes). */
export type SectionCollection = Exclude<ContentCollection, 'articles' | 'content-pages'>;

/** A media field's value: a path under /media (e.g. "content/reliable-banner.svg") and its alt text. */
export interface SeedMedia {
  path: string;
  alt: string;
}

/** One entry of an industry segment's `segment_lists_id` component list. */
export interface SeedSegmentListEntry {
  sequence: number;
  /** Markdown. */
  title: string;
  image: SeedMedia;
}

export interface SeedContentItem {
  collection: SectionCollection;
  title: string;
  /** Markdown (paragraphs, **strong**, lists, [links](/path) at most). */
  sub_title?: string;
  /** Markdown. */
  description?: string;
  image?: SeedMedia;
  background_image?: SeedMedia;
  icon?: SeedMedia;
  image_position?: 'RIGHT' | 'LEFT';
  sequence?: number;
  button_name?: string;
  /** Content sections' button target. */
  redirection_url?: string;
  /** Feature sections (trusted-product-lists) use this name instead (SPEC §3). */
  redirect_url?: string;
  /** A brochure PDF; use the generated documents' URLs, e.g. "/website/documents/brochure-tpms-heavy-duty.pdf". */
  brochures?: { url: string };
  /** For sections that should anchor, e.g. "sectionb" on tire management (the header's asset-tracking link). */
  anchor?: string;
  is_active: boolean;
  is_deleted: boolean;
  segment_lists_id?: SeedSegmentListEntry[];
}

/** An Info Center article (SPEC §2: /infocenter/otr-tips/{slug}). */
export interface SeedArticle {
  collection: 'articles';
  title: string;
  slug: string;
  summary: string;
  /** Markdown; its headings start at ##, the page's h1 being the title. */
  body: string;
  /** YYYY-MM-DD: listed in the archives with this date. */
  archive_date?: string;
  sequence: number;
}

export interface SeedPageSection {
  anchor: string;
  title: string;
  lead?: string;
  /** Markdown; headings start at ###. */
  body: string;
}

/** The copy of a static page: its lead and its sections. */
export interface SeedContentPage {
  collection: 'content-pages';
  slug: string;
  lead: string;
  sections: SeedPageSection[];
}

export interface SeedTile {
  title: string;
  text: string;
  link: string;
}

export interface SeedHomePage {
  collection: 'home-page';
  banner_title: string;
  banner_lead: string;
  mobility_tiles: SeedTile[];
  cta_text: string;
  /** Links to documents (/website/documents/<slug>.pdf): the two promo tiles of SPEC §2. */
  promo_tiles: SeedTile[];
}

export type SeedEntry = SeedContentItem | SeedArticle | SeedContentPage | SeedHomePage;

export interface SeedContent {
  items: SeedEntry[];
  /** SVG artwork keyed by media path (the same strings as SeedMedia.path). */
  artwork: Record<string, string>;
}
