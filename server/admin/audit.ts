// The admin API's audit log: one row per call, refused ones included. It names the caller (a token's name or
// the local CLI), the route's pattern, the status and what changed; never a secret nor a request's values.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

export interface AuditEntry {
  actor: string | null;
  method: string;
  route: string;
  status: number;
  detail: Record<string, unknown>;
}

export interface AuditRow extends AuditEntry {
  id: number;
  at: string;
}

export async function recordAudit(database: Database, e: AuditEntry): Promise<void> {
  await database.rows(sql`
    insert into audit_log (actor, method, route, status, detail)
    values (${e.actor}, ${e.method}, ${e.route}, ${e.status}, ${JSON.stringify(e.detail)}::jsonb)`);
}

/** The newest `limit` entries after skipping `offset`, newest first. */
export async function listAudit(database: Database, limit: number, offset = 0): Promise<AuditRow[]> {
  const rows = await database.rows<AuditRow & { at: Date | string }>(sql`
    select id, at, actor, method, route, status, detail from audit_log order by id desc limit ${limit} offset ${offset}`);
  return rows.map((r) => ({ ...r, id: Number(r.id), at: new Date(r.at).toISOString() }));
}

export async function countAudit(database: Database): Promise<number> {
  const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from audit_log`);
  return Number(row?.n ?? 0);
}
