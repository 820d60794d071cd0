// The published sizes in memory, one snapshot per catalog version (issue 22). A new search's results page asked
// PostgreSQL four filtered queries (the products and the three Narrow Results lists): over a sixth of an uncached
// render's server CPU. The catalog is small (thousands of sizes, one statement to read) and changes only by a
// publish or a seed, after which the catalog watch drops the snapshot (CatalogRepository.invalidate); the next read
// makes the new one. The filter is tireSizeWhere's (./filter.ts) in JavaScript; test/server/catalog-snapshot.test.ts
// holds every answer equal to the SQL's.
import { sql } from 'drizzle-orm';
import type { PatternInfo, ProductFilter, TireLineOption, TireSizeRow, TireTypeOption, TraOption } from '../../src/contract/catalog';
import type { Database } from '../db/database';
import { isRated, toDutyTire } from './duty';

interface SizeEntry {
  row: TireSizeRow;
  segments: ReadonlySet<number>;
  applications: ReadonlySet<number>;
  patternName: string;
}

export interface CatalogSnapshot {
  /** Every size, in the products' order: line name, then size (byte-wise, as `collate "C"`), then id. */
  sizes: readonly SizeEntry[];
  /** Every tire type, line and TRA code some size has, each in its list's order (byte-wise by name). */
  tireTypes: readonly TireTypeOption[];
  tireLines: readonly TireLineOption[];
  traCodes: readonly TraOption[];
}

/** PostgreSQL's `collate "C"` order: UTF-8 bytes (JavaScript's < compares UTF-16 units, which differs past U+FFFF). */
export const byteOrder = (a: string, b: string): number => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** A tire_size row joined with its rim, TRA code and type: the answer's own columns, names still flat. */
export type FlatSizeRow = Omit<TireSizeRow, 'patterns' | 'traCode' | 'tireType'> & { tra_code: string; tire_type: string };

/** A size as the service answers it, its line's details embedded. */
export function toSizeRow(s: FlatSizeRow, patterns: Map<number, PatternInfo>): TireSizeRow {
  return {
    tire_size_id: s.tire_size_id,
    size: s.size,
    suffix: s.suffix,
    alternate_size: s.alternate_size,
    ply_rating: s.ply_rating,
    rim_size_id: s.rim_size_id,
    rim_diameter: s.rim_diameter,
    pattern_id: s.pattern_id,
    tire_type_id: s.tire_type_id,
    tra_code_id: s.tra_code_id,
    patterns: patterns.get(s.pattern_id)!,
    traCode: { code: s.tra_code },
    tireType: { name: s.tire_type },
    specification: s.specification,
  };
}

interface Row extends FlatSizeRow {
  pattern_name: string;
  segment_ids: number[] | null;
  application_ids: number[] | null;
}

