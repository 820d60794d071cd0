// Property-based fuzzing of every /website endpoint the app registers (issue 10, "Bad input and abuse"):
// generated and hostile query strings, paths and bodies. Every answer is 2xx or 4xx with a JSON message,
// none hangs, and the only rows that change are those of the valid submissions that were answered 2xx.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { makeTestApp, type TestApp } from './support/test-app';
import { fuzzScale, fuzzSeed, FuzzTally, send, tableCounts } from './support/fuzz/runner';
import { getRequestArb, illFormedQueryArb, knownPathArb, queryArb, strayRequestArb, type Samples } from './support/fuzz/requests';
import { bodyPlanArb, clientAddressArb, filledHoneypot, idempotencyKeyArb, type BodyPlan } from './support/fuzz/bodies';
import { VALID_BODIES, websiteSamples } from './support/fuzz/samples';
import { sometimes } from './support/fuzz/hostile';
import type { RouteInfo } from '../../server/plugins/route-list';
import { leaks, LogCapture } from './support/fuzz/log-leaks';

/** Requests per group in the normal run; with the content fuzz file the suite sends more than 10,000. */
const BUDGET = { get: 4600, post: 1800, stray: 300, illFormed: 600 };
const SEED = fuzzSeed(20261122);

let t: TestApp;
let samples: Samples;
let routes: RouteInfo[];
const tally = new FuzzTally();
const log = new LogCapture();
const started = Date.now();

beforeAll(async () => {
  // The most verbose level: not one line of it may carry what a request sent.
  t = await makeTestApp({ LOG_LEVEL: 'trace' }, { logStream: log });
  samples = await websiteSamples(t.app);
  routes = t.app.routeList.filter((r) => r.url.startsWith('/website') && r.method !== 'HEAD');
}, 60_000);

afterAll(async () => {
  console.log(tally.summary('website fuzz', SEED, Date.now() - started));
  await t?.close();
});

const runsFor = (group: keyof typeof BUDGET, routeCount: number) => Math.ceil((BUDGET[group] * fuzzScale()) / Math.max(1, routeCount));

interface Submission {
  route: string;
  marker: string;
  plan: BodyPlan['kind'];
  withKey: boolean;
}

