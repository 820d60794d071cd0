// Loads & Inflations tables (SPEC §3 loadIndex, §8, §9): one table per speed key, rows by PSI ascending, the load
// with the load rating in brackets, and the speed, in the visitor's units (issue 23 part 4): US shows the pressure
// in psi and loads in lbs, metric in kPa and bar and loads in kg.
import type { LoadIndex, LoadRow } from '../contract/catalog';
import { LOAD_UNIT, SPEED_UNIT, formatNumber, kpaToBar, type UnitSystem } from './units';

export interface LoadTableRow {
  /** The row's key (its pressure in psi). */
  key: string;
  /** In the columns' order: the pressure (psi; or kPa and bar), the load ("23,400 (2*)", or "23,400" when the row
   * has no rating) and the speed. */
  cells: string[];
}

export interface LoadTable {
  /** The speed key, e.g. "50 km/h". */
  speed: string;
  /** What the speed class is for (the rows' DESCR). */
  description: string;
  /** The column headers: US "PSI", "Load (lbs)", "Speed (mph)"; metric "kPa", "bar", "Load (kg)", "Speed (km/h)". */
  columns: string[];
  rows: LoadTableRow[];
}

/** The load rating shows in brackets unless it is empty or the legacy text NULL. */
export function loadRatingText(rating: string | null | undefined): string {
  const text = (rating ?? '').trim();
  return text === '' || text.toUpperCase() === 'NULL' ? '' : `(${text})`;
}

/** True when there is at least one load row to show. */
export function hasLoadData(index: LoadIndex | null | undefined): index is LoadIndex {
  return !!index && Object.values(index).some((rows) => Array.isArray(rows) && rows.length > 0);
}

function toRow(row: LoadRow, unit: UnitSystem): LoadTableRow {
  const load = formatNumber(unit === 'US' ? row.LOADLBS : row.LOADKG);
  const rating = loadRatingText(row.LOADRATING);
  const pressure = unit === 'US' ? [formatNumber(row.PSI)] : [formatNumber(row.KPA), kpaToBar(row.KPA)];
  return {
    key: String(row.PSI),
    cells: [...pressure, rating ? `${load} ${rating}` : load, formatNumber(unit === 'US' ? row.SPEEDMPH : row.SPEEDKPH)],
  };
}

export function loadTables(index: LoadIndex | null | undefined, unit: UnitSystem): LoadTable[] {
  if (!hasLoadData(index)) return [];
  return Object.entries(index)
    .filter(([, rows]) => rows.length > 0)
    .map(([speed, rows]) => {
      const sorted = [...rows].sort((a, b) => a.PSI - b.PSI);
      return {
        speed,
        description: sorted[0]?.DESCR ?? '',
        columns: [...(unit === 'US' ? ['PSI'] : ['kPa', 'bar']), `Load (${LOAD_UNIT[unit]})`, `Speed (${SPEED_UNIT[unit]})`],
        rows: sorted.map((row) => toRow(row, unit)),
      };
    });
}
