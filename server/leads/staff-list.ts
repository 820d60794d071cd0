// The staff console's lead list and its CSV export (issue 20): the same filters (staff-query.ts); the list
// newest first, a page at a time, the export every matching lead oldest first, in the cells of
// `npm run leads -- export` (export.ts: every cell quoted, formulas defused) with the lead's kind, status and
// assignee beside them.
import { sql } from 'drizzle-orm';
import type { LeadList } from '../../src/contract/staff';
import type { Database } from '../db/database';
import { leadsCsv } from './export';
import { leadRowOf, notificationOf, selectLeads, whereOf, type LeadQuery, type StoredLead } from './staff-query';
import { LEAD_KINDS } from './types';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export async function listLeads(database: Database, query: LeadQuery, page: number, pageSize: number): Promise<LeadList> {
  const where = whereOf(query);
  const [count] = await database.rows<{ total: number }>(sql`select count(*)::int as total from lead l where ${where}`);
  const rows = await database.rows<StoredLead>(
    selectLeads(sql`where ${where} order by l.created_at desc, l.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`),
  );
  return { leads: rows.map(leadRowOf), total: count?.total ?? 0, page, pageSize };
}

/** Every lead the filters match, as CSV; `count` for the audit log. */
export async function exportFilteredLeads(database: Database, query: LeadQuery): Promise<{ csv: string; count: number }> {
  const rows = await database.rows<StoredLead>(selectLeads(sql`where ${whereOf(query)} order by l.created_at, l.id`));
  const csv = leadsCsv(
    rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      createdAt: new Date(row.created_at).toISOString(),
      data: row.data,
      notification: notificationOf(row),
      hasDiagnostics: row.has_diagnostics,
      extra: { kind: row.kind, status: row.status, assignee: row.assignee_name ?? '' },
    })),
    query.kind ? [query.kind] : LEAD_KINDS,
    ['kind', 'status', 'assignee'],
  );
  return { csv, count: rows.length };
}
