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
  if (!['asc', 'desc', 'ASC', 'DESC'].includes(dir)) throw new QueryError('Invalid order. order can only be one of asc|desc|ASC|DESC');
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

/** A pagination number as Strapi reads it (JavaScript's Number: '' is 0, 'abc' is NaN). */
const numberOf = (raw: Node | undefined, fallback: number): number => {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || raw.length > 30) return Number.NaN;
  return Number(raw);
};

/** A page size or limit: at least 1, at most 100 (Strapi's maxLimit here); one that is not a number is 100. */
function sizeOf(raw: Node | undefined, name: string): number {
  const n = numberOf(raw, 25);
  if (Number.isNaN(n)) return 100;
  if (Number.isFinite(n) && !Number.isInteger(n)) throw new QueryError(`Invalid parameter at '${name}'. Expected integer >= 1, received: ${n}`);
  return Math.min(Math.max(n, 1), 100);
}

/** Where a page starts: a whole number >= 0, or Strapi's 400 naming what it computed. */
function startOf(start: number): number {
  if (!Number.isInteger(start) || start < 0) throw new QueryError(`Invalid parameter at 'start'. Expected integer >= 0, received: ${start}`);
  return start;
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
    throw new QueryError('Cannot use both page & offset pagination in the same query', 'PaginationError');
  }
  const count = p.withCount === undefined ? 'true' : p.withCount;
  if (typeof count !== 'string' || !['t', '1', 'true', 'false', '0', 'f'].includes(count)) {
    throw new QueryError('Invalid withCount parameter. Expected "t","1","true","false","0","f"');
  }
  const withCount = ['t', '1', 'true'].includes(count);
  if (usesOffset) {
    const limit = sizeOf(p.limit, 'limit');
    return { page: 1, pageSize: limit, offset: startOf(Math.max(numberOf(p.start, 0), 0)), withCount };
  }
  // As Strapi: a page below 1 is the first; the start it makes must be a whole number.
  const pageSize = sizeOf(p.pageSize, 'pageSize');
  const page = Math.max(numberOf(p.page, 1), 1);
  startOf((page - 1) * pageSize);
  return { page, pageSize, offset: null, withCount };
}

export function parseContentQuery(search: URLSearchParams, attrs: Record<string, Attribute>): ContentQuery {
  const tree = parseBrackets(search);
  for (const key of Object.keys(tree)) if (!TOP_LEVEL.includes(key)) throw new QueryError(`Invalid key ${key}`);
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
