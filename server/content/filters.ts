// Strapi v5 `filters`: attribute operators, the implicit $eq of `filters[field]=v`, the implicit $in of
// `filters[field][0]=a&filters[field][1]=b`, and the logical operators $and, $or (lists of filter groups)
// and $not (at the root of a group or on one attribute). Validated against the collection's attributes.
import type { Attribute } from './collections';
import { SYSTEM } from './collections';
import { listOf, QueryError, type Node } from './params';

export type Operator =
  | '$eq' | '$eqi' | '$ne' | '$nei' | '$in' | '$notIn' | '$lt' | '$lte' | '$gt' | '$gte' | '$between'
  | '$contains' | '$containsi' | '$notContains' | '$notContainsi'
  | '$startsWith' | '$startsWithi' | '$endsWith' | '$endsWithi' | '$null' | '$notNull';

const OPERATORS: readonly string[] = [
  '$eq', '$eqi', '$ne', '$nei', '$in', '$notIn', '$lt', '$lte', '$gt', '$gte', '$between',
  '$contains', '$containsi', '$notContains', '$notContainsi',
  '$startsWith', '$startsWithi', '$endsWith', '$endsWithi', '$null', '$notNull',
];
const LIST_OPERATORS: readonly string[] = ['$in', '$notIn', '$between'];

export type Scalar = string | number | boolean | null;

export interface Condition {
  field: string;
  op: Operator;
  value: Scalar | Scalar[];
}

/** A filter tree: a condition on one attribute, or a logical combination. */
export type Filter = Condition | { and: Filter[] } | { or: Filter[] } | { not: Filter };

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

/** An attribute that can be filtered, sorted or selected: scalars and system fields, never media or components. */
export function scalarAttribute(attrs: Record<string, Attribute>, field: string): Attribute {
  const attr = Object.hasOwn(attrs, field) ? attrs[field] : Object.hasOwn(SYSTEM, field) ? SYSTEM[field] : undefined;
  if (!attr || attr.kind === 'media' || attr.kind === 'component') throw new QueryError(`Invalid key ${field}`);
  return attr;
}

function strings(node: Node, what: string): string[] {
  const list = typeof node === 'string' ? [node] : listOf(node);
  if (!list || list.some((v) => typeof v !== 'string')) throw new QueryError(`Invalid value for ${what}: expected a list of values`);
  return list as string[];
}

/** `filters[field][...]`: the operators applied to one attribute (all must hold). */
function attributeFilters(field: string, attr: Attribute, spec: Node): Filter[] {
  if (typeof spec === 'string') return [{ field, op: '$eq', value: coerce(attr, field, spec) }];
  const list = listOf(spec);
  if (list) return [{ field, op: '$in', value: strings(list, field).map((v) => coerce(attr, field, v)) }];
  return Object.entries(spec).map(([op, raw]): Filter => {
    if (op === '$not') return { not: { and: attributeFilters(field, attr, raw) } };
    if (!OPERATORS.includes(op)) throw new QueryError(`Invalid key ${op} at ${field}`);
    const operator = op as Operator;
    if (LIST_OPERATORS.includes(op)) {
      // As in Strapi, a single value is a list of one: `$in=a,b` looks for the text "a,b".
      const values = strings(raw, `${field}[${op}]`).map((v) => coerce(attr, field, v));
      if (op === '$between' && values.length !== 2) throw new QueryError(`Invalid value for ${field}[$between]: expected two values`);
      return { field, op: operator, value: values };
    }
    if (typeof raw !== 'string') throw new QueryError(`Invalid value for ${field}[${op}]`);
    if (op === '$null' || op === '$notNull') return { field, op: operator, value: raw === 'true' };
    return { field, op: operator, value: coerce(attr, field, raw) };
  });
}

function logicalList(key: '$and' | '$or', spec: Node, attrs: Record<string, Attribute>): Filter[] {
  const list = listOf(spec);
  if (!list || list.length === 0) throw new QueryError(`Invalid value for ${key}: expected filters[${key}][0][field]=...`);
  return list.map((group) => ({ and: parseFilterGroup(group, attrs) }));
}

/** One filter group (the `filters` object, or an element of $and/$or): every entry must hold. */
export function parseFilterGroup(node: Node | undefined, attrs: Record<string, Attribute>): Filter[] {
  if (node === undefined) return [];
  if (typeof node === 'string') throw new QueryError('Invalid filters: expected filters[field]=value');
  const list = listOf(node);
  if (list) return list.flatMap((group) => parseFilterGroup(group, attrs));
  return Object.entries(node).flatMap(([key, spec]): Filter[] => {
    if (key === '$and') return logicalList(key, spec, attrs);
    if (key === '$or') return [{ or: logicalList(key, spec, attrs) }];
    if (key === '$not') return [{ not: { and: parseFilterGroup(spec, attrs) } }];
    if (key.startsWith('$')) throw new QueryError(`Invalid key ${key}`);
    return attributeFilters(key, scalarAttribute(attrs, key), spec);
  });
}
