// What the admin API's versioned data sets share (catalog, dealers): POST import (dry run or publish), POST
// rollback and GET history, the refusals' answers (422, 409), the export's format query, and the longer wait
// a big publish needs. A publish or rollback answers once the switch was made in this server.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ImportRefused } from '../../catalog/exchange/problems';
import { PublishRefused } from '../../catalog/publish';
import { HttpError } from '../../http-errors';
import { ADMIN_RATE_LIMIT } from '../../plugins/admin-auth';

/** A publish of a big catalog takes longer than REQUEST_TIMEOUT_MS keeps an idle socket: the caller waits. */
const PUBLISH_SOCKET_MS = 10 * 60_000;

/** Lets this request's socket stay idle while the publish runs (an injected request has no real socket). */
export function waitLonger(req: FastifyRequest): void {
  const socket = req.raw.socket as { setTimeout?: (ms: number) => unknown } | undefined;
  if (typeof socket?.setTimeout === 'function') socket.setTimeout(PUBLISH_SOCKET_MS);
}

/** 422 with every problem of a refused import; 409 for a publish that came second or nothing to roll back. */
export function refusal(err: unknown): never {
  if (err instanceof ImportRefused) throw new HttpError(422, err.message, { problems: err.problems });
  if (err instanceof PublishRefused) throw new HttpError(409, err.message, { reason: err.reason });
  throw err;
}

export const formatQuery = {
  type: 'object',
  properties: { format: { type: 'string', enum: ['csv', 'xlsx'], default: 'csv' } },
  additionalProperties: false,
} as const;

export interface ImportQuery {
  dryRun: boolean;
  basedOn?: string;
  file?: string;
}

/** The query's `file`: a source file name ending in one of `extensions`. */
export const fileNameSchema = (extensions: readonly string[]) =>
  ({ type: 'string', pattern: `^[A-Za-z0-9][A-Za-z0-9 ._()-]{0,95}\\.(${extensions.join('|')})$`, description: 'the source file name history shows' }) as const;

/** The query of an import whose source file name ends in one of `extensions`. */
export function importQuery(extensions: readonly string[]) {
  return {
    type: 'object',
    properties: {
      dryRun: { type: 'boolean', default: false },
      basedOn: {
        type: 'string',
        pattern: '^(none|[1-9][0-9]{0,8})$',
        description: 'the version the dry run was compared with ("none": the seeded data); refused with 409 if another publish came since',
      },
      file: fileNameSchema(extensions),
    },
    additionalProperties: false,
  } as const;
}

/** `basedOn` as the publish functions take it. */
export const basedOnOf = (q: ImportQuery) => (q.basedOn === undefined ? {} : { basedOn: q.basedOn === 'none' ? null : Number(q.basedOn) });

export interface VersionedData<C, D> {
  scope: 'catalog' | 'dealers';
  /** "the catalog", "the dealers": for the routes' summaries. */
  what: string;
  extensions: readonly string[];
  bodyLimit: number;
  /** The file name an upload of this media type gets when the query names none (null: refused with 415). */
  defaultName(type: string): string | null;
  /** Read and checked; ImportRefused otherwise. */
  read(bytes: Uint8Array, name: string): Promise<C>;
  run(checked: C, options: { dryRun: boolean; createdBy: string; basedOn?: number | null }): Promise<{ diff: D; comparedWith: number | null; published?: number }>;
  summary(diff: D): string;
  /** `expected`: the version the caller saw live (refused with 409 when another is live now). */
  rollback(expected?: number): Promise<{ published: number; from: number }>;
  history(): Promise<unknown[]>;
}

export function versionedRoutes<C, D>(app: FastifyInstance, data: VersionedData<C, D>): void {
  const config = { adminScope: data.scope, rateLimit: ADMIN_RATE_LIMIT };
  app.post('/import', {
    config,
    bodyLimit: data.bodyLimit,
    schema: {
      tags: ['admin'],
      summary: `Check a file (${data.extensions.map((e) => `.${e}`).join(', ')}) and show its difference from ${data.what}; publish it unless dryRun`,
      querystring: importQuery(data.extensions),
    },
    handler: async (req) => {
      const query = req.query as ImportQuery;
      const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim();
      const name = query.file ?? data.defaultName(type);
      if (name === null) throw new HttpError(415, `Send a ${data.extensions.map((e) => `.${e}`).join(' or ')} file with its media type, or name it with ?file=`);
      if (!Buffer.isBuffer(req.body)) throw new HttpError(400, 'The body must be the file');
      waitLonger(req);
      const checked = await data.read(new Uint8Array(req.body), name).catch(refusal);
      const outcome = await data.run(checked, { dryRun: query.dryRun, createdBy: req.admin!.name, ...basedOnOf(query) }).catch(refusal);
      if (outcome.published !== undefined) await app.checkCatalogVersion();
      req.auditDetail = { dryRun: query.dryRun, comparedWith: outcome.comparedWith, published: outcome.published ?? null };
      return { comparedWith: outcome.comparedWith, published: outcome.published ?? null, diff: outcome.diff, summary: data.summary(outcome.diff) };
    },
  });

  app.post('/rollback', {
    config,
    schema: {
      tags: ['admin'],
      summary: `Undo the last publish of ${data.what}: the version it replaced is live again`,
      querystring: {
        type: 'object',
        properties: { from: { type: 'integer', minimum: 1, maximum: 2147483647, description: 'the version the caller saw live; 409 when another is live now' } },
        additionalProperties: false,
      },
    },
    handler: async (req) => {
      waitLonger(req);
      const result = await data.rollback((req.query as { from?: number }).from).catch(refusal);
      await app.checkCatalogVersion();
      req.auditDetail = { ...result };
      return result;
    },
  });

  app.get('/history', {
    config,
    schema: { tags: ['admin'], summary: `Every version of ${data.what}, newest first` },
    handler: async () => ({ versions: await data.history() }),
  });
}
