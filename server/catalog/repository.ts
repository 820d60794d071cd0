// Catalog reads. Plain async functions over the database (DESIGN habit 7); routes never write SQL.
import { sql } from 'drizzle-orm';
import type {
  Application,
  CatalogFilter,
  LoadIndex,
  PatternInfo,
  ProductFilter,
  RimSize,
  Segment,
  TireLineOption,
  TireSizeOption,
  TireSizeRow,
  TireSizeWithLoads,
  TireTypeOption,
  TraOption,
} from '../../src/contract/catalog';
import type { DutyMachine, DutyTire } from '../../src/contract/duty';
import type { MachineDetail, MachineSummary } from '../../src/contract/machine';
import type { SizeRatings } from '../../src/contract/ratings';
import { nominalSize, ratingPoints } from '../../src/lib/ratings';
import type { RetiredTire } from '../../src/contract/retired';
import type { Database } from '../db/database';
import { containsPattern, tireSizeWhere } from './filter';
import { machineReads, type MachineFilter } from './machines/reads';
import { readMachines } from './machines/store';
import { loadPatterns } from './patterns';
import { byteOrder, loadSnapshot, snapshotReads, toSizeRow, type FlatSizeRow } from './snapshot';

type SizeRow = FlatSizeRow & { load_index?: LoadIndex | null };

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

/** A value made on first use and kept until dropped; a failed making is not kept: the next use tries again. */
function kept<T>(make: () => Promise<T>): { get: () => Promise<T>; drop: () => void } {
  let value: Promise<T> | null = null;
  return {
    get: () => {
      if (value === null) {
        const made = make();
        value = made;
        made.catch(() => {
          if (value === made) value = null;
        });
      }
      return value;
    },
    drop: () => {
      value = null;
    },
  };
}

