// Reading one table of the exchange format: its header checked against the columns it must and may have, then
// each cell read as text, a number or a list, every problem recorded with its row and column (never thrown).
import type { Problem } from './problems';

/** One sheet of a workbook or one CSV file: the header row first. */
export interface Sheet {
  file: string;
  rows: string[][];
}

export interface TableSpec {
  /** Columns every file must have (in any order). */
  required: readonly string[];
  /** Columns it may have. */
  optional?: readonly string[];
}

/** Separator of a cell that lists several values (equipment of a size, images of a line). */
export const LIST_SEPARATOR = ';';

/** C0 controls other than tab and line feed, DEL, C1 controls: invisible, and never meant in product data. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a) || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return false;
}
const LONE_SURROGATE = /\p{Cs}/u;
const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

export interface NumberRule {
  min: number;
  max: number;
  integer?: boolean;
}

export class Table {
  private readonly index = new Map<string, number>();
  readonly ok: boolean;

  constructor(
    readonly sheet: Sheet,
    spec: TableSpec,
    private readonly problems: Problem[],
  ) {
    const header = (sheet.rows[0] ?? []).map((h) => h.trim());
    header.forEach((h, i) => this.index.set(h, i));
    const known = new Set([...spec.required, ...(spec.optional ?? [])]);
    const missing = spec.required.filter((c) => !this.index.has(c));
    for (const column of missing) problems.push({ file: sheet.file, row: 1, column, rule: 'column', message: 'this column is missing' });
    for (const h of header) {
      if (!known.has(h)) problems.push({ file: sheet.file, row: 1, column: h || '(blank)', rule: 'column', message: 'is not a column of this table' });
    }
    const seen = new Set<string>();
    for (const h of header) {
      if (seen.has(h)) problems.push({ file: sheet.file, row: 1, column: h, rule: 'column', message: 'appears twice' });
      seen.add(h);
    }
    this.ok = missing.length === 0;
  }

  /** Data rows with their spreadsheet row numbers (2 for the first one under the header). */
  rows(): { row: number; cell: Cells }[] {
    return this.sheet.rows.slice(1).map((cells, i) => ({ row: i + 2, cell: new Cells(this, cells, i + 2) }));
  }

  column(name: string): number | undefined {
    return this.index.get(name);
  }

  report(row: number, column: string | undefined, rule: string, message: string): void {
    this.problems.push({ file: this.sheet.file, row, ...(column ? { column } : {}), rule, message });
  }
}

/** The cells of one row, read by column header. */
export class Cells {
  constructor(
    private readonly table: Table,
    private readonly cells: string[],
    readonly row: number,
  ) {}

  private raw(column: string): string {
    const i = this.table.column(column);
    return i === undefined ? '' : (this.cells[i] ?? '');
  }

  private fail(column: string, rule: string, message: string): null {
    this.table.report(this.row, column, rule, message);
    return null;
  }

  /** Trimmed text; '' for an optional blank cell. Null (and a problem) when it breaks a rule. */
  text(column: string, { optional = false, max = 2000 }: { optional?: boolean; max?: number } = {}): string | null {
    const value = this.raw(column).trim();
    if (value === '') return optional ? '' : this.fail(column, 'required', 'must not be blank');
    if (hasControl(value)) return this.fail(column, 'control', 'holds a control character');
    if (LONE_SURROGATE.test(value)) return this.fail(column, 'text', 'is not well-formed text');
    if (value.startsWith('=')) return this.fail(column, 'formula', 'is a formula: put its value in the cell instead');
    if (value.length > max) return this.fail(column, 'length', `is longer than ${max} characters`);
    return value;
  }

  /** A plain decimal number in the column's unit (the header names it) within `rule`; null when blank and allowed. */
  number(column: string, rule: NumberRule, { optional = false } = {}): number | null | undefined {
    const value = this.raw(column).trim();
    if (value === '') return optional ? undefined : this.fail(column, 'required', 'must not be blank');
    if (!DECIMAL.test(value)) {
      const unit = /^-?[\d.,]+\s*\D+$/.test(value);
      return this.fail(column, unit ? 'unit' : 'number', unit ? 'write the number only: the unit is in the header' : `"${value.slice(0, 40)}" is not a number`);
    }
    const n = Number(value);
    if (rule.integer && !Number.isInteger(n)) return this.fail(column, 'number', 'must be a whole number');
    if (n < rule.min || n > rule.max) return this.fail(column, 'range', `${value} is outside ${rule.min} to ${rule.max}`);
    return n;
  }

  /** The values of a list cell (separated by ";"), each checked as text; [] when blank. */
  list(column: string, { optional = true, max = 300 } = {}): string[] | null {
    const value = this.text(column, { optional, max: 20_000 });
    if (value === null) return null;
    const items = value === '' ? [] : value.split(LIST_SEPARATOR).map((s) => s.trim());
    if (items.some((s) => s === '')) return this.fail(column, 'list', `has an empty item: separate values with "${LIST_SEPARATOR} "`);
    if (items.some((s) => s.length > max)) return this.fail(column, 'length', `has an item longer than ${max} characters`);
    return items;
  }

  /** One of `choices` (compared without case); '' for an optional blank. */
  choice<T extends string>(column: string, choices: readonly T[], { optional = false } = {}): T | '' | null {
    const value = this.text(column, { optional });
    if (value === null || value === '') return value;
    const found = choices.find((c) => c.toLowerCase() === value.toLowerCase());
    return found ?? this.fail(column, 'choice', `must be one of: ${choices.join(', ')}`);
  }
}
