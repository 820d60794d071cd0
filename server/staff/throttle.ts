// Failed sign-ins slow the next ones down (issue 20), per client address and per account, with no lockout
// anyone could cause (docs/security.md):
// - per client: 5 failures are free; after that the next attempt from that address waits 1, 2, 4 … units, at
//   most 300 (refused with 429 and Retry-After until then). Only the guesser's own address is slowed.
// - per account: 3 failures are free; after that every attempt at that account is held 1, 2, 4 … units, at
//   most 16, before its password is checked, right or wrong. It is never refused, so its owner always gets in.
// Failures are forgotten 15 minutes after the last one and at a successful sign-in. Keys are hashes: no
// address or email is stored here.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sha256 } from './sessions';

const FORGET_MINUTES = 15;
const CLIENT_FREE = 5;
const CLIENT_MAX_UNITS = 300;
const ACCOUNT_FREE = 3;
const ACCOUNT_MAX_UNITS = 16;

export const clientKey = (ip: string) => `client:${sha256(`client|${ip}`)}`;
export const accountKey = (email: string) => `account:${sha256(`account|${email.trim().toLowerCase()}`)}`;

/** Units to wait after `failures` failures with `free` free ones, at most `max`. */
export function units(failures: number, free: number, max: number): number {
  return failures <= free ? 0 : Math.min(2 ** (failures - free - 1), max);
}

interface Row {
  key: string;
  failures: number;
  since_ms: number;
}

async function read(database: Database, keys: string[]): Promise<Map<string, Row>> {
  const rows = await database.rows<Row>(sql`
    select key, failures, extract(epoch from (now() - last_failure_at)) * 1000 as since_ms
    from sign_in_throttle
    where key in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)}) and last_failure_at > now() - make_interval(mins => ${FORGET_MINUTES})`);
  return new Map(rows.map((r) => [r.key, { ...r, failures: Number(r.failures), since_ms: Number(r.since_ms) }]));
}

export interface Throttle {
  /** Milliseconds the client must still wait before trying (0: it may try now). */
  clientWaitMs: number;
  /** Milliseconds this attempt is held before the password is checked. */
  accountHoldMs: number;
}

export async function throttleOf(database: Database, ip: string, email: string, unitMs: number): Promise<Throttle> {
  const client = clientKey(ip);
  const account = accountKey(email);
  const rows = await read(database, [client, account]);
  const c = rows.get(client);
  const clientWaitMs = c ? Math.max(0, units(c.failures, CLIENT_FREE, CLIENT_MAX_UNITS) * unitMs - c.since_ms) : 0;
  const a = rows.get(account);
  return { clientWaitMs, accountHoldMs: a ? units(a.failures, ACCOUNT_FREE, ACCOUNT_MAX_UNITS) * unitMs : 0 };
}

export async function recordFailure(database: Database, ip: string, email: string): Promise<void> {
  for (const key of [clientKey(ip), accountKey(email)]) {
    await database.rows(sql`
      insert into sign_in_throttle (key, failures, last_failure_at) values (${key}, 1, now())
      on conflict (key) do update set
        failures = case when sign_in_throttle.last_failure_at > now() - make_interval(mins => ${FORGET_MINUTES})
                        then sign_in_throttle.failures + 1 else 1 end,
        last_failure_at = now()`);
  }
  await database.rows(sql`delete from sign_in_throttle where last_failure_at < now() - make_interval(mins => ${FORGET_MINUTES})`);
}

export async function clearFailures(database: Database, ip: string, email: string): Promise<void> {
  await database.rows(sql`delete from sign_in_throttle where key in (${clientKey(ip)}, ${accountKey(email)})`);
}
