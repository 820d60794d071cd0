// Parses Strapi v5 REST query parameters (bracket syntax) and validates them against a collection's
// attributes. Supported: filters (implicit $eq, $eq $ne $in $notIn $lt $lte $gt $gte $contains
// $containsi $null $notNull), sort, pagination (page/pageSize or start/limit), populate (*, lists, nested
// [populate]), fields, status, locale.
import type { Attribute } from './collections';
import { SYSTEM } from './collections';

export class QueryError extends Error {}

type Tree = { [key: string]: Tree | string };

/** `a[b][c]=v` pairs into a nested object; repeated flat keys are refused. */
export function parseBrackets(search: URLSearchParams): Tree {
  const root: Tree = {};
  for (const [rawKey, value] of search) {
    const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!m) throw new QueryError(`Invalid query parameter ${rawKey}`);
    const path = [m[1]!, ...[...m[2]!.matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1]!)];
    if (path.length > 6) throw new QueryError(`Query parameter ${rawKey} is nested too deeply`);
    let node = root;
    path.forEach((key, i) => {
      const k = key === '' ? String(Object.keys(node).length) : key;
      if (i === path.length - 1) {
        if (k in node) throw new QueryError(`Query parameter ${rawKey} is given more than once`);
        node[k] = value;
      } else {
        const next = node[k];
        if (typeof next === 'string') throw new QueryError(`Invalid query parameter ${rawKey}`);
        node = next ?? (node[k] = {});
      }
    });
  }
  return root;
}

export type Operator = '$eq' | '$ne' | '$in' | '$notIn' | '$lt' | '$lte' | '$gt' | '$gte' | '$contains' | '$containsi' | '$null' | '$notNull';
const OPERATORS: Operator[] = ['$eq', '$ne', '$in', '$notIn', '$lt', '$lte', '$gt', '$gte', '$contains', '$containsi', '$null', '$notNull'];

export type Scalar = string | number | boolean | null;
export interface Condition {
  field: string;
  op: Operator;
  value: Scalar | Scalar[];
}

/** Populate tree: true = populate this attribute; an object = populate it and these inside. */
export type Populate = { [key: string]: true | Populate };

export interface ContentQuery {
  filters: Condition[];
  sort: { field: string; desc: boolean }[];
  page: number;
  pageSize: number;
  /** start/limit pagination when given. */
  offset: number | null;
  populate: Populate;
  fields: string[] | null;
}

function coerce(attr: Attribute, field: string, raw: string): Scalar {
  if (attr.kind === 'boolean') {
    if (raw === 'true' || raw === 'false') return raw === 'true';
    throw new QueryError(`Invalid value for ${field}: expected true or false`);
  }
  if (attr.kind === 'integer') {
    if (!/^-?\d{1,9}$/.test(raw)) throw new QueryError(`Invalid value for ${field}: expected an integer`);
    return Number(raw);
  }
  return raw;
}

function filterable(attrs: Record<string, Attribute>, field: string): Attribute {
  const attr = attrs[field] ?? SYSTEM[field];
  if (!attr || attr.kind === 'media' || attr.kind === 'component') throw new QueryError(`Invalid key ${field}`);
  return attr;
}

function parseFilters(tree: Tree | string | undefined, attrs: Record<string, Attribute>): Condition[] {
  if (tree === undefined) return [];
  if (typeof tree === 'string') throw new QueryError('Invalid filters: expected filters[field]');
  return Object.entries(tree).flatMap(([field, spec]) => {
    if (field.startsWith('$')) throw new QueryError(`Invalid key ${field}: logical operators are not supported here`);
    const attr = filterable(attrs, field);
    if (typeof spec === 'string') return [{ field, op: '$eq' as Operator, value: coerce(attr, field, spec) }];
    return Object.entries(spec).map(([op, raw]) => {
      if (!OPERATORS.includes(op as Operator)) throw new QueryError(`Invalid operator ${op} on ${field}`);
      if (op === '$in' || op === '$notIn') {
        const list = typeof raw === 'string' ? raw.split(',') : Object.values(raw);
        if (list.some((v) => typeof v !== 'string')) throw new QueryError(`Invalid value for ${field}[${op}]`);
        return { field, op: op as Operator, value: (list as string[]).map((v) => coerce(attr, field, v)) };
      }
      if (typeof raw !== 'string') throw new QueryError(`Invalid value for ${field}[${op}]`);
      if (op === '$null' || op === '$notNull') return { field, op: op as Operator, value: raw === 'true' };
      return { field, op: op as Operator, value: coerce(attr, field, raw) };
    });
  });
}

