// Every problem of a refused file, one row each, as the product manager fixes them in the spreadsheet: which
// sheet (or file), which row, which column, and what is wrong.
import type { ImportProblem } from '../../../contract/staff';
import { DataTable, type Column } from '../../components/DataTable';

const columns: Column<ImportProblem>[] = [
  { key: 'file', header: 'Sheet or file', cell: (p) => p.file },
  { key: 'row', header: 'Row', cell: (p) => p.row ?? '—', align: 'end' },
  { key: 'column', header: 'Column', cell: (p) => p.column ?? '—' },
  { key: 'message', header: 'What is wrong', cell: (p) => p.message },
];

export function ProblemsTable({ problems, caption }: { problems: ImportProblem[]; caption: string }) {
  const rows = problems.map((p, i) => ({ ...p, i }));
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(p) => p.i} />;
}
