// A fresh app over a fresh copy of the seeded template database, for one test file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Response as Injected } from 'light-my-request';
import { Client } from 'pg';
import { buildApp, type AppDeps } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/database';
import { TEMPLATE_DB, withDatabaseName } from './pg-names';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** GET `url` as the SPA sends it (ispublic: true): the status and the JSON body (undefined when not JSON). */
  get(url: string, headers?: Record<string, string>): Promise<GetResult>;
  close(): Promise<void>;
}

export interface GetResult {
  status: number;
  /** As JSON.parse gives it (and res.json() did in each test before): tests read the fields they assert. */
  body: ReturnType<typeof JSON.parse>;
  /** The whole answer (headers, raw payload). */
  res: Injected;
}

async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<GetResult> {
  const res = await app.inject({ method: 'GET', url, headers: { ispublic: 'true', ...headers } });
  const json = /\bjson\b/.test(String(res.headers['content-type'] ?? ''));
  return { status: res.statusCode, body: json ? res.json() : undefined, res };
}

/** A fresh copy of the seeded template: where it is (a PGlite folder or a PostgreSQL URL) and how to remove it. */
export async function copyTemplateDatabase(): Promise<{ dataDir: string; databaseUrl: string | null; drop: () => Promise<void> }> {
  const id = crypto.randomBytes(6).toString('hex');
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `basalt_test_${id}`;
    const admin = new Client({ connectionString: withDatabaseName(url, 'postgres') });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    return { dataDir: '', databaseUrl: withDatabaseName(url, name), drop: async () => undefined };
  }
  const template = process.env.BASALT_TEST_TEMPLATE;
  const root = process.env.BASALT_TEST_ROOT;
  if (!template || !root) throw new Error('test database template missing: run through jest (global setup)');
  const dir = path.join(root, id);
  fs.cpSync(template, dir, { recursive: true });
  return { dataDir: dir, databaseUrl: null, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const { dataDir, databaseUrl, drop } = await copyTemplateDatabase();
  return { database: await openDatabase({ dataDir, databaseUrl }), drop };
}

export async function makeTestApp(env: Record<string, string> = {}, deps: Pick<AppDeps, 'ssr' | 'logStream' | 'localAdminSecret'> = {}): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent-basalt-static', ...env });
  const app = await buildApp({ config, database, ...deps });
  await app.ready();
  return {
    app,
    database,
    get: (url, headers) => get(app, url, headers),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
