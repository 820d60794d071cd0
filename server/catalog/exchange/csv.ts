// RFC 4180 CSV for the catalog exchange format (docs/catalog-format.md): strict UTF-8 in, UTF-8 out.
// Reading reports problems instead of throwing, so that one import lists every problem of every file at once.
import type { Problem } from './problems';

export type Rows = string[][];

/** Bytes that are not UTF-8 (a spreadsheet's "CSV" in Windows-1252, say) are refused, never guessed. */
function decode(bytes: Uint8Array, file: string, problems: Problem[]): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.startsWith('\uFEFF') ? text.slice(1) : text;
  } catch {
    problems.push({ file, rule: 'encoding', message: 'is not UTF-8 text: save it as "CSV UTF-8"' });
    return null;
  }
}

/**
 * The records of `bytes`: fields split on commas, records on CRLF or LF, quoted fields may hold commas, line
 * breaks and doubled quotes. A stray quote, an unterminated quoted field or a record of another length than
 * the header is a problem (row numbers count the header as row 1, as a spreadsheet shows them).
 */
export function parseCsv(bytes: Uint8Array, file: string, problems: Problem[]): Rows {
  const text = decode(bytes, file, problems);
  if (text === null) return [];
  const rows: Rows = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  const endField = () => {
    row.push(field);
    field = '';
    afterQuote = false;
  };
  const endRow = () => {
    endField();
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') {
        quoted = false;
        afterQuote = true;
      } else if (c === '\r' && text[i + 1] === '\n') {
        // A line break inside a cell is kept as LF, whichever way the spreadsheet wrote it.
      } else {
        if (c === '\n') line += 1;
        field += c;
      }
    } else if (c === ',') endField();
    else if (c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      if (c === '\r') i += 1;
      endRow();
      line += 1;
    } else if (c === '"' && field === '' && !afterQuote) quoted = true;
    else if (afterQuote || c === '"') {
      problems.push({ file, row: line, rule: 'csv', message: 'has a quote inside an unquoted field or text after a closing quote' });
      return [];
    } else field += c;
  }
  if (quoted) {
    problems.push({ file, row: line, rule: 'csv', message: 'ends inside a quoted field (a quote is missing)' });
    return [];
  }
  if (field !== '' || row.length > 0) endRow();
  const width = rows[0]?.length ?? 0;
  rows.forEach((r, i) => {
    if (r.length !== width) problems.push({ file, row: i + 1, rule: 'csv', message: `has ${r.length} fields where the header has ${width}` });
  });
  return rows;
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A CSV file of `rows` (CRLF line ends, fields quoted where they must be). */
export function writeCsv(rows: Rows): string {
  return rows.map((r) => r.map(quote).join(',')).join('\r\n') + '\r\n';
}
