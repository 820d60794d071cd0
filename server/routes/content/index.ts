// The content service under /content/api, in Strapi v5's REST dialect: GET /:collection and
// /:collection/:documentId; answers {data, meta} and errors {data: null, error: {status, name, message}}.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { attributesOf, isCollection } from '../../content/collections';
import { runQuery, shape } from '../../content/apply';
import { parseContentQuery, QueryError } from '../../content/query';
import { useResponseCache } from '../../plugins/response-cache';
import { strapiErrorBody } from '../../plugins/error-shape';

function strapiError(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send(strapiErrorBody(status, message));
}

const searchOf = (url: string) => new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');

const schema = (summary: string) => ({ tags: ['content'], summary, hide: false });

export const contentRoutes: FastifyPluginAsync = async (app) => {
  useResponseCache(app, app.responseCache);
  app.setErrorHandler((err, _req, reply) => {
    if (err instanceof QueryError) return strapiError(reply, 400, err.message);
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) return strapiError(reply, status, err instanceof Error ? err.message : 'Bad Request');
    app.log.error({ err }, 'content request failed');
    return strapiError(reply, 500, 'Internal Server Error');
  });

  app.get<{ Params: { collection: string } }>('/:collection', {
    schema: schema('Entries of a collection (filters, sort, pagination, populate, fields)'),
    handler: async (req, reply) => {
      const { collection } = req.params;
      if (!isCollection(collection)) return strapiError(reply, 404, `Not Found: no collection ${collection}`);
      const attrs = attributesOf(collection);
      const q = parseContentQuery(searchOf(req.url), attrs);
      return runQuery(await app.content.entries(collection), q, attrs);
    },
  });

  app.get<{ Params: { collection: string; documentId: string } }>('/:collection/:documentId', {
    schema: schema('One entry by documentId (populate, fields)'),
    handler: async (req, reply) => {
      const { collection, documentId } = req.params;
      if (!isCollection(collection)) return strapiError(reply, 404, `Not Found: no collection ${collection}`);
      const attrs = attributesOf(collection);
      const search = searchOf(req.url);
      for (const key of search.keys()) {
        if (!/^(populate|fields|status|locale)(\[|$)/.test(key)) throw new QueryError(`Invalid query parameter ${key}`);
      }
      const q = parseContentQuery(search, attrs);
      const entry = (await app.content.entries(collection)).find((e) => e.documentId === documentId);
      if (!entry) return strapiError(reply, 404, 'Not Found');
      return { data: shape(entry, attrs, q.populate, q.fields), meta: {} };
    },
  });
};
