// Who may call the admin API (/admin/api, docs/admin-api.md), checked before a body is read, and the audit log
// of every call. A route names the scope it needs (`config: { adminScope }`):
// - `Authorization: Bearer bst_…`: an API token (server/admin/tokens.ts) with that scope; a token with other
//   scopes gets 403, no token, an unknown or a revoked one 401;
// - `Authorization: Local <secret>`: the CLI on this machine (server/admin/local-access.ts), every scope and
//   the token routes (`tokens`), which no API token reaches. `X-Admin-User` names the person for the log.
// - the staff console's session cookie (server/staff/sessions.ts): the scopes of the account's role
//   (ROLE_SCOPES), and on every call the session's CSRF token in X-CSRF-Token (403 without it) and, when the
//   browser names one, a same-origin Origin. A route with `signedIn` needs a session and no scope.
// Token and local credentials travel in a header a browser never adds by itself, so no request of another
// site can use them; only the cookie needs the CSRF check.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../admin/audit';
import { authenticate, type Scope } from '../admin/tokens';
import { HttpError } from '../http-errors';
import { sameSecret } from '../secrets';
import { CSRF_HEADER, ROLE_SCOPES, type StaffScope } from '../../src/contract/staff';
import { csrfMatches, findSession, type SessionOf } from '../staff/sessions';
import { sessionCookie } from '../staff/cookies';
import type { StaffSettings } from '../staff/settings';
import { PRIVATE_NO_STORE } from '../cache/policy';

export type AdminScope = Scope | 'tokens' | StaffScope;

export interface AdminCaller {
  /** What history and the audit log show: the token's name, or "local cli (<user>)". */
  name: string;
  local: boolean;
  /** The staff account of a console session (null for a token or the CLI). */
  accountId: number | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope an admin route needs. */
    adminScope?: AdminScope;
    /** The route needs a console session (any role), and no scope. */
    signedIn?: boolean;
    /** The route reads a session without the CSRF header (GET /admin/api/session, which hands the token out). */
    csrfExempt?: boolean;
  }
  interface FastifyRequest {
    admin: AdminCaller | null;
    /** The console session of this call, if it came with one. */
    staffSession: SessionOf | null;
    /** What the call changed, for its audit entry (version numbers, counts; never request values). */
    auditDetail: Record<string, unknown>;
  }
}

/** What the CLI on this machine may do: everything. */
const ALL_SCOPES: readonly AdminScope[] = [...new Set<AdminScope>(['tokens', ...ROLE_SCOPES.admin])];

const USER_SHAPE = /^[A-Za-z0-9._-]{1,64}$/;


/**
 * A browser's Origin (or Sec-Fetch-Site), when it sends one, names this site: the site's public origin
 * (PUBLIC_ORIGIN, or the allowed Host's), or the Host the request came to.
 */
export function sameOrigin(req: FastifyRequest, siteOrigin: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.origin;
  if (typeof origin !== 'string') return true;
  try {
    const url = new URL(origin);
    return url.origin === siteOrigin || url.host === req.host;
  } catch {
    return false;
  }
}

/** Every admin call is limited per client address: a script makes a few, a guesser many. */
export const ADMIN_RATE_LIMIT = { max: 120, timeWindow: 60_000 };

export function registerAdminAuth(app: FastifyInstance, localSecret: string | null, settings: StaffSettings): void {
  app.decorateRequest('admin', null);
  app.decorateRequest('staffSession', null);
  app.decorateRequest('auditDetail', null as unknown as Record<string, unknown>);

  async function caller(req: FastifyRequest): Promise<{ caller: AdminCaller; scopes: readonly AdminScope[] } | null> {
    const header = req.headers.authorization ?? '';
    const [kind, credential] = header.split(' ', 2);
    if (kind === 'Local' && credential && localSecret !== null && sameSecret(credential, localSecret)) {
      const user = req.headers['x-admin-user'];
      const who = typeof user === 'string' && USER_SHAPE.test(user) ? user : 'unknown';
      return { caller: { name: `local cli (${who})`, local: true, accountId: null }, scopes: ALL_SCOPES };
    }
    if (kind !== 'Bearer' || !credential) return null;
    const token = await authenticate(app.database, credential);
    return token ? { caller: { name: token.name, local: false, accountId: null }, scopes: token.scopes } : null;
  }

  /** The console session of a call without an Authorization header, CSRF checked; null when it has none. */
  async function session(req: FastifyRequest): Promise<SessionOf | null> {
    const cookie = sessionCookie(req);
    if (cookie === null) return null;
    const found = await findSession(app.database, cookie, settings);
    if (found === null) throw new HttpError(401, 'Your session ended. Sign in again.');
    if (!sameOrigin(req, app.originOf(req))) throw new HttpError(403, 'This request came from another site.');
    if (!req.routeOptions.config?.csrfExempt && !csrfMatches(found, req.headers[CSRF_HEADER])) {
      throw new HttpError(403, 'The request lacks the session’s CSRF token: reload the console and try again.');
    }
    return found;
  }

  async function check(req: FastifyRequest): Promise<void> {
    const config = req.routeOptions.config;
    const needed = config?.adminScope;
    if (needed === undefined && !config?.signedIn) return;
    if (!req.headers.authorization) {
      const found = await session(req);
      if (found === null) throw new HttpError(401, config?.signedIn ? 'Sign in first.' : 'An API token is needed: Authorization: Bearer <token>');
      req.staffSession = found;
      req.admin = { name: found.email, local: false, accountId: found.accountId };
      if (needed !== undefined && !(ROLE_SCOPES[found.role] as readonly string[]).includes(needed)) {
        throw new HttpError(403, `Your role (${found.role}) cannot do this: ask an admin.`);
      }
      return;
    }
    if (config?.signedIn) throw new HttpError(401, 'Sign in first: this call needs a console session.');
    const found = await caller(req);
    if (!found) {
      throw new HttpError(401, req.headers.authorization ? 'The API token is unknown or revoked' : 'An API token is needed: Authorization: Bearer <token>');
    }
    req.admin = found.caller;
    if (!found.scopes.includes(needed!)) {
      throw new HttpError(403, needed === 'tokens' ? 'Tokens are managed with npm run tokens on the server, or by an admin in the staff console' : `This token's scopes do not include ${needed}`);
    }
  }

  app.addHook('onRequest', async (req) => {
    req.auditDetail = {};
  });
  // The check is the route's last onRequest hook: after the rate limiter's (its onRoute hook ran first and
  // put it there), so guessing tokens is limited like any call, and before the body is read.
  app.addHook('onRoute', (route) => {
    const hooks = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [...hooks, check];
  });

  app.addHook('onSend', async (req, reply, payload) => {
    // Nothing an admin call answers is for a cache: staff lists, leads, sessions, exports.
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', PRIVATE_NO_STORE);
    try {
      await recordAudit(app.database, {
        actor: req.admin?.name ?? null,
        method: req.method,
        route: req.routeOptions.url ?? 'unknown route',
        status: reply.statusCode,
        detail: req.auditDetail ?? {},
      });
    } catch (err) {
      req.log.error({ err }, 'audit log write failed');
    }
    return payload;
  });
}
