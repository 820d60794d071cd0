// /sitemap.xml (every page, article and tire) and /robots.txt. The sitemap is built once per catalog generation
// (the catalog watch clears the response cache, which moves its generation, when a seed changed the catalog or
// the content) and per origin, and answered with an ETag.
import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { catalogVersion } from '../db/database';
import { badRequest } from '../http-errors';
import { buildRobots, buildSitemap, changeTimes } from '../seo/sitemap';
import { requestOrigin } from '../ssr/origin';
import { query } from './website/schemas';

interface Built {
  generation: number;
  body: string;
  etag: string;
}

/** Origins kept at once: the public one, and a few others (127.0.0.1, a proxy's internal name). */
const MAX_ORIGINS = 8;

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const built = new Map<string, Built>();

  /** PUBLIC_ORIGIN when configured, else the request's (the same origin as the pages' canonical URLs). */
  const originOf = (req: FastifyRequest): string => {
    const origin = requestOrigin(app.config.publicOrigin, req);
    if (origin === null) throw badRequest('The Host header is not a host name');
    return origin;
  };

  async function sitemap(origin: string): Promise<Built> {
    const generation = app.responseCache.generation;
    const hit = built.get(origin);
    if (hit && hit.generation === generation) return hit;
    const [version, tires] = await Promise.all([catalogVersion(app.database), app.catalog.products({})]);
    const times = changeTimes(version);
    const body = buildSitemap({
      origin,
      tireIds: tires.map((t) => t.tire_size_id),
      catalogChanged: times.catalog,
      contentChanged: times.content,
    });
    const entry = { generation, body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"` };
    // Stored only if the catalog did not move meanwhile.
    if (generation === app.responseCache.generation) {
      if (!built.has(origin) && built.size >= MAX_ORIGINS) built.delete(built.keys().next().value!);
      built.set(origin, entry);
    }
    return entry;
  }

  const send = (req: FastifyRequest, reply: FastifyReply, type: string, body: string, etag: string) => {
    reply.header('ETag', etag).header('Cache-Control', 'no-cache').type(type);
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(body);
  };

  // Not part of the site service's OpenAPI description (SPEC §7): crawler files.
  const schema = (summary: string) => ({ summary, hide: true, querystring: query({}) });

  app.get('/sitemap.xml', { schema: schema('Sitemap: every page, Info Center article and tire') }, async (req, reply) => {
    const { body, etag } = await sitemap(originOf(req));
    return send(req, reply, 'application/xml; charset=utf-8', body, etag);
  });

  app.get('/robots.txt', { schema: schema('Crawling rules and the sitemap address') }, async (req, reply) => {
    const body = buildRobots(originOf(req));
    const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
    return send(req, reply, 'text/plain; charset=utf-8', body, etag);
  });
};
