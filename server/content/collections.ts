// Attribute schema of the content collections, as a Strapi content-type would declare them. It decides
// which keys a query may filter, sort, select and populate (anything else is a 400, as in Strapi v5).
import { CONTENT_COLLECTIONS, type ContentCollection } from './seed/types';

export type AttributeKind = 'string' | 'richtext' | 'integer' | 'boolean' | 'enumeration' | 'media' | 'component';

export interface Attribute {
  kind: AttributeKind;
  /** Component attributes: their own attributes (media inside them populate one level deeper). */
  attributes?: Record<string, Attribute>;
}

const base: Record<string, Attribute> = {
  title: { kind: 'string' },
  sub_title: { kind: 'richtext' },
  description: { kind: 'richtext' },
  image: { kind: 'media' },
  background_image: { kind: 'media' },
  icon: { kind: 'media' },
  image_position: { kind: 'enumeration' },
  sequence: { kind: 'integer' },
  button_name: { kind: 'string' },
  redirection_url: { kind: 'string' },
  redirect_url: { kind: 'string' },
  brochures: { kind: 'media' },
  anchor: { kind: 'string' },
  is_active: { kind: 'boolean' },
  is_deleted: { kind: 'boolean' },
};

const segmentList: Attribute = {
  kind: 'component',
  attributes: { sequence: { kind: 'integer' }, title: { kind: 'richtext' }, image: { kind: 'media' } },
};

/** System attributes every entry has; they can be filtered and sorted, never populated. */
export const SYSTEM: Record<string, Attribute> = {
  id: { kind: 'integer' },
  documentId: { kind: 'string' },
  createdAt: { kind: 'string' },
  updatedAt: { kind: 'string' },
  publishedAt: { kind: 'string' },
};

export function attributesOf(collection: ContentCollection): Record<string, Attribute> {
  return collection === 'industry-segments' ? { ...base, segment_lists_id: segmentList } : base;
}

export function isCollection(name: string): name is ContentCollection {
  return (CONTENT_COLLECTIONS as readonly string[]).includes(name);
}
