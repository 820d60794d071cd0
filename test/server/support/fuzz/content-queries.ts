// Strapi v5 REST query strings for the content service: filters (implicit $eq, operators, $and/$or/$not,
// lists), sort, pagination, populate, fields, status, locale; real attribute names mixed with unknown ones,
// valid values with hostile ones, and the bracket soup qs-style parsers trip over.
import fc from 'fast-check';
import { encoder, hostileKey, hostileString, rawQueryJunk, sometimes } from './hostile';

const OPERATORS = ['$eq', '$eqi', '$ne', '$nei', '$in', '$notIn', '$lt', '$lte', '$gt', '$gte', '$between', '$contains', '$notContains', '$containsi', '$notContainsi', '$startsWith', '$endsWith', '$null', '$notNull', '$and', '$or', '$not', '$where', '$regex', '$exists'];

const operator = fc.oneof(
  { arbitrary: fc.constantFrom('$eq', '$ne', '$in', '$lt', '$gte', '$contains', '$containsi', '$null', '$notNull'), weight: 4 },
  { arbitrary: fc.constantFrom(...OPERATORS), weight: 2 },
  { arbitrary: hostileKey, weight: 1 },
);

export interface ContentShape {
  /** Scalar attributes of the content type (filterable, sortable). */
  scalars: string[];
  /** Media and component attributes (populatable). */
  relations: string[];
}

type Pair = [string, string];

function value(): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom('true', 'false', '1', '0', '-1', '3', 'Reliable', 'a', '2026-01-01', '', 'null'), weight: 6 },
    { arbitrary: fc.integer({ min: -1e6, max: 1e6 }).map(String), weight: 1 },
    { arbitrary: hostileString, weight: 2 },
  );
}

function field(shape: ContentShape): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...shape.scalars, 'id', 'documentId', 'createdAt'), weight: 12 },
    { arbitrary: fc.constantFrom(...shape.relations, 'unknown_field'), weight: 1 },
    { arbitrary: hostileKey, weight: 1 },
  );
}

/** `filters[...]` pairs, nested through logical operators and lists up to a few levels. */
function filterPairs(shape: ContentShape): fc.Arbitrary<Pair[]> {
  const { tree } = fc.letrec<{ tree: string[][] }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', maxDepth: 3, withCrossShrink: true },
      // filters[field]=v | filters[field][$op]=v | filters[field][$in][i]=v
      fc.tuple(field(shape), operator, fc.nat({ max: 3 })).map(([f, op, form]) =>
        form === 0 ? [[f]] : form === 1 ? [[f, op]] : form === 2 ? [[f, op, String(form)]] : [[f, op, '']],
      ),
      // filters[$or][i][...] / filters[$and][i][...] / filters[$not][...]
      fc.tuple(fc.constantFrom('$or', '$and', '$not'), fc.array(tie('tree') as fc.Arbitrary<string[][]>, { maxLength: 3 })).map(([op, subs]) =>
        subs.flatMap((paths, i) => paths.map((p) => (op === '$not' ? [op, ...p] : [op, String(i), ...p]))),
      ),
    ),
  }));
  return fc.tuple(tree, fc.array(value(), { minLength: 8, maxLength: 8 })).map(([paths, values]) =>
    paths.map((p, i) => [`filters${p.map((k) => `[${k}]`).join('')}`, values[i % values.length]!] as Pair),
  );
}

function sortPairs(shape: ContentShape): fc.Arbitrary<Pair[]> {
  const item = fc.tuple(field(shape), fc.constantFrom('', ':asc', ':desc', ':DESC', ':up', ':asc:desc')).map(([f, d]) => `${f}${d}`);
  return fc.oneof(
    fc.array(item, { minLength: 1, maxLength: 3 }).map((items) => [['sort', items.join(',')] as Pair]),
    fc.array(item, { minLength: 1, maxLength: 3 }).map((items) => items.map((it, i) => [`sort[${i}]`, it] as Pair)),
    fc.array(item, { minLength: 2, maxLength: 3 }).map((items) => items.map((it) => ['sort', it] as Pair)),
    fc.tuple(field(shape), fc.constantFrom('asc', 'desc', 'sideways')).map(([f, d]) => [[`sort[${f}]`, d] as Pair]),
  );
}

