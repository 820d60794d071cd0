// One problem of an import, located as a product manager finds it in their spreadsheet: the sheet (or CSV
// file), the row as the spreadsheet numbers it (the header is row 1), the column's header and the rule broken.
export interface Problem {
  /** Sheet name, or the CSV file's name (`sizes.csv`). */
  file: string;
  row?: number;
  column?: string;
  /** A short stable name of the rule (`required`, `number`, `range`, `duplicate`, `reference`…). */
  rule: string;
  /** The rest of a sentence that starts with where it is. */
  message: string;
}

/** "sizes.csv row 14, Overall Width (in): must be a number (range)". */
export function formatProblem(p: Problem): string {
  const where = [p.file, p.row === undefined ? null : `row ${p.row}`].filter(Boolean).join(' ');
  return `${where}${p.column ? `, ${p.column}` : ''}: ${p.message} (${p.rule})`;
}

/** Thrown by the import steps when the input is refused; carries every problem found. */
export class ImportRefused extends Error {
  constructor(readonly problems: Problem[]) {
    super(`The import was refused: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  }
}
