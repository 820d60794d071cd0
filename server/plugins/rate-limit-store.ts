// @fastify/rate-limit's store, kept in the database (rate_limit_hit) instead of one process's memory, so a limit
// holds however a client's requests are spread over the instances sharing the database (issue 21). A fixed window
// per route and client, as the memory store counts it: one atomic upsert per request, timed by the database's
// clock (every instance reads the same one). Keys are hashes: no client address is stored. A failing database
// lets the request through with a warning (docs/security.md, "Rate limits, shared by every instance"): security.ts
// sets skipOnError.
import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { rowsOf, type Database } from '../db/database';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A window's row as the database gives it: epoch milliseconds of its start and of the database's now. */
interface WindowRow {
  hits: number;
  start_ms: number;
  now_ms: number;
}

/**
 * What the plugin is told: the hits so far and the milliseconds left of the window (it sends ceil(ttl / 1000) as
 * Retry-After). Within (0, timeWindow] like the memory store's: another instance may have begun the window a
 * moment after this request read the clock, which must not stretch it.
 */
export function windowState(row: WindowRow, timeWindow: number): { current: number; ttl: number } {
  const left = Number(row.start_ms) + timeWindow - Number(row.now_ms);
  return { current: Number(row.hits), ttl: Math.min(timeWindow, Math.max(0, left)) };
}

/** The route a store counts for, from the options the plugin gives child() (`routeInfo`: the route's own). */
function routeOf(options: unknown): string {
  const info = (options as { routeInfo?: { url?: unknown; method?: unknown } } | null)?.routeInfo;
  const method = Array.isArray(info?.method) ? info.method.join(',') : info?.method;
  if (typeof info?.url !== 'string' || typeof method !== 'string') throw new Error('the shared rate-limit store counts per route: use config.rateLimit');
  return `${method} ${info.url}`;
}

const ms = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** How many refused clients this process remembers (each a hash and a time: well under a megabyte). */
const MAX_REFUSED = 10_000;

export function sharedRateLimitStore(database: Database, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  // A client over its limit is answered 429 from memory until its window ends: a flood costs the database (and
  // the pool the site's pages and readiness share) one upsert per client and window here, not one per request.
  const refused = new Map<string, number>();
  const failed = (done: Done) => (err: unknown) => {
    // The error's class and code only (logging.ts): its message would repeat the statement.
    log.warn({ err }, 'rate limit store unavailable: request let through uncounted');
    done(err instanceof Error ? err : new Error('rate limit store failed'));
  };

  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly route: string;

    constructor(options: unknown, route = '*') {
      // Options this store does not implement are refused at start rather than silently ignored.
      const o = options as { continueExceeding?: boolean; exponentialBackoff?: boolean } | null;
      if (o?.continueExceeding || o?.exponentialBackoff) throw new Error('the shared rate-limit store counts fixed windows only');
      this.route = route;
    }

    /** The row of this route and client: a hash, so that the table holds no client address. */
    private rowKey(client: string): string {
      return crypto.createHash('sha256').update(`${this.route}|${client}`).digest('base64url');
    }

    incr(client: string, done: Done, timeWindow: number, max?: number): void {
      const key = this.rowKey(client);
      const until = refused.get(key);
      if (until !== undefined && max !== undefined) {
        const left = until - Date.now();
        if (left > 0) return done(null, { current: max + 1, ttl: left });
        refused.delete(key);
      }
      const window = sql`make_interval(secs => ${timeWindow / 1000})`;
      // One clock reading per request (clock_timestamp(), not now(): a transaction's start may be long before the
      // row lock a concurrent hit holds is released); a concurrent hit waits for the row and counts on top.
      database
        .rows<WindowRow>(sql`
          with t as (select clock_timestamp() as now)
          insert into rate_limit_hit as r (key, hits, window_start) select ${key}, 1, t.now from t
          on conflict (key) do update set
            hits = case when r.window_start + ${window} <= excluded.window_start then 1 else r.hits + 1 end,
            window_start = case when r.window_start + ${window} <= excluded.window_start then excluded.window_start else r.window_start end
          returning hits, ${ms(sql.raw('window_start'))} as start_ms, (select ${ms(sql.raw('t.now'))} from t) as now_ms`)
        .then(([row]) => {
          const state = windowState(row!, timeWindow);
          if (max !== undefined && state.current > max && state.ttl > 0) {
            if (refused.size >= MAX_REFUSED) refused.delete(refused.keys().next().value!);
            refused.set(key, Date.now() + state.ttl);
          }
          done(null, state);
        })
        .catch(failed(done));
    }

    /** The count without counting this request (the plugin's `increment: false`); an ended window is none. */
    read(client: string, done: Done, timeWindow: number): void {
      database
        .rows<WindowRow>(sql`
          select hits, ${ms(sql.raw('window_start'))} as start_ms, ${ms(sql.raw('clock_timestamp()'))} as now_ms
          from rate_limit_hit where key = ${this.rowKey(client)}`)
        .then(([row]) => {
          const state = row ? windowState(row, timeWindow) : null;
          done(null, state && state.ttl > 0 ? state : { current: 0, ttl: 0 });
        })
        .catch(failed(done));
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new SharedRateLimitStore(routeOptions, routeOf(routeOptions));
    }
  };
}

/**
 * Forgets windows that began more than a day ago (the hourly retention sweep): every window is far shorter than
 * a day (minutes), so they have ended, and a new hit would begin a new window anyway.
 */
export async function forgetEndedWindows(db: Pick<Database['db'], 'execute'>): Promise<void> {
  await rowsOf(db, sql`delete from rate_limit_hit where window_start < now() - interval '1 day'`);
}
