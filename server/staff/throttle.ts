// Failed sign-ins slow the next ones down (issue 20), per client address and per account, with no lockout
// anyone could cause (docs/security.md):
// - per client: 5 failures are free; after that the next attempt from that address waits 1, 2, 4 … units, at
//   most 300 (refused with 429 and Retry-After until then). Only the guesser's own address is slowed.
// - per account: 3 failures are free; after that every attempt at that account is held 1, 2, 4 … units, at
//   most 16, before its password is checked, right or wrong. It is never refused, so its owner always gets in.
// Every attempt counts as a failure until it succeeds, counted before the password is checked, so attempts sent
// at once cannot all pass on the same count. Failures are forgotten 15 minutes after the last one and at a
// successful sign-in. Keys are hashes: no address or email is stored here.
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';
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

/** Whether failures this old still count. */
const fresh = (sinceMs: number) => sinceMs < FORGET_MINUTES * 60_000;

/**
 * Lets a sign-in attempt from `ip` go ahead (0), counting it as a failure until it succeeds, or says how many
 * milliseconds the client must still wait. One row lock per client, so attempts sent at once are counted one
 * after the other and cannot all slip through on the same count.
 */
export async function admitClient(database: Database, ip: string, unitMs: number): Promise<number> {
  const key = clientKey(ip);
  return database.db.transaction(async (tx) => {
    // clock_timestamp(), not now(): now() is when the transaction began, before it waited for the row lock, so
    // it can lie before the failure the previous holder of the lock just wrote.
    await rowsOf(tx, sql`insert into sign_in_throttle (key, failures, last_failure_at) values (${key}, 0, clock_timestamp()) on conflict (key) do nothing`);
    const [row] = await rowsOf<{ failures: number; since_ms: number }>(tx, sql`
      select failures, extract(epoch from (clock_timestamp() - last_failure_at)) * 1000 as since_ms
      from sign_in_throttle where key = ${key} for update`);
    const since = Math.max(0, Number(row!.since_ms));
    const failures = fresh(since) ? Number(row!.failures) : 0;
    const owed = units(failures, CLIENT_FREE, CLIENT_MAX_UNITS) * unitMs;
    const wait = owed === 0 ? 0 : Math.max(0, owed - since);
    if (wait > 0) return wait;
    await rowsOf(tx, sql`update sign_in_throttle set failures = ${failures + 1}, last_failure_at = clock_timestamp() where key = ${key}`);
    return 0;
  });
}

/** Counts an attempt at the account (a failure until it succeeds); the milliseconds to hold it before the check. */
export async function holdForAccount(database: Database, email: string, unitMs: number): Promise<number> {
  const [row] = await database.rows<{ failures: number }>(sql`
    insert into sign_in_throttle (key, failures, last_failure_at) values (${accountKey(email)}, 1, now())
    on conflict (key) do update set
      failures = case when sign_in_throttle.last_failure_at > now() - make_interval(mins => ${FORGET_MINUTES})
                      then sign_in_throttle.failures + 1 else 1 end,
      last_failure_at = now()
    returning failures`);
  return units(Number(row!.failures) - 1, ACCOUNT_FREE, ACCOUNT_MAX_UNITS) * unitMs;
}

/** A successful sign-in: the client's and the account's failures are forgotten. */
export async function clearFailures(database: Database, ip: string, email: string): Promise<void> {
  await database.rows(sql`delete from sign_in_throttle where key in (${clientKey(ip)}, ${accountKey(email)})`);
}

/** Rows of failures nobody remembers any more (the retention sweep). */
export async function forgetOldFailures(database: Pick<Database['db'], 'execute'>): Promise<void> {
  await rowsOf(database, sql`delete from sign_in_throttle where last_failure_at < now() - make_interval(mins => ${FORGET_MINUTES})`);
}
