// Builds the template database once per test run (PGlite needs ~4 s to create a data folder; a PostgreSQL
// template makes CREATE DATABASE ... TEMPLATE cheap). Each test file then gets its own copy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase } from '../../../server/db/database';
import { generateCatalog } from '../../../server/catalog/seed';
import { loadCatalog } from '../../../server/catalog/seed/load';
import { contentSeed } from '../../../server/content/seed';
import { loadContent } from '../../../server/content/seed/load';
import { dealerSeed } from '../../../server/dealers/seed';
import { loadDealers } from '../../../server/dealers/seed/load';
import { TEMPLATE_DB, withDatabaseName } from './pg-names';

export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new Client({ connectionString: withDatabaseName(url, 'postgres') });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ dataDir: '', databaseUrl: withDatabaseName(url, TEMPLATE_DB) });
    await database.migrate();
    await loadCatalog(database, generateCatalog());
    await loadContent(database, contentSeed('Basalt'));
    await loadDealers(database, dealerSeed());
    await database.close();
    return;
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-test-'));
  const template = path.join(root, 'template');
  const database = await openDatabase({ dataDir: template, databaseUrl: null });
  await database.migrate();
  await loadCatalog(database, generateCatalog());
  await loadContent(database, contentSeed('Basalt'));
  await loadDealers(database, dealerSeed());
  await database.close();
  process.env.BASALT_TEST_ROOT = root;
  process.env.BASALT_TEST_TEMPLATE = template;
}