/** One statement: the sizes with their rim, code, type, line and the segments and applications they serve. */
export async function loadSnapshot(database: Database, patterns: Map<number, PatternInfo>): Promise<CatalogSnapshot> {
  const rows = await database.rows<Row>(sql`
    select ts.tire_size_id, ts.size, ts.suffix, ts.alternate_size, ts.ply_rating, ts.rim_size_id, r.rim_diameter,
      ts.pattern_id, p.pattern_name, ts.tire_type_id, ts.tra_code_id, tc.code as tra_code, tt.name as tire_type,
      ts.specification,
      array(select x.segment_id from tire_size_segment x where x.tire_size_id = ts.tire_size_id) as segment_ids,
      array(select x.application_id from tire_size_application x where x.tire_size_id = ts.tire_size_id) as application_ids
    from tire_size ts
      join rim_size r on r.rim_size_id = ts.rim_size_id
      join tra_code tc on tc.tra_code_id = ts.tra_code_id
      join tire_type tt on tt.tire_type_id = ts.tire_type_id
      join pattern p on p.pattern_id = ts.pattern_id`);
  const sizes = rows.map((s): SizeEntry => {
    const row = toSizeRow(s, patterns);
    // Shared by every answer that lists the size: nobody may change it.
    Object.freeze(row);
    return { row, segments: new Set(s.segment_ids ?? []), applications: new Set(s.application_ids ?? []), patternName: s.pattern_name };
  });
  sizes.sort((a, b) => byteOrder(a.patternName, b.patternName) || byteOrder(a.row.size, b.row.size) || a.row.tire_size_id - b.row.tire_size_id);
  const distinct = <T>(key: (e: SizeEntry) => number, item: (e: SizeEntry) => T, name: (t: T) => string): T[] => {
    const seen = new Map<number, T>();
    for (const e of sizes) if (!seen.has(key(e))) seen.set(key(e), item(e));
    return [...seen.values()].sort((a, b) => byteOrder(name(a), name(b)));
  };
  return {
    sizes,
    tireTypes: distinct((e) => e.row.tire_type_id, (e) => ({ tire_type_id: e.row.tire_type_id, name: e.row.tireType.name }), (t) => t.name),
    tireLines: distinct((e) => e.row.pattern_id, (e) => ({ pattern_id: e.row.pattern_id, patterns: { pattern_name: e.patternName } }), (l) => l.patterns.pattern_name),
    traCodes: distinct((e) => e.row.tra_code_id, (e) => ({ tra_code_id: e.row.tra_code_id, code: e.row.traCode.code }), (t) => t.code),
  };
}

/** tireSizeWhere (./filter.ts) for one size: every condition the filter names holds. */
function matches(e: SizeEntry, f: ProductFilter): boolean {
  const { row } = e;
  return (
    (f.tire_size === undefined || row.size === f.tire_size) &&
    (f.rim_size_id === undefined || row.rim_size_id === f.rim_size_id) &&
    (f.segment_id === undefined || e.segments.has(f.segment_id)) &&
    (f.application_id === undefined || e.applications.has(f.application_id)) &&
    (f.tire_type_id === undefined || f.tire_type_id.includes(row.tire_type_id)) &&
    (f.pattern_id === undefined || f.pattern_id.includes(row.pattern_id)) &&
    (f.tra_code_id === undefined || f.tra_code_id.includes(row.tra_code_id))
  );
}

/** The answers of the catalog's filtered reads, from a snapshot. */
export function snapshotReads(snapshot: CatalogSnapshot) {
  const matching = (f: ProductFilter) => snapshot.sizes.filter((e) => matches(e, f));
  /** The options of `list` some matching size has (`idOf` of a size). */
  const present = <T>(list: readonly T[], f: ProductFilter, idOfSize: (r: TireSizeRow) => number, idOf: (t: T) => number): T[] => {
    const ids = new Set(matching(f).map((e) => idOfSize(e.row)));
    return list.filter((t) => ids.has(idOf(t)));
  };
  return {
    products: (f: ProductFilter): TireSizeRow[] => matching(f).map((e) => e.row),
    /** The distinct sizes of the matching tires, byte-wise. */
    tireSizes: (f: ProductFilter): { size: string }[] =>
      [...new Set(matching(f).map((e) => e.row.size))].sort(byteOrder).map((size) => ({ size })),
    tireTypes: (f: ProductFilter) => present(snapshot.tireTypes, f, (r) => r.tire_type_id, (t) => t.tire_type_id),
    tireLines: (f: ProductFilter) => present(snapshot.tireLines, f, (r) => r.pattern_id, (l) => l.pattern_id),
    traCodes: (f: ProductFilter) => present(snapshot.traCodes, f, (r) => r.tra_code_id, (t) => t.tra_code_id),
    /** The distinct sizes with a TKPH-rated tire, byte-wise (the duty check's sizes). */
    dutySizes: (): { size: string }[] =>
      [...new Set(snapshot.sizes.filter((e) => isRated(e.row)).map((e) => e.row.size))].sort(byteOrder).map((size) => ({ size })),
    /** The rated tires of a size, in the products' order. */
    dutyTires: (size: string) => snapshot.sizes.filter((e) => e.row.size === size && isRated(e.row)).map((e) => toDutyTire(e.row)),
  };
}
