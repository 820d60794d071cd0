// /admin/api/tokens and /admin/api/audit: what `npm run tokens` does while a server owns the database, and what an
// admin does in the staff console. Only the local CLI and admins reach these routes (scopes `tokens`, `audit`):
// an API token can neither mint nor revoke tokens, nor read the log.
import type { FastifyPluginAsync } from 'fastify';
import { countAudit, listAudit } from '../../admin/audit';
import { createToken, listTokens, parseScopes, revokeToken, TokenRefused } from '../../admin/tokens';
import { HttpError } from '../../http-errors';
import { ADMIN_RATE_LIMIT } from '../../plugins/admin-auth';

const config = { adminScope: 'tokens', rateLimit: ADMIN_RATE_LIMIT } as const;

async function refusingBadInput<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw err instanceof TokenRefused ? new HttpError(400, err.message) : err;
  }
}

export const adminTokenRoutes: FastifyPluginAsync = async (app) => {
  app.get('/tokens', { config, schema: { tags: ['admin'], summary: 'Every token (never a secret)' }, handler: async () => ({ tokens: await listTokens(app.database) }) });

  app.post('/tokens', {
    config,
    bodyLimit: 4 * 1024,
    schema: {
      tags: ['admin'],
      summary: 'Create a token; its secret is in this answer only',
      body: {
        type: 'object',
        properties: { name: { type: 'string', maxLength: 63 }, scopes: { type: 'string', maxLength: 200 } },
        required: ['name', 'scopes'],
        additionalProperties: false,
      },
    },
    handler: async (req) => {
      const { name, scopes } = req.body as { name: string; scopes: string };
      const created = await refusingBadInput(() => createToken(app.database, name, parseScopes(scopes), req.admin!.name));
      req.auditDetail = { token: created.token.name, scopes: created.token.scopes };
      return created;
    },
  });

  app.post('/tokens/:name/revoke', {
    config,
    schema: { tags: ['admin'], summary: 'Revoke a token: refused from its next call on', params: { type: 'object', properties: { name: { type: 'string', maxLength: 63 } }, required: ['name'] } },
    handler: async (req) => {
      const { name } = req.params as { name: string };
      const token = await refusingBadInput(() => revokeToken(app.database, name));
      req.auditDetail = { token: token.name };
      return { token };
    },
  });

  app.get('/audit', {
    config: { ...config, adminScope: 'audit' },
    schema: {
      tags: ['admin'],
      summary: 'The audit log, newest first: `limit` entries, or page `page` of `pageSize`',
      querystring: {
        type: 'object',
        properties: {
          limit: { type: 'integer', minimum: 1, maximum: 1000 },
          page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
          pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
        },
        additionalProperties: false,
      },
    },
    handler: async (req) => {
      const q = req.query as { limit?: number; page?: number; pageSize: number };
      const size = q.limit ?? q.pageSize;
      const offset = q.limit === undefined ? ((q.page ?? 1) - 1) * size : 0;
      return { entries: await listAudit(app.database, size, offset), total: await countAudit(app.database) };
    },
  });
};
