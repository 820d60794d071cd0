// Console sessions, kept in PostgreSQL (issue 20): the cookie carries a 256-bit random secret, the row its
// SHA-256, so a copy of the table opens no session. A session ends when idle for the idle time, at its
// absolute expiry, at sign-out, when its account is disabled, or when the password changes.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { StaffRole } from '../../src/contract/staff';
import type { StaffSettings } from './settings';
import { sameSecret } from '../secrets';

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');
const secret = () => crypto.randomBytes(32).toString('base64url');

export interface SessionOf {
  idHash: string;
  csrfToken: string;
  accountId: number;
  email: string;
  name: string;
  role: StaffRole;
  idleExpiresAt: Date;
  expiresAt: Date;
}

/** Last-seen times are written at most this often (each call would otherwise write a row). */
const TOUCH_MS = 30_000;

export async function createSession(database: Database, accountId: number, settings: StaffSettings): Promise<{ cookieValue: string; idHash: string }> {
  const cookieValue = secret();
  const idHash = sha256(cookieValue);
  await database.rows(sql`
    insert into staff_session (id_hash, account_id, csrf_token, expires_at)
    values (${idHash}, ${accountId}, ${secret()}, now() + make_interval(hours => ${settings.absoluteHours}))`);
  // Sessions that ended by time go when a new one starts: the table stays small without a sweeper.
  await database.rows(sql`
    delete from staff_session
    where expires_at < now() or last_seen_at < now() - make_interval(mins => ${settings.idleMinutes})`);
  return { cookieValue, idHash };
}

interface Row {
  id_hash: string;
  csrf_token: string;
  account_id: number;
  email: string;
  name: string;
  role: StaffRole;
  last_seen_at: Date | string;
  expires_at: Date | string;
  now: Date | string;
}

/** The live session of a cookie value, its idle time moved forward; null when unknown or ended. */
export async function findSession(database: Database, cookieValue: string, settings: StaffSettings): Promise<SessionOf | null> {
  const idHash = sha256(cookieValue);
  const [row] = await database.rows<Row>(sql`
    select s.id_hash, s.csrf_token, s.account_id, s.last_seen_at, s.expires_at, a.email, a.name, a.role, now() as now
    from staff_session s join staff_account a on a.id = s.account_id
    where s.id_hash = ${idHash} and a.disabled_at is null and a.password_hash is not null`);
  if (!row) return null;
  const now = new Date(row.now).getTime();
  const idleMs = settings.idleMinutes * 60_000;
  const lastSeen = new Date(row.last_seen_at).getTime();
  const expiresAt = new Date(row.expires_at);
  if (now >= expiresAt.getTime() || now - lastSeen >= idleMs) {
    await endSession(database, idHash);
    return null;
  }
  let seen = lastSeen;
  if (now - lastSeen >= TOUCH_MS) {
    await database.rows(sql`update staff_session set last_seen_at = now() where id_hash = ${idHash}`);
    seen = now;
  }
  return {
    idHash,
    csrfToken: row.csrf_token,
    accountId: Number(row.account_id),
    email: row.email,
    name: row.name,
    role: row.role,
    idleExpiresAt: new Date(Math.min(seen + idleMs, expiresAt.getTime())),
    expiresAt,
  };
}

export async function endSession(database: Database, idHash: string): Promise<void> {
  await database.rows(sql`delete from staff_session where id_hash = ${idHash}`);
}

export async function endAllSessions(database: Database, accountId: number): Promise<void> {
  await database.rows(sql`delete from staff_session where account_id = ${accountId}`);
}

/** The CSRF header matches the session's token (constant time over equal-length digests). */
export function csrfMatches(session: SessionOf, header: unknown): boolean {
  return typeof header === 'string' && header.length > 0 && header.length <= 100 && sameSecret(header, session.csrfToken);
}
