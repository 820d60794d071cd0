// /sitemap.xml (every page, article of the content service and tire) and /robots.txt. The sitemap is built once per catalog generation
// (the catalog watch clears the response cache, which moves its generation, when a seed changed the catalog or
// the content) and per origin, and answered with an ETag.
import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { catalogVersion } from '../db/database';
import { buildRobots, buildSitemap, changeTimes } from '../seo/sitemap';
import { Query } from '../../src/contract/params';

interface Built {
  generation: number;
  body: string;
  etag: string;
}

/** Origins kept at once: the public one, or the allowed hosts and the listening address (server/ssr/origin.ts). */
const MAX_ORIGINS = 8;
/** 100 articles a page: a sitemap lists at most 50,000 addresses, and this keeps well below. */
const MAX_ARTICLE_PAGES = 100;

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const built = new Map<string, Built>();

  /** The published articles, asked of the content service the way the pages ask (built-in or a Strapi), page by page. */
  async function articleList(): Promise<{ slug: string; updatedAt: Date | null }[]> {
    const data: { slug?: unknown; updatedAt?: unknown }[] = [];
    for (let page = 1, pages = 1; page <= pages && page <= MAX_ARTICLE_PAGES; page += 1) {
      const res = await app.inject({
        method: 'GET',
        url: `/content/api/articles?fields[0]=slug&fields[1]=updatedAt&sort=sequence:asc&pagination[page]=${page}&pagination[pageSize]=100`,
      });
      if (res.statusCode !== 200) throw new Error(`the content service answered ${res.statusCode} for the article list`);
      const body = res.json() as { data?: { slug?: unknown; updatedAt?: unknown }[]; meta?: { pagination?: { pageCount?: unknown } } };
      data.push(...(body.data ?? []));
      pages = typeof body.meta?.pagination?.pageCount === 'number' ? body.meta.pagination.pageCount : 1;
    }
    return data.flatMap((a) => {
      if (typeof a.slug !== 'string' || !/^[a-z0-9-]+$/.test(a.slug)) return [];
      const changed = typeof a.updatedAt === 'string' ? new Date(a.updatedAt) : null;
      return [{ slug: a.slug, updatedAt: changed && !Number.isNaN(changed.getTime()) ? changed : null }];
    });
  }

  async function sitemap(origin: string): Promise<Built> {
    const generation = app.responseCache.generation;
    const hit = built.get(origin);
    if (hit && hit.generation === generation) return hit;
    const [version, tires, machines, articles] = await Promise.all([catalogVersion(app.database), app.catalog.products({}), app.catalog.machineList({}), articleList()]);
    const times = changeTimes(version);
    const body = buildSitemap({
      origin,
      tireIds: tires.map((t) => t.tire_size_id),
      machineIds: machines.map((m) => m.machine_id),
      articles,
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
    reply.header('ETag', etag).headers(app.cachePolicy.revalidated(req.url)).type(type);
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(body);
  };

  // Not part of the site service's OpenAPI description (SPEC §7): crawler files.
  const schema = (summary: string) => ({ summary, hide: true, querystring: Query({}) });

  app.get('/sitemap.xml', { schema: schema('Sitemap: every page, Info Center article and tire') }, async (req, reply) => {
    const { body, etag } = await sitemap(app.originOf(req));
    return send(req, reply, 'application/xml; charset=utf-8', body, etag);
  });

  app.get('/robots.txt', { schema: schema('Crawling rules and the sitemap address') }, async (req, reply) => {
    const body = buildRobots(app.originOf(req));
    const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
    return send(req, reply, 'text/plain; charset=utf-8', body, etag);
  });
};
