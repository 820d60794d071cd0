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
import type { RetiredTire } from '../../src/contract/retired';
import type { Database } from '../db/database';
import { containsPattern, tireSizeWhere } from './filter';
import { loadPatterns } from './patterns';

/** A tire_size row joined with its rim, TRA code and type: the answer's own columns, names still flat. */
type SizeRow = Omit<TireSizeRow, 'patterns' | 'traCode' | 'tireType'> & {
  tra_code: string;
  tire_type: string;
  load_index?: LoadIndex | null;
};

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

// Sizes and names sort byte-wise (collate "C") so PGlite and every PostgreSQL locale give the same order.
export function createCatalogRepository(database: Database) {
  const { rows } = database;
  let patterns: Promise<Map<number, PatternInfo>> | null = null;
  const patternMap = () => (patterns ??= loadPatterns(database));

  /** The sizes matching `where`, each with its load tables when `withLoads` (null when it has none). */
  async function sizes(where: ReturnType<typeof tireSizeWhere>, withLoads: boolean): Promise<{ row: TireSizeRow; loadIndex: LoadIndex | null }[]> {
    const list = await rows<SizeRow>(sql`
      select ts.tire_size_id, ts.size, ts.suffix, ts.alternate_size, ts.ply_rating, ts.rim_size_id,
        r.rim_diameter, ts.pattern_id, ts.tire_type_id, ts.tra_code_id, tc.code as tra_code,
        tt.name as tire_type, ts.specification ${withLoads ? sql`, ts.load_index` : sql``}
      from tire_size ts
        join rim_size r on r.rim_size_id = ts.rim_size_id
        join tra_code tc on tc.tra_code_id = ts.tra_code_id
        join tire_type tt on tt.tire_type_id = ts.tire_type_id
        join pattern p on p.pattern_id = ts.pattern_id
      where ${where}
      order by p.pattern_name collate "C", ts.size collate "C", ts.tire_size_id`);
    const byId = await patternMap();
    return list.map((s) => {
      const row: TireSizeRow = {
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
        patterns: byId.get(s.pattern_id)!,
        traCode: { code: s.tra_code },
        tireType: { name: s.tire_type },
        specification: s.specification,
      };
      return { row, loadIndex: s.load_index ?? null };
    });
  }

  const withLoads = async (where: ReturnType<typeof tireSizeWhere>): Promise<TireSizeWithLoads[]> =>
    (await sizes(where, true)).map(({ row, loadIndex }) => ({ ...row, loadIndex }));

  return {
    /** Forget derived caches after the catalog changed (a seed). */
    invalidate(): void {
      patterns = null;
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
    tireSizes: (f: CatalogFilter & { search?: string }) =>
      rows<TireSizeOption>(sql`select ts.size from tire_size ts
        where ${tireSizeWhere(f)}
          ${f.search === undefined ? sql`` : sql`and ts.size ilike ${containsPattern(f.search)}`}
        group by ts.size
        order by ts.size collate "C"`),
    tireTypes: (f: CatalogFilter) =>
      rows<TireTypeOption>(sql`select tt.tire_type_id, tt.name from tire_type tt
        where exists (select 1 from tire_size ts where ts.tire_type_id = tt.tire_type_id and ${tireSizeWhere(f)})
        order by tt.name collate "C"`),
    tireLines: async (f: CatalogFilter): Promise<TireLineOption[]> =>
      (
        await rows<{ pattern_id: number; pattern_name: string }>(sql`select p.pattern_id, p.pattern_name
          from pattern p
          where exists (select 1 from tire_size ts where ts.pattern_id = p.pattern_id and ${tireSizeWhere(f)})
          order by p.pattern_name collate "C"`)
      ).map((r) => ({ pattern_id: r.pattern_id, patterns: { pattern_name: r.pattern_name } })),
    traCodes: (f: CatalogFilter) =>
      rows<TraOption>(sql`select tc.tra_code_id, tc.code from tra_code tc
        where exists (select 1 from tire_size ts where ts.tra_code_id = tc.tra_code_id and ${tireSizeWhere(f)})
        order by tc.code collate "C"`),
    products: async (f: ProductFilter): Promise<TireSizeRow[]> =>
      (await sizes(tireSizeWhere(f), false)).map((s) => s.row),
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
