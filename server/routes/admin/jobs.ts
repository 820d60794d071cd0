// /admin/api/<catalog|dealers>/jobs: imports as server-side jobs, for the staff console (issue 20,
// docs/admin-api.md "Import jobs"). An upload is stored and answered at once (202); the server checks it in the
// background (server/admin/import-job-runner.ts), so a reload or another member of staff sees the same job;
// a ready job is published against the version its difference was computed with. Same scope, media types
// and body limit as the data set's POST /import.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHECK_AGAIN, createJob, getJob, listJobs, moveJob } from '../../admin/import-jobs';
import { createJobRunner, notNow } from '../../admin/import-job-runner';
import { HttpError } from '../../http-errors';
import { ADMIN_RATE_LIMIT } from '../../plugins/admin-auth';
import type { ImportJob, ImportJobStatus } from '../../../src/contract/staff';
import { fileNameSchema, waitLonger, type VersionedData } from './imports';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'], additionalProperties: false } as const;

const RECHECKABLE: readonly ImportJobStatus[] = ['ready', 'refused', 'failed'];
const DISCARDABLE: readonly ImportJobStatus[] = ['checking', 'refused', 'ready', 'failed', 'discarded'];

export function importJobRoutes<C, D>(app: FastifyInstance, data: VersionedData<C, D>): void {
  const config = { adminScope: data.scope, rateLimit: ADMIN_RATE_LIMIT };
  const dataset = data.scope;
  const runner = createJobRunner(app, data);
  app.addHook('onReady', async () => runner.recover());
  app.addHook('onClose', async () => runner.close());

  const idOf = (req: FastifyRequest) => (req.params as { id: number }).id;
  const audit = (req: FastifyRequest, job: Pick<ImportJob, 'id' | 'status'>, more: Record<string, unknown> = {}) => {
    req.auditDetail = { job: job.id, dataset, status: job.status, ...more };
  };

  app.post('/jobs', {
    config,
    bodyLimit: data.bodyLimit,
    schema: {
      tags: ['admin'],
      summary: `Upload a file (${data.extensions.map((e) => `.${e}`).join(', ')}) as a job: 202 at once, then the server checks it against ${data.what}`,
      querystring: { type: 'object', properties: { file: fileNameSchema(data.extensions) }, additionalProperties: false },
    },
    handler: async (req, reply) => {
      const { file } = req.query as { file?: string };
      const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const name = data.defaultName(type) === null ? (type === 'application/octet-stream' ? (file ?? null) : null) : (file ?? data.defaultName(type));
      if (name === null) throw new HttpError(415, `Send a ${data.extensions.map((e) => `.${e}`).join(' or ')} file with its media type`);
      if (!Buffer.isBuffer(req.body) || req.body.length === 0) throw new HttpError(400, 'The body is empty: send the file as the body');
      const job = await createJob(app.database, { dataset, fileName: name, fileType: type, bytes: new Uint8Array(req.body), createdBy: req.admin!.name });
      runner.check(job.id);
      audit(req, job, { bytes: job.fileBytes });
      return reply.code(202).send({ job });
    },
  });

  app.get('/jobs', {
    config,
    schema: { tags: ['admin'], summary: `The newest import jobs of ${data.what}, newest first (without differences and problems)` },
    handler: async () => ({ jobs: await listJobs(app.database, dataset) }),
  });

  app.get('/jobs/:id', {
    config,
    schema: { tags: ['admin'], summary: 'An import job with its difference or problems', params: idParams },
    handler: async (req) => {
      const job = await getJob(app.database, dataset, idOf(req));
      if (!job) throw new HttpError(404, `No import job ${idOf(req)}`);
      return { job };
    },
  });

  app.post('/jobs/:id/publish', {
    config,
    schema: { tags: ['admin'], summary: 'Publish a ready job; 409 when the live version changed since its difference was computed', params: idParams },
    handler: async (req) => {
      req.auditDetail = { job: idOf(req), dataset };
      waitLonger(req);
      const job = await runner.publish(idOf(req), req.admin!.name);
      await app.checkCatalogVersion();
      audit(req, job, { comparedWith: job.comparedWith, published: job.published });
      return { job };
    },
  });

  app.post('/jobs/:id/recheck', {
    config,
    schema: { tags: ['admin'], summary: 'Check a ready, refused or failed job again, against what is live now', params: idParams },
    handler: async (req, reply) => {
      const job = await moveJob(app.database, dataset, idOf(req), RECHECKABLE, 'checking', CHECK_AGAIN);
      if (!job) throw notNow(await getJob(app.database, dataset, idOf(req)), idOf(req), 'only a ready, refused or failed job can be checked again');
      runner.check(job.id);
      audit(req, job);
      return reply.code(202).send({ job });
    },
  });

  app.post('/jobs/:id/discard', {
    config,
    schema: { tags: ['admin'], summary: 'Discard a job that is not being published nor published', params: idParams },
    handler: async (req) => {
      const job = await moveJob(app.database, dataset, idOf(req), DISCARDABLE, 'discarded');
      if (!job) throw notNow(await getJob(app.database, dataset, idOf(req)), idOf(req), 'a job being published or published cannot be discarded');
      audit(req, job);
      return { job };
    },
  });
}
