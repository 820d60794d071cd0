// What the generated documents are made of: the catalog as it is now (read in a few queries), and the brand's
// services as the content service publishes them.
import { sql } from 'drizzle-orm';
import type { LoadIndex, PatternInfo, Specification } from '../../src/contract/catalog';
import { htmlToText } from '../../src/lib/sanitize';
import type { Database } from '../db/database';
import type { ContentRepository } from '../content/repository';
import { loadPatterns } from '../catalog/patterns';

export interface DocSize {
  tire_size_id: number;
  size: string;
  suffix: string;
  alternate_size: string;
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

/** One of the brand's services: a visible entry of the content service's reliable-types, in sequence. */
export interface DocService {
  title: string;
  summary: string;
}

export interface DocCatalog {
  patterns: DocPattern[];
  sizes: DocSize[];
  applications: string[];
  families: string[];
  services: DocService[];
}

/** The Reliable Services sections (SPEC §7 content rules: active, not deleted, by sequence). */
export async function loadServices(content: ContentRepository): Promise<DocService[]> {
  const entries = await content.entries('reliable-types');
  return entries
    .filter((e) => e.is_active === true && e.is_deleted !== true && typeof e.title === 'string')
    .sort((a, b) => Number(a.sequence ?? 0) - Number(b.sequence ?? 0))
    .map((e) => ({
      title: String(e.title),
      summary: htmlToText(typeof e.sub_title === 'string' ? e.sub_title : ''),
    }));
}

export async function loadDocCatalog(database: Database, content: ContentRepository): Promise<DocCatalog> {
  const [patternInfo, families, sizes, apps, services] = await Promise.all([
    loadPatterns(database),
    database.rows<{ pattern_id: number; family: string }>(sql`select pattern_id, family from pattern`),
    database.rows<DocSize>(sql`
      select ts.tire_size_id, ts.size, ts.suffix, ts.alternate_size, ts.ply_rating, tc.code as tra_code, tt.name as tire_type,
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
    loadServices(content),
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
    services,
  };
}
