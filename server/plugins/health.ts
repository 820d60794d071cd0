// Liveness and readiness for a load balancer (issue 21, docs/api.md "Health"). /health/live answers while the
// event loop runs and touches nothing else: a database outage must not make an orchestrator restart every
// instance at once. /health/ready answers 200 only when this instance should get traffic: the database answers,
// every migration of this build is applied (an instance of a newer build started before its migration ran is
// not ready), the server warmed up (server.ts) and it is not draining (SIGTERM). Neither is rate-limited nor
// cached; their log lines are left out below `warn` (a probe every few seconds per instance is noise).
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MIGRATIONS_DIR, type Database } from '../db/database';

export type ReadinessCheck = 'database' | 'migrations' | 'warm-up' | 'draining';

export interface Readiness {
  /** Called once the server listens, its first catalog version check ran and its caches are warm (server.ts). */
  warmedUp(): void;
  /** From now on /health/ready answers 503 and answers close their connection (server.ts, on SIGTERM). */
  drain(): void;
  readonly draining: boolean;
  /** The checks that fail now; none: ready. */
  failing(): Promise<ReadinessCheck[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** A database slower than this to answer `select 1` is as good as down for a load balancer. */
export const DATABASE_CHECK_TIMEOUT_MS = 2000;
/**
 * One database check serves every probe for this long: probes from several load balancers, or a flood of them
 * (the routes are public and not rate-limited), cost at most one query pair a second.
 */
export const DATABASE_CHECK_REUSE_MS = 1000;

/** What this build's migrations are: their count and the last one's `when`, which drizzle stores as created_at. */
function journal(): { count: number; lastWhen: number } {
  const { entries } = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return { count: entries.length, lastWhen: Math.max(...entries.map((e) => e.when)) };
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The database's part: does it answer, and does drizzle's table record every migration of this build. */
async function databaseChecks(database: Database, expected: { count: number; lastWhen: number }): Promise<ReadinessCheck[]> {
  try {
    await within(database.rows(sql`select 1`), DATABASE_CHECK_TIMEOUT_MS);
  } catch {
    return ['database'];
  }
  try {
    // drizzle applies a migration when its `when` is later than the last created_at, so the last one must be here
    // (a database migrated by a newer build has more: still fine for this one).
    const [row] = await within(
      database.rows<{ applied: number; last: string | null }>(
        sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
      ),
      DATABASE_CHECK_TIMEOUT_MS,
    );
    return row !== undefined && row.applied >= expected.count && Number(row.last) >= expected.lastWhen ? [] : ['migrations'];
  } catch {
    // No table: nothing migrated yet.
    return ['migrations'];
  }
}

const noStore = { 'cache-control': 'no-store' };
const liveBody = { type: 'object', properties: { status: { type: 'string' } }, required: ['status'] } as const;
const readyBody = {
  type: 'object',
  properties: { status: { type: 'string' }, failing: { type: 'array', items: { type: 'string' } } },
  required: ['status'],
} as const;
/** No parameters: anything in the query is refused as elsewhere on the site (400 naming it). */
const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;

export function registerHealth(app: FastifyInstance): void {
  const expected = journal();
  let warm = false;
  let draining = false;
  let last: { at: number; result: Promise<ReadinessCheck[]>; settled: boolean } | null = null;

  const fromDatabase = (): Promise<ReadinessCheck[]> => {
    const now = performance.now();
    if (last === null || (last.settled && now - last.at > DATABASE_CHECK_REUSE_MS)) {
      const check = { at: now, settled: false, result: databaseChecks(app.database, expected) };
      void check.result.finally(() => {
        check.settled = true;
        check.at = performance.now();
      });
      last = check;
    }
    return last.result;
  };

  const readiness: Readiness = {
    warmedUp: () => void (warm = true),
    drain: () => void (draining = true),
    get draining() {
      return draining;
    },
    async failing() {
      const failed = [...(await fromDatabase())];
      if (!warm) failed.push('warm-up');
      if (draining) failed.push('draining');
      return failed;
    },
  };
  app.decorate('readiness', readiness);

  // While draining, every answer closes its connection: a load balancer's kept-alive socket is not reused for a
  // request that could arrive just as the listener closes. (setHeader: a cached hit's writeHead keeps it.)
  app.addHook('onRequest', (_req, reply, done) => {
    if (draining) reply.raw.setHeader('connection', 'close');
    done();
  });

  const common = { logLevel: 'warn', config: { rateLimit: false } } as const;
  app.get('/health/live', {
    ...common,
    schema: { hide: true, querystring: noQuery, response: { 200: liveBody } },
    handler: async (_req, reply) => {
      reply.headers(noStore);
      return { status: 'ok' };
    },
  });
  app.get('/health/ready', {
    ...common,
    schema: { hide: true, querystring: noQuery, response: { 200: readyBody, 503: readyBody } },
    handler: async (_req, reply) => {
      reply.headers(noStore);
      const failing = await readiness.failing();
      if (failing.length === 0) return { status: 'ready' };
      return reply.status(503).send({ status: 'not ready', failing });
    },
  });
}
