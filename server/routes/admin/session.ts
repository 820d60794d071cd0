// /admin/api/session and /admin/api/links (docs/staff-console.md): signing in and out, changing one's own
// password, and the one-time links that set a password (the first admin's, an invitation, a reset).
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database';
import { HttpError } from '../../http-errors';
import { ADMIN_RATE_LIMIT, sameOrigin } from '../../plugins/admin-auth';
import { accountByEmail, accountById, checkEmail, checkName, replaceHash, setPasswordHash, AccountRefused } from '../../staff/accounts';
import { clearSessionCookie } from '../../staff/cookies';
import { checkLink, consumeLink } from '../../staff/links';
import { hashPassword, passwordProblem, verifyNothing, verifyPassword, MAX_PASSWORD } from '../../staff/passwords';
import { endAllSessions, endSession } from '../../staff/sessions';
import { sessionAnswer, signIn } from '../../staff/session-answer';
import type { StaffSettings } from '../../staff/settings';
import { admitClient, clearFailures, holdForAccount } from '../../staff/throttle';
import { PRIVATE_NO_STORE } from '../../cache/policy';

const NOT_RIGHT = 'The email or password is not right.';
const LINK_GONE = 'This link was used already or has expired: ask an admin for a new one.';
/** Sign-in attempts per client address and minute, before the slow-down's own limits. */
const SIGN_IN_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

const str = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
const objectOf = (properties: Record<string, unknown>, required: string[]) => ({ type: 'object', properties, required, additionalProperties: false }) as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fromThisSite(app: FastifyInstance, req: FastifyRequest): void {
  if (!sameOrigin(req, app.originOf(req))) throw new HttpError(403, 'This request came from another site.');
}

/** The slow-down before a password is checked (docs/security.md): 429 for a client that must wait, else a hold. */
async function slowDown(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, email: string, settings: StaffSettings): Promise<void> {
  const wait = await admitClient(app.database, req.ip, settings.delayUnitMs);
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    reply.header('Retry-After', String(seconds));
    throw new HttpError(429, `Too many attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`);
  }
  const hold = await holdForAccount(app.database, email, settings.delayUnitMs);
  if (hold > 0) await sleep(hold);
}

/** An AccountRefused as its 4xx; anything else as it was (`.catch(accountRefusal)`, as imports.ts's `refusal`). */
export function accountRefusal(err: unknown): never {
  if (err instanceof AccountRefused) throw new HttpError(err.status, err.message);
  throw err;
}

/** The value `work` gives, an AccountRefused as its 4xx. */
function accountCheck<T>(work: () => T): T {
  try {
    return work();
  } catch (err) {
    return accountRefusal(err);
  }
}