describe('fuzzing /website', () => {
  let before: Record<string, number>;
  const stored: Submission[] = [];
  let seedOffset = 0;
  const params = () => ({ seed: SEED + seedOffset++ });

  beforeAll(async () => {
    before = await tableCounts(t.database);
  });

  it('finds the endpoints to fuzz in the routes the app registered', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    // The endpoints of SPEC §7 are among them; any route added later is fuzzed too.
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /website/health',
        'GET /website/products/list',
        'GET /website/products/detail',
        'GET /website/tiresize/compare-tires',
        'GET /website/resource/list',
        'GET /website/dealer/search',
        'GET /website/country/list',
        'POST /website/contact-us',
        'POST /website/request-consultation',
        'POST /website/em-track/create',
      ]),
    );
  });

  it('GET endpoints answer every generated query with 2xx or a 4xx JSON message, in time', async () => {
    const gets = routes.filter((r) => r.method === 'GET');
    for (const route of gets) {
      await fc.assert(
        fc.asyncProperty(getRequestArb(route, samples), async (req) => {
          await send(t.app, req, tally);
        }),
        { ...params(), numRuns: runsFor('get', gets.length) },
      );
    }
  }, 600_000);

  it('POST endpoints answer every generated body with 2xx or a 4xx JSON message; valid ones are accepted', async () => {
    const posts = routes.filter((r) => r.method !== 'GET');
    let marker = 0;
    for (const route of posts) {
      const valid = VALID_BODIES[route.url];
      const arb = fc.record({
        plan: bodyPlanArb(valid),
        key: idempotencyKeyArb,
        ip: clientAddressArb,
        query: sometimes(queryArb(route.schema?.querystring, samples), 12),
      });
      await fc.assert(
        fc.asyncProperty(arb, async ({ plan, key, ip, query }) => {
          const mark = `[fz-${(marker += 1)}]`;
          const { payload, sent } = plan.make(mark);
          const headers: Record<string, string> = {};
          if (plan.contentType) headers['content-type'] = plan.contentType;
          if (key !== null) headers['idempotency-key'] = key;
          const url = query ? `${route.url}?${query}` : route.url;
          const res = await send(t.app, { endpoint: `${route.method} ${route.url}`, method: route.method as 'POST', url, headers, payload, remoteAddress: ip }, tally);
          const ok = res.statusCode >= 200 && res.statusCode < 300;
          if (ok && res.headers['idempotent-replayed'] !== 'true' && !filledHoneypot(valid, sent)) {
            stored.push({ route: route.url, marker: mark, plan: plan.kind, withKey: key !== null });
          }
          // Text that is not well-formed: 400 naming the field (unless the client was rate-limited first).
          if (plan.kind === 'ill-formed' && !query) {
            expect([400, 429]).toContain(res.statusCode);
            if (res.statusCode === 400) expect(String(res.json().message).startsWith(`${plan.illFormedAt} `)).toBe(true);
          }
          // A valid form as JSON is accepted unless the client was rate-limited or reused a key.
          if (plan.kind === 'valid' && plan.contentType === 'application/json' && !query && key !== '' && (key === null || /^[\x21-\x7e]{1,255}$/.test(key))) {
            expect([200, 422, 429]).toContain(res.statusCode);
          }
        }),
        { ...params(), numRuns: runsFor('post', posts.length) },
      );
    }
  }, 600_000);

  it('every route answers a query parameter whose text is not well-formed with 400 naming it', async () => {
    for (const route of routes) {
      const arb = fc.record({ path: knownPathArb(route.url, samples), q: illFormedQueryArb(route.schema?.querystring, samples) });
      await fc.assert(
        fc.asyncProperty(arb, async ({ path, q }) => {
          const res = await send(t.app, { endpoint: `${route.method} ${route.url}`, method: route.method as 'GET', url: `${path}?${q.query}`, headers: { 'content-type': 'application/json' }, payload: route.method === 'GET' ? undefined : '{}' }, tally);
          expect(res.statusCode).toBe(400);
          expect(String(res.json().message).startsWith(`query parameter ${q.name} `)).toBe(true);
        }),
        { ...params(), numRuns: runsFor('illFormed', routes.length) },
      );
    }
  }, 600_000);

  it('methods a route lacks and paths no route has get a 4xx JSON message', async () => {
    await fc.assert(
      fc.asyncProperty(strayRequestArb('/website', routes), async (req) => {
        await send(t.app, req, tally);
      }),
      { ...params(), numRuns: BUDGET.stray * fuzzScale() },
    );
  }, 600_000);

  it('stored exactly the submissions that were answered 2xx, each once with its notification, and nothing else', async () => {
    const after = await tableCounts(t.database);
    const leads = await t.database.rows<{ id: number; data: Record<string, unknown> }>(sql`select id, data from lead order by id`);
    const outbox = await t.database.rows<{ lead_id: number }>(sql`select lead_id from lead_outbox`);
    const fresh = leads.slice(before.lead);
    expect(after.lead - before.lead!).toBe(stored.length);
    expect(after.lead_outbox - before.lead_outbox!).toBe(stored.length);
    expect(after.idempotency_key - before.idempotency_key!).toBe(stored.filter((s) => s.withKey).length);
    const notified = new Set(outbox.map((o) => o.lead_id));
    expect(fresh.every((l) => notified.has(l.id))).toBe(true);
    const texts = fresh.map((l) => JSON.stringify(l.data));
    // A valid submission is stored once with its marker; a mutated one may have lost the marker's field.
    const wrong = stored
      .map((s) => ({ ...s, copies: texts.filter((text) => text.includes(s.marker)).length }))
      .filter((s) => s.copies > 1 || (s.plan === 'valid' && s.copies !== 1));
    expect(wrong).toEqual([]);
    // The rate limits' counts are shared by every instance (issue 21): rows, one per route and client.
    expect(after.rate_limit_hit).toBeGreaterThan(0);
    const untouched = Object.keys(before).filter((k) => !['lead', 'lead_outbox', 'idempotency_key', 'rate_limit_hit'].includes(k));
    expect(Object.fromEntries(untouched.map((k) => [k, after[k]]))).toEqual(Object.fromEntries(untouched.map((k) => [k, before[k]])));
    expect(stored.filter((s) => s.plan === 'valid').length).toBeGreaterThan(50);
    expect(tally.total).toBeGreaterThanOrEqual(BUDGET.get + BUDGET.post + BUDGET.stray + BUDGET.illFormed);
    for (const route of routes) expect([route.url, (tally.perEndpoint.get(`${route.method} ${route.url}`) ?? 0) > 0]).toEqual([route.url, true]);
  });

  it('logged a line per request, and not one carries a query, a body, a header value or a client address it sent', () => {
    const logged = log.strings();
    expect(log.lines).toBeGreaterThanOrEqual(tally.total);
    expect(tally.submitted.size).toBeGreaterThan(1000);
    // Route patterns are the app's own words; a client may send a path that repeats one.
    const patterns = t.app.routeList.map((r) => r.url);
    const ours = (text: string) => patterns.some((p) => p.includes(text));
    expect(leaks(logged, tally.submitted, ours)).toEqual([]);
  });
});
