// Metrics in Prometheus's text format at GET /metrics (issue 21, docs/api.md "Metrics"). One registry per app
// (tests build several apps in one process); the process's own metrics (CPU, memory, event loop, GC) come from a
// registry per process, since their collectors watch the process and are never stopped.
// Requests are tallied by method, route PATTERN and status, never by URL: no request value reaches a label. The
// tally is plain numbers written out at scrape: prom-client's labelled inc/observe validate and hash the labels on
// every call (1.2 µs a request for the two, measured: a hundredth of a cached answer); this costs ~50 ns. Answers
// the response cache writes straight to the socket are counted too: their onResponse hooks still run.
// Access: with METRICS_TOKEN, `Authorization: Bearer <token>` (constant-time); without it, only a caller on this
// machine that came through no proxy, and never behind proxies (TRUST_PROXY set: a local proxy may forward
// without saying so). Anyone else gets the site's not-found answer, as for any unknown path.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { sameSecret } from '../secrets';

export interface SiteMetrics {
  readonly registry: Registry;
  /** Page cache lookups (server/ssr/pages.ts): a miss is a request that caused a render. */
  readonly pageCacheHits: Counter;
  readonly pageCacheMisses: Counter;
  /** Server renders running now, and those refused because the render gate was full (server/ssr/pages.ts). */
  readonly rendersInFlight: Gauge;
  readonly rendersRefused: Counter;
  /** Strapi webhook calls refused or failed (server/routes/content/webhook.ts). */
  readonly webhookFailures: Counter<'reason'>;
  /** The whole exposition: this app's metrics, the request tally, the process's. */
  text(): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: SiteMetrics;
  }
  interface FastifyRequest {
    /** The route label of this request in the metrics when not its route pattern ('page': server/ssr/pages.ts). */
    metricsRoute: string | null;
  }
}

/** Upper bounds in seconds: a cached answer takes ~0.1 ms, a page render tens of ms, a generated PDF seconds. */
export const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

interface Timing {
  /** `method="GET",route="/x"`, ready for the text. */
  labels: string;
  /** Per bucket (not cumulative), the last one +Inf. */
  buckets: number[];
  sum: number;
  count: number;
  byStatus: Map<number, number>;
}

/** Requests by (method, route, status) and their durations by (method, route). */
export function createRequestTally() {
  /** route -> method -> timing: no key string is built per request (route patterns are the routes' own strings). */
  const timings = new Map<string, Map<string, Timing>>();
  return {
    record(method: string, route: string, status: number, seconds: number): void {
      let byMethod = timings.get(route);
      if (byMethod === undefined) timings.set(route, (byMethod = new Map()));
      let t = byMethod.get(method);
      if (t === undefined) {
        const m = METHODS.has(method) ? method : 'other';
        t = byMethod.get(m);
        if (t === undefined) {
          t = { labels: `method="${m}",route="${escapeLabel(route)}"`, buckets: new Array<number>(DURATION_BUCKETS.length + 1).fill(0), sum: 0, count: 0, byStatus: new Map() };
          byMethod.set(m, t);
        }
      }
      let i = 0;
      while (i < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[i]!) i += 1;
      t.buckets[i]! += 1;
      t.sum += seconds;
      t.count += 1;
      t.byStatus.set(status, (t.byStatus.get(status) ?? 0) + 1);
    },
    text(): string {
      const counts = ['# HELP http_requests_total Requests answered, by method, route pattern and status.', '# TYPE http_requests_total counter'];
      const durations = [
        '# HELP http_request_duration_seconds Time from routing to the last byte written, by method and route pattern.',
        '# TYPE http_request_duration_seconds histogram',
      ];
      for (const t of [...timings.values()].flatMap((byMethod) => [...byMethod.values()])) {
        for (const [status, n] of t.byStatus) counts.push(`http_requests_total{${t.labels},status="${status}"} ${n}`);
        let cumulative = 0;
        DURATION_BUCKETS.forEach((le, i) => {
          cumulative += t.buckets[i]!;
          durations.push(`http_request_duration_seconds_bucket{${t.labels},le="${le}"} ${cumulative}`);
        });
        durations.push(`http_request_duration_seconds_bucket{${t.labels},le="+Inf"} ${t.count}`);
        durations.push(`http_request_duration_seconds_sum{${t.labels}} ${t.sum}`);
        durations.push(`http_request_duration_seconds_count{${t.labels}} ${t.count}`);
      }
      return `${counts.join('\n')}\n${durations.join('\n')}\n`;
    },
  };
}

let processRegistry: Registry | null = null;
/** CPU, memory, handles, event loop lag, GC: made on the first scrape, once per process. */
function processMetrics(): Registry {
  if (processRegistry === null) {
    processRegistry = new Registry();
    const before = process.cpuUsage();
    collectDefaultMetrics({ register: processRegistry });
    // prom-client's CPU counters count from their creation; Prometheus's process_cpu_* count from the process's
    // start (what process.cpuUsage() reads). Begin them at the CPU spent before, so a scrape reads the total.
    const add = (name: string, seconds: number) => (processRegistry?.getSingleMetric(name) as Counter).inc(seconds);
    add('process_cpu_user_seconds_total', before.user / 1e6);
    add('process_cpu_system_seconds_total', before.system / 1e6);
    add('process_cpu_seconds_total', (before.user + before.system) / 1e6);
  }
  return processRegistry;
}

const isLoopback = (address: string | undefined) =>
  address !== undefined && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/** The caller may read the metrics (see the top of this file). */
