// Cross-instance invalidation on PostgreSQL (issue 21): one dedicated connection per instance LISTENs on the
// channels a publish NOTIFYs (catalog_meta's trigger, migration 0013: basalt_published; a content webhook:
// basalt_content), so every instance hears of a publish made on any other within milliseconds of its commit.
// A dedicated session (not the pool's) because LISTEN belongs to a session: it works directly and behind
// PgBouncer in session mode (DATABASE_LISTEN_URL may point past a transaction-mode pooler). When the connection
// drops it reconnects with back-off and calls onReconnect, as notifications sent meanwhile are lost; the catalog
// watch's version poll (CATALOG_POLL_MS) stays as the fallback bound while it is down.
import { Client } from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export const PUBLISHED_CHANNEL = 'basalt_published';
export const CONTENT_CHANNEL = 'basalt_content';
const CHANNELS = [PUBLISHED_CHANNEL, CONTENT_CHANNEL] as const;
const MAX_BACKOFF_MS = 30_000;

export interface PublishListenerHandlers {
  onNotify(channel: string, payload: string): void;
  /** Called after every (re)connection: what was published while it was down is found by a version check. */
  onReconnect(): void;
}

export interface PublishListener {
  /** Resolves once the first LISTEN is in place (or failed: the poll covers). */
  ready: Promise<void>;
  readonly connected: boolean;
  close(): Promise<void>;
}

export function listenForPublishes(url: string, handlers: PublishListenerHandlers, log: FastifyBaseLogger): PublishListener {
  let client: Client | null = null;
  let closed = false;
  let connected = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;

  const schedule = () => {
    if (closed || timer) return;
    const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.min(failures, 6));
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
  };

  async function connect(): Promise<void> {
    // A connect that hangs (a firewall, a pooler that is down) gives up, and a half-open connection is noticed by
    // TCP keep-alive within a minute or so: while either lasts, the poll covers.
    const c = new Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000, connectionTimeoutMillis: 5000, application_name: 'basalt-listen' });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = null;
      connected = false;
      c.removeAllListeners('notification');
      void c.end().catch(() => undefined);
      if (!closed) {
        failures += 1;
        log.warn('the publish listener lost its database connection; reconnecting (the version poll covers meanwhile)');
        schedule();
      }
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      // Anyone who may NOTIFY on the database can send anything: a handler's throw must not kill the process.
      try {
        handlers.onNotify(n.channel, n.payload ?? '');
      } catch (err) {
        log.warn({ err }, 'a publish notification could not be handled');
      }
    });
    try {
      await c.connect();
      for (const channel of CHANNELS) await c.query(`LISTEN ${channel}`);
      if (closed) return void (await c.end().catch(() => undefined));
      connected = true;
      failures = 0;
      handlers.onReconnect();
    } catch {
      lost();
    }
  }

  const ready = connect();
  return {
    ready,
    get connected() {
      return connected;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      connected = false;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
