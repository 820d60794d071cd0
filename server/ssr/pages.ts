// Server-rendered pages: renders a URL with the SSR bundle, fills index.html, and keeps the result in the
// page cache with an ETag. Requests revalidate (Cache-Control: no-cache), so a repeat visit is a 304.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SsrBundle } from './bundle';
import { pageDocument } from './document';
import { injectFetch } from './inject-fetch';
import { createPageCache, type RenderedPage } from './page-cache';

export interface PageRenderer {
  /** Sends the page of this request; false when it cannot be rendered (then send the shell). */
  send(req: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

const etagOf = (body: string) => `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

/** A render slower than this (a stuck data source) gives way to the shell: the browser renders the page. */
const RENDER_TIMEOUT_MS = 10_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rendering took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createPageRenderer(app: FastifyInstance, bundle: SsrBundle, template: string, configJson: string): PageRenderer {
  const cache = createPageCache();
  const fetch = injectFetch(app);

  async function renderPage(url: string, origin: string): Promise<{ page: RenderedPage; keep: boolean }> {
    const result = await withTimeout(bundle.render(url, { configJson, origin, fetch }), RENDER_TIMEOUT_MS);
    if (result.redirect) {
      const page = { status: 301, location: result.redirect, body: '', etag: etagOf(result.redirect) };
      return { page, keep: true };
    }
    const files = result.chunks.map((name) => bundle.chunks[name] ?? { js: [], css: [] });
    const body = pageDocument(template, {
      html: result.html,
      head: result.head,
      state: result.state,
      lang: result.lang,
      css: files.flatMap((f) => f.css),
      styles: bundle.styles,
      // The entry's own files are already in the template.
      js: files.flatMap((f) => f.js).filter((js) => !(bundle.chunks.main?.js ?? []).includes(js)),
      loader: bundle.chunks.boot?.js[0],
    });
    if (body === null) throw new Error('index.html has no empty <div id="root"></div> to fill');
    return { page: { status: result.status, body, etag: etagOf(body) }, keep: result.cacheable };
  }

  return {
    async send(req, reply) {
      const origin = app.originOf(req);
      let page: RenderedPage;
      try {
        page = await cache.get(`${origin}\n${req.url}`, app.responseCache.generation, () => renderPage(req.url, origin));
      } catch (err) {
        // The browser can still render the page itself from the shell.
        req.log.error({ err }, 'server rendering failed');
        return false;
      }
      reply.header('Cache-Control', 'no-cache').header('ETag', page.etag);
      // (Not returning the reply: it is a thenable, and awaiting it would wait for the response to finish.)
      if (page.location) reply.redirect(page.location, 301);
      else if (req.headers['if-none-match'] === page.etag) reply.status(304).send();
      else reply.status(page.status).type('text/html; charset=utf-8').send(page.body);
      return true;
    },
  };
}
