// CSV export of stored leads for the brand's staff (`npm run leads -- export`): RFC 4180, every cell quoted, one
// row per lead, oldest first, with whether its notification was sent. Values are written as typed, except that
// text a spreadsheet would run as a formula gets an apostrophe in front (OWASP "CSV injection"): at the start
// of the cell and after every `;`, `,`, tab or line break in it, because a spreadsheet whose list separator is
// `;` (German, French locales) splits a cell there and reads what follows as a cell of its own
// (docs/security.md). Contact and consultation rows say whether diagnostic information is attached;
// exportLeadDiagnostics writes those files.
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
