// Property-based fuzzing of the content service (/content/api, Strapi v5 dialect; issue 10): every content
// type (collections, list and by id, and single types), with generated filters, sort, pagination, populate and
// fields, valid and hostile. Every answer is 2xx or 4xx with a message, none hangs, and nothing stored changes.
import fc from 'fast-check';
import { makeTestApp, type TestApp } from './support/test-app';
import { fuzzScale, fuzzSeed, FuzzTally, printable, send, tableCounts, type FuzzRequest } from './support/fuzz/runner';
import { pathArb, strayRequestArb, type Samples } from './support/fuzz/requests';
import { illFormedEscape } from './support/fuzz/hostile';
import { contentQueryArb, type ContentShape } from './support/fuzz/content-queries';
import { CONTENT_TYPES, type ContentType } from '../../server/content/collections';
import type { RouteInfo } from '../../server/plugins/route-list';
import { leaks, LogCapture } from './support/fuzz/log-leaks';

/** Requests in the normal run: with the /website fuzz file the suite sends more than 10,000. */
const BUDGET = { routes: 3100, stray: 300 };
const SEED = fuzzSeed(20261123);
const BOGUS_COLLECTIONS = ['users', 'upload', 'admin', 'reliable-service', 'Reliable-Services', 'home-pages', '%2e%2e%2fadmin', '%00', 'a'.repeat(101)];
/** Every content type's REST path: the collections' plural names and the single types' singular ones. */
const TYPE_PATHS = CONTENT_TYPES.map((type) => type.path);

let t: TestApp;
let routes: RouteInfo[];
const documentIds: Record<string, string[]> = {};
const tally = new FuzzTally();
const log = new LogCapture();
const started = Date.now();

function shapeOf(type: ContentType): ContentShape {
  const attrs = Object.entries(type.attributes);
  return {
    scalars: attrs.filter(([, a]) => a.kind !== 'media' && a.kind !== 'component').map(([k]) => k),
    relations: attrs.filter(([, a]) => a.kind === 'media' || a.kind === 'component').map(([k]) => k),
  };
}

beforeAll(async () => {
  // The most verbose level: not one line of it may carry what a request sent.
  t = await makeTestApp({ LOG_LEVEL: 'trace' }, { logStream: log });
  routes = t.app.routeList.filter((r) => r.url.startsWith('/content/api') && r.method !== 'HEAD');
  for (const type of CONTENT_TYPES) {
    const res = await t.app.inject({ method: 'GET', url: `/content/api/${type.path}${type.kind === 'collectionType' ? '?pagination[pageSize]=100' : ''}` });
    const { data } = res.json() as { data: { documentId: string }[] | { documentId: string } };
    documentIds[type.path] = (Array.isArray(data) ? data : [data]).slice(0, 4).map((d) => d.documentId);
  }
}, 60_000);

afterAll(async () => {
  console.log(tally.summary('content fuzz', SEED, Date.now() - started));
  await t?.close();
});

function requestArb(route: RouteInfo): fc.Arbitrary<FuzzRequest> {
  const collection = fc.oneof(
    { arbitrary: fc.constantFrom(...TYPE_PATHS), weight: 15 },
    { arbitrary: fc.constantFrom(...BOGUS_COLLECTIONS), weight: 1 },
  );
  return collection.chain((c) => {
    const type = CONTENT_TYPES.find((x) => x.path === c);
    const shape = type ? shapeOf(type) : { scalars: ['title'], relations: ['image'] };
    // Mostly the collection's own entries; now and then another collection's.
    const own = documentIds[c] ?? [];
    const samples: Samples = { documentId: [...own, ...own, ...own, ...Object.values(documentIds).flat().slice(0, 3)] };
    const url = route.url.replace(':collection', c);
    return fc
      .record({ path: pathArb(url, samples), query: contentQueryArb(shape, url.includes(':documentId') || type?.kind === 'singleType'), isPublic: fc.boolean() })
      .map(({ path, query, isPublic }) =>
        printable({
          endpoint: `GET ${route.url}`,
          method: 'GET' as const,
          url: query ? `${path}?${query}` : path,
          headers: isPublic ? { ispublic: 'true' } : {},
        }),
      );
  });
}

describe('fuzzing /content/api', () => {
  let before: Record<string, number>;
  beforeAll(async () => {
    before = await tableCounts(t.database);
  });

  it('finds the content endpoints in the routes the app registered', () => {
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /content/api/:collection', 'GET /content/api/:collection/:documentId']),
    );
    expect(Object.values(documentIds).flat().length).toBeGreaterThan(10);
  });

  it('every content type, list and by id, answers generated queries with 2xx or a 4xx message, in time', async () => {
    let offset = 0;
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestArb(route), async (req) => {
          await send(t.app, req, tally);
        }),
        { seed: SEED + offset++, numRuns: Math.ceil((BUDGET.routes * fuzzScale()) / routes.length) },
      );
    }
  }, 600_000);

  it('a query parameter whose text is not well-formed gets 400 in Strapi\'s error shape, naming it', async () => {
    const arb = fc.record({
      collection: fc.constantFrom(...TYPE_PATHS),
      name: fc.constantFrom('filters[title][$eq]', 'filters[$or][0][title][$contains]', 'sort', 'populate', 'fields[0]', 'pagination[page]', 'locale'),
      bad: illFormedEscape,
      before: fc.constantFrom('', 'populate=*&', 'filters[is_active]=true&'),
    });
    await fc.assert(
      fc.asyncProperty(arb, async ({ collection, name, bad, before: prefix }) => {
        const url = `/content/api/${collection}?${prefix}${name}=${bad}`;
        const res = await send(t.app, { endpoint: 'GET /content/api/:collection', method: 'GET', url }, tally);
        expect(res.statusCode).toBe(400);
        const body = res.json() as { data: null; error: { status: number; message: string } };
        expect(body.data).toBeNull();
        expect(body.error.status).toBe(400);
        expect(body.error.message.startsWith(`query parameter ${name} `)).toBe(true);
      }),
      { seed: SEED + 200, numRuns: 200 * fuzzScale() },
    );
  });

  it('methods it lacks and paths it has no route for get a 4xx message', async () => {
    await fc.assert(
      fc.asyncProperty(strayRequestArb('/content/api', routes), async (req) => {
        await send(t.app, req, tally);
      }),
      { seed: SEED + 100, numRuns: BUDGET.stray * fuzzScale() },
    );
  }, 600_000);

  it('changed nothing stored, and fuzzed every content route', async () => {
    expect(await tableCounts(t.database)).toEqual(before);
    expect(tally.total).toBeGreaterThanOrEqual(BUDGET.routes + BUDGET.stray);
    for (const route of routes) expect([route.url, (tally.perEndpoint.get(`GET ${route.url}`) ?? 0) > 0]).toEqual([route.url, true]);
  });

  it('logged a line per request, and not one carries a query, a path or a client address it sent', () => {
    const logged = log.strings();
    expect(log.lines).toBeGreaterThanOrEqual(tally.total);
    expect(tally.submitted.size).toBeGreaterThan(1000);
    const patterns = t.app.routeList.map((r) => r.url);
    expect(leaks(logged, tally.submitted, (text) => patterns.some((p) => p.includes(text)))).toEqual([]);
  });
});
