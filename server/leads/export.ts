// CSV export of stored leads for the brand's staff (`npm run leads -- export`): RFC 4180 quoting, one row per
// lead, oldest first, with whether its notification was sent. Values are written as typed, except that a
// cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP "CSV injection"). Contact and
// consultation rows say whether diagnostic information is attached; exportLeadDiagnostics writes those files.
import fs from 'node:fs/promises';
import path from 'node:path';
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

/** Only these requests can carry diagnostic information. */
export const KINDS_WITH_DIAGNOSTICS: readonly LeadKind[] = ['contact', 'consultation'];

interface LeadRow {
  id: number;
  created_at: string | Date;
  data: Record<string, string | boolean>;
  notified: boolean;
  has_diagnostics: boolean;
}

const sinceFilter = (since: Date | null) => (since ? sql`and l.created_at >= ${since.toISOString()}` : sql``);

export async function exportLeadsCsv(database: Database, kind: LeadKind, since: Date | null): Promise<string> {
  const rows = await database.rows<LeadRow>(sql`
    select l.id, l.created_at, l.data, l.diagnostics is not null as has_diagnostics,
      coalesce(bool_and(o.sent_at is not null), false) as notified
    from lead l left join lead_outbox o on o.lead_id = l.id
    where l.kind = ${kind} ${sinceFilter(since)}
    group by l.id order by l.id`);
  const columns = EXPORT_COLUMNS[kind];
  const withDiagnostics = KINDS_WITH_DIAGNOSTICS.includes(kind);
  let out = csvLine(['id', 'created_at', ...columns, 'notification', ...(withDiagnostics ? ['diagnostics'] : [])]);
  for (const row of rows) {
    const created = new Date(row.created_at).toISOString();
    const diagnostics = withDiagnostics ? [row.has_diagnostics ? 'yes' : 'no'] : [];
    out += csvLine([row.id, created, ...columns.map((c) => row.data[c]), row.notified ? 'sent' : 'queued', ...diagnostics]);
  }
  return out;
}

/**
 * Writes the diagnostic information of each lead of `kind` (since `since`) that has some into `dir` (created
 * if needed) as `<lead id>.json`, exactly as sent: support imports it in the QA panel. Returns the files.
 */
export async function exportLeadDiagnostics(database: Database, kind: LeadKind, since: Date | null, dir: string): Promise<string[]> {
  const rows = await database.rows<{ id: number; diagnostics: string }>(sql`
    select l.id, l.diagnostics from lead l
    where l.kind = ${kind} and l.diagnostics is not null ${sinceFilter(since)}
    order by l.id`);
  await fs.mkdir(dir, { recursive: true });
  const files: string[] = [];
  for (const row of rows) {
    const file = path.join(dir, `${row.id}.json`);
    await fs.writeFile(file, row.diagnostics, 'utf8');
    files.push(file);
  }
  return files;
}
