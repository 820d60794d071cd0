// One-time links (issue 20): the first admin's setup link, an invitation, a password reset. The link carries a
// 256-bit secret in its fragment (`/admin/link#<secret>`: no log, proxy or Referer sees a fragment); the row
// keeps its SHA-256. A link works once, until it expires; a newer link of the same account replaces older ones.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';
import type { LinkInfo } from '../../src/contract/staff';
import { sha256 } from './sessions';

export type LinkPurpose = LinkInfo['purpose'];

const HOURS: Record<LinkPurpose, number> = { 'first-admin': 24, invite: 7 * 24, reset: 24 };

export const LINK_PATH = '/admin/link';

export interface CreatedLink {
  token: string;
  path: string;
  expiresAt: string;
}

export async function createLink(database: Database, purpose: LinkPurpose, accountId: number | null): Promise<CreatedLink> {
  const token = crypto.randomBytes(32).toString('base64url');
  const [row] = await database.db.transaction(async (tx) => {
    if (accountId !== null) await rowsOf(tx, sql`delete from staff_link where account_id = ${accountId} and used_at is null`);
    else await rowsOf(tx, sql`delete from staff_link where purpose = 'first-admin' and used_at is null`);
    return rowsOf<{ expires_at: Date | string }>(tx, sql`
      insert into staff_link (token_hash, purpose, account_id, expires_at)
      values (${sha256(token)}, ${purpose}, ${accountId}, now() + make_interval(hours => ${HOURS[purpose]}))
      returning expires_at`);
  });
  return { token, path: `${LINK_PATH}#${token}`, expiresAt: new Date(row!.expires_at).toISOString() };
}

interface LinkRow {
  purpose: LinkPurpose;
  account_id: number | null;
  email: string | null;
  name: string | null;
}

const SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** What a link is for, while it is unused and unexpired (and, for the first admin's, while there is none). */
export async function checkLink(database: Database, token: string): Promise<(LinkInfo & { accountId: number | null }) | null> {
  if (!SHAPE.test(token)) return null;
  const [row] = await database.rows<LinkRow>(sql`
    select l.purpose, l.account_id, a.email, a.name
    from staff_link l left join staff_account a on a.id = l.account_id
    where l.token_hash = ${sha256(token)} and l.used_at is null and l.expires_at > now()
      and (l.account_id is null or a.disabled_at is null)`);
  if (!row) return null;
  return { purpose: row.purpose, email: row.email, name: row.name, accountId: row.account_id === null ? null : Number(row.account_id) };
}

/** Marks the link used inside `tx`; false when another request used it first. */
export async function consumeLink(tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0], token: string): Promise<boolean> {
  const rows = await rowsOf(tx, sql`
    update staff_link set used_at = now()
    where token_hash = ${sha256(token)} and used_at is null and expires_at > now() returning token_hash`);
  return rows.length === 1;
}
