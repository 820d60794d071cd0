// Everything under /admin/api: the operations of the admin CLIs over HTTP, for a PIM's nightly job and for the
// CLIs themselves while a server owns the database (docs/admin-api.md). Each route names its scope.
import type { FastifyPluginAsync } from 'fastify';
import { registerAdminAuth } from '../../plugins/admin-auth';
import { adminCatalogRoutes } from './catalog';
import { adminTokenRoutes } from './tokens';
import { adminDealerRoutes } from './dealers';
import { adminDocumentRoutes } from './documents';
import { adminLeadRoutes } from './leads';
import { PACKAGE_TYPES } from './package-types';
import { adminSessionRoutes } from './session';
import { adminStaffRoutes } from './staff';
import { loadStaffSettings } from '../../staff/settings';

export const adminRoutes: FastifyPluginAsync<{ localSecret: string | null }> = async (app, { localSecret }) => {
  const settings = loadStaffSettings();
  registerAdminAuth(app, localSecret, settings);
  // Uploads arrive as they are on disk: a .zip package, an .xlsx workbook, a CSV file, a PDF, an image.
  app.addContentTypeParser([PACKAGE_TYPES.zip, PACKAGE_TYPES.xlsx, 'text/csv', 'application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'application/octet-stream'], { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );
  await app.register(adminCatalogRoutes, { prefix: '/catalog' });
  await app.register(adminDealerRoutes, { prefix: '/dealers' });
  await app.register(adminDocumentRoutes, { prefix: '/documents' });
  await app.register(adminLeadRoutes, { prefix: '/leads' });
  await app.register(adminTokenRoutes);
  await app.register(adminSessionRoutes, { settings });
  await app.register(adminStaffRoutes);
};
