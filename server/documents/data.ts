// What the generated documents are made of: the catalog as it is now, read in three queries.
import { sql } from 'drizzle-orm';
import type { LoadIndex, PatternInfo, Specification } from '../../src/lib/catalog-types';
import type { Database } from '../db/database';
import { loadPatterns } from '../repositories/patterns';

export interface DocSize {
  tire_size_id: number;
  size: string;
  ply_rating: string;
  tra_code: string;
  tire_type: string;
  rim_diameter: number;
  pattern_id: number;
  pattern_name: string;
  specification: Specification;
  load_index: LoadIndex | null;
  applications: string[];
}

export interface DocPattern extends PatternInfo {
  family: string;
  sizes: DocSize[];
}

export interface DocCatalog {
  patterns: DocPattern[];
  sizes: DocSize[];
  applications: string[];
  families: string[];
}

export async function loadDocCatalog(database: Database): Promise<DocCatalog> {
  const [patternInfo, families, sizes, apps] = await Promise.all([
    loadPatterns(database),
    database.rows<{ pattern_id: number; family: string }>(sql`select pattern_id, family from pattern`),
    database.rows<DocSize>(sql`
      select ts.tire_size_id, ts.size, ts.ply_rating, tc.code as tra_code, tt.name as tire_type,
        r.rim_diameter, ts.pattern_id, p.pattern_name, ts.specification, ts.load_index,
        coalesce((select array_agg(a.name order by a.name collate "C") from tire_size_application x
          join application a on a.application_id = x.application_id where x.tire_size_id = ts.tire_size_id),
          '{}') as applications
      from tire_size ts
        join pattern p on p.pattern_id = ts.pattern_id
        join tra_code tc on tc.tra_code_id = ts.tra_code_id
        join tire_type tt on tt.tire_type_id = ts.tire_type_id
        join rim_size r on r.rim_size_id = ts.rim_size_id
      order by p.pattern_name collate "C", r.rim_diameter, ts.size collate "C", ts.tire_size_id`),
    database.rows<{ name: string }>(sql`select name from application order by name collate "C"`),
  ]);
  const familyOf = new Map(families.map((f) => [f.pattern_id, f.family]));
  const byPattern = new Map<number, DocSize[]>();
  for (const s of sizes) byPattern.set(s.pattern_id, [...(byPattern.get(s.pattern_id) ?? []), s]);
  const patterns: DocPattern[] = [...patternInfo.values()]
    .map((p) => ({ ...p, family: familyOf.get(p.pattern_id) ?? '', sizes: byPattern.get(p.pattern_id) ?? [] }))
    .filter((p) => p.sizes.length > 0)
    .sort((a, b) => (a.pattern_name < b.pattern_name ? -1 : 1));
  return {
    patterns,
    sizes,
    applications: apps.map((a) => a.name),
    families: [...new Set(patterns.map((p) => p.family))].sort(),
  };
}
