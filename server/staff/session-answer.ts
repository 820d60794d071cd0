// The answer that tells the console who is signed in (StaffSession), and the sign-in itself: a new session,
// its cookie, and that answer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_SCOPES, type StaffSession } from '../../src/contract/staff';
import { setSessionCookie } from './cookies';
import { createSession, findSession, type SessionOf } from './sessions';
import type { StaffSettings } from './settings';
import { PRIVATE_NO_STORE } from '../cache/policy';

export function sessionAnswer(app: FastifyInstance, s: SessionOf): StaffSession {
  const apiUrl = app.config.content.apiUrl;
  return {
    account: { id: s.accountId, email: s.email, name: s.name, role: s.role },
    scopes: [...ROLE_SCOPES[s.role]],
    csrfToken: s.csrfToken,
    idleExpiresAt: s.idleExpiresAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    cmsAdminUrl: process.env.CMS_ADMIN_URL?.trim() || (apiUrl ? new URL('/admin', apiUrl).href : null),
  };
}

/** Starts a session for the account and answers with it (the cookie set). */
export async function signIn(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, accountId: number, settings: StaffSettings): Promise<StaffSession> {
  const { cookieValue } = await createSession(app.database, accountId, settings);
  const session = await findSession(app.database, cookieValue, settings);
  if (session === null) throw new Error('a session just made was not found');
  reply.header('Set-Cookie', setSessionCookie(req, cookieValue, settings.absoluteHours * 3600));
  reply.header('Cache-Control', PRIVATE_NO_STORE);
  req.admin = { name: session.email, local: false, accountId };
  return sessionAnswer(app, session);
}
