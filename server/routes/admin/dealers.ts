// /admin/api/dealers: export, import (dry run or publish), rollback and history of the dealer network, as
// `npm run dealers` does them (server/dealers/publish.ts), and /jobs: the same import as a server-side job the
// staff console follows (./jobs.ts). Scope `dealers`.
import type { FastifyPluginAsync } from 'fastify';
import { listDatasetVersions } from '../../admin/dataset-versions';
import { formatDealerDiff, type DealerDiff } from '../../dealers/exchange';
import { dealerDataset, exportDealers, type CheckedDealers, importDealers, MAX_DEALERS_BYTES, readDealers, rollbackDealers } from '../../dealers/publish';
import { ADMIN_RATE_LIMIT } from '../../plugins/admin-auth';
import { PACKAGE_TYPES } from './package-types';
import { formatQuery, versionedRoutes, type VersionedData } from './imports';
import { importJobRoutes } from './jobs';
import { PRIVATE_NO_STORE } from '../../cache/policy';

const config = { adminScope: 'dealers', rateLimit: ADMIN_RATE_LIMIT } as const;

export const adminDealerRoutes: FastifyPluginAsync = async (app) => {
  app.get('/export', {
    config,
    schema: {
      tags: ['admin'],
      summary: 'The published dealers as a CSV file (format=csv) or a workbook with a dealers sheet (format=xlsx)',
      querystring: formatQuery,
    },
    handler: async (req, reply) => {
      const { format } = req.query as { format: 'csv' | 'xlsx' };
      const body = Buffer.from(await exportDealers(app.database.db, format));
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : PACKAGE_TYPES.xlsx)
        .header('content-disposition', `attachment; filename="dealers.${format}"`)
        .header('cache-control', PRIVATE_NO_STORE)
        .send(body);
    },
  });

  const data: VersionedData<CheckedDealers, DealerDiff> = {
    scope: 'dealers',
    what: 'the published dealers',
    extensions: ['csv', 'xlsx'],
    bodyLimit: MAX_DEALERS_BYTES,
    defaultName: (type) => (type === 'text/csv' ? 'upload.csv' : type === PACKAGE_TYPES.xlsx ? 'upload.xlsx' : null),
    read: readDealers,
    run: (checked, options) => importDealers(app.database, checked, options),
    summary: formatDealerDiff,
    rollback: (expected) => rollbackDealers(app.database, expected),
    history: () => listDatasetVersions(app.database, dealerDataset.kind),
  };
  versionedRoutes(app, data);
  importJobRoutes(app, data);
};
