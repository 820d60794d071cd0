// POST /content/webhook: Strapi's webhook (entry.* and media.* events, registered by the CMS's bootstrap,
// cms/src/index.ts). It carries the shared secret in X-Basalt-Webhook-Secret (Strapi signs no payload), compared
// in constant time; a wrong or missing one is a 401 that changes nothing. A good one drops the cached pages and
// renders those showing the changed type again before answering, so the editor's publish is live when Strapi
// hears back. Without CONTENT_WEBHOOK_SECRET the endpoint does not exist (404).
import { sameSecret } from '../../secrets';
import type { FastifyPluginAsync } from 'fastify';
import { strapiErrorBody } from '../../plugins/error-shape';

export const WEBHOOK_SECRET_HEADER = 'x-basalt-webhook-secret';

/** Strapi v5's webhook events that change what pages show. */
export const WEBHOOK_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.create',
  'media.update',
  'media.delete',
] as const;

const body = {
  type: 'object',
  required: ['event'],
  properties: {
    event: { type: 'string', enum: WEBHOOK_EVENTS },
    model: { type: 'string', maxLength: 100 },
    uid: { type: 'string', maxLength: 200 },
    createdAt: { type: 'string', maxLength: 40 },
    entry: { type: 'object', properties: { slug: { type: 'string', maxLength: 200 } } },
    media: { type: 'object' },
  },
} as const;

export const contentWebhookRoutes: FastifyPluginAsync = async (app) => {
  const secret = app.config.content.webhookSecret;
  app.post<{ Body: { event: string; model?: string; entry?: { slug?: string } } }>('/webhook', {
    schema: { hide: true, body },
    bodyLimit: 256 * 1024,
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    // Calls refused or failed, for the metrics and their alert (server/plugins/metrics.ts). A 404 is not one: without
    // CONTENT_WEBHOOK_SECRET there is no webhook.
    onResponse: (_req, reply, done) => {
      const status = reply.statusCode;
      const reason = status === 401 ? 'secret' : status >= 500 ? 'failed' : status >= 400 && status !== 404 ? 'refused' : null;
      if (reason !== null) app.metrics.webhookFailures.inc({ reason });
      done();
    },
    // The secret is checked before the body is read.
    onRequest: async (req, reply) => {
      if (secret === null) return reply.status(404).send(strapiErrorBody(404, 'Not Found'));
      if (!sameSecret(req.headers[WEBHOOK_SECRET_HEADER], secret)) {
        return reply.status(401).send(strapiErrorBody(401, 'Missing or wrong webhook secret'));
      }
    },
    handler: async (req) => {
      const { event, model, entry } = req.body;
      const changed = event.startsWith('media.') ? 'file' : (model ?? '');
      const models = [{ model: changed, entry: entry ?? {} }];
      // The other instances (PostgreSQL) render theirs again meanwhile (server/plugins/cross-instance.ts); if
      // they cannot be told, their poll of the content service finds the change (CONTENT_POLL_SECONDS).
      const told = app.broadcastContentChange(models).catch((err: unknown) => req.log.warn({ err }, 'telling the other instances of a content change failed'));
      const pages = await app.contentChanged(models);
      await told;
      req.log.info({ event, pages: pages.length }, 'content webhook: pages rendered again');
      return { refreshed: pages };
    },
  });
};