export const adminSessionRoutes: FastifyPluginAsync<{ settings: StaffSettings }> = async (app, { settings }) => {
  const signedIn = { signedIn: true, rateLimit: ADMIN_RATE_LIMIT } as const;

  app.get('/session', {
    config: { ...signedIn, csrfExempt: true },
    schema: { tags: ['staff'], summary: 'Who is signed in, and the CSRF token every other call carries' },
    handler: async (req, reply) => {
      reply.header('Cache-Control', PRIVATE_NO_STORE);
      return sessionAnswer(app, req.staffSession!);
    },
  });

  app.post('/session', {
    config: { rateLimit: SIGN_IN_RATE_LIMIT },
    bodyLimit: 4096,
    schema: { tags: ['staff'], summary: 'Sign in; slowed down after failures (429 with Retry-After)', body: objectOf({ email: str(254), password: str(MAX_PASSWORD * 4) }, ['email', 'password']) },
    handler: async (req, reply) => {
      fromThisSite(app, req);
      const { email, password } = req.body as { email: string; password: string };
      await slowDown(app, req, reply, email, settings);
      const account = await accountByEmail(app.database, email);
      const usable = account !== null && account.disabled_at === null && account.password_hash !== null;
      const verified = usable ? await verifyPassword(password, account.password_hash!, settings.passwordCost) : null;
      if (!usable) await verifyNothing(password, settings.passwordCost);
      if (!verified?.ok) throw new HttpError(401, NOT_RIGHT);
      await clearFailures(app.database, req.ip, email);
      if (verified.rehash) await replaceHash(app.database, account!.id, await hashPassword(password, settings.passwordCost));
      return signIn(app, req, reply, Number(account!.id), settings);
    },
  });

  app.post('/session/sign-out', {
    config: signedIn,
    schema: { tags: ['staff'], summary: 'End this session' },
    handler: async (req, reply) => {
      await endSession(app.database, req.staffSession!.idHash);
      return reply.header('Set-Cookie', clearSessionCookie(req)).status(204).send();
    },
  });

  app.post('/session/sign-out-everywhere', {
    config: signedIn,
    schema: { tags: ['staff'], summary: 'End every session of this account, on every device' },
    handler: async (req, reply) => {
      await endAllSessions(app.database, req.staffSession!.accountId);
      req.auditDetail = { signedOutEverywhere: true };
      return reply.header('Set-Cookie', clearSessionCookie(req)).status(204).send();
    },
  });

  app.post('/session/password', {
    config: signedIn,
    bodyLimit: 4096,
    schema: { tags: ['staff'], summary: "Change one's own password; the account's other sessions end", body: objectOf({ current: str(MAX_PASSWORD * 4), password: str(MAX_PASSWORD * 4) }, ['current', 'password']) },
    handler: async (req, reply) => {
      const { current, password } = req.body as { current: string; password: string };
      const session = req.staffSession!;
      // Guessing the current password from an open session is slowed down like a sign-in.
      await slowDown(app, req, reply, session.email, settings);
      const account = await accountById(app.database, session.accountId);
      const verified = account?.password_hash ? await verifyPassword(current, account.password_hash, settings.passwordCost) : null;
      if (!verified?.ok) throw new HttpError(400, 'The current password is not right.');
      await clearFailures(app.database, req.ip, session.email);
      const problem = passwordProblem(password, session.email);
      if (problem) throw new HttpError(400, problem);
      await setPasswordHash(app.database, session.accountId, await hashPassword(password, settings.passwordCost), session.idHash);
      req.auditDetail = { passwordChanged: true };
      return reply.status(204).send();
    },
  });

  app.post('/links/check', {
    config: { rateLimit: SIGN_IN_RATE_LIMIT },
    bodyLimit: 1024,
    schema: { tags: ['staff'], summary: 'What a one-time link is for', body: objectOf({ token: str(100) }, ['token']) },
    handler: async (req) => {
      const info = await checkLink(app.database, (req.body as { token: string }).token);
      if (!info) throw new HttpError(404, LINK_GONE);
      return { purpose: info.purpose, email: info.email, name: info.name };
    },
  });

  app.post('/links/use', {
    config: { rateLimit: SIGN_IN_RATE_LIMIT },
    bodyLimit: 4096,
    schema: {
      tags: ['staff'],
      summary: 'Set a password with a one-time link (the first admin also gives email and name), and sign in',
      body: objectOf({ token: str(100), password: str(MAX_PASSWORD * 4), email: str(254), name: str(100) }, ['token', 'password']),
    },
    handler: async (req, reply) => {
      fromThisSite(app, req);
      const body = req.body as { token: string; password: string; email?: string; name?: string };
      const info = await checkLink(app.database, body.token);
      if (!info) throw new HttpError(404, LINK_GONE);
      const first = info.purpose === 'first-admin';
      if (first && (body.email === undefined || body.name === undefined)) throw new HttpError(400, 'Enter your email address and name.');
      const email = first ? accountCheck(() => checkEmail(body.email!)) : info.email!;
      const name = first ? accountCheck(() => checkName(body.name!)) : info.name!;
      const problem = passwordProblem(body.password, email);
      if (problem) throw new HttpError(400, problem);
      const hash = await hashPassword(body.password, settings.passwordCost);
      const accountId = await app.database.db.transaction(async (tx) => {
        if (!(await consumeLink(tx, body.token))) throw new HttpError(404, LINK_GONE);
        if (!first) {
          await rowsOf(tx, sql`update staff_account set password_hash = ${hash}, password_changed_at = now() where id = ${info.accountId}`);
          await rowsOf(tx, sql`delete from staff_session where account_id = ${info.accountId}`);
          return info.accountId!;
        }
        const [admins] = await rowsOf<{ n: number }>(tx, sql`
          select count(*)::int as n from staff_account where role = 'admin' and disabled_at is null and password_hash is not null`);
        if ((admins?.n ?? 0) > 0) throw new HttpError(409, 'The site has an admin already: sign in, or ask an admin for an invitation.');
        const [row] = await rowsOf<{ id: number }>(tx, sql`
          insert into staff_account (email, name, role, created_by, password_hash, password_changed_at)
          values (${email}, ${name}, 'admin', 'setup link', ${hash}, now())
          on conflict (email) do update set role = 'admin', name = excluded.name, password_hash = excluded.password_hash,
            password_changed_at = now(), disabled_at = null
          returning id`);
        // An existing account made admin this way keeps none of its sessions: only whoever set the password is in.
        await rowsOf(tx, sql`delete from staff_session where account_id = ${row!.id}`);
        return row!.id;
      });
      req.auditDetail = { link: info.purpose, account: Number(accountId) };
      return signIn(app, req, reply, Number(accountId), settings);
    },
  });
};
