// /admin/api/catalog: export, import (dry run or publish), rollback and history of the catalog, as
// `npm run catalog` does them (server/catalog/publish.ts). A publish is live in this process at once, warm
// (app.checkCatalogVersion), and in the others within CATALOG_POLL_MS.
import type { FastifyPluginAsync } from 'fastify';
import { formatDiff } from '../../catalog/exchange/diff';
import { catalogToTables } from '../../catalog/exchange/export';
import { packageFiles } from '../../catalog/exchange/folder';
import { ImportRefused } from '../../catalog/exchange/problems';
import { MAX_ARCHIVE_BYTES, readArchive } from '../../catalog/exchange/source';
import { writeWorkbook } from '../../catalog/exchange/workbook';
import { writeZip } from '../../catalog/exchange/zip-write';
import { imageFileOf } from '../../catalog/media-files';
import { importCatalog, PublishRefused, readImport, rollbackCatalog } from '../../catalog/publish';
import { readLineImages, readPublishedCatalog } from '../../catalog/published-catalog';
import { listVersions } from '../../catalog/versions';
import { HttpError } from '../../http-errors';
import { ADMIN_RATE_LIMIT } from '../../plugins/admin-auth';
import { PACKAGE_TYPES } from './package-types';

const config = { adminScope: 'catalog', rateLimit: ADMIN_RATE_LIMIT } as const;
const FILE_NAME = '^[A-Za-z0-9][A-Za-z0-9 ._()-]{0,95}\\.(zip|xlsx)$';

function refusal(err: unknown): never {
  if (err instanceof ImportRefused) throw new HttpError(422, err.message, { problems: err.problems });
  if (err instanceof PublishRefused) throw new HttpError(409, err.message, { reason: err.reason });
  throw err;
}

export const adminCatalogRoutes: FastifyPluginAsync = async (app) => {
  app.get('/export', {
    config,
    schema: {
      tags: ['admin'],
      summary: 'The published catalog as a package: a .zip of CSV files (format=csv) or of one workbook (format=xlsx), with images/',
      querystring: { type: 'object', properties: { format: { type: 'string', enum: ['csv', 'xlsx'], default: 'csv' } }, additionalProperties: false },
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
        .header('cache-control', 'no-store')
        .send(Buffer.from(writeZip(files.map((f) => ({ ...f, store: f.name.startsWith('images/') })))));
    },
  });

  app.post('/import', {
    config,
    bodyLimit: MAX_ARCHIVE_BYTES,
    schema: {
      tags: ['admin'],
      summary: 'Check a package (.zip, or .xlsx without images) and show its difference from the published catalog; publish it unless dryRun',
      querystring: {
        type: 'object',
        properties: {
          dryRun: { type: 'boolean', default: false },
          basedOn: { type: 'string', pattern: '^(none|[1-9][0-9]{0,8})$', description: 'the version the dry run was compared with ("none": the seeded catalog); refused with 409 if another publish came since' },
          file: { type: 'string', pattern: FILE_NAME, description: 'the source file name history shows' },
        },
        additionalProperties: false,
      },
    },
    handler: async (req) => {
      const { dryRun, basedOn, file } = req.query as { dryRun: boolean; basedOn?: string; file?: string };
      const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim();
      const name = file ?? (type === PACKAGE_TYPES.xlsx ? 'upload.xlsx' : type === PACKAGE_TYPES.zip ? 'upload.zip' : null);
      if (name === null) throw new HttpError(415, 'Send the package as application/zip or the workbook as an .xlsx, or name it with ?file=');
      if (!Buffer.isBuffer(req.body)) throw new HttpError(400, 'The body must be the package file');
      const outcome = await importCatalog(app.database, await readImport(await readArchive(new Uint8Array(req.body), name)).catch(refusal), {
        dryRun,
        createdBy: req.admin!.name,
        ...(basedOn === undefined ? {} : { basedOn: basedOn === 'none' ? null : Number(basedOn) }),
      }).catch(refusal);
      if (outcome.published !== undefined) await app.checkCatalogVersion();
      req.auditDetail = { dryRun, comparedWith: outcome.comparedWith, published: outcome.published ?? null };
      return { comparedWith: outcome.comparedWith, published: outcome.published ?? null, diff: outcome.diff, summary: formatDiff(outcome.diff) };
    },
  });

  app.post('/rollback', {
    config,
    schema: { tags: ['admin'], summary: 'Undo the last publish: the version it replaced is live again' },
    handler: async (req) => {
      const result = await rollbackCatalog(app.database).catch(refusal);
      await app.checkCatalogVersion();
      req.auditDetail = { ...result };
      return result;
    },
  });

  app.get('/history', {
    config,
    schema: { tags: ['admin'], summary: 'Every version, newest first' },
    handler: async () => ({ versions: await listVersions(app.database.db) }),
  });
};
