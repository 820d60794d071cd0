// Request generators driven by the routes the app registered: path parameters and query strings come from
// each route's own schema (valid values, values just outside, hostile values, unknown and duplicated
// keys), so a new endpoint is fuzzed as soon as it exists.
import fc from 'fast-check';
import type { RouteInfo } from '../../../../server/plugins/route-list';
import { printable, type FuzzRequest } from './runner';
import { encoder, hostileKey, hostileString, illFormedEscape, rawQueryJunk, sometimes } from './hostile';

/** Known-good values per parameter name (real ids, real sizes, real file names), gathered from the app. */
export type Samples = Record<string, string[]>;

interface PropSchema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

interface ObjectSchema {
  properties?: Record<string, PropSchema>;
  required?: string[];
}

/** A value the schema should accept, or one just beyond its edges. */
function plausible(name: string, prop: PropSchema, samples: Samples): fc.Arbitrary<string> {
  const known = samples[name];
  const options: fc.Arbitrary<string>[] = [];
  if (known && known.length > 0) options.push(fc.constantFrom(...known));
  if (prop.enum) options.push(fc.constantFrom(...prop.enum.map(String)));
  const type = Array.isArray(prop.type) ? prop.type[0] : prop.type;
  if (type === 'integer' || type === 'number') {
    const min = prop.minimum ?? -1e6;
    const max = prop.maximum ?? 1e6;
    options.push(fc.constantFrom(min, max, min - 1, max + 1, 0).map(String));
    options.push(
      type === 'integer'
        ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }).map(String)
        : fc.double({ min, max, noNaN: true }).map(String),
    );
  } else if (type === 'boolean') {
    options.push(fc.constantFrom('true', 'false', '1', '0'));
  } else if (!prop.enum && !known) {
    options.push(fc.string({ maxLength: (prop.maxLength ?? 40) + 2 }));
  }
  return fc.oneof(...options);
}

function pairFor(name: string, prop: PropSchema, samples: Samples): fc.Arbitrary<[string, string]> {
  return fc
    .oneof({ arbitrary: plausible(name, prop, samples), weight: 4 }, { arbitrary: hostileString, weight: 1 })
    .map((value) => [name, value] as [string, string]);
}

