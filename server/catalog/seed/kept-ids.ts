// Stable addresses across catalog loads: every row whose natural key is unchanged keeps its id (a tire's id is
// its details URL, compare picks and shared links carry it; filters name rims, industries and equipment by id).
// Read before the old rows go; a tire removed earlier (tire_retired) gets its old id back when it returns.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database';
import { tireRetired } from '../../db/schema';

export interface KeptIds {
  rims: Map<number, number>;
  tras: Map<string, number>;
  types: Map<string, number>;
  segments: Map<string, number>;
  apps: Map<string, number>;
  patterns: Map<string, number>;
  /** tireKey(line, size, rating) -> tire_size_id, retired tires included. */
  tires: Map<string, number>;
  /** The same for the tires of the catalog being replaced only. */
  liveTires: Map<string, number>;
}

/** The natural key of a tire: line, size and ply or star rating. */
export const tireKey = (line: string, size: string, rating: string) => `${line}\u0001${size}\u0001${rating}`;

async function pairs<K>(db: Pick<Db, 'execute'>, query: ReturnType<typeof sql>): Promise<Map<K, number>> {
  return new Map((await rowsOf<{ k: K; id: number }>(db, query)).map((r) => [r.k, Number(r.id)]));
}

export async function readKeptIds(db: Pick<Db, 'execute'>): Promise<KeptIds> {
  const tires = await pairs<string>(
    db,
    sql`select tire_size_id as id, pattern_name || chr(1) || size || chr(1) || ply_rating as k from tire_retired`,
  );
  const liveTires = await pairs<string>(
    db,
    sql`select s.tire_size_id as id, p.pattern_name || chr(1) || s.size || chr(1) || s.ply_rating as k
      from tire_size s join pattern p on p.pattern_id = s.pattern_id`,
  );
  for (const [k, id] of liveTires) tires.set(k, id);
  return {
    rims: new Map([...(await pairs<number>(db, sql`select rim_size_id as id, rim_diameter as k from rim_size`))].map(([k, id]) => [Number(k), id])),
    tras: await pairs(db, sql`select tra_code_id as id, code as k from tra_code`),
    types: await pairs(db, sql`select tire_type_id as id, name as k from tire_type`),
    segments: await pairs(db, sql`select segment_id as id, name as k from segment`),
    apps: await pairs(db, sql`select application_id as id, name as k from application`),
    patterns: await pairs(db, sql`select pattern_id as id, pattern_name as k from pattern`),
    tires,
    liveTires,
  };
}

/**
 * After the new rows are in: tires of the old catalog (`wereLive`) that are not in the new one are recorded as
 * retired (their details URL answers 410), and tires that came back are no longer retired.
 */
export async function retireMissing(db: Db, wereLive: Map<string, number>): Promise<void> {
  await db.execute(sql`delete from tire_retired where tire_size_id in (select tire_size_id from tire_size)`);
  const current = new Set((await rowsOf<{ id: number }>(db, sql`select tire_size_id as id from tire_size`)).map((r) => Number(r.id)));
  const gone = [...wereLive].filter(([, id]) => !current.has(id));
  for (let i = 0; i < gone.length; i += 1000) {
    const rows = gone.slice(i, i + 1000).map(([key, tire_size_id]) => {
      const [pattern_name, size, ply_rating] = key.split('\u0001') as [string, string, string];
      return { tire_size_id, pattern_name, size, ply_rating };
    });
    await db.insert(tireRetired).values(rows).onConflictDoNothing();
  }
}
