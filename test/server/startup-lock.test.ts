// Issue 21: instances started together on one empty PostgreSQL migrate once and seed once; the others wait on
// an advisory lock, then find the work done (server/db/database.ts `exclusively`, server/server.ts seedIfEmpty).
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase } from '../../server/db/database';
import { seedIfEmpty } from '../../server/server';
import { withDatabaseName } from './support/pg-names';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('three instances starting at once on an empty database', () => {
  it('migrate and seed it once, and each then sees the same data', async () => {
    const name = `basalt_start_${crypto.randomBytes(5).toString('hex')}`;
    const admin = new Client({ connectionString: withDatabaseName(process.env.DATABASE_URL!, 'postgres') });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = withDatabaseName(process.env.DATABASE_URL!, name);
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ dataDir: '', databaseUrl: url })));
    try {
      await Promise.all(handles.map(async (database) => {
        await database.migrate();
        await seedIfEmpty(database, 'Basalt');
      }));
      const counts = await Promise.all(
        handles.map(async (database) => (await database.rows<{ sizes: number; dealers: number; versions: number }>(sql`
          select (select count(*)::int from tire_size) as sizes, (select count(*)::int from dealer) as dealers,
                 (select count(*)::int from catalog_meta) as versions`))[0]),
      );
      expect(counts[0]!.sizes).toBeGreaterThan(0);
      expect(counts[0]!.dealers).toBeGreaterThan(0);
      expect(counts).toEqual([counts[0], counts[0], counts[0]]);
      const [migrations] = await handles[0]!.rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const files = (await import('../../server/db/migrations/meta/_journal.json')).entries.length;
      expect(migrations!.n).toBe(files);
    } finally {
      // The database stays, as every test database of the run does: the run's cluster is thrown away after it
      // (a forced drop here once cut a connection a closing pool still held, an unhandled 'error').
      await Promise.all(handles.map((d) => d.close()));
      await admin.end();
    }
  }, 180_000);
});
