// The catalog only changes by a seed, possibly from another process (PostgreSQL). Every few seconds the
// server compares catalog_meta's version and drops its derived caches when it moved.
import type { FastifyInstance } from 'fastify';
import { catalogVersion } from '../db/database';

export const CATALOG_POLL_MS = 2000;

export function registerCatalogWatch(app: FastifyInstance): void {
  let version: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  const check = async () => {
    try {
      const now = await catalogVersion(app.database);
      if (version !== null && now !== version) {
        app.catalog.invalidate();
        app.responseCache.clear();
        app.documents.invalidate();
        app.content.invalidate();
        app.dealers.invalidate();
      }
      version = now;
    } catch (err) {
      app.log.warn({ err }, 'catalog version check failed');
    }
  };
  app.decorate('checkCatalogVersion', check);
  app.addHook('onReady', async () => {
    await check();
    timer = setInterval(() => void check(), CATALOG_POLL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
