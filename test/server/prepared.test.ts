// Prepared statements (server/db/prepared.ts), on the run's database (PGlite, or PostgreSQL with DATABASE_URL): the
// header search's path to the database. Same values as a query's, errors as the database words them, and never a
// statement run inside another caller's transaction.
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/database';
import { copyTemplateDatabase } from './support/test-app';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const copy = await copyTemplateDatabase();
  drop = copy.drop;
  database = await openDatabase(copy);
});

afterAll(async () => {
  await database.close();
  await drop();
});

describe('a prepared statement', () => {
  it('gives the rows a query gives, its parameters as values, never as SQL', async () => {
    const echo = database.prepare<{ a: string; n: number; at: string; none: string | null }>('t_echo', 'select $1::text as a, $2::integer as n, now() as at, $3::text as none');
    const [row] = await echo(["x'); drop table tire_size; --", '2', null]);
    expect(row).toEqual({ a: "x'); drop table tire_size; --", n: 2, at: expect.any(String), none: null });
    // Timestamps stay text, as in every other query of the site (either driver).
    const [viaRows] = await database.rows<{ at: string }>(sql`select now() as at`);
    expect(typeof viaRows!.at).toBe('string');
    expect((await database.rows<{ n: number }>(sql`select count(*)::int as n from tire_size`))[0]!.n).toBeGreaterThan(0);
    expect(await echo(['y', '3', 'z'])).toEqual([{ a: 'y', n: 3, at: expect.any(String), none: 'z' }]);
  });

  it("rejects with the database's message, and the handle goes on working", async () => {
    const divide = database.prepare<{ q: number }>('t_divide', 'select 10 / $1::integer as q');
    await expect(divide(['0'])).rejects.toThrow(/division by zero/);
    expect(await divide(['5'])).toEqual([{ q: 2 }]);
    expect(await database.rows<{ one: number }>(sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('gives calls made together (one batch on PGlite) each its own rows, in any number', async () => {
    const twice = database.prepare<{ v: number; t: string }>('t_twice', 'select $1::integer * 2 as v, $2::text as t from generate_series(1, $1::integer)');
    // More than one trip's worth (BATCH_MAX, 32).
    const calls = Array.from({ length: 70 }, (_, i) => twice([String(i % 4), `call ${i} é`]));
    const answers = await Promise.all(calls);
    answers.forEach((rows, i) => expect(rows).toEqual(Array.from({ length: i % 4 }, () => ({ v: (i % 4) * 2, t: `call ${i} é` }))));
  });

  it('fails only the call whose statement failed among calls made together', async () => {
    const divide = database.prepare<{ q: number }>('t_divide_together', 'select 12 / $1::integer as q');
    const settled = await Promise.allSettled([divide(['3']), divide(['0']), divide(['4']), divide(['x'])]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
    expect((settled[0] as PromiseFulfilledResult<{ q: number }[]>).value).toEqual([{ q: 4 }]);
    expect((settled[1] as PromiseRejectedResult).reason).toMatchObject({ message: expect.stringMatching(/division by zero/), code: '22012' });
    expect((settled[2] as PromiseFulfilledResult<{ q: number }[]>).value).toEqual([{ q: 3 }]);
    expect((settled[3] as PromiseRejectedResult).reason).toMatchObject({ message: expect.stringMatching(/invalid input syntax for type integer/), code: '22P02' });
  });

  it('that could not be prepared is prepared again by the next call', async () => {
    const later = database.prepare<{ v: number }>('t_later', 'select basalt_t_later() as v');
    await expect(later([])).rejects.toThrow(/basalt_t_later/);
    await database.rows(sql`create function basalt_t_later() returns integer language sql as 'select 7'`);
    expect(await later([])).toEqual([{ v: 7 }]);
  });

  it('follows its table when a migration changes it, and refuses a second text under its name', async () => {
    await database.rows(sql`create table t_shape (v integer)`);
    await database.rows(sql`insert into t_shape values (1)`);
    const shape = database.prepare<{ v: unknown }>('t_shape', 'select v from t_shape');
    expect(await shape([])).toEqual([{ v: 1 }]);
    await database.rows(sql`alter table t_shape alter column v type text`);
    expect(await shape([])).toEqual([{ v: '1' }]);
    // Calls made together that find it changed: parsed again once, each answered.
    await database.rows(sql`alter table t_shape alter column v type integer using v::integer`);
    expect(await Promise.all([shape([]), shape([]), shape([])])).toEqual([[{ v: 1 }], [{ v: 1 }], [{ v: 1 }]]);
    expect(database.prepare('t_shape', 'select v from t_shape')).toBe(shape);
    expect(() => database.prepare('t_shape', 'select 2 as v')).toThrow(/another text/);
  });

  it("waits for another caller's open transaction instead of running inside it", async () => {
    await database.rows(sql`create table t_probe (id integer)`);
    const count = database.prepare<{ n: number }>('t_count', 'select count(*)::int as n from t_probe');
    let counted: Promise<{ n: number }[]> | null = null;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t_probe values (1)`);
        counted = count([]);
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // Run inside the transaction, it would have counted the row the rollback took back.
    expect(await counted!).toEqual([{ n: 0 }]);
  });
});