// Sizes and names sort byte-wise (collate "C") so PGlite and every PostgreSQL locale give the same order.
export function createCatalogRepository(database: Database) {
  const { rows } = database;
  let patterns: Promise<Map<number, PatternInfo>> | null = null;
  const patternMap = () => (patterns ??= loadPatterns(database));
  // The filtered reads (products and the lists a search narrows) answer from the published sizes in memory.
  const snapshot = kept(() => patternMap().then(async (byId) => snapshotReads(await loadSnapshot(database, byId))));
  const reads = snapshot.get;
  // The fitment table with the published sizes, made like the snapshot and dropped with it.
  const fitment = kept(() => Promise.all([readMachines(database.db), reads()]).then(([list, r]) => machineReads(list, r.products({}))));
  const machines = fitment.get;

  /** The sizes matching `where`, with their load tables (null when a size has none): detail and compare. */
  async function withLoads(where: ReturnType<typeof tireSizeWhere>): Promise<TireSizeWithLoads[]> {
    const list = await rows<SizeRow>(sql`
      select ts.tire_size_id, ts.size, ts.suffix, ts.alternate_size, ts.ply_rating, ts.rim_size_id,
        r.rim_diameter, ts.pattern_id, ts.tire_type_id, ts.tra_code_id, tc.code as tra_code,
        tt.name as tire_type, ts.specification, ts.load_index
      from tire_size ts
        join rim_size r on r.rim_size_id = ts.rim_size_id
        join tra_code tc on tc.tra_code_id = ts.tra_code_id
        join tire_type tt on tt.tire_type_id = ts.tire_type_id
        join pattern p on p.pattern_id = ts.pattern_id
      where ${where}
      order by p.pattern_name collate "C", ts.size collate "C", ts.tire_size_id`);
    const byId = await patternMap();
    return list.map((s) => ({ ...toSizeRow(s, byId), loadIndex: s.load_index ?? null }));
  }

  return {
    /** Forget derived caches after the catalog changed (a seed). */
    invalidate(): void {
      patterns = null;
      snapshot.drop();
      fitment.drop();
    },
    rimSizes: () =>
      rows<RimSize>(sql`select rim_size_id, rim_diameter from rim_size order by rim_diameter asc`),
    segments: () =>
      rows<Segment>(sql`select segment_id, name from segment order by name collate "C"`),
    applications: (segmentId?: number) =>
      rows<Application>(sql`select a.application_id, a.name from application a
        where ${segmentId === undefined ? sql`true` : sql`exists (select 1 from segment_application sa
          where sa.application_id = a.application_id and sa.segment_id = ${segmentId})`}
        order by a.name collate "C"`),
    tireSizes: async (f: CatalogFilter & { search?: string }): Promise<TireSizeOption[]> => {
      if (f.search === undefined) return (await reads()).tireSizes(f);
      return rows<TireSizeOption>(sql`select ts.size from tire_size ts
        where ${tireSizeWhere(f)} and ts.size ilike ${containsPattern(f.search)}
        group by ts.size
        order by ts.size collate "C"`);
    },
    tireTypes: async (f: CatalogFilter): Promise<TireTypeOption[]> => (await reads()).tireTypes(f),
    tireLines: async (f: CatalogFilter): Promise<TireLineOption[]> => (await reads()).tireLines(f),
    traCodes: async (f: CatalogFilter): Promise<TraOption[]> => (await reads()).traCodes(f),
    products: async (f: ProductFilter): Promise<TireSizeRow[]> => (await reads()).products(f),
    dutySizes: async (): Promise<TireSizeOption[]> => (await reads()).dutySizes(),
    dutyTires: async (size: string): Promise<DutyTire[]> => (await reads()).dutyTires(size),
    machineList: async (f: MachineFilter): Promise<MachineSummary[]> => (await machines()).list(f),
    machineDetail: async (slug: string): Promise<MachineDetail | null> => (await machines()).detail(slug),
    dutyMachines: async (): Promise<DutyMachine[]> => (await machines()).dutyMachines(),
    /** Every rating our tires' load tables mark in the nominal size of `size` (issue 23 part 4). */
    ratings: async (size: string): Promise<SizeRatings> => {
      const nominal = nominalSize(size);
      const all = nominal === null ? [] : (await reads()).products({}).filter((r) => nominalSize(r.size) === nominal);
      if (all.length === 0) return { sizes: [], points: [] };
      const tires = await withLoads(sql`ts.tire_size_id in (${sql.join(all.map((r) => sql`${r.tire_size_id}`), sql`, `)})`);
      return {
        sizes: [...new Set(all.map((r) => r.size))].sort(byteOrder),
        points: ratingPoints(tires.map((t) => ({ size: t.size, tire_type: t.tireType.name, loadIndex: t.loadIndex }))),
      };
    },
    detail: async (id: number): Promise<TireSizeWithLoads | null> => (await withLoads(sql`ts.tire_size_id = ${id}`))[0] ?? null,
    /** A tire an import removed: what it was, and the sizes its line still has (none when the line is gone). */
    retired: async (id: number): Promise<RetiredTire | null> => {
      const [gone] = await rows<{ pattern_name: string; size: string; ply_rating: string }>(
        sql`select pattern_name, size, ply_rating from tire_retired where tire_size_id = ${id}`,
      );
      if (!gone) return null;
      const others = await rows<{ tire_size_id: number; size: string; ply_rating: string }>(sql`select ts.tire_size_id, ts.size, ts.ply_rating
        from tire_size ts join pattern p on p.pattern_id = ts.pattern_id where p.pattern_name = ${gone.pattern_name}
        order by ts.size collate "C", ts.ply_rating collate "C"`);
      return { ...gone, others: others.map((o) => ({ ...o, tire_size_id: Number(o.tire_size_id) })) };
    },
    /** The tires in the order asked for; the ids not found are returned separately. */
    compare: async (ids: number[]): Promise<{ tires: TireSizeWithLoads[]; missing: number[] }> => {
      const found = await withLoads(sql`ts.tire_size_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
      const byId = new Map(found.map((t) => [t.tire_size_id, t]));
      return {
        tires: ids.flatMap((i) => byId.get(i) ?? []),
        missing: ids.filter((i) => !byId.has(i)),
      };
    },
  };
}
