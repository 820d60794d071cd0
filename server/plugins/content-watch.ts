// Content changes (issue 19). With a Strapi, an editor's publish reaches this server two ways:
// - its webhook (server/routes/content/webhook.ts) calls contentChanged at once;
// - without one, every CONTENT_POLL_SECONDS this server asks Strapi for each type's entry count and latest
//   change, and a difference is a change: the longest a published change stays unseen.
// A change drops the derived caches in one step (API answers and pages share one generation, so no page mixes
// old and new copy), then renders the pages that show the changed type again, so visitors find them cached.
// The built-in service changes only by a seed, which the catalog watch follows.
import type { FastifyInstance } from 'fastify';
import { CONTENT_TYPES } from '../content/collections';
import { CONTENT_PAGES, pagesOf } from '../content/pages-of';
import { KEYS_OF_KIND } from '../cache/policy';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops the caches and renders again the pages showing these content types (Strapi singular names). */
    contentChanged(models: readonly { model: string; entry?: { slug?: unknown } }[]): Promise<string[]>;
  }
}

export function registerContentWatch(app: FastifyInstance): void {
  let queue: Promise<unknown> = Promise.resolve();
  let fingerprint: string | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function refresh(pages: readonly string[]): Promise<string[]> {
    app.content.invalidate();
    // An upstream's article titles are written to the search's entries before its cached answers are dropped.
    await app.siteSearch.contentChanged();
    app.responseCache.clear();
    // The shared cache in front: purged once this instance answers with the new copy (each instance does,
    // so the last purge follows the last switch and no old answer is cached again from a slower one).
    await app.purger.purge(KEYS_OF_KIND.content ?? []);
    for (const url of pages) {
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode >= 500) app.log.warn({ url, statusCode: res.statusCode }, 'rendering after a content change failed');
    }
    return [...pages];
  }

  const queued = (pages: readonly string[]) => {
    const job = queue.then(() => refresh(pages));
    queue = job.catch(() => undefined);
    return job;
  };

  app.decorate('contentChanged', (models: readonly { model: string; entry?: { slug?: unknown } }[]) =>
    queued([...new Set(models.flatMap(({ model, entry }) => pagesOf(model, entry)))]),
  );

  /** Each type's entry count and latest change, as Strapi answers them now. */
  async function currentFingerprint(): Promise<string> {
    const parts: string[] = [];
    for (const type of CONTENT_TYPES) {
      const search = new URLSearchParams(type.kind === 'collectionType' ? { sort: 'updatedAt:desc', 'pagination[pageSize]': '1' } : {});
      const { status, body } = await app.contentSource.get(type, null, search);
      const answer = body as { data?: { updatedAt?: unknown }[] | { updatedAt?: unknown } | null; meta?: { pagination?: { total?: unknown } } };
      const latest = Array.isArray(answer.data) ? answer.data[0]?.updatedAt : answer.data?.updatedAt;
      parts.push(`${type.path}:${status}:${String(answer.meta?.pagination?.total ?? '')}:${String(latest ?? '')}`);
    }
    return parts.join('\n');
  }

  async function poll(): Promise<void> {
    try {
      const now = await currentFingerprint();
      if (fingerprint !== null && now !== fingerprint) {
        app.log.info('the content service changed: pages are rendered again');
        await queued(CONTENT_PAGES);
      }
      fingerprint = now;
    } catch (err) {
      app.log.warn({ err }, 'asking the content service for changes failed');
    }
  }

  if (app.contentSource.kind !== 'strapi') return;
  app.addHook('onReady', async () => {
    await poll();
    timer = setInterval(() => void poll(), app.config.content.pollSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
