// /admin/api/documents: the brochures and sell sheets the brand uploads (server/documents/uploads.ts), as
// `npm run documents` manages them, and /all: every document the public resource list shows, uploaded or
// generated (the staff console, issue 20). Scope `documents`. A change is listed at once in this server.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { MAX_IMAGE_BYTES } from '../../catalog/exchange/images';
import { MAX_PDF_BYTES } from '../../documents/pdf-check';
import { listUploads, removeUpload, setCover, uploadDocument, UPLOAD_SECTIONS } from '../../documents/uploads';
import { HttpError } from '../../http-errors';
import { ADMIN_RATE_LIMIT } from '../../plugins/admin-auth';
import type { ResourceType } from '../../../src/contract/resources';
import type { StaffDocument } from '../../../src/contract/staff';
import { refusal } from './imports';

const config = { adminScope: 'documents', rateLimit: ADMIN_RATE_LIMIT } as const;
const slugParams = { type: 'object', properties: { slug: { type: 'string', pattern: '^[a-z0-9-]{1,140}$' } }, required: ['slug'] } as const;

const body = (b: unknown, what: string): Uint8Array => {
  if (!Buffer.isBuffer(b)) throw new HttpError(415, `Send the ${what} as the body, with its media type`);
  return new Uint8Array(b);
};

const SECTIONS: Record<ResourceType, StaffDocument['section']> = { BROCHURES: 'brochures', SELL_SHEET: 'sell-sheets', ENGINEERING: 'databook', OE_PRESSURE: 'other' };

/**
 * The tire lines a generated document covers, as server/documents/registry.ts makes them: a sell sheet is its
 * line's (its title); a family's brochure covers the family's lines (the RH-4A+ families share one, "RH-4A+
 * Lineup"); the others cover no line in particular.
 */
function generatedLines(type: ResourceType, title: string, patterns: { name: string; family: string }[]): string[] {
  if (type === 'SELL_SHEET') return [title];
  if (type !== 'BROCHURES') return [];
  return patterns.filter((p) => (p.family.startsWith('RH-4A+') ? 'RH-4A+ Lineup' : p.family) === title).map((p) => p.name);
}

/** Every document of the public resource list (the document service's, where an upload replaces the generated one of its slug). */
async function allDocuments(app: FastifyInstance): Promise<StaffDocument[]> {
  const uploads = new Map((await listUploads(app.database)).map((u) => [u.slug, u]));
  const patterns = await app.database.rows<{ name: string; family: string }>(sql`select pattern_name as name, family from pattern order by pattern_name`);
  const documents: StaffDocument[] = [];
  for (const type of Object.keys(SECTIONS) as ResourceType[]) {
    for (const d of await app.documents.list(type)) {
      const slug = /\/([a-z0-9-]+)\.pdf$/.exec(d.document)?.[1] ?? d.document;
      const u = uploads.get(slug);
      documents.push({
        slug,
        title: d.title,
        section: SECTIONS[type],
        lines: u ? u.lines : generatedLines(type, d.title, patterns),
        source: u ? 'uploaded' : 'generated',
        url: d.document,
        pages: u?.pages ?? null,
        bytes: u?.bytes ?? null,
        uploadedBy: u?.createdBy ?? null,
        uploadedAt: u?.createdAt ?? null,
      });
    }
  }
  return documents;
}

export const adminDocumentRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', { config, schema: { tags: ['admin'], summary: 'Every uploaded document' }, handler: async () => ({ documents: await listUploads(app.database) }) });

  app.get('/all', {
    config,
    schema: { tags: ['admin'], summary: 'Every brochure, sell sheet and other document the resource list shows, uploaded or generated, with its public address' },
    handler: async () => ({ documents: await allDocuments(app) }),
  });

  app.post('/', {
    config,
    bodyLimit: MAX_PDF_BYTES,
    schema: {
      tags: ['admin'],
      summary: 'Upload a PDF (body: application/pdf) as a brochure or sell sheet; it replaces the generated document of the same section and title',
      querystring: {
        type: 'object',
        properties: {
          title: { type: 'string', maxLength: 200 },
          section: { type: 'string', enum: Object.keys(UPLOAD_SECTIONS) },
          lines: { type: 'string', maxLength: 4000, description: 'the tire lines it covers, separated by ";"' },
        },
        required: ['title', 'section'],
        additionalProperties: false,
      },
    },
    handler: async (req) => {
      const q = req.query as { title: string; section: string; lines?: string };
      const lines = (q.lines ?? '').split(';').map((l) => l.trim()).filter((l) => l !== '');
      const uploaded = await uploadDocument(app.database, { title: q.title, section: q.section, lines, pdf: body(req.body, 'PDF') }, req.admin!.name).catch(refusal);
      await app.checkCatalogVersion();
      req.auditDetail = { slug: uploaded.slug, pages: uploaded.pages, bytes: uploaded.bytes };
      return { document: uploaded };
    },
  });

  app.post('/:slug/cover', {
    config,
    bodyLimit: MAX_IMAGE_BYTES,
    schema: {
      tags: ['admin'],
      summary: "Set an uploaded document's cover image (body: image/png, image/jpeg, image/webp or image/svg+xml)",
      params: slugParams,
      querystring: { type: 'object', properties: { file: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9 ._()-]{0,95}\\.(png|jpg|jpeg|webp|svg)$' } }, required: ['file'], additionalProperties: false },
    },
    handler: async (req) => {
      const { slug } = req.params as { slug: string };
      const uploaded = await setCover(app.database, slug, (req.query as { file: string }).file, body(req.body, 'image')).catch(refusal);
      await app.checkCatalogVersion();
      req.auditDetail = { slug };
      return { document: uploaded };
    },
  });

  app.post('/:slug/remove', {
    config,
    schema: { tags: ['admin'], summary: 'Remove an upload (the generated document of its slug, if any, is listed again)', params: slugParams },
    handler: async (req) => {
      const { slug } = req.params as { slug: string };
      if (!(await removeUpload(app.database, slug))) throw new HttpError(404, `No uploaded document ${slug}`);
      await app.checkCatalogVersion();
      req.auditDetail = { slug };
      return { removed: slug };
    },
  });
};
