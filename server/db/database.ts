// One database handle for the whole server: PGlite (embedded Postgres in a data folder) by default, a real
// PostgreSQL server through `pg` when DATABASE_URL is set. Same schema, migrations and queries for both.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { Pool, type PoolClient } from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { pglitePrepared, postgresPrepared, preparedRegistry, type PreparedQuery } from './prepared';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a parameterised query (drizzle's `sql` template) and returns its rows. */
  rows<T>(query: SQL): Promise<T[]>;
  /** A statement parsed once (PGlite: named, once per handle; PostgreSQL: unnamed), for the hottest reads
   * (./prepared.ts). The same name gives the same query; another text under a name throws. */
  prepare<T>(name: string, text: string): PreparedQuery<T>;
  migrate(): Promise<void>;
  /**
   * Runs fn while holding a cluster-wide lock (PostgreSQL: a session advisory lock on a connection of its own),
   * so that instances starting together do a step once: the first does it, the others wait and find it done.
   * PGlite has one owner process: fn runs at once.
   */
  exclusively<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Advisory lock ids: the migrations, and the first start's seed. */
export const MIGRATE_LOCK = 724201;
export const SEED_LOCK = 724202;

/** A text[] parameter's value: an array literal, each value quoted as its element. */
export const arrayLiteral = (values: readonly string[]): string => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** A text[] parameter, one parameter whatever the number of values (each quoted as an array literal's element). */
export const textArray = (values: readonly string[]): SQL => sql`${arrayLiteral(values)}::text[]`;

/** The rows of a parameterised query on `db`, a database or a transaction (drizzle's `execute` gives `{ rows }`). */
export async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir);
}

/**
 * The parsers drizzle passes with each of its queries (drizzle-orm/pglite/session.js): dates, times and intervals,
 * and arrays of them and of numerics, stay text. Set once on the handle, so that `rows` can skip drizzle: PGlite
 * merges a query's parsers into a copy of its whole table of them (hundreds of types) on every query, ~0.15 ms
 * each, more than a simple query itself (docs/search.md, "Figures").
 */
const DRIZZLE_PARSERS: Record<number, (value: string) => string> = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((type) => [type, (value: string) => value]),
);

/** The types both drivers give as text (DRIZZLE_PARSERS' keys), for prepared statements on PostgreSQL. */
const TEXT_TYPES: ReadonlySet<number> = new Set(Object.keys(DRIZZLE_PARSERS).map(Number));

const dialect = new PgDialect();

async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  // After waitReady: the array types' parsers are made then, and would replace these.
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    rows: async <T>(query: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return (await client.query<T>(text, params)).rows;
    },
    prepare: preparedRegistry((name, text) => pglitePrepared(client, name, text)),
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR }),
    exclusively: (_lockId, fn) => fn(),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new Pool({ connectionString: url, max: 10 });
  // Fail now, with the server's own message, rather than on the first request.
  await pool.query('select 1');
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    rows: <T>(query: SQL) => rowsOf<T>(db, query),
    prepare: preparedRegistry((_name, text) => postgresPrepared(pool, TEXT_TYPES, text)),
    // Several processes may start at once: one migrates, the others wait on the advisory lock.
    migrate: () => withAdvisoryLock(pool, MIGRATE_LOCK, (conn) => migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder: MIGRATIONS_DIR })),
    exclusively: (lockId, fn) => withAdvisoryLock(pool, lockId, () => fn()),
    close: () => pool.end(),
  };
}

async function withAdvisoryLock<T>(pool: Pool, lockId: number, fn: (conn: PoolClient) => Promise<T>): Promise<T> {
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [lockId]);
    return await fn(conn);
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    conn.release();
  }
}

/** Version of everything seeded (catalog and content): it moves whenever either is re-seeded. */
export async function catalogVersion(database: Database): Promise<string> {
  const rows = await database.rows<{ value: string | null }>(
    sql`select string_agg(key || '=' || value, ',' order by key) as value from catalog_meta`,
  );
  return rows[0]?.value ?? '0';
}