function paginationPairs(): fc.Arbitrary<Pair[]> {
  const number = fc.oneof(fc.constantFrom('1', '2', '10', '25', '100', '101', '0', '-1', '1.5', '999999', '9999999999', 'abc', ''), hostileString);
  return fc
    .subarray(['page', 'pageSize', 'start', 'limit', 'withCount'], { minLength: 1 })
    .chain((keys) => fc.tuple(...keys.map((k) => (k === 'withCount' ? fc.constantFrom('true', 'false', 'yes') : number).map((v) => [`pagination[${k}]`, v] as Pair))));
}

function populatePairs(shape: ContentShape): fc.Arbitrary<Pair[]> {
  // A type without media or components (articles) has only other names to try.
  const rel = shape.relations.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...shape.relations), weight: 4 }, { arbitrary: field(shape), weight: 1 })
    : field(shape);
  return fc.oneof(
    fc.constantFrom<Pair[]>([['populate', '*']], [['populate', 'true']], [['populate', '']], [['populate[0]', '*']]),
    fc.array(rel, { minLength: 1, maxLength: 3 }).map((rs) => [['populate', rs.join(',')] as Pair]),
    fc.array(rel, { minLength: 1, maxLength: 3 }).map((rs) => rs.map((r, i) => [`populate[${i}]`, r] as Pair)),
    fc.tuple(rel, fc.constantFrom('true', '*', 'false', 'x')).map(([r, v]) => [[`populate[${r}]`, v] as Pair]),
    fc.tuple(rel, rel, fc.constantFrom('populate', 'fields', 'filters', 'sort')).map(([r, inner, key]) => [[`populate[${r}][${key}]`, inner] as Pair]),
    fc.tuple(rel, fc.integer({ min: 2, max: 12 })).map(([r, depth]) => [[`populate[${r}]${'[populate][x]'.repeat(depth)}`, '*'] as Pair]),
  );
}

function fieldsPairs(shape: ContentShape): fc.Arbitrary<Pair[]> {
  return fc.oneof(
    fc.array(field(shape), { minLength: 1, maxLength: 4 }).map((fs) => [['fields', fs.join(',')] as Pair]),
    fc.array(field(shape), { minLength: 1, maxLength: 4 }).map((fs) => fs.map((f, i) => [`fields[${i}]`, f] as Pair)),
  );
}

const junkPairs: fc.Arbitrary<Pair[]> = fc.oneof(
  fc.array(fc.tuple(hostileKey, hostileString), { minLength: 1, maxLength: 2 }),
  fc.constantFrom<Pair[]>(
    [['filters', 'x']],
    [['filters[', '1']],
    [['filters]]', '1']],
    [['filters[[title]]', '1']],
    [['filters[title][$in][99999999]', '1']],
    [['filters[title][$in][101]', '1']],
    [['filters[title]', 'a'], ['filters[title][$eq]', 'b']],
    [['filters[title][$eq]', 'a'], ['filters[title]', 'b']],
    [['filters[__proto__][polluted]', 'yes']],
    [['filters[constructor][prototype][polluted]', 'yes']],
    [['populate[__proto__][polluted]', 'yes']],
    [['sort[__proto__]', 'asc']],
    [[`filters${'[$or][0]'.repeat(30)}[title]`, 'x']],
    [['status', 'draft']],
    [['status', 'deleted']],
    [['locale', 'en']],
    [['locale', 'xx-YY']],
    [['publicationState', 'live']],
  ),
);

/** A content-service query string for a content type of this shape; one entry (`byId`, a single type) mostly gets populate and fields. */
export function contentQueryArb(shape: ContentShape, byId = false): fc.Arbitrary<string> {
  const listOnly = byId ? 12 : 1;
  return fc
    .record({
      filters: sometimes(filterPairs(shape), 2 * listOnly),
      sort: sometimes(sortPairs(shape), 3 * listOnly),
      pagination: sometimes(paginationPairs(), 3 * listOnly),
      populate: sometimes(populatePairs(shape), 2),
      fields: sometimes(fieldsPairs(shape), 4),
      junk: sometimes(junkPairs, 8),
      raw: sometimes(rawQueryJunk, 12),
      encode: encoder,
    })
    .map(({ filters, sort, pagination, populate, fields, junk, raw, encode }) => {
      const pairs = [filters, sort, pagination, populate, fields, junk].flatMap((p) => p ?? []);
      const parts = pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`);
      if (raw !== null) parts.push(raw);
      return parts.join('&');
    });
}
