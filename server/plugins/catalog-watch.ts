// The published data changes by a seed or a catalog publish, possibly in another process (PostgreSQL). Every
// CATALOG_POLL_MS (default 2 s) the server compares catalog_meta's version; a publish through this server's admin API
// compares at once. When it moved, the switch is made warm (issue 18):
// 1. switch: the new documents' list is read, then the derived caches are dropped in one synchronous step, so
//    no answer mixes the two versions (the databook, seconds to build, stays the previous edition meanwhile);
// 2. warm: the pages and API answers the first visitors ask for are rendered now, in this process
//    (WARM_URLS), so they find them cached;
// 3. the new databook, built on the PDF thread while the site answers, replaces the previous one.
// Checks run one after another: a publish's check returns once all three are done. On PostgreSQL a publish on
// another instance is heard at once (server/plugins/cross-instance.ts: LISTEN); the poll is the fallback, so a
// publish is seen within CATALOG_POLL_MS even while that connection is down.
import type { FastifyInstance } from 'fastify';
import { catalogVersion } from '../db/database';
import { keysForChangedMeta } from '../cache/policy';

/** The catalog_meta keys whose value differs between two versions ("key=value,..." as catalogVersion gives). */
export function changedMetaKeys(before: string, after: string): string[] {
  const parse = (v: string) => new Map(v.split(',').filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  const a = parse(before);
  const b = parse(after);
  return [...new Set([...a.keys(), ...b.keys()])].filter((key) => a.get(key) !== b.get(key));
}


/** What the first visitors after a publish ask for: the finder's first lists, the main pages, the sitemap. */
export const WARM_URLS = [
  '/website/rimsize/list?sort_by=rim_diameter&sort_type=asc&is_all=true',
  '/website/segment/list?sort_by=name&sort_type=asc&is_all=true',
  '/',
  '/tires',
  '/tires/tire-results',
  '/resources/engineering-data',
  '/sitemap.xml',
];

export function registerCatalogWatch(app: FastifyInstance): void {
  let version: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  let queue: Promise<void> = Promise.resolve();

  /**
   * Returns once the caches are switched, with the new databook's promise in an object: an async function
   * returning a promise itself would resolve only with it (the switch waited seconds for the databook then, and
   * with it the warm-up and the shared cache's purge).
   */
  async function switchCaches(): Promise<{ databook: Promise<void> }> {
    const { databook } = await app.documents.refresh();
    // The new documents' titles in the search's entries (the catalog's were made by the publish itself).
    await app.siteSearch.refresh().catch((err: unknown) => app.log.warn({ err }, 'writing the documents to the search failed'));
    app.catalog.invalidate();
    app.responseCache.clear();
    app.content.invalidate();
    app.dealers.invalidate();
    return { databook };
  }

  async function warm(): Promise<void> {
    for (const url of WARM_URLS) {
      const res = await app.inject({ method: 'GET', url, headers: { ispublic: 'true' } });
      if (res.statusCode >= 500) app.log.warn({ url, statusCode: res.statusCode }, 'warming after a publish failed');
    }
  }

  const check = async () => {
    try {
      const now = await catalogVersion(app.database);
      if (version !== null && now !== version) {
        const keys = keysForChangedMeta(changedMetaKeys(version, now));
        const { databook } = await switchCaches();
        // Handled at once: it may fail while the warm-up runs (the previous databook then stays).
        const built = databook.then(
          () => true,
          (err: unknown) => {
            app.log.warn({ err }, 'the new databook could not be built');
            return false;
          },
        );
        version = now;
        // The shared cache in front (issue 21): purged once this instance answers with the new data, and again
        // after the warm-up, for an old answer a slower request of this instance may have let it store meanwhile.
        // Every instance purges after its own switch, so the last purge follows the last switch.
        await app.purger.purge(keys);
        await warm();
        await app.purger.purge(keys);
        // Until now the previous databook answered under its URL (and a shared cache may have kept it).
        if ((await built) && keys.includes('documents')) await app.purger.purge(['documents']);
      }
      version = now;
    } catch (err) {
      app.log.warn({ err }, 'catalog version check failed');
    }
  };
  app.decorate('checkCatalogVersion', () => (queue = queue.then(check)));
  app.addHook('onReady', async () => {
    await app.checkCatalogVersion();
    timer = setInterval(() => void app.checkCatalogVersion(), app.config.sharedCache.versionPollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
