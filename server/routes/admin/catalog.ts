// /admin/api/catalog: export, import (dry run or publish), rollback and history of the catalog, as
// `npm run catalog` does them (server/catalog/publish.ts). A publish is live in this process at once, warm
// (app.checkCatalogVersion), and in the others within CATALOG_POLL_MS. /jobs: the same import as a server-side
// job the staff console follows (./jobs.ts).
import type { FastifyPluginAsync } from 'fastify';
import { formatDiff, type CatalogDiff } from '../../catalog/exchange/diff';
import { catalogToTables } from '../../catalog/exchange/export';
import { packageFiles } from '../../catalog/exchange/folder';
import { MAX_ARCHIVE_BYTES, readArchive } from '../../catalog/exchange/source';
import { writeWorkbook } from '../../catalog/exchange/workbook';
import { writeZip } from '../../catalog/exchange/zip-write';
import { imageFileOf } from '../../catalog/media-files';
import { importCatalog, readImport, rollbackCatalog, type CheckedImport } from '../../catalog/publish';
import { readLineImages, readPublishedCatalog } from '../../catalog/published-catalog';
import { listVersions } from '../../catalog/versions';
import { ADMIN_RATE_LIMIT } from '../../plugins/admin-auth';
import { PACKAGE_TYPES } from './package-types';
import { formatQuery, versionedRoutes, type VersionedData } from './imports';
import { importJobRoutes } from './jobs';
import { PRIVATE_NO_STORE } from '../../cache/policy';

const config = { adminScope: 'catalog', rateLimit: ADMIN_RATE_LIMIT } as const;

export const adminCatalogRoutes: FastifyPluginAsync = async (app) => {
  app.get('/export', {
    config,
    schema: {
      tags: ['admin'],
      summary: 'The published catalog as a package: a .zip of CSV files (format=csv) or of one workbook (format=xlsx), with images/',
      querystring: formatQuery,
    },
    handler: async (req, reply) => {
      const { format } = req.query as { format: 'csv' | 'xlsx' };
      const catalog = await readPublishedCatalog(app.database.db);
      const images = (await readLineImages(app.database.db)).map(imageFileOf);
      const tables = catalogToTables(catalog);
      const files = format === 'xlsx' ? [{ name: 'catalog.xlsx', body: await writeWorkbook(tables) }, ...packageFiles(null, images)] : packageFiles(tables, images);
      req.auditDetail = { lines: catalog.patterns.length, sizes: catalog.sizes.length };
      return reply
        .type(PACKAGE_TYPES.zip)
        .header('content-disposition', `attachment; filename="catalog-${format}.zip"`)
        .header('cache-control', PRIVATE_NO_STORE)
        .send(Buffer.from(writeZip(files.map((f) => ({ ...f, store: f.name.startsWith('images/') })))));
    },
  });

  const data: VersionedData<CheckedImport, CatalogDiff> = {
    scope: 'catalog',
    what: 'the published catalog',
    extensions: ['zip', 'xlsx'],
    bodyLimit: MAX_ARCHIVE_BYTES,
    defaultName: (type) => (type === PACKAGE_TYPES.xlsx ? 'upload.xlsx' : type === PACKAGE_TYPES.zip ? 'upload.zip' : null),
    read: async (bytes, name) => readImport(await readArchive(bytes, name)),
    run: (checked, options) => importCatalog(app.database, checked, options),
    summary: formatDiff,
    rollback: (expected) => rollbackCatalog(app.database, expected),
    history: () => listVersions(app.database.db),
  };
  versionedRoutes(app, data);
  importJobRoutes(app, data);
};
