// Small builders for the seed's rich text fields (Markdown, as Strapi's richtext stores it) and items. The copy
// uses only paragraphs, **strong**, lists and [links](/path) to internal routes of SPEC §2.
import type { SectionCollection, SeedContentItem } from './types';

/** A paragraph and a list end with a blank line, so blocks can be concatenated; `item` trims the end. */
export const p = (text: string): string => `${text}\n\n`;
export const ul = (...items: string[]): string => `${items.map((text) => `- ${text}`).join('\n')}\n\n`;
export const a = (href: string, text: string): string => `[${text}](${href})`;
export const strong = (text: string): string => `**${text}**`;

/** Strings without the blank line their last block ends with, in nested lists too. */
function trimmed<T>(value: T): T {
  if (typeof value === 'string') return value.trimEnd() as T;
  if (Array.isArray(value)) return value.map(trimmed) as T;
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)])) as T;
  return value;
}

type Fields = Omit<SeedContentItem, 'collection' | 'is_active' | 'is_deleted'> & { is_active?: boolean; is_deleted?: boolean };

/** An item of `collection`, visible (active, not deleted) unless the fields say otherwise. */
export function item(collection: SectionCollection, fields: Fields): SeedContentItem {
  const { is_active = true, is_deleted = false, ...rest } = trimmed(fields);
  return { collection, ...rest, is_active, is_deleted };
}

/**
 * Page sections of one collection: sequence follows list order (1..n). Hidden extras are passed separately
 * and keep their own sequence, so they never take part in the numbering of the visible sections.
 */
export function sections(collection: SectionCollection, visible: Fields[], hidden: Fields[] = []): SeedContentItem[] {
  return [...visible.map((fields, i) => item(collection, { ...fields, sequence: i + 1 })), ...hidden.map((fields) => item(collection, fields))];
}