/** A query string for a route's querystring schema: mostly plausible, sometimes with junk beside it. */
export function queryArb(schema: unknown, samples: Samples): fc.Arbitrary<string> {
  const { properties = {}, required = [] } = (schema ?? {}) as ObjectSchema;
  const known = Object.entries(properties).map(([name, prop]) =>
    fc.option(pairFor(name, prop, samples), { freq: required.includes(name) ? 12 : 2 }),
  );
  const extra = fc.oneof(
    { arbitrary: fc.constant([] as [string, string][]), weight: 5 },
    { arbitrary: fc.array(fc.tuple(hostileKey, hostileString), { minLength: 1, maxLength: 3 }), weight: 1 },
  );
  return fc
    .record({
      known: fc.tuple(...known),
      extra,
      duplicate: fc.nat({ max: 9 }),
      junk: sometimes(rawQueryJunk, 10),
      encode: encoder,
      order: fc.nat(),
    })
    .map(({ known, extra, duplicate, junk, encode, order }) => {
      const pairs = [...known.filter((p): p is [string, string] => p !== null), ...extra];
      // Repeat one parameter now and then (`a=1&a=2`).
      if (duplicate === 0 && pairs.length > 0) pairs.push(pairs[order % pairs.length]!);
      const parts = pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`);
      if (junk !== null) parts.splice(order % (parts.length + 1), 0, junk);
      return parts.join('&');
    });
}

/** A path parameter: a known value or anything else, encoded the way clients might. */
function paramArb(name: string, samples: Samples): fc.Arbitrary<string> {
  const known = samples[name] ?? [];
  const hostile = fc.oneof(
    hostileString.map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, ''))),
    // A segment that is exactly ".." (or "%2e%2e") is resolved away by clients (and by inject's URL parser).
    fc.constantFrom('%2e%2e%2f%2e%2e', '..%5c..', '..%2F..%2Fetc%2Fpasswd', '%00', '%', '%zz', 'a'.repeat(300), '.pdf', 'x.PDF', '-.svg'),
  );
  return known.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 2 }, { arbitrary: hostile, weight: 1 }) : hostile;
}

/** The route's url with its :params and * filled in. */
export function pathArb(url: string, samples: Samples): fc.Arbitrary<string> {
  const segments = url.split('/');
  const filled = segments.map((seg) => {
    if (seg.startsWith(':')) return paramArb(seg.slice(1), samples);
    if (seg === '*') return fc.oneof(paramArb('*', samples), fc.constant(''));
    return fc.constant(seg);
  });
  return fc.tuple(...filled).map((parts) => parts.join('/'));
}

/** The route's url with its :params and * filled in from the known-good samples only ('x' without any). */
export function knownPathArb(url: string, samples: Samples): fc.Arbitrary<string> {
  const fill = (name: string) => {
    const known = samples[name] ?? [];
    return known.length > 0 ? fc.constantFrom(...known) : fc.constant('x');
  };
  const filled = url.split('/').map((seg) => (seg.startsWith(':') ? fill(seg.slice(1)) : seg === '*' ? fill('*') : fc.constant(seg)));
  return fc.tuple(...filled).map((parts) => parts.join('/'));
}

const acceptEncoding = fc.constantFrom(undefined, 'gzip', 'br', 'gzip, deflate, br', 'identity;q=0, *;q=0', 'x-garbage', '*');
const ifNoneMatch = fc.constantFrom(undefined, undefined, '*', '"abc"', 'W/"x"', '"');

/** A GET (now and then HEAD) of a route, with a generated path and query string and odd headers. */
export function getRequestArb(route: RouteInfo, samples: Samples): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathArb(route.url, samples),
      query: queryArb(route.schema?.querystring, samples),
      head: fc.nat({ max: 19 }),
      enc: acceptEncoding,
      inm: ifNoneMatch,
      body: sometimes(fc.constantFrom('{"a":1}', 'x'.repeat(70_000)), 15),
    })
    .map(({ path, query, head, enc, inm, body }) => {
      const headers: Record<string, string> = {};
      if (enc) headers['accept-encoding'] = enc;
      if (inm) headers['if-none-match'] = inm;
      if (body !== null) headers['content-type'] = 'application/json';
      return printable({
        endpoint: `GET ${route.url}`,
        method: head === 0 ? 'HEAD' : 'GET',
        url: query ? `${path}?${query}` : path,
        headers,
        ...(body === null ? {} : { payload: body }),
      });
    });
}

/** Methods a route does not have, odd spellings of paths, and paths no route has. */
export function strayRequestArb(prefix: string, routes: RouteInfo[]): fc.Arbitrary<FuzzRequest> {
  const urls = [...new Set(routes.map((r) => r.url.replace(/:[^/]+|\*/g, 'x')))];
  const path = fc.oneof(
    fc.constantFrom(...urls),
    fc.constantFrom(...urls).map((u) => `${prefix}${u.slice(prefix.length).replace(/\//g, '//')}`),
    fc.constantFrom(...urls).map((u) => `${u}/`),
    fc.constantFrom(...urls).map((u) => `${prefix}${u.slice(prefix.length).toUpperCase()}`),
    hostileString.map((s) => `${prefix}/${encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, ''))}`),
    fc.constantFrom(`${prefix}/%`, `${prefix}/%zz`, `${prefix}/%00`, `${prefix}/;a=1`, `${prefix}/x?%`, `${prefix}`),
  );
  return fc
    .record({ method: fc.constantFrom('PUT', 'PATCH', 'DELETE', 'OPTIONS', 'POST', 'GET'), path })
    .map(({ method, path }) =>
      printable({
        endpoint: `other ${prefix}`,
        method: method as FuzzRequest['method'],
        url: path,
        headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { payload: '{}' }),
      }),
    );
}

/**
 * A query string with one parameter (one of the route's own, or an unknown one) whose value is percent-encoded
 * text that is not UTF-8, among plausible ones; `name` is the parameter the 400 must name.
 */
export function illFormedQueryArb(schema: unknown, samples: Samples): fc.Arbitrary<{ query: string; name: string }> {
  const { properties = {} } = (schema ?? {}) as ObjectSchema;
  const names = Object.keys(properties);
  return fc
    .record({
      name: names.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...names), weight: 4 }, fc.constant('unknown_param')) : fc.constant('unknown_param'),
      bad: illFormedEscape,
      others: fc.subarray(names),
      at: fc.nat(),
    })
    .chain(({ name, bad, others, at }) =>
      fc.tuple(...others.filter((o) => o !== name).map((o) => plausible(o, properties[o]!, samples).map((v) => `${o}=${encodeURIComponent(v)}`))).map((good) => {
        const parts = [...good];
        parts.splice(at % (parts.length + 1), 0, `${name}=${bad}`);
        return { query: parts.join('&'), name };
      }),
    );
}
