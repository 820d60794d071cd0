// CSV export of stored leads for the brand's staff (`npm run leads -- export`): RFC 4180 quoting, one row per
// lead, oldest first, with whether its notification was sent. Values are written as typed, except that a
// cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP "CSV injection").
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { CONTACT_FIELDS } from '../../src/lib/forms/contact-schema';
import { REGISTRATION_FIELDS } from './parse';
import type { LeadKind } from './types';

export const EXPORT_COLUMNS: Record<LeadKind, readonly string[]> = {
  contact: CONTACT_FIELDS,
  consultation: CONTACT_FIELDS,
  // verify_email repeats email; it is stored but not exported.
  emtrack: REGISTRATION_FIELDS.filter((f) => f !== 'verify_email'),
};

/** Phone numbers (+1234567890) and plain negative numbers stay as they are. */
function defuse(value: string): string {
  if (/^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-][\d\s().-]*$/.test(value))) return `'${value}`;
  return value;
}

export function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : defuse(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

interface LeadRow {
  id: number;
  created_at: string | Date;
  data: Record<string, string | boolean>;
  notified: boolean;
}

export async function exportLeadsCsv(database: Database, kind: LeadKind, since: Date | null): Promise<string> {
  const rows = await database.rows<LeadRow>(sql`
    select l.id, l.created_at, l.data,
      coalesce(bool_and(o.sent_at is not null), false) as notified
    from lead l left join lead_outbox o on o.lead_id = l.id
    where l.kind = ${kind} ${since ? sql`and l.created_at >= ${since.toISOString()}` : sql``}
    group by l.id order by l.id`);
  const columns = EXPORT_COLUMNS[kind];
  let out = csvLine(['id', 'created_at', ...columns, 'notification']);
  for (const row of rows) {
    const created = new Date(row.created_at).toISOString();
    out += csvLine([row.id, created, ...columns.map((c) => row.data[c]), row.notified ? 'sent' : 'queued']);
  }
  return out;
}
