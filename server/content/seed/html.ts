// Small builders for the seed's HTML fields and items. The copy uses only <p>, <strong>, <em>, <ul>/<li> and
// <a href="/..."> (internal routes of SPEC §2), which is all the content service's rich text needs.
import type { ContentCollection, SeedContentItem } from './types';

export const p = (text: string): string => `<p>${text}</p>`;
export const ul = (...items: string[]): string => `<ul>${items.map((text) => `<li>${text}</li>`).join('')}</ul>`;
export const a = (href: string, text: string): string => `<a href="${href}">${text}</a>`;
export const strong = (text: string): string => `<strong>${text}</strong>`;

type Fields = Omit<SeedContentItem, 'collection' | 'is_active' | 'is_deleted'> & { is_active?: boolean; is_deleted?: boolean };

/** An item of `collection`, visible (active, not deleted) unless the fields say otherwise. */
export function item(collection: ContentCollection, fields: Fields): SeedContentItem {
  const { is_active = true, is_deleted = false, ...rest } = fields;
  return { collection, ...rest, is_active, is_deleted };
}

/**
 * Page sections of one collection: sequence follows list order (1..n). Hidden extras are passed separately
 * and keep their own sequence, so they never take part in the numbering of the visible sections.
 */
export function sections(collection: ContentCollection, visible: Fields[], hidden: Fields[] = []): SeedContentItem[] {
  return [...visible.map((fields, i) => item(collection, { ...fields, sequence: i + 1 })), ...hidden.map((fields) => item(collection, fields))];
}
