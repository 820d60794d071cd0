// Where /content/api answers come from: the built-in service (entries in this database, server/content/apply.ts)
// or a Strapi v5 (server/content/upstream.ts). Both answer a content type's GET in Strapi's dialect; the route
// in front (server/routes/content) checks the type and drafts, and keeps the error shapes and caching ours.
import { matches, runQuery, shape } from './apply';
import type { ContentType } from './collections';
import { parseContentQuery } from './query';
import type { ContentRepository } from './repository';
import { UpstreamError, type StrapiUpstream, type UpstreamMedia } from './upstream';
import { strapiErrorBody } from '../plugins/error-shape';

export interface SourceAnswer {
  status: number;
  body: unknown;
}

export interface ContentSource {
  kind: 'built-in' | 'strapi';
  /** GET of a content type: its entries (collection), one entry (documentId) or the single type's entry. */
  get(type: ContentType, documentId: string | null, search: URLSearchParams): Promise<SourceAnswer>;
  /** An uploaded file of the content service (Strapi only). */
  media(file: string): Promise<UpstreamMedia | null>;
}

const notFound = (): SourceAnswer => ({ status: 404, body: strapiErrorBody(404, 'Not Found') });

export function builtInSource(content: ContentRepository): ContentSource {
  return {
    kind: 'built-in',
    async get(type, documentId, search) {
      const attrs = type.attributes;
      if (type.kind === 'singleType' || documentId !== null) {
        // As Strapi: the whole query is validated, only populate and fields apply to one entry.
        const q = parseContentQuery(search, attrs);
        const entries = await content.entries(type.path);
        const entry = type.kind === 'singleType' ? entries[0] : entries.find((e) => e.documentId === documentId);
        // Strapi applies the filters to one entry too: one that does not match is not found.
        if (!entry || !q.filters.every((f) => matches(entry, f))) return notFound();
        return { status: 200, body: { data: shape(entry, attrs, q.populate, q.fields), meta: {} } };
      }
      const q = parseContentQuery(search, attrs);
      return { status: 200, body: runQuery(await content.entries(type.path), q, attrs) };
    },
    media: async () => null,
  };
}

/**
 * Strapi's answers as they are, except its own failures, which become a 502 naming no detail of Strapi's. A
 * query is first validated here by the same rules as the built-in service's (a 400 of ours, in Strapi's words):
 * Strapi itself answers some bad values with a 500 (`filters[sequence][$eq]=abc`), and a bad query need not
 * travel.
 */
export function strapiSource(upstream: StrapiUpstream, log: { warn: (obj: object, msg: string) => void }): ContentSource {
  return {
    kind: 'strapi',
    async get(type, documentId, search) {
      parseContentQuery(search, type.attributes);
      const path = documentId === null ? type.path : `${type.path}/${encodeURIComponent(documentId)}`;
      const query = search.toString();
      try {
        const answer = await upstream.json(query ? `${path}?${query}` : path);
        if (answer.status < 500) return answer;
        log.warn({ status: answer.status }, 'the content service failed');
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        log.warn({ reason: err.message }, 'the content service failed');
      }
      return { status: 502, body: strapiErrorBody(502, 'Bad Gateway: the content service did not answer') };
    },
    async media(file) {
      try {
        return await upstream.media(file);
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        log.warn({ reason: err.message }, 'a content upload could not be fetched');
        return null;
      }
    },
  };
}
