// Load and inflation tables that a data book could print: per size and speed, pressures rise in equal steps
// (a missing row is a gap) and the load rises with the pressure. Problems point at the offending row.
import type { LoadRow } from '../../../src/contract/catalog';
import type { SeedTireSize } from '../seed/types';
import { LOAD } from './format';
import type { Table } from './sheet';

export function checkLoadTables(t: Table, tire: SeedTireSize, tables: Map<string, { row: number; load: LoadRow }[]>): void {
  const name = `${tire.pattern_name} ${tire.size} ${tire.ply_rating}`;
  for (const [speed, rows] of tables) {
    // The table's step is its smallest rise: a missing row shows as one rise that is larger.
    const rises = rows.slice(1).map((r, i) => r.load.PSI - rows[i]!.load.PSI).filter((d) => d > 0);
    const step = rises.length > 0 ? Math.min(...rises) : 0;
    for (let i = 1; i < rows.length; i += 1) {
      const prev = rows[i - 1]!.load;
      const { row, load } = rows[i]!;
      if (load.PSI <= prev.PSI) {
        t.report(row, LOAD.psi, 'order', `${name} at ${speed}: pressures must rise from row to row (${prev.PSI} then ${load.PSI})`);
      } else if (load.PSI - prev.PSI !== step) {
        t.report(row, LOAD.psi, 'gap', `${name} at ${speed}: the table goes up by ${step} psi, but from ${prev.PSI} to ${load.PSI} here (a row is missing?)`);
      }
      if (load.LOADKG <= prev.LOADKG || load.LOADLBS <= prev.LOADLBS) {
        t.report(row, load.LOADKG <= prev.LOADKG ? LOAD.kg : LOAD.lbs, 'monotonic', `${name} at ${speed}: the load must rise with the pressure`);
      }
    }
  }
}
