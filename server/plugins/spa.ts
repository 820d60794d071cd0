// Serves the built SPA: hashed assets cached for a year; pages rendered on the server from the same React
// components (server/ssr, docs/rendering.md) with their content, head and store state, revalidated by ETag;
// without the server-rendering bundle, every non-API GET falls back to index.html (the browser renders).
// index.html always carries the runtime configuration, with whether the published data is the sample: read
// from the database at start and again whenever the caches are dropped (a seed), so the notice follows it.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { samplePublished } from '../db/published';
import type { SsrRuntimeConfig } from '../../src/lib/ssr-contract';
import { loadSsrBundle, type SsrBundle } from '../ssr/bundle';
import { createPageRenderer, type PageRenderer } from '../ssr/pages';
import { checkPreviewLink, hasPreviewCookie, previewCookie, previewRefusedPage } from '../ssr/preview';
import { errorBody, familyOf } from './error-shape';
import { PRIVATE_NO_STORE } from '../cache/policy';

const API_PATH = /^\/(website|content|media|admin\/api)(\/|$)/;
const FILE_PATH = /\/[^/]+\.[A-Za-z0-9]{1,8}$/;
const CONFIG_TAG = /<script id="app-config" type="application\/json">[\s\S]*?<\/script>/;

export function runtimeConfigJson(config: FastifyInstance['config'], sampleData: boolean): string {
  const runtime: SsrRuntimeConfig = {
    brand: config.brandName,
    mapboxToken: config.mapboxToken,
    mediaBaseUrl: config.mediaBaseUrl,
    emtrackLoginUrl: config.emtrackLoginUrl,
    ...(config.mapboxStyle ? { mapboxStyle: config.mapboxStyle } : {}),
    privacyPolicyUrl: config.privacyPolicyUrl,
    legalNoticeUrl: config.legalNoticeUrl,
    sampleData,
  };
  const json = JSON.stringify(runtime);
  // Inside <script> "</" or "<!--" must never appear literally.
  return json.replace(/</g, '\\u003c');
}

export async function registerSpa(app: FastifyInstance, ssr?: SsrBundle): Promise<void> {
  const indexFile = path.join(app.config.staticDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const template = built ? fs.readFileSync(indexFile, 'utf8') : null;
  const bundle = template === null ? null : (ssr ?? loadSsrBundle(app.config.ssrDir, app.config.staticDir));
  if (typeof bundle === 'string') app.log.warn(`pages are rendered in the browser only: ${bundle}`);
  let html: string | null = null;
  let pages: PageRenderer | null = null;
  let sampleData: boolean | null = null;
  const configure = (sample: boolean) => {
    if (sample === sampleData) return;
    sampleData = sample;
    const configJson = runtimeConfigJson(app.config, sample);
    html = template?.replace(CONFIG_TAG, () => `<script id="app-config" type="application/json">${configJson}</script>`) ?? null;
    // A new renderer starts with an empty page cache: no page keeps the notice it was rendered with.
    pages = html !== null && bundle !== null && typeof bundle !== 'string' ? createPageRenderer(app, bundle, html, configJson) : null;
  };
  configure((await samplePublished(app.database)).length > 0);
  // Seeds drop the caches (plugins/catalog-watch.ts): then read the marker again, once per drop.
  let checkedGeneration = app.responseCache.generation;
  let checking: Promise<void> | null = null;
  const followSeeds = (): Promise<void> => {
    const generation = app.responseCache.generation;
    checking ??= samplePublished(app.database)
      .then((kinds) => {
        checkedGeneration = generation;
        configure(kinds.length > 0);
      })
      .catch((err: unknown) => app.log.warn({ err }, 'reading the sample-data marker failed; the notice stays as it was'))
      .finally(() => {
        checking = null;
      });
    return checking;
  };

  const sendIndex = (reply: FastifyReply) => {
    if (html === null) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The site has not been built yet: run `npm run build` (or `npm start`, which builds when needed).');
    }
    return reply.headers(app.cachePolicy.revalidated(reply.request.url)).type('text/html; charset=utf-8').send(html);
  };

  const previewSecret = app.config.content.previewSecret;
  const sendPage = async (req: FastifyRequest, reply: FastifyReply) => {
    if (app.responseCache.generation !== checkedGeneration) await followSeeds();
    const path = req.url.split('?')[0] ?? '/';
    if (pages && previewSecret !== null && hasPreviewCookie(req.headers.cookie, path, previewSecret)) {
      await pages.preview(req, reply, path);
      return reply;
    }
    if (pages && (await pages.send(req, reply))) return reply;
    return sendIndex(reply);
  };

  if (built) {
    await app.register(fastifyStatic, {
      root: app.config.staticDir,
      prefix: '/',
      index: false,
      // One route per file of the build (it does not change while the server runs), not a catch-all: with the
      // catch-all every page request first looked for a file of its name on disk (a syscall, ~3x the cost of a
      // cached page: bench/cache-busting.ts).
      wildcard: false,
      globIgnore: ['index.html'],
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        res.header('Surrogate-Key', hashed ? 'asset' : 'static');
      },
    });
  }
  app.get('/', { schema: { hide: true } }, sendPage);

  // The CMS's preview links (server/ssr/preview.ts): only with CONTENT_PREVIEW_SECRET.
  app.get('/preview', { schema: { hide: true } }, async (req, reply) => {
    if (previewSecret === null) return sendPage(req, reply);
    reply.header('Cache-Control', PRIVATE_NO_STORE).header('X-Robots-Tag', 'noindex');
    reply.previewForCms = true;
    const query = req.query as Record<string, string>;
    const link = checkPreviewLink(query, previewSecret);
    if (!link.ok) return reply.status(403).type('text/html; charset=utf-8').send(previewRefusedPage(link.reason));
    reply.header('Set-Cookie', previewCookie(link.path, query.exp!, query.sig!, req.protocol === 'https'));
    return reply.redirect(link.path, 303);
  });

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const page = (req.method === 'GET' || req.method === 'HEAD') && !API_PATH.test(url) && !FILE_PATH.test(url);
    if (page) return sendPage(req, reply);
    // The content service answers in Strapi's error shape, even for paths it has no route for.
    const family = familyOf(url);
    const message = family === 'content' ? `Not Found: ${req.method} ${url}` : `There is no ${req.method} ${url}`;
    return reply.status(404).send(errorBody(family, 404, message));
  });
}