function parseSort(tree: Tree | string | undefined, attrs: Record<string, Attribute>): ContentQuery['sort'] {
  if (tree === undefined) return [];
  const items = typeof tree === 'string' ? tree.split(',') : Object.values(tree);
  return items.map((item) => {
    if (typeof item !== 'string') throw new QueryError('Invalid sort');
    const [field = '', dir = 'asc', extra] = item.trim().split(':');
    if (extra !== undefined || !['asc', 'desc'].includes(dir.toLowerCase())) throw new QueryError(`Invalid sort ${item}`);
    filterable(attrs, field);
    return { field, desc: dir.toLowerCase() === 'desc' };
  });
}

function positive(raw: Tree | string | undefined, name: string, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw) || Number(raw) < 1) {
    throw new QueryError(`Invalid pagination[${name}]: expected a positive integer`);
  }
  return Math.min(Number(raw), max);
}

export function parsePopulate(tree: Tree | string | undefined, attrs: Record<string, Attribute>): Populate {
  if (tree === undefined) return {};
  const relational = Object.entries(attrs).filter(([, a]) => a.kind === 'media' || a.kind === 'component');
  const one = (key: string): [string, true | Populate] => {
    const attr = attrs[key];
    if (!attr || (attr.kind !== 'media' && attr.kind !== 'component')) throw new QueryError(`Invalid key ${key}`);
    return [key, true];
  };
  if (typeof tree === 'string') {
    if (tree === '*') return Object.fromEntries(relational.map(([k]) => [k, true]));
    return Object.fromEntries(tree.split(',').map((k) => one(k.trim())));
  }
  const out: Populate = {};
  for (const [key, value] of Object.entries(tree)) {
    if (/^\d+$/.test(key) && typeof value === 'string') {
      Object.assign(out, parsePopulate(value, attrs));
      continue;
    }
    const [name] = one(key);
    const attr = attrs[name]!;
    if (typeof value === 'string') {
      if (value !== 'true' && value !== '*') throw new QueryError(`Invalid populate value for ${key}`);
      out[name] = true;
    } else {
      const inner = value.populate;
      out[name] = inner === undefined ? true : attr.attributes ? parsePopulate(inner, attr.attributes) : true;
    }
  }
  return out;
}

const TOP_LEVEL = ['filters', 'sort', 'pagination', 'populate', 'fields', 'status', 'locale'];

export function parseContentQuery(search: URLSearchParams, attrs: Record<string, Attribute>): ContentQuery {
  const tree = parseBrackets(search);
  for (const key of Object.keys(tree)) if (!TOP_LEVEL.includes(key)) throw new QueryError(`Invalid query parameter ${key}`);
  if (tree.status !== undefined && tree.status !== 'published' && tree.status !== 'draft') {
    throw new QueryError('Invalid status: expected published or draft');
  }
  const pagination = tree.pagination;
  if (typeof pagination === 'string') throw new QueryError('Invalid pagination');
  const usesOffset = pagination?.start !== undefined || pagination?.limit !== undefined;
  if (usesOffset && (pagination?.page !== undefined || pagination?.pageSize !== undefined)) {
    throw new QueryError('Invalid pagination: use page/pageSize or start/limit, not both');
  }
  const fields = tree.fields;
  const fieldList = fields === undefined ? null : typeof fields === 'string' ? fields.split(',') : Object.values(fields);
  for (const f of fieldList ?? []) if (typeof f !== 'string') throw new QueryError('Invalid fields');
  for (const f of (fieldList ?? []) as string[]) filterable(attrs, f);
  const rawStart = pagination?.start;
  if (rawStart !== undefined && (typeof rawStart !== 'string' || !/^\d{1,6}$/.test(rawStart))) {
    throw new QueryError('Invalid pagination[start]: expected a whole number');
  }
  const start = rawStart === undefined ? 0 : Number(rawStart);
  return {
    filters: parseFilters(tree.filters, attrs),
    sort: parseSort(tree.sort, attrs),
    page: usesOffset ? 1 : positive(pagination?.page, 'page', 1, 100000),
    pageSize: positive(usesOffset ? pagination?.limit : pagination?.pageSize, usesOffset ? 'limit' : 'pageSize', 25, 100),
    offset: usesOffset ? start : null,
    populate: parsePopulate(tree.populate, attrs),
    fields: fieldList as string[] | null,
  };
}
