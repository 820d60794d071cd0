// What the sales team does to a lead in the staff console (issue 20): its status (new, assigned to an active
// sales or admin account, handled), sending its notification again, and an admin erasing one person's leads on
// request. Decisions: back to `new` clears the assignee; `handled` keeps who had it (or names who handled it).
import { sql } from 'drizzle-orm';
import type { LeadStatus } from '../../src/contract/staff';
import { rowsOf, type Database } from '../db/database';
import { badRequest } from '../http-errors';
import { EMAIL_FIELDS } from './staff-fields';

export interface Assignee {
  id: number;
  name: string;
}

/** Accounts a lead can be assigned to: sales and admin accounts that are not disabled. */
export async function listAssignees(database: Database): Promise<Assignee[]> {
  return database.rows<Assignee>(sql`
    select id, name from staff_account
    where disabled_at is null and role in ('sales', 'admin') order by lower(name), id`);
}

const ASSIGNEE_HINT = 'assigneeId must be an active sales or admin account: choose one from GET /admin/api/leads/assignees';

/** Sets the status; false when there is no such lead. 400 for an assignee nobody may be given. */
export async function setLeadStatus(
  database: Database,
  id: number,
  change: { status: LeadStatus; assigneeId?: number },
  by: string,
): Promise<boolean> {
  const { status, assigneeId } = change;
  if (status === 'assigned' && assigneeId === undefined) throw badRequest(`status assigned needs an assignee: ${ASSIGNEE_HINT}`);
  if (status === 'new' && assigneeId !== undefined) throw badRequest('A new lead has no assignee: leave out assigneeId, or set status assigned');
  if (assigneeId !== undefined) {
    const found = await database.rows<{ id: number }>(sql`
      select id from staff_account where id = ${assigneeId} and disabled_at is null and role in ('sales', 'admin')`);
    if (found.length === 0) throw badRequest(ASSIGNEE_HINT);
  }
  const assignee = status === 'new' ? sql`null` : assigneeId === undefined ? sql`assignee_id` : sql`${assigneeId}`;
  const updated = await database.rows<{ id: number }>(sql`
    update lead set status = ${status}, assignee_id = ${assignee}, status_changed_at = now(), status_changed_by = ${by}
    where id = ${id} returning id`);
  return updated.length > 0;
}

/**
 * Queues the lead's notification again: unsent rows are due now (their error cleared: they are queued, not
 * failed, until the next attempt); when the latest was sent, a copy of it is queued. False: no such lead.
 */
export async function requeueNotification(database: Database, id: number): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [found] = await rowsOf<{ id: number }>(tx, sql`select id from lead where id = ${id} for update`);
    if (!found) return false;
    const unsent = await rowsOf<{ id: number }>(tx, sql`
      update lead_outbox set next_attempt_at = now(), last_error = null
      where lead_id = ${id} and sent_at is null returning id`);
    if (unsent.length === 0) {
      await rowsOf(tx, sql`
        insert into lead_outbox (lead_id, recipient, subject, body)
        select lead_id, recipient, subject, body from lead_outbox where lead_id = ${id} order by id desc limit 1`);
    }
    return true;
  });
}

/** A lead's email address as stored, whichever field its kind keeps it in, for comparison. */
const storedEmail = sql.raw(`lower(coalesce(${EMAIL_FIELDS.map((f) => `l.data->>'${f}'`).join(', ')}))`);

/**
 * Deletes every lead of that address (any kind, compared without case) with its notifications, in one
 * transaction; the client address and any diagnostic information go with the lead row. Returns how many.
 */
export async function eraseLeadsOf(database: Database, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  return database.db.transaction(async (tx) => {
    const ids = await rowsOf<{ id: number }>(tx, sql`select l.id from lead l where ${storedEmail} = ${address} for update`);
    if (ids.length === 0) return 0;
    const list = sql.join(ids.map((r) => sql`${r.id}`), sql`, `);
    await rowsOf(tx, sql`delete from lead_outbox where lead_id in (${list})`);
    await rowsOf(tx, sql`delete from lead where id in (${list})`);
    return ids.length;
  });
}
