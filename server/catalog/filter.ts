// Builds the WHERE clause shared by the finder lists, filter lists and products. Every value is a bound
// parameter (drizzle's sql template); nothing from a request is ever spliced into SQL text.
import { sql, type SQL } from 'drizzle-orm';
import type { ProductFilter } from '../../src/contract/catalog';

function idList(ids: number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

function inList(column: SQL, ids: number[]): SQL {
  return ids.length === 0 ? sql`false` : sql`${column} in (${idList(ids)})`;
}

/** Conditions on a `tire_size ts` row. */
export function tireSizeWhere(f: ProductFilter): SQL {
  const conds: SQL[] = [sql`true`];
  if (f.tire_size !== undefined) conds.push(sql`ts.size = ${f.tire_size}`);
  if (f.rim_size_id !== undefined) conds.push(sql`ts.rim_size_id = ${f.rim_size_id}`);
  if (f.segment_id !== undefined) {
    conds.push(sql`exists (select 1 from tire_size_segment x
      where x.tire_size_id = ts.tire_size_id and x.segment_id = ${f.segment_id})`);
  }
  if (f.application_id !== undefined) {
    conds.push(sql`exists (select 1 from tire_size_application x
      where x.tire_size_id = ts.tire_size_id and x.application_id = ${f.application_id})`);
  }
  if (f.tire_type_id !== undefined) conds.push(inList(sql`ts.tire_type_id`, f.tire_type_id));
  if (f.pattern_id !== undefined) conds.push(inList(sql`ts.pattern_id`, f.pattern_id));
  if (f.tra_code_id !== undefined) conds.push(inList(sql`ts.tra_code_id`, f.tra_code_id));
  return sql.join(conds, sql` and `);
}

/** A LIKE pattern that matches `text` literally anywhere (%, _ and \ escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
