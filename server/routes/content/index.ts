// The content service under /content/api, in Strapi v5's REST dialect: GET /:collection and
// /:collection/:documentId, GET /:singleType; answers {data, meta} and errors {data: null, error: {status, name,
// message}}. The answers come from the built-in service or from a Strapi (server/content/source.ts); which
// content types exist, and their attributes, is server/content/collections.ts either way. Drafts are for the
// preview only (server/ssr/preview.ts): any other request naming status=draft is refused.
import { sameSecret } from '../../secrets';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeAt } from '../../content/collections';
import { QueryError } from '../../content/query';
import { useResponseCache } from '../../plugins/response-cache';
import { strapiErrorBody } from '../../plugins/error-shape';
import { UPLOAD_FILE } from '../../content/upstream';
import { PRIVATE_NO_STORE } from '../../cache/policy';

/** The header the preview's page render sends with this process's key (app.contentPreviewKey). */
export const PREVIEW_HEADER = 'x-basalt-preview';

function strapiError(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send(strapiErrorBody(status, message));
}

const searchOf = (url: string) => new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');

/** Whether this request is the preview's own render (it alone may read drafts, and it is never cached). */
export function isPreviewRequest(req: FastifyRequest, key: string): boolean {
  return sameSecret(req.headers[PREVIEW_HEADER], key);
}

const schema = (summary: string) => ({ tags: ['content'], summary, hide: false });

export const contentRoutes: FastifyPluginAsync = async (app) => {
  useResponseCache(app, app.responseCache, { bypass: (req) => isPreviewRequest(req, app.contentPreviewKey) });
  app.setErrorHandler((err, _req, reply) => {
    if (err instanceof QueryError) {
      const body = strapiErrorBody(400, err.message);
      return reply.status(400).send(err.errorName ? { ...body, error: { ...body.error, name: err.errorName } } : body);
    }
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) return strapiError(reply, status, err instanceof Error ? err.message : 'Bad Request');
    app.log.error({ err }, 'content request failed');
    return strapiError(reply, 500, 'Internal Server Error');
  });

  async function answer(req: FastifyRequest, reply: FastifyReply, path: string, documentId: string | null) {
    const type = contentTypeAt(path);
    if (!type || (documentId !== null && type.kind !== 'collectionType')) return strapiError(reply, 404, 'Not Found');
    const search = searchOf(req.url);
    const preview = isPreviewRequest(req, app.contentPreviewKey);
    if (search.getAll('status').some((s) => s !== 'published') && !preview) {
      return strapiError(reply, 403, 'Drafts are not public');
    }
    const { status, body } = await app.contentSource.get(type, documentId, search);
    if (preview) reply.header('Cache-Control', PRIVATE_NO_STORE);
    return reply.status(status).send(body);
  }

  app.get<{ Params: { collection: string } }>('/:collection', {
    schema: schema('Entries of a collection (filters, sort, pagination, populate, fields), or a single type'),
    handler: (req, reply) => answer(req, reply, req.params.collection, null),
  });

  app.get<{ Params: { collection: string; documentId: string } }>('/:collection/:documentId', {
    schema: schema('One entry by documentId (populate, fields)'),
    handler: (req, reply) => answer(req, reply, req.params.collection, req.params.documentId),
  });
};

/** /content/uploads/<file>: a Strapi's uploads, through this server (404 with the built-in service). */
export const contentUploadRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/:file', {
    schema: { hide: true },
    handler: async (req, reply) => {
      const { file } = req.params;
      const media = UPLOAD_FILE.test(file) ? await app.contentSource.media(file) : null;
      if (!media) return strapiError(reply, 404, 'Not Found');
      if (media.status !== 200) return strapiError(reply, media.status === 404 ? 404 : 502, media.status === 404 ? 'Not Found' : 'Bad Gateway');
      if (media.etag) reply.header('ETag', media.etag);
      if (media.etag && req.headers['if-none-match'] === media.etag) return reply.status(304).send();
      // Strapi names uploads by their content's hash: a name never changes meaning.
      reply.header('Cache-Control', 'public, max-age=86400').header('Surrogate-Key', 'content').header('Content-Disposition', media.type === 'application/octet-stream' ? 'attachment' : 'inline');
      return reply.type(media.type).send(media.body);
    },
  });
};
