// Entries of the content service (SPEC §3 "Content items", "Trusted product banner item", "Industry
// segment"), as its Strapi v5 REST dialect answers them: flattened, media and components only when
// populated (hence optional), Markdown (rich text) in sub_title, description and segment titles.

export interface ContentMedia {
  id?: number;
  /** Relative to the content service ("/media/content/x.svg"): pass through mediaUrl(). */
  url: string;
  alternativeText?: string | null;
  name?: string;
  mime?: string;
}

export type ImagePosition = 'RIGHT' | 'LEFT';

export interface ContentItem {
  id: number;
  documentId: string;
  title: string;
  /** Rich text: Markdown (or Strapi blocks). */
  sub_title?: string | null;
  /** Rich text: Markdown (or Strapi blocks). */
  description?: string | null;
  image?: ContentMedia | null;
  background_image?: ContentMedia | null;
  icon?: ContentMedia | null;
  image_position?: ImagePosition | null;
  sequence?: number | null;
  button_name?: string | null;
  /** Content sections' button target. */
  redirection_url?: string | null;
  /** Feature sections (trusted-product-lists) name their button target this way. */
  redirect_url?: string | null;
  /** A brochure PDF (not an image: its address is used as given). */
  brochures?: { url: string } | null;
  /** Id the section takes on the page (e.g. "sectionb", the header's asset-tracking target). */
  anchor?: string | null;
  is_active: boolean;
  is_deleted: boolean;
}

export interface SegmentListEntry {
  id?: number;
  sequence: number;
  /** Rich text: Markdown (or Strapi blocks). */
  title: string;
  image?: ContentMedia | null;
}

export interface IndustrySegment extends ContentItem {
  segment_lists_id?: SegmentListEntry[] | null;
}

/** A collection answer: `data` is the array of entries. */
export interface CollectionResponse<T> {
  data: T[];
  meta?: { pagination?: { page: number; pageSize: number; pageCount: number; total: number } };
}
