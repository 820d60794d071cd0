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
] as const;
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number];

/** A media field's value: a path under /media (e.g. "content/reliable-banner.svg") and its alt text. */
export interface SeedMedia {
  path: string;
  alt: string;
}

/** One entry of an industry segment's `segment_lists_id` component list. */
export interface SeedSegmentListEntry {
  sequence: number;
  /** HTML. */
  title: string;
  image: SeedMedia;
}

export interface SeedContentItem {
  collection: ContentCollection;
  title: string;
  /** HTML (a few <p>, <strong>, <ul><li>, <a href> at most). */
  sub_title?: string;
  /** HTML. */
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

export interface SeedContent {
  items: SeedContentItem[];
  /** SVG artwork keyed by media path (the same strings as SeedMedia.path). */
  artwork: Record<string, string>;
}
