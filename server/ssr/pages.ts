// Server-rendered pages: renders a page's normalised address (the bundle's pageKey) with the SSR bundle, fills
// index.html, and keeps the result with its compressed copies and ETag in the page cache. Requests revalidate
// (Cache-Control: no-cache), so a repeat visit is a 304. Renders in flight are bounded (render-gate.ts): beyond
// the bound a page that is not in the cache is answered 503 with Retry-After.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, etagOf, uncompressed } from '../plugins/compressed';
import type { SsrBundle } from './bundle';
import { pageDocument } from './document';
import { injectFetch } from './inject-fetch';
import { draftFetch, previewRefusedPage } from './preview';
import { createPageCache, type RenderedPage } from './page-cache';
import { createRenderGate, RenderBusyError, type RenderGateOptions } from './render-gate';
import { NOT_SHARED, PRIVATE_NO_STORE } from '../cache/policy';

export interface PageRenderer {
  /** Sends the page of this request; false when it cannot be rendered (then send the shell). */
  send(req: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Sends the page at `path` rendered with the content's drafts (server/ssr/preview.ts): no cache, noindex. */
  preview(req: FastifyRequest, reply: FastifyReply, path: string): Promise<void>;
}

/** A render slower than this (a stuck data source) gives way to the shell: the browser renders the page. */
const RENDER_TIMEOUT_MS = 10_000;

/** Seconds a visitor turned away while the renderer is full is asked to wait. */
export const BUSY_RETRY_AFTER_S = 2;

/** The 503 page: no script (the CSP), it reloads itself once the Retry-After has passed. */
const BUSY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="${BUSY_RETRY_AFTER_S}"><title>Busy</title></head><body><p>The site is very busy right now. This page will load again in a moment.</p></body></html>`;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rendering took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createPageRenderer(
  app: FastifyInstance,
  bundle: SsrBundle,
  template: string,
  configJson: string,
  gateOptions?: Partial<RenderGateOptions>,
): PageRenderer {
  const cache = createPageCache();
  const gate = createRenderGate(gateOptions);
  // Counted for the metrics (server/plugins/metrics.ts): renders running, and those the gate refused.
  const gated = <T>(work: () => Promise<T>): Promise<T> =>
    gate
      .run(async () => {
        app.metrics.rendersInFlight.inc();
        try {
          return await work();
        } finally {
          app.metrics.rendersInFlight.dec();
        }
      })
      .catch((err: unknown) => {
        if (err instanceof RenderBusyError) app.metrics.rendersRefused.inc();
        throw err;
      });
  const fetch = injectFetch(app);
  const keyOf = bundle.pageKey ?? ((url: string) => url);

  async function renderPage(url: string, origin: string, draft = false): Promise<{ page: RenderedPage; keep: boolean }> {
    const fetchFor = draft ? draftFetch(fetch, app.contentPreviewKey) : fetch;
    const result = await withTimeout(bundle.render(url, { configJson, origin, fetch: fetchFor }), RENDER_TIMEOUT_MS);
    if (result.redirect) {
      const page = { status: 301, location: result.redirect, body: Buffer.alloc(0), gzip: null, br: null, etag: etagOf(result.redirect) };
      return { page, keep: true };
    }
    const files = result.chunks.map((name) => bundle.chunks[name] ?? { js: [], css: [] });
    const body = pageDocument(template, {
      html: result.html,
      head: draft ? `<meta name="robots" content="noindex">${result.head}` : result.head,
      state: result.state,
      lang: result.lang,
      css: files.flatMap((f) => f.css),
      styles: bundle.styles,
      // The entry's own files are already in the template.
      js: files.flatMap((f) => f.js).filter((js) => !(bundle.chunks.main?.js ?? []).includes(js)),
      loader: bundle.chunks.boot?.js[0],
    });
    if (body === null) throw new Error('index.html has no empty <div id="root"></div> to fill');
    const page: RenderedPage = { status: result.status, ...uncompressed(Buffer.from(body)), ...(result.cacheable ? {} : { transient: true as const }) };
    return { page, keep: result.cacheable };
  }

  const busy = (reply: FastifyReply) =>
    reply.status(503).header('Retry-After', String(BUSY_RETRY_AFTER_S)).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(BUSY_PAGE);

  return {
    async preview(req, reply, path) {
      reply.header('Cache-Control', PRIVATE_NO_STORE).header('X-Robots-Tag', 'noindex');
      // Strapi's admin shows the preview in a frame: its origin may frame this page (server/plugins/security.ts).
      reply.previewForCms = true;
      try {
        const { page } = await gated(() => renderPage(keyOf(path), app.originOf(req), true));
        if (page.location) return void reply.redirect(page.location, 301);
        reply.status(page.status).type('text/html; charset=utf-8').send(page.body);
      } catch (err) {
        if (err instanceof RenderBusyError) return void busy(reply);
        req.log.error({ err }, 'rendering a preview failed');
        reply.status(502).type('text/html; charset=utf-8').send(previewRefusedPage('The page could not be rendered with its drafts just now. Try again in a moment.'));
      }
    },
    async send(req, reply) {
      const origin = app.originOf(req);
      const key = keyOf(req.url);
      const cacheKey = `${origin}\n${key}`;
      req.metricsRoute = 'page';
      let rendered = false;
      let page: RenderedPage;
      const generation = app.responseCache.generation;
      try {
        page = await cache.get(cacheKey, generation, () => {
          rendered = true;
          return gated(() => renderPage(key, origin));
        });
      } catch (err) {
        if (err instanceof RenderBusyError) {
          busy(reply);
          return true;
        }
        // The browser can still render the page itself from the shell.
        req.log.error({ err }, 'server rendering failed');
        return false;
      } finally {
        (rendered ? app.metrics.pageCacheMisses : app.metrics.pageCacheHits).inc();
      }
      // A page that shows a failure, or was rendered from data a publish replaced meanwhile, is not for a shared
      // cache: it would serve it to everyone after this instance's purge.
      const shareable = !page.transient && generation === app.responseCache.generation;
      reply.headers(shareable ? app.cachePolicy.revalidated(req.url) : NOT_SHARED).header('ETag', page.etag);
      // (Not returning the reply: it is a thenable, and awaiting it would wait for the response to finish.)
      if (page.location) reply.redirect(page.location, 301);
      else if (req.headers['if-none-match'] === page.etag) reply.status(304).send();
      else {
        let encoding = acceptedEncoding(req.headers['accept-encoding'], page.body.length);
        let body = page.body;
        if (encoding) {
          try {
            body = await cache.copy(cacheKey, page, encoding);
          } catch (err) {
            // The page as it is, rather than no page.
            req.log.error({ err }, 'compressing a page failed');
            encoding = null;
          }
        }
        if (encoding) reply.header('Content-Encoding', encoding);
        reply.header('Vary', 'Accept-Encoding').status(page.status).type('text/html; charset=utf-8').send(body);
      }
      return true;
    },
  };
}
