// Resource documents (SPEC §7 resource list; issue 4): the list, the generated PDFs and their cover thumbnails.
import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { StringEnum } from '../../../src/contract/kit';
import { Query, SortByParam, SortTypeParam } from '../../../src/contract/params';
import { RESOURCE_TYPES, ResourceListResponse } from '../../../src/contract/resources';
import { notFound } from '../../http-errors';
import { errorResponses } from './schemas';

const fileParams = Type.Object({ file: Type.String() });

export const resourceListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/resource/list', {
    schema: {
      tags: ['resources'],
      summary: 'Brochures, sell sheets, OE pressure recommendations or the engineering databook, by title',
      querystring: Query({
        type: StringEnum(RESOURCE_TYPES),
        sort_by: Type.Optional(SortByParam('title')),
        sort_type: Type.Optional(SortTypeParam),
      }),
      response: { 200: ResourceListResponse, ...errorResponses },
    },
    handler: async (req) => {
      const list = await app.documents.list(req.query.type);
      return { data: { result: req.query.sort_type === 'desc' ? list.reverse() : list } };
    },
  });
};

const SLUG = /^([a-z0-9-]{1,120})\.(pdf|svg|png|jpg|webp)$/;

export const documentRoutes: FastifyPluginAsync = async (app) => {
  // The databook takes seconds to generate: start it once the server listens (never holding up listen, and
  // never under inject/ready, as in tests), and again whenever the catalog or content changes.
  app.addHook('onListen', async () => {
    const failed = (err: unknown) => app.log.warn({ err }, 'databook generation failed');
    void app.documents.warm(failed).catch(failed);
  });

  app.get<{ Params: { file: string } }>('/documents/:file', {
    schema: { tags: ['resources'], summary: 'A generated PDF document', params: fileParams },
    handler: async (req, reply) => {
      const m = SLUG.exec(req.params.file);
      const pdf = m && m[2] === 'pdf' ? await app.documents.pdf(m[1]!) : null;
      if (!pdf) throw notFound(`No document ${req.params.file}`);
      const etag = `"${crypto.createHash('sha1').update(pdf).digest('base64url')}"`;
      reply.header('ETag', etag).headers(app.cachePolicy.revalidated(req.url));
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${req.params.file}"`)
        .send(pdf);
    },
  });

  app.get<{ Params: { file: string } }>('/documents/thumbnails/:file', {
    schema: { tags: ['resources'], summary: "A document's cover: generated (SVG) or uploaded (SVG, PNG, JPEG or WebP)", params: fileParams },
    handler: async (req, reply) => {
      const m = SLUG.exec(req.params.file);
      const image = m && m[2] !== 'pdf' ? await app.documents.thumbnail(m[1]!, m[2]!) : null;
      if (!image) throw notFound(`No thumbnail ${req.params.file}`);
      return reply.type(image.contentType).headers(app.cachePolicy.revalidated(req.url)).send(image.body);
    },
  });
};
