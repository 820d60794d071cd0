// Runs a parsed query over a collection's entries and shapes them as Strapi v5 does: flattened entries
// (no `attributes` wrapper), relations and media only when populated, meta.pagination.
import { isPopulated, type Attribute } from './collections';
import type { Condition, ContentQuery, Filter, Populate, Scalar } from './query';

/** A media object as Strapi v5's upload plugin answers it (the same keys, in its order). */
export interface StoredMedia {
  id: number;
  documentId: string;
  name: string;
  alternativeText: string | null;
  caption: string | null;
  focalPoint: null;
  width: number | null;
  height: number | null;
  formats: null;
  hash: string;
  ext: string;
  mime: string;
  size: number;
  url: string;
  previewUrl: null;
  provider: string;
  provider_metadata: null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
}

/** An entry as stored: system fields plus its attributes (media already resolved to objects). */
export type Entry = Record<string, unknown> & { id: number; documentId: string };

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : 1;
}

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const lower = (v: unknown): string => String(v).toLowerCase();

function holds(v: Scalar | undefined, c: Condition): boolean {
  const value = c.value;
  const present = v !== null && v !== undefined;
  const s = text(v);
  switch (c.op) {
    case '$eq':
      return v === value;
    case '$eqi':
      return s !== null && s.toLowerCase() === lower(value);
    case '$ne':
      return v !== value;
    case '$nei':
      return s === null || s.toLowerCase() !== lower(value);
    case '$in':
      return (value as Scalar[]).includes(v ?? null);
    case '$notIn':
      return !(value as Scalar[]).includes(v ?? null);
    case '$lt':
      return present && compare(v, value) < 0;
    case '$lte':
      return present && compare(v, value) <= 0;
    case '$gt':
      return present && compare(v, value) > 0;
    case '$gte':
      return present && compare(v, value) >= 0;
    case '$between': {
      const [lo, hi] = value as Scalar[];
      return present && compare(v, lo) >= 0 && compare(v, hi) <= 0;
    }
    case '$contains':
      return s !== null && s.includes(String(value));
    case '$containsi':
      return s !== null && s.toLowerCase().includes(lower(value));
    case '$notContains':
      return s === null || !s.includes(String(value));
    case '$notContainsi':
      return s === null || !s.toLowerCase().includes(lower(value));
    case '$startsWith':
      return s !== null && s.startsWith(String(value));
    case '$startsWithi':
      return s !== null && s.toLowerCase().startsWith(lower(value));
    case '$endsWith':
      return s !== null && s.endsWith(String(value));
    case '$endsWithi':
      return s !== null && s.toLowerCase().endsWith(lower(value));
    case '$null':
      return !present === value;
    case '$notNull':
      return present === value;
  }
}

export function matches(entry: Entry, f: Filter): boolean {
  if ('and' in f) return f.and.every((x) => matches(entry, x));
  if ('or' in f) return f.or.some((x) => matches(entry, x));
  if ('not' in f) return !matches(entry, f.not);
  return holds(entry[f.field] as Scalar | undefined, f);
}

const SYSTEM_KEYS = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt'];

/**
 * An entry as Strapi v5 answers it: its id (and documentId, timestamps at the top level), every scalar
 * attribute of its type (null when unset), media and components only when populated (components
 * recursively, each item with its own id). With `fields`, only id, documentId and those fields.
 */
export function shape(entry: Record<string, unknown>, attrs: Record<string, Attribute>, populate: Populate, fields: string[] | null): Record<string, unknown> {
  const own = (key: string) => (Object.hasOwn(entry, key) ? entry[key] : undefined);
  const out: Record<string, unknown> = { id: entry.id };
  if (own('documentId') !== undefined) out.documentId = entry.documentId;
  for (const [key, attr] of Object.entries(attrs)) {
    const value = own(key);
    if (isPopulated(attr)) {
      const p = populate[key];
      if (!p) continue;
      if (attr.kind === 'component') {
        const inner = p === true ? {} : p;
        const one = (item: Record<string, unknown>) => shape(item, attr.attributes ?? {}, inner, null);
        out[key] = attr.repeatable ? (Array.isArray(value) ? value.map(one) : []) : value ? one(value as Record<string, unknown>) : null;
      } else out[key] = value ?? null;
      continue;
    }
    if (fields && !fields.includes(key)) continue;
    out[key] = value ?? null;
  }
  for (const key of SYSTEM_KEYS.slice(2)) {
    if (own(key) !== undefined && (!fields || fields.includes(key))) out[key] = entry[key];
  }
  return out;
}

export function runQuery(entries: Entry[], q: ContentQuery, attrs: Record<string, Attribute>) {
  const matched = entries.filter((e) => q.filters.every((c) => matches(e, c)));
  const sorted = q.sort.length
    ? [...matched].sort((a, b) => {
        for (const s of q.sort) {
          const d = compare(a[s.field], b[s.field]);
          if (d !== 0) return s.desc ? -d : d;
        }
        return a.id - b.id;
      })
    : matched;
  const total = sorted.length;
  const start = q.offset ?? (q.page - 1) * q.pageSize;
  const data = sorted.slice(start, start + q.pageSize).map((e) => shape(e, attrs, q.populate, q.fields));
  const counts = (extra: object) => (q.withCount ? extra : {});
  const pagination =
    q.offset === null
      ? { page: q.page, pageSize: q.pageSize, ...counts({ pageCount: Math.ceil(total / q.pageSize), total }) }
      : { start: q.offset, limit: q.pageSize, ...counts({ total }) };
  return { data, meta: { pagination } };
}
