// What makes several instances on one PostgreSQL behave as one site (issue 21, docs/deployment.md):
// - the cache policy every public answer follows (server/cache/policy.ts) and the purge a publish sends to the
//   shared cache in front (server/cache/purge.ts);
// - on PostgreSQL, a LISTEN on a dedicated connection (server/db/publish-listener.ts): a publish on any instance
//   (catalog_meta's trigger) makes this one check its version at once, and a content webhook answered by any
//   instance is replayed here (the payload names the models; this instance's own are skipped).
// PGlite has one owner process, so there is nobody to tell: a publish through this server checks at once.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createCachePolicy, PRIVATE_NO_STORE, type CachePolicy } from '../cache/policy';
import { createPurger, type Purger } from '../cache/purge';
import { CONTENT_CHANNEL, listenForPublishes, PUBLISHED_CHANNEL, type PublishListener } from '../db/publish-listener';

export interface ContentChange {
  model: string;
  entry?: { slug?: unknown };
}

declare module 'fastify' {
  interface FastifyInstance {
    cachePolicy: CachePolicy;
    /** Purges these surrogate keys in the shared cache (CACHE_PURGE_URL), if one is configured. */
    purger: Purger;
    /** Tells the other instances of a content change this one was told of (a webhook). */
    broadcastContentChange(models: readonly ContentChange[]): Promise<void>;
    /** The publish listener (PostgreSQL only); null on PGlite. */
    publishListener: PublishListener | null;
  }
}

/**
 * What names a change's pages (the model and the entry's slug), from a webhook's entry or another instance's
 * message alike; null when it names no model.
 */
function contentChange(value: unknown): ContentChange | null {
  const { model, entry } = (value ?? {}) as { model?: unknown; entry?: { slug?: unknown } | null };
  if (typeof model !== 'string') return null;
  return { model, ...(typeof entry?.slug === 'string' ? { entry: { slug: entry.slug } } : {}) };
}

/** NOTIFY payloads are limited to 8000 bytes; a longer list becomes "every content page" (model 'file'). */
const MAX_PAYLOAD = 7000;

export function registerCrossInstance(app: FastifyInstance): void {
  const instance = crypto.randomBytes(8).toString('hex');
  app.decorate('cachePolicy', createCachePolicy(app.config.sharedCache, app.config.publicOrigin));
  app.decorate('purger', createPurger(app.config.sharedCache.purgeUrl, app.config.sharedCache.purgeToken, app.log));
  app.decorate('publishListener', null);
  app.decorate('broadcastContentChange', async (models: readonly ContentChange[]) => {
    if (app.database.kind !== 'postgres') return;
    // Only what names the pages: the model and the entry's slug.
    const slim = models.map(contentChange);
    let payload = JSON.stringify({ from: instance, models: slim });
    if (Buffer.byteLength(payload) > MAX_PAYLOAD) payload = JSON.stringify({ from: instance, models: null });
    await app.database.rows(sql`select pg_notify(${CONTENT_CHANNEL}, ${payload})`);
  });

  // Answers nobody marked: a form's answer (any POST) and an error are nobody else's business. The routes mark
  // their public answers themselves (cachePolicy.revalidated); this hook runs before theirs, which may still set one.
  // A public API answer computed afresh each time (the dealer search: no response cache, no ETag) still changes
  // only by a publish: the shared cache may keep it like the others.
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || reply.statusCode >= 400) reply.header('Cache-Control', PRIVATE_NO_STORE);
    else if (reply.statusCode === 200 && (req.url.startsWith('/website/') || req.url.startsWith('/content/api/'))) reply.headers(app.cachePolicy.revalidated(req.url));
    return payload;
  });

  const listenUrl = app.config.sharedCache.listenUrl ?? app.config.databaseUrl;
  if (app.database.kind !== 'postgres' || listenUrl === null) return;

  const onContent = (payload: string) => {
    let message: { from?: unknown; models?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (message.from === instance) return;
    const models = Array.isArray(message.models) ? (message.models as unknown[]).map(contentChange).filter((m) => m !== null) : null;
    void app.contentChanged(models ?? [{ model: 'file' }]).catch((err: unknown) => app.log.warn({ err }, 'a content change from another instance failed'));
  };

  app.addHook('onReady', async () => {
    const listener = listenForPublishes(
      listenUrl,
      {
        onNotify: (channel, payload) => {
          if (channel === PUBLISHED_CHANNEL) void app.checkCatalogVersion();
          else if (channel === CONTENT_CHANNEL) onContent(payload);
        },
        onReconnect: () => void app.checkCatalogVersion(),
      },
      app.log,
    );
    app.publishListener = listener;
    // The start does not wait long for it: the version poll covers until it is there.
    await Promise.race([listener.ready, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  });
  app.addHook('onClose', async () => app.publishListener?.close());
}
