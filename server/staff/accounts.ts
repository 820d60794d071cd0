// Staff accounts (issue 20): one role each; invited accounts have no password until their link is used;
// disabled ones keep their row so history and the audit log still name them.
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';
import { STAFF_ROLES, type StaffAccount, type StaffRole } from '../../src/contract/staff';

export class AccountRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 = 400,
  ) {
    super(message);
  }
}

export interface AccountRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string | null;
  disabled_at: Date | string | null;
  created_at: Date | string;
  created_by: string;
  last_seen_at?: Date | string | null;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9.-]{1,188}\.[A-Za-z]{2,63}$/;

export function checkEmail(email: string): string {
  const e = email.trim().toLowerCase();
  if (!EMAIL.test(e) || e.length > 254) throw new AccountRefused('Enter an email address such as name@example.com.');
  return e;
}

export function checkName(name: string): string {
  const n = name.trim().replace(/\s+/g, ' ');
  if (n.length < 1 || n.length > 100 || /\p{Cc}/u.test(n)) throw new AccountRefused('Enter a name of 1 to 100 characters.');
  return n;
}

export function checkRole(role: string): StaffRole {
  if (!(STAFF_ROLES as readonly string[]).includes(role)) throw new AccountRefused(`The role must be one of ${STAFF_ROLES.join(', ')}.`);
  return role as StaffRole;
}

const iso = (d: Date | string | null | undefined) => (d === null || d === undefined ? null : new Date(d).toISOString());

export function publicAccount(r: AccountRow): StaffAccount {
  return {
    id: Number(r.id),
    email: r.email,
    name: r.name,
    role: r.role,
    status: r.disabled_at !== null ? 'disabled' : r.password_hash === null ? 'invited' : 'active',
    createdAt: iso(r.created_at)!,
    createdBy: r.created_by,
    lastSeenAt: iso(r.last_seen_at),
  };
}

export async function listAccounts(database: Database): Promise<StaffAccount[]> {
  const rows = await database.rows<AccountRow>(sql`
    select a.*, (select max(s.last_seen_at) from staff_session s where s.account_id = a.id) as last_seen_at
    from staff_account a order by a.disabled_at is not null, lower(a.name), a.id`);
  return rows.map(publicAccount);
}

export async function accountById(database: Database, id: number): Promise<AccountRow | null> {
  const [row] = await database.rows<AccountRow>(sql`select * from staff_account where id = ${id}`);
  return row ?? null;
}

export async function accountByEmail(database: Database, email: string): Promise<AccountRow | null> {
  const [row] = await database.rows<AccountRow>(sql`select * from staff_account where email = ${email.trim().toLowerCase()}`);
  return row ?? null;
}

export async function hasActiveAdmin(database: Database): Promise<boolean> {
  const [row] = await database.rows<{ n: number }>(sql`
    select count(*)::int as n from staff_account where role = 'admin' and disabled_at is null and password_hash is not null`);
  return (row?.n ?? 0) > 0;
}

export async function createAccount(
  database: Database,
  input: { email: string; name: string; role: string; createdBy: string; passwordHash?: string | null },
): Promise<AccountRow> {
  const email = checkEmail(input.email);
  const rows = await database.rows<AccountRow>(sql`
    insert into staff_account (email, name, role, created_by, password_hash, password_changed_at)
    values (${email}, ${checkName(input.name)}, ${checkRole(input.role)}, ${input.createdBy}, ${input.passwordHash ?? null},
            ${input.passwordHash ? sql`now()` : null})
    on conflict (email) do nothing
    returning *`);
  if (!rows[0]) throw new AccountRefused(`There is already an account for ${email}.`, 409);
  return rows[0];
}

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/** Serialises the changes that could leave the site without an active admin (any instance, same database). */
const ADMINS_LOCK = 20_200_001;

async function lockedAccount(tx: Tx, id: number): Promise<AccountRow> {
  await rowsOf(tx, sql`select pg_advisory_xact_lock(${ADMINS_LOCK})`);
  const [row] = await rowsOf<AccountRow>(tx, sql`select * from staff_account where id = ${id}`);
  if (!row) throw new AccountRefused('There is no such account.', 404);
  return row;
}

async function keepOneAdmin(tx: Tx, leaving: number): Promise<void> {
  const [row] = await rowsOf<{ n: number }>(tx, sql`
    select count(*)::int as n from staff_account
    where role = 'admin' and disabled_at is null and password_hash is not null and id <> ${leaving}`);
  if (Number(row?.n ?? 0) === 0) throw new AccountRefused('This is the last active admin: make another account admin first.', 409);
}

/** Changes name or role; the last active admin keeps the admin role. */
export async function updateAccount(database: Database, id: number, change: { name?: string; role?: string }): Promise<AccountRow> {
  const role = change.role === undefined ? undefined : checkRole(change.role);
  const name = change.name === undefined ? undefined : checkName(change.name);
  return database.db.transaction(async (tx) => {
    const current = await lockedAccount(tx, id);
    if (current.role === 'admin' && role !== undefined && role !== 'admin') await keepOneAdmin(tx, id);
    const [row] = await rowsOf<AccountRow>(tx, sql`
      update staff_account set name = ${name ?? current.name}, role = ${role ?? current.role} where id = ${id} returning *`);
    return row!;
  });
}

/** Disables (ending its sessions) or enables an account; the last active admin stays enabled. */
export async function setDisabled(database: Database, id: number, disabled: boolean): Promise<AccountRow> {
  return database.db.transaction(async (tx) => {
    const current = await lockedAccount(tx, id);
    if (disabled && current.role === 'admin') await keepOneAdmin(tx, id);
    const [row] = await rowsOf<AccountRow>(tx, sql`
      update staff_account set disabled_at = ${disabled ? sql`coalesce(disabled_at, now())` : null} where id = ${id} returning *`);
    if (disabled) await rowsOf(tx, sql`delete from staff_session where account_id = ${id}`);
    return row!;
  });
}

/** The same password under a new hash (a raised cost): nothing else changes, no session ends. */
export async function replaceHash(database: Database, id: number, hash: string): Promise<void> {
  await database.rows(sql`update staff_account set password_hash = ${hash} where id = ${id}`);
}

/** Sets a new password hash; every session of the account ends except `keepSession` (a hash), if given. */
export async function setPasswordHash(database: Database, id: number, hash: string | null, keepSession: string | null = null): Promise<void> {
  await database.db.transaction(async (tx) => {
    await rowsOf(tx, sql`update staff_account set password_hash = ${hash}, password_changed_at = now() where id = ${id}`);
    await rowsOf(tx, sql`delete from staff_session where account_id = ${id} and id_hash is distinct from ${keepSession}`);
  });
}
