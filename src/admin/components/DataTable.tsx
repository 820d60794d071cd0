// The console's tables: a real <table> with a caption and column headers (the first column can head its row),
// inside a box that scrolls sideways on a narrow screen, which then becomes a named, focusable region
// (src/components/ScrollRegion.tsx) so a keyboard can scroll it too. An empty table says so in words.
import type { ReactNode } from 'react';
import { ScrollRegion } from '../../components/ScrollRegion';

export interface Column<Row> {
  /** Unique among the table's columns. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell names its row (<th scope="row">): usually the first column. */
  rowHeader?: boolean;
  /** Right-aligned (numbers), or a column of buttons. */
  align?: 'end';
  className?: string;
}

interface Props<Row> {
  /** Names the table (shown above it, or only to screen readers with captionHidden). */
  caption: string;
  captionHidden?: boolean;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown instead of an empty table. */
  empty?: ReactNode;
  /** Busy (a refetch): the table stays, dimmed, and says so. */
  busy?: boolean;
  className?: string;
}

export function DataTable<Row>({ caption, captionHidden, columns, rows, rowKey, empty = 'Nothing yet.', busy = false, className }: Props<Row>) {
  if (rows.length === 0) return <p className="data-table__empty">{empty}</p>;
  return (
    <ScrollRegion className="data-table__scroll" label={caption}>
      <table className={`data-table${className ? ` ${className}` : ''}`} aria-busy={busy || undefined}>
        <caption className={captionHidden ? 'visually-hidden' : 'data-table__caption'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.align === 'end' ? 'data-table__end' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => {
                const classes = [c.align === 'end' ? 'data-table__end' : '', c.className ?? ''].filter(Boolean).join(' ') || undefined;
                return c.rowHeader ? (
                  <th key={c.key} scope="row" className={classes}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.key} className={classes}>
                    {c.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
