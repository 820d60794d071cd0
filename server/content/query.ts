// Parses Strapi v5 REST query parameters (qs bracket syntax, see params.ts) and validates them against a
// collection's attributes: filters (filters.ts), sort, pagination (page/pageSize or start/limit, withCount),
// populate (*, lists, nested [populate]), fields, status, locale. docs/api.md lists what differs from Strapi.
import type { Attribute } from './collections';
import { parseFilterGroup, scalarAttribute, type Filter } from './filters';
import { listOf, parseBrackets, QueryError, type Node } from './params';

export { parseBrackets, QueryError } from './params';
export type { Condition, Filter, Operator, Scalar } from './filters';

/** Populate tree: true = populate this attribute; an object = populate it and these inside. */
export type Populate = { [key: string]: true | Populate };

export interface ContentQuery {
  /** Every filter must hold (the `filters` object is an implicit $and). */
  filters: Filter[];
  sort: { field: string; desc: boolean }[];
  page: number;
  pageSize: number;
  /** start/limit pagination when given. */
  offset: number | null;
  /** pagination[withCount]=false leaves total and pageCount out of meta.pagination. */
  withCount: boolean;
  populate: Populate;
  fields: string[] | null;
}

type Sort = ContentQuery['sort'][number];

function sortEntry(field: string, dir: string, item: string, attrs: Record<string, Attribute>): Sort {
  if (!['asc', 'desc'].includes(dir.toLowerCase())) throw new QueryError(`Invalid sort ${item}: the order must be asc or desc`);
  scalarAttribute(attrs, field);
  return { field, desc: dir.toLowerCase() === 'desc' };
}

/** `sort=a:asc,b:desc`, `sort=a&sort=b:desc`, `sort[0]=a:asc&sort[1]=b:desc` or `sort[a]=asc`, as Strapi reads them. */
function parseSort(node: Node | undefined, attrs: Record<string, Attribute>): Sort[] {
  if (node === undefined) return [];
  if (typeof node === 'string') {
    return node.split(',').map((item) => {
      const [field = '', dir = 'asc', extra] = item.trim().split(':');
      if (extra !== undefined) throw new QueryError(`Invalid sort ${item}`);
      return sortEntry(field, dir, item, attrs);
    });
  }
  const list = listOf(node);
  if (list) return list.flatMap((item) => parseSort(item, attrs));
  return Object.entries(node).map(([field, dir]) => {
    if (typeof dir !== 'string') throw new QueryError(`Invalid sort ${field}: only attributes of the entry can be sorted`);
    return sortEntry(field, dir, `${field}:${dir}`, attrs);
  });
}

function positive(raw: Node | undefined, name: string, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw) || Number(raw) < 1) {
    throw new QueryError(`Invalid pagination[${name}]: expected a positive integer`);
  }
  return Math.min(Number(raw), max);
}

function names(node: Node, what: string): string[] {
  if (typeof node === 'string') return node.split(',').map((k) => k.trim());
  const list = listOf(node);
  if (!list) throw new QueryError(`Invalid ${what}`);
  return list.flatMap((item) => names(item, what));
}

export function parsePopulate(node: Node | undefined, attrs: Record<string, Attribute>): Populate {
  if (node === undefined) return {};
  const relational = Object.entries(attrs).filter(([, a]) => a.kind === 'media' || a.kind === 'component');
  const check = (key: string): Attribute => {
    const attr = Object.hasOwn(attrs, key) ? attrs[key] : undefined;
    if (!attr || (attr.kind !== 'media' && attr.kind !== 'component')) throw new QueryError(`Invalid key ${key}`);
    return attr;
  };
  if (typeof node === 'string' || listOf(node)) {
    const keys = names(node, 'populate');
    if (keys.includes('*')) return Object.fromEntries(relational.map(([k]) => [k, true]));
    return Object.fromEntries(keys.map((k) => (check(k), [k, true])));
  }
  const out: Populate = {};
  for (const [key, value] of Object.entries(node as Record<string, Node>)) {
    const attr = check(key);
    if (typeof value === 'string') {
      if (value !== 'true' && value !== '*') throw new QueryError(`Invalid populate value for ${key}`);
      out[key] = true;
      continue;
    }
    if (listOf(value)) throw new QueryError(`Invalid populate value for ${key}`);
    const inner = value as Record<string, Node>;
    for (const k of Object.keys(inner)) {
      if (k !== 'populate') throw new QueryError(`Invalid key populate[${key}][${k}]: only [populate] is supported`);
    }
    out[key] = inner.populate === undefined ? true : attr.attributes ? parsePopulate(inner.populate, attr.attributes) : true;
  }
  return out;
}

const TOP_LEVEL = ['filters', 'sort', 'pagination', 'populate', 'fields', 'status', 'locale'];

function parsePagination(node: Node | undefined) {
  if (node !== undefined && (typeof node === 'string' || listOf(node))) throw new QueryError('Invalid pagination');
  const p = (node ?? {}) as Record<string, Node>;
  for (const key of Object.keys(p)) {
    if (!['page', 'pageSize', 'start', 'limit', 'withCount'].includes(key)) throw new QueryError(`Invalid key pagination[${key}]`);
  }
  const usesOffset = p.start !== undefined || p.limit !== undefined;
  if (usesOffset && (p.page !== undefined || p.pageSize !== undefined)) {
    throw new QueryError('Invalid pagination: use page/pageSize or start/limit, not both');
  }
  if (p.start !== undefined && (typeof p.start !== 'string' || !/^\d{1,6}$/.test(p.start))) {
    throw new QueryError('Invalid pagination[start]: expected a whole number');
  }
  if (p.withCount !== undefined && p.withCount !== 'true' && p.withCount !== 'false') {
    throw new QueryError('Invalid pagination[withCount]: expected true or false');
  }
  return {
    page: usesOffset ? 1 : positive(p.page, 'page', 1, 100000),
    pageSize: positive(usesOffset ? p.limit : p.pageSize, usesOffset ? 'limit' : 'pageSize', 25, 100),
    offset: usesOffset ? Number(p.start ?? '0') : null,
    withCount: p.withCount !== 'false',
  };
}

export function parseContentQuery(search: URLSearchParams, attrs: Record<string, Attribute>): ContentQuery {
  const tree = parseBrackets(search);
  for (const key of Object.keys(tree)) if (!TOP_LEVEL.includes(key)) throw new QueryError(`Invalid query parameter ${key}`);
  if (tree.status !== undefined && tree.status !== 'published' && tree.status !== 'draft') {
    throw new QueryError('Invalid status: expected published or draft');
  }
  if (tree.locale !== undefined && typeof tree.locale !== 'string') throw new QueryError('Invalid locale');
  const fields = tree.fields === undefined ? null : names(tree.fields, 'fields');
  for (const f of fields ?? []) scalarAttribute(attrs, f);
  return {
    filters: parseFilterGroup(tree.filters, attrs),
    sort: parseSort(tree.sort, attrs),
    ...parsePagination(tree.pagination),
    populate: parsePopulate(tree.populate, attrs),
    fields,
  };
}
