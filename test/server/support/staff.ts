// Staff accounts and console sessions for server tests: an account of a role made straight in the database,
// signed in through POST /admin/api/session, and calls made the way the console makes them (cookie + CSRF).
import type { FastifyInstance } from 'fastify';
import type { Response as Injected } from 'light-my-request';
import type { StaffRole, StaffSession } from '../../../src/contract/staff';
import { createAccount } from '../../../server/staff/accounts';
import { hashPassword } from '../../../server/staff/passwords';
import type { Database } from '../../../server/db/database';

export const STAFF_PASSWORD = 'correct horse battery staple';

export interface Console {
  email: string;
  cookie: string;
  session: StaffSession;
  call(method: 'GET' | 'POST', url: string, body?: object, headers?: Record<string, string>): Promise<Injected>;
}

let ipCounter = 1;
/** A fresh documentation address per call, so tests do not meet each other's rate limits and slow-downs. */
export const freshIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

export async function makeAccount(database: Database, role: StaffRole, email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.com`): Promise<string> {
  await createAccount(database, { email, name: `Test ${role}`, role, createdBy: 'test', passwordHash: await hashPassword(STAFF_PASSWORD, 10) });
  return email;
}

export function cookieOf(res: Injected): string {
  const set = res.headers['set-cookie'];
  const first = Array.isArray(set) ? set[0] : set;
  if (!first) throw new Error(`no session cookie in the answer (${res.statusCode}: ${res.body})`);
  return first.split(';')[0]!;
}

export async function signInAs(app: FastifyInstance, email: string, password = STAFF_PASSWORD): Promise<Console> {
  const res = await app.inject({ method: 'POST', url: '/admin/api/session', payload: { email, password }, remoteAddress: freshIp() });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = cookieOf(res);
  const session = res.json<StaffSession>();
  return {
    email,
    cookie,
    session,
    call: (method, url, body, headers = {}) =>
      app.inject({
        method,
        url,
        headers: { cookie, 'x-csrf-token': session.csrfToken, ...headers },
        ...(body ? { payload: body } : {}),
        remoteAddress: freshIp(),
      }),
  };
}

/** An account of `role`, signed in. */
export async function consoleAs(app: FastifyInstance, database: Database, role: StaffRole): Promise<Console> {
  return signInAs(app, await makeAccount(database, role));
}
