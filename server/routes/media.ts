// Media stored in the database (generated artwork, content uploads) under /media/<path>, with ETags.
import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { notFound } from '../http-errors';

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>('/*', {
    schema: { hide: true },
    handler: async (req, reply) => {
      const mediaPath = req.params['*'];
      if (mediaPath.length > 300) throw notFound('No such media');
      const rows = await app.database.rows<{ content_type: string; body: Uint8Array; updated_at: Date | string }>(
        sql`select content_type, body, updated_at from media where path = ${mediaPath}`,
      );
      const item = rows[0];
      if (!item) throw notFound(`No media at ${mediaPath}`);
      const body = Buffer.from(item.body);
      const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
      reply.header('ETag', etag).header('Cache-Control', 'public, max-age=86400').header('Surrogate-Key', app.cachePolicy.revalidated(req.url)['surrogate-key']);
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(item.content_type).send(body);
    },
  });
};
