// The exchange format as one .xlsx workbook (exceljs): one sheet per table, named as the CSV files are
// (`sizes`, `tire-lines`…). Cells are read as the text a CSV would hold: numbers as written, text as is; a
// formula, a date or an error value is a problem, never guessed. The archive is checked for zip bombs first.
import ExcelJS from 'exceljs';
import { TABLE_ORDER, type TableName } from './format';
import type { Problem } from './problems';
import { unzip } from './zip-guard';

type CellValue = ExcelJS.CellValue;

/** Column letters of a 1-based column number (1 -> A, 28 -> AB), for problem reports. */
export function columnLetter(n: number): string {
  let out = '';
  for (let c = n; c > 0; c = Math.floor((c - 1) / 26)) out = String.fromCharCode(65 + ((c - 1) % 26)) + out;
  return out;
}

/** The text of a cell, or null when it holds something a table must not (reported). */
function cellText(value: CellValue, report: (rule: string, message: string) => void): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : (report('number', 'is not a finite number'), null);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return (report('date', 'is a date: write it as text'), null);
  if ('formula' in value || 'sharedFormula' in value) return (report('formula', 'is a formula: put its value in the cell instead'), null);
  if ('error' in value) return (report('number', `holds the error ${String(value.error)}`), null);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  return (report('cell', 'holds something other than text or a number'), null);
}

/**
 * The tables of a workbook's bytes; unknown sheets are problems, a missing sheet is reported by the import.
 * `order`: the sheets of the format (the catalog's by default; the dealers' is one sheet).
 */
export async function readWorkbook<N extends string = TableName>(
  bytes: Uint8Array,
  file: string,
  problems: Problem[],
  order: readonly N[] = TABLE_ORDER as readonly string[] as readonly N[],
): Promise<Partial<Record<N, string[][]>>> {
  if (!unzip(bytes, file, problems)) return {};
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    problems.push({ file, rule: 'workbook', message: 'is not an .xlsx workbook that can be read' });
    return {};
  }
  const tables: Partial<Record<N, string[][]>> = {};
  for (const sheet of workbook.worksheets) {
    const name = sheet.name.trim() as N;
    if (!order.includes(name)) {
      problems.push({ file: sheet.name, rule: 'table', message: `is not a sheet of the format (${order.join(', ')})` });
      continue;
    }
    const width = sheet.getRow(1).cellCount;
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const cells: string[] = [];
      for (let c = 1; c <= Math.max(width, row.cellCount); c += 1) {
        const report = (rule: string, message: string) =>
          problems.push({ file: name, row: rowNumber, column: `${columnLetter(c)} (${String(sheet.getRow(1).getCell(c).value ?? '')})`, rule, message });
        cells.push(cellText(row.getCell(c).value, report) ?? '');
      }
      while (rows.length < rowNumber - 1) rows.push(new Array<string>(cells.length).fill(''));
      rows.push(cells);
    });
    tables[name] = rows;
  }
  return tables;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The tables as a workbook (one sheet per table of `order`, header row bold and frozen). */
export async function writeWorkbook<N extends string = TableName>(
  tables: Record<N, string[][]>,
  order: readonly N[] = TABLE_ORDER as readonly string[] as readonly N[],
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const name of order) {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    // Numbers go in as numbers (a spreadsheet can sort and sum them), when they read back as the same text.
    for (const row of tables[name]) sheet.addRow(row.map((v) => (NUMBER.test(v) && String(Number(v)) === v ? Number(v) : v)));
    sheet.getRow(1).font = { bold: true };
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
