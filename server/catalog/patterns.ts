// Tire lines with their images, features and benefits, loaded in four queries and kept until the catalog
// changes: every product row embeds its line, and there are tens of lines for thousands of sizes.
import { sql } from 'drizzle-orm';
import type { PatternInfo } from '../../src/contract/catalog';
import type { Database } from '../db/database';

export async function loadPatterns(database: Database): Promise<Map<number, PatternInfo>> {
  const [patterns, images, features, benefits] = await Promise.all([
    database.rows<Pick<PatternInfo, 'pattern_id' | 'pattern_name' | 'description' | 'tag_line' | 'product_class'>>(
      sql`select pattern_id, pattern_name, description, tag_line, product_class from pattern`,
    ),
    database.rows<{ pattern_id: number; url: string }>(
      sql`select pattern_id, url from pattern_image order by pattern_id, sequence`,
    ),
    database.rows<{ pattern_id: number; feature: string; sequence: number }>(
      sql`select pattern_id, feature, sequence from pattern_feature order by pattern_id, sequence`,
    ),
    database.rows<{ pattern_id: number; benefit: string; sequence: number }>(
      sql`select pattern_id, benefit, sequence from pattern_benefit order by pattern_id, sequence`,
    ),
  ]);
  const map = new Map<number, PatternInfo>();
  for (const p of patterns) {
    map.set(p.pattern_id, {
      ...p,
      patternImageMappings: [],
      patternFeatureMappings: [],
      patternBenefitMappings: [],
    });
  }
  for (const { pattern_id, url } of images) map.get(pattern_id)?.patternImageMappings.push({ url });
  for (const { pattern_id, ...f } of features) map.get(pattern_id)?.patternFeatureMappings.push(f);
  for (const { pattern_id, ...b } of benefits) map.get(pattern_id)?.patternBenefitMappings.push(b);
  return map;
}
