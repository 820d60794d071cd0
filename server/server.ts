// Starts the site: migrate, seed the sample catalog if the database is empty (the sample content also when its
// seed changed), serve, shut down cleanly.
import { buildApp } from './app';
import { originStartupNote } from './ssr/origin';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { generateCatalog } from './catalog/seed';
import { hasCatalog, loadCatalog } from './catalog/seed/load';
import { contentSeed } from './content/seed';
import { loadContent, needsContentSeed } from './content/seed/load';
import { dealerSeed } from './dealers/seed';
import { hasDealers, loadDealers } from './dealers/seed/load';
import { localUrl, newLocalSecret, removeLocalAccess, writeLocalAccess } from './admin/local-access';
import { loadStaffSettings } from './staff/settings';
import { printSetupLink } from './staff/first-admin';

export async function startServer(config: Config) {
  const database = await openDatabase(config);
  await database.migrate();
  if (!(await hasCatalog(database))) await loadCatalog(database, generateCatalog());
  const content = contentSeed(config.brandName);
  if (await needsContentSeed(database, content)) await loadContent(database, content);
  if (!(await hasDealers(database))) await loadDealers(database, dealerSeed());
  const localAdminSecret = newLocalSecret();
  const app = await buildApp({ config, database, localAdminSecret });
  app.addHook('onClose', async () => {
    if (database.kind === 'pglite') removeLocalAccess(config.dataDir, localAdminSecret);
    await database.close();
  });
  const note = originStartupNote(config, process.env.NODE_ENV);
  if (note) app.log[note.level](note.message);
  await app.listen({ port: config.port, host: config.host });
  // The admin CLIs reach this server through its admin API while it owns the PGlite folder (admin/local-access.ts).
  if (database.kind === 'pglite') {
    const address = app.server.address();
    const port = address !== null && typeof address === 'object' ? address.port : config.port;
    writeLocalAccess(config.dataDir, { url: localUrl(config.host, port), secret: localAdminSecret, pid: process.pid });
  }
  // No admin yet: a one-time link that creates the first one, printed for whoever started the site.
  await printSetupLink(app, config);
  // Build the gazetteer now rather than on the first dealer search.
  setImmediate(() => void app.dealers.warm().catch((err: unknown) => app.log.warn({ err }, 'dealer warm-up failed')));
  return app;
}

export async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
    loadStaffSettings();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const app = await startServer(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests, then stopping`);
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
