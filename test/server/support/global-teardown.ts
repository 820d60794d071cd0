import fs from 'node:fs';
import { Client } from 'pg';
import { withDatabaseName } from './pg-names';

export default async function globalTeardown(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new Client({ connectionString: withDatabaseName(url, 'postgres') });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'basalt_test_%'`,
    );
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
    return;
  }
  const root = process.env.BASALT_TEST_ROOT;
  if (root) fs.rmSync(root, { recursive: true, force: true });
}
