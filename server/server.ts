// Starts the site: migrate, seed the sample catalog if the database is empty (the sample content also when its
// seed changed), serve, shut down cleanly: on SIGTERM the instance drains first (docs/reliability.md, "Draining").
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { originStartupNote } from './ssr/origin';
import { ConfigError, DEFAULT_DRAIN_SECONDS, loadConfig, type Config } from './config';
import { openDatabase, SEED_LOCK, type Database } from './db/database';
import { generateCatalog } from './catalog/seed';
import { hasCatalog, loadCatalog } from './catalog/seed/load';
import { contentSeed } from './content/seed';
import { loadContent, needsContentSeed } from './content/seed/load';
import { dealerSeed } from './dealers/seed';
import { hasDealers, loadDealers } from './dealers/seed/load';
import { localUrl, newLocalSecret, removeLocalAccess, writeLocalAccess } from './admin/local-access';
import { loadStaffSettings } from './staff/settings';
import { printSetupLink } from './staff/first-admin';

/** The sample data on a first start. Instances started together on one PostgreSQL seed once: the others wait, then find it there. */
export async function seedIfEmpty(database: Database, brandName: string): Promise<void> {
  await database.exclusively(SEED_LOCK, async () => {
    if (!(await hasCatalog(database))) await loadCatalog(database, generateCatalog());
    const content = contentSeed(brandName);
    if (await needsContentSeed(database, content)) await loadContent(database, content);
    if (!(await hasDealers(database))) await loadDealers(database, dealerSeed());
  });
}

export async function startServer(config: Config) {
  const database = await openDatabase(config);
  await database.migrate();
  await seedIfEmpty(database, config.brandName);
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
  // Build the gazetteer now rather than on the first dealer search; then a load balancer may send traffic
  // (/health/ready: the first catalog version check ran in onReady, before listening).
  setImmediate(() =>
    void app.dealers
      .warm()
      .catch((err: unknown) => app.log.warn({ err }, 'dealer warm-up failed'))
      .finally(() => app.readiness.warmedUp()),
  );
  return app;
}

/**
 * SIGTERM (or SIGINT): readiness answers 503 at once and answers close their connections, requests are still
 * served for `drainSeconds` so the load balancer stops sending here, then Fastify stops listening, closes idle
 * connections (Node's server.close() does) and finishes the requests in flight. A second signal skips the rest
 * of the wait.
 */
export function drainOnSignals(app: FastifyInstance, drainSeconds: number): void {
  let closing: (() => void) | null = null;
  const close = () => {
    app.log.info('draining over: no new connections; finishing the requests in flight');
    // A request that never ends (a stuck client past REQUEST_TIMEOUT_MS's reach) must not keep the process alive.
    setTimeout(() => {
      app.log.error('requests in flight did not finish within 30 s of the drain: stopping anyway');
      process.exit(1);
    }, 30_000).unref();
    app.close().then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  const onSignal = (signal: string) => {
    if (closing) return closing();
    app.readiness.drain();
    const timer = setTimeout(() => closing?.(), drainSeconds * 1000);
    closing = () => {
      clearTimeout(timer);
      closing = () => undefined;
      close();
    };
    app.log.info(`${signal}: draining: /health/ready answers 503; closing in ${drainSeconds} s`);
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
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
  drainOnSignals(app, config.drainSeconds ?? DEFAULT_DRAIN_SECONDS);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
