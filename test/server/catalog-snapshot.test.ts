// The catalog's filtered reads answer from the published sizes in memory (server/catalog/snapshot.ts, issue 22).
// Each answer must be the one PostgreSQL gives for the same filter: the same rows, in the same byte-wise order.
// The SQL below is the repository's before the snapshot, kept here as the oracle; tireSizeWhere is still the one
// the finder's type-ahead search runs.
import { sql } from 'drizzle-orm';
import type { ProductFilter } from '../../src/contract/catalog';
import { tireSizeWhere } from '../../server/catalog/filter';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const ids = async (query: ReturnType<typeof sql>, column: string) =>
  (await t.database.rows<Record<string, unknown>>(query)).map((r) => Number(r[column]));

/** What PostgreSQL answers for `f`: the products' ids and the three lists' ids, each in its order. */
async function oracle(f: ProductFilter) {
  const where = tireSizeWhere(f);
  const exists = (column: string) => sql`exists (select 1 from tire_size ts where ts.${sql.raw(column)} = x.${sql.raw(column)} and ${where})`;
  return {
    products: await ids(
      sql`select ts.tire_size_id from tire_size ts join pattern p on p.pattern_id = ts.pattern_id where ${where}
        order by p.pattern_name collate "C", ts.size collate "C", ts.tire_size_id`,
      'tire_size_id',
    ),
    types: await ids(sql`select x.tire_type_id from tire_type x where ${exists('tire_type_id')} order by x.name collate "C"`, 'tire_type_id'),
    lines: await ids(sql`select x.pattern_id from pattern x where ${exists('pattern_id')} order by x.pattern_name collate "C"`, 'pattern_id'),
    codes: await ids(sql`select x.tra_code_id from tra_code x where ${exists('tra_code_id')} order by x.code collate "C"`, 'tra_code_id'),
    sizes: (await t.database.rows<{ size: string }>(sql`select ts.size from tire_size ts where ${where} group by ts.size order by ts.size collate "C"`)).map((r) => r.size),
  };
}

async function answers(f: ProductFilter) {
  const c = t.app.catalog;
  return {
    products: (await c.products(f)).map((r) => r.tire_size_id),
    types: (await c.tireTypes(f)).map((r) => r.tire_type_id),
    lines: (await c.tireLines(f)).map((r) => r.pattern_id),
    codes: (await c.traCodes(f)).map((r) => r.tra_code_id),
    sizes: (await c.tireSizes(f)).map((r) => r.size),
  };
}

/** A repeatable pseudo-random sequence (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the catalog read from memory', () => {
  it('answers every search of the finder, and narrowed ones, as PostgreSQL does', async () => {
    const col = async (table: string, column: string) => ids(sql`select ${sql.raw(column)} from ${sql.raw(table)}`, column);
    const [segments, applications, rims, types, lines, codes] = await Promise.all([
      col('segment', 'segment_id'),
      col('application', 'application_id'),
      col('rim_size', 'rim_size_id'),
      col('tire_type', 'tire_type_id'),
      col('pattern', 'pattern_id'),
      col('tra_code', 'tra_code_id'),
    ]);
    const sizes = (await t.database.rows<{ size: string }>(sql`select distinct size from tire_size`)).map((r) => r.size);
    const next = random(22);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
    const some = (list: number[]) => list.filter(() => next() < 0.5);
    const filters: ProductFilter[] = [
      {},
      { tire_size: 'no such size' },
      { tire_type_id: [] },
      ...segments.map((segment_id) => ({ segment_id })),
      ...applications.map((application_id) => ({ application_id })),
      ...rims.map((rim_size_id) => ({ rim_size_id })),
    ];
    for (let i = 0; i < 120; i += 1) {
      const f: ProductFilter = {};
      if (next() < 0.6) f.tire_size = pick(sizes);
      if (next() < 0.3) f.rim_size_id = pick(rims);
      if (next() < 0.3) f.segment_id = pick(segments);
      if (next() < 0.3) f.application_id = pick(applications);
      if (next() < 0.4) f.tire_type_id = some(types);
      if (next() < 0.4) f.pattern_id = some(lines);
      if (next() < 0.4) f.tra_code_id = some(codes);
      filters.push(f);
    }
    let nonEmpty = 0;
    for (const f of filters) {
      const expected = await oracle(f);
      expect({ f, ...(await answers(f)) }).toEqual({ f, ...expected });
      if (expected.products.length > 0) nonEmpty += 1;
    }
    // The comparison means something only if many filters match tires.
    expect(nonEmpty).toBeGreaterThan(filters.length / 3);
  });

  it('orders names byte-wise, as collate "C" does, and follows the catalog once it is told it changed', async () => {
    const before = (await t.app.catalog.tireLines({})).length;
    // Names whose UTF-16 order differs from their UTF-8 order (U+FF21 against U+1F600), and case against accents.
    for (const name of ['\u{1F600} Line', '\uFF21 Line', 'a line', 'Z line', 'É line']) {
      await t.database.rows(sql`with p as (insert into pattern (pattern_name, tag_line, description, family)
          values (${name}, '', '', 'test') returning pattern_id)
        insert into tire_size (size, suffix, alternate_size, ply_rating, rim_size_id, pattern_id, tire_type_id, tra_code_id, specification)
        select 'ZZ-' || ${name}, '', '', '', (select min(rim_size_id) from rim_size), p.pattern_id,
          (select min(tire_type_id) from tire_type), (select min(tra_code_id) from tra_code), '{}'::jsonb from p`);
    }
    // Not yet: the snapshot is the published catalog until the catalog watch drops it.
    expect((await t.app.catalog.tireLines({})).length).toBe(before);
    t.app.catalog.invalidate();
    const lines = await answers({});
    expect(lines.lines.length).toBe(before + 5);
    expect(lines).toEqual(await oracle({}));
  });
});
