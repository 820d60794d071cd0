// The staff console's view of stored leads (issue 20): the list's filters as one parameterised SQL condition
// (kind, status, a UTC date range, text searched case-insensitively with LIKE's wildcards escaped), and each
// lead read with its assignee and the state of its latest notification (lead_outbox): sent when that row was
// sent, failed when it was not and its last attempt failed, queued otherwise.
import { sql, type SQL } from 'drizzle-orm';
import type { LeadDetail, LeadFilter, LeadRow, NotificationStatus } from '../../src/contract/staff';
import { badRequest } from '../http-errors';
import type { Database } from '../db/database';
import { labelledFields, SEARCHED_FIELDS, summaryOf } from './staff-fields';
import type { LeadData, LeadKind } from './types';

/** The filters once checked: dates as the instants that bound them. */
export interface LeadQuery {
  kind?: LeadKind;
  status?: LeadFilter['status'];
  since?: string;
  before?: string;
  q?: string;
}

const DAY_MS = 86_400_000;

/** A real calendar date, YYYY-MM-DD (the schema checked the shape; 2026-02-30 is refused here). */
function day(name: 'from' | 'to', raw: string): number {
  const ms = Date.parse(`${raw}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== raw) {
    throw badRequest(`${name} must be a calendar date written YYYY-MM-DD, such as 2026-01-31; "${raw}" is not one`);
  }
  return ms;
}

/** Checks the dates (real days, from on or before to) and the text; 400 with what to change. */
export function leadQuery(filter: LeadFilter): LeadQuery {
  const query: LeadQuery = {};
  if (filter.kind) query.kind = filter.kind;
  if (filter.status) query.status = filter.status;
  const from = filter.from === undefined ? null : day('from', filter.from);
  const to = filter.to === undefined ? null : day('to', filter.to);
  if (from !== null && to !== null && from > to) throw badRequest('from must be on or before to: swap the two dates');
  if (from !== null) query.since = new Date(from).toISOString();
  if (to !== null) query.before = new Date(to + DAY_MS).toISOString();
  const q = filter.q?.trim();
  if (q) query.q = q;
  return query;
}

/** LIKE's wildcards and its escape character, taken literally. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function whereOf(query: LeadQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.kind) parts.push(sql`l.kind = ${query.kind}`);
  if (query.status) parts.push(sql`l.status = ${query.status}`);
  if (query.since) parts.push(sql`l.created_at >= ${query.since}::timestamptz`);
  if (query.before) parts.push(sql`l.created_at < ${query.before}::timestamptz`);
  if (query.q) {
    const pattern = `%${likeLiteral(query.q)}%`;
    const fields = [
      ...SEARCHED_FIELDS.map((f) => sql`coalesce(l.data->>${f}, '')`),
      sql`coalesce(l.data->>'first_name', '') || ' ' || coalesce(l.data->>'last_name', '')`,
    ];
    parts.push(sql`(${sql.join(fields.map((f) => sql`${f} ilike ${pattern} escape '\\'`), sql` or `)})`);
  }
  return sql.join(parts, sql` and `);
}

export interface StoredLead {
  id: number;
  kind: LeadKind;
  created_at: string | Date;
  data: LeadData;
  status: LeadRow['status'];
  status_changed_at: string | Date | null;
  status_changed_by: string | null;
  has_diagnostics: boolean;
  assignee_id: number | null;
  assignee_name: string | null;
  sent_at: string | Date | null;
  last_error: string | null;
  attempts: number | null;
}

/** Leads with what the console shows of them; `rest` adds the condition, order and paging. */
export const selectLeads = (rest: SQL): SQL => sql`
  select l.id, l.kind, l.created_at, l.data, l.status, l.status_changed_at, l.status_changed_by,
    l.diagnostics is not null as has_diagnostics, a.id as assignee_id, a.name as assignee_name,
    n.sent_at, n.last_error, n.attempts
  from lead l
  left join staff_account a on a.id = l.assignee_id
  left join lateral (
    select o.sent_at, o.last_error, o.attempts from lead_outbox o where o.lead_id = l.id order by o.id desc limit 1
  ) n on true
  ${rest}`;

const iso = (v: string | Date | null): string | null => (v === null ? null : new Date(v).toISOString());

export function notificationOf(row: Pick<StoredLead, 'sent_at' | 'last_error'>): NotificationStatus {
  if (row.sent_at !== null) return 'sent';
  return row.last_error !== null ? 'failed' : 'queued';
}

export function leadRowOf(row: StoredLead): LeadRow {
  return {
    id: row.id,
    kind: row.kind,
    createdAt: iso(row.created_at)!,
    ...summaryOf(row.kind, row.data),
    status: row.status,
    assignee: row.assignee_id !== null && row.assignee_name !== null ? { id: row.assignee_id, name: row.assignee_name } : null,
    notification: notificationOf(row),
  };
}

export function leadDetailOf(row: StoredLead): LeadDetail {
  return {
    ...leadRowOf(row),
    fields: labelledFields(row.kind, row.data),
    diagnosticsAttached: row.has_diagnostics,
    notificationDetail: { status: notificationOf(row), attempts: row.attempts ?? 0, lastError: row.last_error, sentAt: iso(row.sent_at) },
    statusChangedAt: iso(row.status_changed_at),
    statusChangedBy: row.status_changed_by,
  };
}

/** One lead as the detail view shows it, or null. */
export async function findLead(database: Database, id: number): Promise<LeadDetail | null> {
  const [row] = await database.rows<StoredLead>(selectLeads(sql`where l.id = ${id}`));
  return row ? leadDetailOf(row) : null;
}
