// buildApp(config): plugins, then repositories, then routes (DESIGN habit 7). server.ts starts it.
import crypto from 'node:crypto';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { createCatalogRepository, type CatalogRepository } from './catalog/repository';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/errors';
import { clientErrorHandler } from './plugins/client-errors';
import { createSecurityHeaderSets, registerSecurity } from './plugins/security';
import { loggerOptions, SiteLogController } from './plugins/logging';
import { registerLimits, serverLimits } from './plugins/limits';
import { registerRouteList } from './plugins/route-list';
import { registerHealth } from './plugins/health';
import { registerMetrics } from './plugins/metrics';
import { registerDocs } from './plugins/docs';
import { registerCatalogWatch } from './plugins/catalog-watch';
import { registerSpa } from './plugins/spa';
import type { SsrBundle } from './ssr/bundle';
import { createResponseCache } from './plugins/response-cache';
import { createOriginResolver, type OriginOf } from './ssr/origin';
import { websiteRoutes } from './routes/website';
import { mediaRoutes } from './routes/media';
import { contentRoutes, contentUploadRoutes } from './routes/content';
import { contentWebhookRoutes } from './routes/content/webhook';
import { builtInSource, strapiSource, type ContentSource } from './content/source';
import { createSearchService, type SearchService } from './search/service';
import { createStrapiUpstream } from './content/upstream';
import { registerContentWatch } from './plugins/content-watch';
import { registerCrossInstance } from './plugins/cross-instance';
import { seoRoutes } from './routes/seo';
import { adminRoutes } from './routes/admin';
import { createContentRepository, type ContentRepository } from './content/repository';
import { createDocumentService, type DocumentService } from './documents/service';
import { createDealerRepository, type DealerRepository } from './dealers/repository';
import { createLeadService, type LeadService } from './leads/service';
import { loadMailSettings, type MailSettings } from './leads/mail-settings';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    catalog: CatalogRepository;
    responseCache: ReturnType<typeof createResponseCache>;
    documents: DocumentService;
    content: ContentRepository;
    /** Dealer locator: listings (cached per seed) and the offline geocoder. */
    dealers: DealerRepository;
    /** Leads (contact, consultation, EMTrack sign-up): storage, idempotency, notification outbox. */
    leads: LeadService;
    /** The site's origin for absolute URLs in an answer to this request (PUBLIC_ORIGIN, else an allowed Host). */
    originOf: OriginOf;
    /** Where /content/api answers come from: the built-in service or a Strapi (CONTENT_API_URL). */
    contentSource: ContentSource;
    /** This process's key for the preview's own content requests (drafts, never cached): server/ssr/preview.ts. */
    contentPreviewKey: string;
    /** The header search (issue 23): sizes, lines, machines, industries, documents and articles. */
    siteSearch: SearchService;
    /** Compares the catalog version now (it is also polled) and drops caches if it moved. */
    checkCatalogVersion(): Promise<void>;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Lead notification addresses; default: LEADS_INBOX / MAIL_FROM from the environment. */
  mail?: MailSettings;
  /** Server rendering; default: the bundle of the build in config.ssrDir, if there is one (tests pass the source's). */
  ssr?: SsrBundle;
  /** Where log lines go (default: standard output); tests capture them. */
  logStream?: Writable;
  /** The secret of this process the CLIs on this machine use to reach its admin API (server/admin/local-access.ts). */
  localAdminSecret?: string;
}

export async function buildApp({ config, database, mail, ssr, logStream, localAdminSecret }: AppDeps): Promise<FastifyInstance> {
  const securityHeaders = createSecurityHeaderSets(config);
  const app = Fastify({
    // Request values and client addresses never reach a log line (plugins/logging.ts).
    logger: loggerOptions(config.logLevel, logStream),
    logController: new SiteLogController(),
    // Body limit; slow clients may not hold a connection open forever (REQUEST_TIMEOUT_MS).
    ...serverLimits(config),
    // X-Forwarded-* only from the proxies TRUST_PROXY names (client address, https for HSTS).
    trustProxy: config.trustProxy,
    // Query strings: strict. Unknown parameters are refused (400 naming them), scalars are coerced from
    // text, and a repeated parameter (an array where one value is expected) is refused too.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: true, allErrors: false } },
    // The router's and Node's own error answers: security headers and the route family's error shape too.
    frameworkErrors: frameworkErrorHandler(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders),
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate(
    'originOf',
    createOriginResolver(config, () => {
      const address = app.server.address();
      return address !== null && typeof address === 'object' ? address.port : config.port;
    }),
  );

  // Plugins
  registerRouteList(app);
  registerErrorHandling(app);
  registerLimits(app);
  await registerSecurity(app, securityHeaders);
  await registerDocs(app);
  registerMetrics(app); // /metrics, and the request tally every answer feeds
  registerHealth(app); // /health/live, /health/ready: for a load balancer

  // Repositories
  app.decorate('catalog', createCatalogRepository(database));
  app.decorate('responseCache', createResponseCache());
  app.decorate('documents', createDocumentService(database, config.brandName));
  app.decorate('content', createContentRepository(database));
  const { apiUrl } = config.content;
  app.decorate('contentSource', apiUrl ? strapiSource(createStrapiUpstream({ ...config.content, apiUrl }), app.log) : builtInSource(app.content));
  app.decorate('contentPreviewKey', crypto.randomBytes(32).toString('base64url'));
  app.decorate('dealers', createDealerRepository(database));
  app.decorate('siteSearch', createSearchService({ database, documents: app.documents, contentSource: app.contentSource, log: app.log }));
  // The entries the search's server writes (documents, an upstream's articles) are current before the first request.
  app.addHook('onReady', () => app.siteSearch.refresh().catch((err: unknown) => app.log.warn({ err }, 'writing the documents to the search failed')));
  registerCatalogWatch(app);
  registerContentWatch(app);
  registerCrossInstance(app);
  app.decorate(
    'leads',
    createLeadService({
      database,
      smtpUrl: config.smtpUrl,
      mail: mail ?? loadMailSettings(),
      brand: config.brandName,
      log: app.log,
      retention: config.leadRetention,
    }),
  );
  app.addHook('onReady', async () => app.leads.start());
  app.addHook('onClose', async () => app.leads.stop());
  app.addHook('onClose', async () => app.documents.close());

  // Routes
  await app.register(websiteRoutes, { prefix: '/website' });
  await app.register(contentRoutes, { prefix: '/content/api' });
  await app.register(contentUploadRoutes, { prefix: '/content/uploads' });
  await app.register(contentWebhookRoutes, { prefix: '/content' });
  await app.register(mediaRoutes, { prefix: '/media' });
  await app.register(seoRoutes);
  await app.register(adminRoutes, { prefix: '/admin/api', localSecret: localAdminSecret ?? null });
  await app.register(import('./ssr/admin-shell')); // the staff console's page: /admin, /admin/* (not /admin/api)
  await registerSpa(app, ssr);

  return app;
}
