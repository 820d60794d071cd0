// CSV export of stored leads for the brand's staff (`npm run leads -- export`): RFC 4180, every cell quoted, one
// row per lead, oldest first, with whether its notification was sent. Values are written as typed, except that
// text a spreadsheet would run as a formula gets an apostrophe in front (OWASP "CSV injection"): at the start
// of the cell and after every `;`, `,`, tab or line break in it, because a spreadsheet whose list separator is
// `;` (German, French locales) splits a cell there and reads what follows as a cell of its own
// (docs/security.md). Contact and consultation rows say whether diagnostic information is attached;
// exportLeadDiagnostics writes those files. The staff console's export (staff-list.ts) writes the same cells.
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { CONTACT_FIELDS } from '../../src/lib/forms/contact-schema';
import { REGISTRATION_FIELDS } from './parse';
import type { LeadData, LeadKind } from './types';

export const EXPORT_COLUMNS: Record<LeadKind, readonly string[]> = {
  contact: CONTACT_FIELDS,
  consultation: CONTACT_FIELDS,
  // verify_email repeats email; it is stored but not exported.
  emtrack: REGISTRATION_FIELDS.filter((f) => f !== 'verify_email'),
};

/** Where a spreadsheet may start a new cell inside ours: the separators of every locale, and line breaks. */
const SPLIT = /([;,\t\r\n])/;
/** A formula's first character (full-width forms too), possibly behind spaces or quotes a spreadsheet drops. */
const FORMULA_START = /^[\s"]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
/** Phone numbers (+1234567890) and plain negative numbers: a spreadsheet reads them as numbers, not formulas. */
const NUMBER = /^\s*[+-][\d\s().-]*$/;

/**
 * An apostrophe before every piece of `value` a spreadsheet could take for a formula. A whole cell that is a
 * number stays; a piece after a separator never does, since in another locale's reading it runs on into the
 * cells after it.
 */
export function defuse(value: string): string {
  if (NUMBER.test(value)) return value;
  return value
    .split(SPLIT)
    .map((piece, i) => (i % 2 === 0 && FORMULA_START.test(piece) ? `'${piece}` : piece))
    .join('');
}

export function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : defuse(String(value));
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(cells: unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Only these requests can carry diagnostic information. */
export const KINDS_WITH_DIAGNOSTICS: readonly LeadKind[] = ['contact', 'consultation'];

/** One lead as the CSV writes it; `extra` holds the values of the extra columns leadsCsv is given. */
export interface CsvLead {
  id: number;
  kind: LeadKind;
  createdAt: string;
  data: LeadData;
  notification: string;
  hasDiagnostics: boolean;
  extra?: Record<string, string>;
}

/** The form fields of these kinds, in the order of the first kind that has each. */
export function exportColumns(kinds: readonly LeadKind[]): string[] {
  return [...new Set(kinds.flatMap((k) => EXPORT_COLUMNS[k]))];
}

/**
 * The CSV of `rows` (leads of `kinds`): id, created_at, the `extra` columns, the kinds' form fields, the
 * notification and, when a kind can have it, whether diagnostic information is attached (empty for other kinds).
 * The staff console's export (staff-list.ts) adds kind, status and assignee; the command none.
 */
export function leadsCsv(rows: readonly CsvLead[], kinds: readonly LeadKind[], extra: readonly string[] = []): string {
  const columns = exportColumns(kinds);
  const withDiagnostics = kinds.some((k) => KINDS_WITH_DIAGNOSTICS.includes(k));
  let out = csvLine(['id', 'created_at', ...extra, ...columns, 'notification', ...(withDiagnostics ? ['diagnostics'] : [])]);
  for (const row of rows) {
    const attached = KINDS_WITH_DIAGNOSTICS.includes(row.kind) ? (row.hasDiagnostics ? 'yes' : 'no') : '';
    const cells = [row.id, row.createdAt, ...extra.map((e) => row.extra?.[e]), ...columns.map((c) => row.data[c]), row.notification];
    out += csvLine(withDiagnostics ? [...cells, attached] : cells);
  }
  return out;
}

interface ExportRow {
  id: number;
  created_at: string | Date;
  data: LeadData;
  notified: boolean;
  has_diagnostics: boolean;
}

const sinceFilter = (since: Date | null) => (since ? sql`and l.created_at >= ${since.toISOString()}` : sql``);

export async function exportLeadsCsv(database: Database, kind: LeadKind, since: Date | null): Promise<string> {
  const rows = await database.rows<ExportRow>(sql`
    select l.id, l.created_at, l.data, l.diagnostics is not null as has_diagnostics,
      coalesce(bool_and(o.sent_at is not null), false) as notified
    from lead l left join lead_outbox o on o.lead_id = l.id
    where l.kind = ${kind} ${sinceFilter(since)}
    group by l.id order by l.id`);
  const leads = rows.map((row): CsvLead => ({
    id: row.id,
    kind,
    createdAt: new Date(row.created_at).toISOString(),
    data: row.data,
    notification: row.notified ? 'sent' : 'queued',
    hasDiagnostics: row.has_diagnostics,
  }));
  return leadsCsv(leads, [kind]);
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