function allowed(req: FastifyRequest, token: string | undefined): boolean {
  if (token !== undefined) {
    const auth = req.headers.authorization;
    const given = typeof auth === 'string' && /^Bearer /i.test(auth) ? auth.slice(7).trim() : undefined;
    return sameSecret(given, token);
  }
  // Behind proxies (TRUST_PROXY), one on this host may forward without saying so: then only the token opens it.
  if (req.server.config.trustProxy !== false) return false;
  // The socket's peer, not req.ip: with TRUST_PROXY a forwarded request's req.ip is the client's claim.
  const proxied = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined || req.headers['x-real-ip'] !== undefined;
  return !proxied && isLoopback(req.socket.remoteAddress);
}

const DATASETS = ['catalog', 'dealers'] as const;

export function registerMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  const registers = [registry];
  const tally = createRequestTally();

  // The response cache counts its own lookups in plain numbers (a hit is ~0.1 ms): read at scrape.
  new Counter({
    name: 'response_cache_hits_total',
    help: 'API answers served from the response cache.',
    registers,
    collect() {
      this.reset();
      this.inc(app.responseCache.hits);
    },
  });
  new Counter({
    name: 'response_cache_misses_total',
    help: 'API answers the response cache had to compute.',
    registers,
    collect() {
      this.reset();
      this.inc(app.responseCache.misses);
    },
  });
  const webhookFailures = new Counter({
    name: 'content_webhook_failures_total',
    help: 'Strapi webhook calls not processed: reason secret (401), refused (other 4xx), failed (5xx).',
    labelNames: ['reason'] as const,
    registers,
  });
  for (const reason of ['secret', 'refused', 'failed']) webhookFailures.inc({ reason }, 0);

  // Read from the database at scrape: the truth is shared by every instance, so any one of them reports it.
  const outboxQueued = new Gauge({ name: 'lead_outbox_queued', help: 'Lead notifications not sent yet.', registers });
  const outboxFailing = new Gauge({
    name: 'lead_outbox_failing',
    help: 'Lead notifications not sent whose last attempt failed (they are retried with backoff).',
    registers,
  });
  const importsFailed = new Gauge({
    name: 'import_jobs_failed',
    help: 'Import jobs kept in the list whose check or publish failed, by data set.',
    labelNames: ['dataset'] as const,
    registers,
  });
  const ready = new Gauge({ name: 'instance_ready', help: '1 when /health/ready answers 200, else 0.', registers });

  const readDatabase = async () => {
    try {
      const [outbox] = await app.database.rows<{ queued: number; failing: number }>(sql`
        select count(*) filter (where sent_at is null)::int as queued,
               count(*) filter (where sent_at is null and attempts > 0)::int as failing
        from lead_outbox`);
      const jobs = await app.database.rows<{ dataset: string; failed: number }>(
        sql`select dataset, count(*) filter (where status = 'failed')::int as failed from import_job group by dataset`,
      );
      outboxQueued.set(outbox?.queued ?? 0);
      outboxFailing.set(outbox?.failing ?? 0);
      importsFailed.reset();
      for (const dataset of DATASETS) importsFailed.set({ dataset }, 0);
      for (const row of jobs) importsFailed.set({ dataset: row.dataset }, row.failed);
    } catch (err) {
      // Unknown, not zero: an alert on "> 0" must not clear because the database is down (readiness says so).
      app.log.warn({ err }, 'metrics: reading the outbox and import jobs failed');
      outboxQueued.set(NaN);
      outboxFailing.set(NaN);
      importsFailed.reset();
    }
  };

  const metrics: SiteMetrics = {
    registry,
    pageCacheHits: new Counter({ name: 'page_cache_hits_total', help: 'Pages served from the page cache.', registers }),
    pageCacheMisses: new Counter({ name: 'page_cache_misses_total', help: 'Pages rendered because the page cache did not hold them.', registers }),
    rendersInFlight: new Gauge({ name: 'ssr_renders_in_flight', help: 'Server renders running now.', registers }),
    rendersRefused: new Counter({ name: 'ssr_renders_refused_total', help: 'Pages answered 503 because the render gate was full.', registers }),
    webhookFailures,
    async text() {
      await readDatabase();
      ready.set((await app.readiness.failing()).length === 0 ? 1 : 0);
      return (await registry.metrics()) + tally.text() + (await processMetrics().metrics());
    },
  };
  app.decorate('metrics', metrics);
  app.decorateRequest('metricsRoute', null);

  // fastify-static's routes (one per built file) are counted as one label, not a few hundred.
  const staticRoutes = new Set<string>();
  app.addHook('onRoute', (route) => {
    if ((route.config as { rootPath?: unknown } | undefined)?.rootPath !== undefined) staticRoutes.add(route.url);
  });
  app.addHook('onResponse', (req, reply, done) => {
    // The status that went out (a cache hit writes it on the socket directly).
    const status = reply.raw.statusCode;
    const url = req.routeOptions.url;
    const route = req.metricsRoute ?? (url === undefined ? (status < 400 ? 'page' : 'unmatched') : staticRoutes.has(url) ? 'static' : url);
    tally.record(req.method, route, status, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', {
    logLevel: 'warn',
    config: { rateLimit: false },
    schema: { hide: true, querystring: { type: 'object', additionalProperties: false, properties: {} } },
    handler: async (req, reply) => {
      if (!allowed(req, app.config.metricsToken)) return reply.callNotFound();
      const text = await metrics.text();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    },
  });
}
