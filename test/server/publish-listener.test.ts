// Issue 21: several instances on one PostgreSQL hear each other's publishes at once. Two apps share one database;
// their version poll is set to a day, so a change one of them notices can only have come by LISTEN/NOTIFY
// (catalog_meta's trigger, a content webhook's broadcast), also after its listening connection was cut.
// PostgreSQL only (the CI's PostgreSQL stage): PGlite has one owner process.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { copyTemplateDatabase } from './support/test-app';

const SECRET = 'webhook-secret-0123456789abcdef';
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

interface Instance {
  app: FastifyInstance;
  database: Database;
}

/** Waits for a condition an event makes true (the jest timeout turns a hang into a failure). */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((r) => setTimeout(r, 20));
}

onPostgres('two instances on one PostgreSQL', () => {
  let url = '';
  let a: Instance;
  let b: Instance;

  async function instance(): Promise<Instance> {
    const database = await openDatabase({ dataDir: '', databaseUrl: url });
    const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent-basalt-static', DATABASE_URL: url, CATALOG_POLL_MS: '86400000', CONTENT_WEBHOOK_SECRET: SECRET });
    const app = await buildApp({ config, database });
    await app.ready();
    return { app, database };
  }

  const publish = (db: Database, value: string) =>
    db.rows(sql`insert into catalog_meta (key, value) values ('dealers_version', ${value}) on conflict (key) do update set value = excluded.value`);

  beforeAll(async () => {
    url = (await copyTemplateDatabase()).databaseUrl!;
    a = await instance();
    b = await instance();
    await until(() => a.app.publishListener!.connected && b.app.publishListener!.connected);
  });
  afterAll(async () => {
    for (const i of [a, b]) {
      await i.app.close();
      await i.database.close();
    }
  });

  it('a publish committed through one instance is heard by the other, which drops its caches and answers the new data', async () => {
    await b.app.inject({ method: 'GET', url: '/website/country/list', headers: { ispublic: 'true' } });
    const generation = b.app.responseCache.generation;
    await publish(a.database, 'listen-1');
    await until(() => b.app.responseCache.generation > generation);
  });

  it('a content webhook answered by one instance makes the other render its content pages again', async () => {
    const generation = b.app.responseCache.generation;
    const res = await a.app.inject({
      method: 'POST',
      url: '/content/webhook',
      headers: { 'content-type': 'application/json', 'x-basalt-webhook-secret': SECRET },
      payload: JSON.stringify({ event: 'entry.publish', model: 'article', entry: { slug: 'haul-truck-positioning' } }),
    });
    expect(res.statusCode).toBe(200);
    await until(() => b.app.responseCache.generation > generation);
  });

  it('after its listening connection is cut, an instance reconnects, checks what it missed, and hears the next publish', async () => {
    const admin = new Client({ connectionString: url });
    await admin.connect();
    try {
      const generation = b.app.responseCache.generation;
      const { rows } = await admin.query<{ ended: boolean }>(
        "select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = 'basalt-listen' and datname = current_database()",
      );
      expect(rows.filter((r) => r.ended)).toHaveLength(2);
      // Published while nobody listened: found by the check a reconnection makes.
      await publish(a.database, 'listen-missed');
      await until(() => b.app.publishListener!.connected && b.app.responseCache.generation > generation);
      const next = b.app.responseCache.generation;
      await publish(a.database, 'listen-2');
      await until(() => b.app.responseCache.generation > next);
    } finally {
      await admin.end();
    }
  });

  it('a notification nobody of ours sent (any payload, from anyone who may NOTIFY) changes nothing and kills nothing', async () => {
    const admin = new Client({ connectionString: url });
    await admin.connect();
    try {
      for (const payload of ['not json', '{"models":[{"model":"article","entry":null}]}', '{"models":[{"model":"__proto__"}]}', '[]', 'null']) {
        await admin.query('select pg_notify($1, $2)', ['basalt_content', payload]);
      }
    } finally {
      await admin.end();
    }
    const generation = b.app.responseCache.generation;
    await publish(a.database, 'listen-3');
    await until(() => b.app.responseCache.generation > generation);
    expect(b.app.publishListener!.connected).toBe(true);
  });

  it('the listening connection closes with the app', async () => {
    const c = await instance();
    await until(() => c.app.publishListener!.connected);
    await c.app.close();
    await c.database.close();
    expect(c.app.publishListener!.connected).toBe(false);
  });
});
