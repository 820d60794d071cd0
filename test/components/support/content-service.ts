// The content service (/content/api, Strapi v5's REST dialect) on the service fake, answering from the sample
// content (server/content/seed) through the built-in service itself (server/content/source.ts: the same query
// parser, filters, sort, pagination and shaping; errors in the same shape). A query the built-in service would
// refuse answers 400 here too, so a page test also proves the page's query is valid. Tests replace a type's
// entries to show that the page renders what the service answers, not copy of its own.
import type { Entry } from '../../../server/content/apply';
import { contentTypeAt } from '../../../server/content/collections';
import { QueryError } from '../../../server/content/query';
import type { ContentRepository } from '../../../server/content/repository';
import { contentSeed, DEFAULT_BRAND } from '../../../server/content/seed';
import { builtInSource } from '../../../server/content/source';
import { strapiErrorBody } from '../../../server/plugins/error-shape';
import { fakeServices, reply, type Answer, type FakeCall, type FakeServices, type Route } from '../../support/fake-services';

/** An entry as the seed writes it (no ids): media as {path, alt}, components as lists of objects. */
export type ContentFields = Record<string, unknown>;

export interface ContentOptions {
  /** The sample content's brand. */
  brand?: string;
  /** Entries that replace the sample's, by collection or single type (a single type: one entry, or none). */
  entries?: Record<string, ContentFields[]>;
  /** Collections or single types that answer 500, as Strapi does when it fails. */
  failing?: string[];
}

const PREFIX = '/content/api/';
const STAMP = '2026-01-05T10:00:00.000Z';

const strapiError = (status: number, message: string) => reply(status, strapiErrorBody(status, message));

const isMediaRef = (v: unknown): v is { path: string; alt?: string } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as { path?: unknown }).path === 'string';

/** Entries with ids, document ids and timestamps; media references as media objects, component items with ids. */
function stored(byType: Map<string, ContentFields[]>): Map<string, Entry[]> {
  let id = 0;
  let componentId = 0;
  const resolve = (value: unknown, inList = false): unknown => {
    if (Array.isArray(value)) return value.map((v) => resolve(v, true));
    if (isMediaRef(value)) {
      const name = value.path.split('/').pop()!;
      return { id: ++componentId, documentId: `media${componentId}`, name, alternativeText: value.alt ?? null, url: `/media/${value.path}`, mime: 'image/svg+xml' };
    }
    if (typeof value === 'object' && value !== null) {
      const fields = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]));
      return inList ? { id: ++componentId, ...fields } : fields;
    }
    return value;
  };
  const out = new Map<string, Entry[]>();
  for (const [type, list] of byType) {
    out.set(
      type,
      list.map((fields) => {
        const n = ++id;
        const { collection: _collection, ...data } = fields;
        return {
          id: n,
          documentId: `doc${String(n).padStart(21, '0')}`,
          ...(resolve(data) as ContentFields),
          createdAt: STAMP,
          updatedAt: STAMP,
          publishedAt: STAMP,
        };
      }),
    );
  }
  return out;
}

/** The sample content grouped by type, with `entries` replacing whole types. */
function contentOf({ brand = DEFAULT_BRAND, entries = {} }: ContentOptions): Map<string, ContentFields[]> {
  const byType = new Map<string, ContentFields[]>();
  for (const item of contentSeed(brand).items) byType.set(item.collection, [...(byType.get(item.collection) ?? []), item as unknown as ContentFields]);
  for (const [type, list] of Object.entries(entries)) byType.set(type, list);
  return byType;
}

/**
 * A handler of /content/api/… calls (undefined for any other path): lists, one entry by documentId and single
 * types, as the built-in service answers them; an unknown type or path is a 404, as the route answers it.
 */
export function contentHandler(options: ContentOptions = {}): (call: FakeCall) => Answer | undefined {
  let entries: Map<string, Entry[]> | null = null;
  const repository: Pick<ContentRepository, 'entries' | 'invalidate'> = {
    entries: async (collection) => (entries ??= stored(contentOf(options))).get(collection) ?? [],
    invalidate: () => {},
  };
  const source = builtInSource(repository as ContentRepository);
  const failing = new Set(options.failing ?? []);
  return (call) => {
    if (!call.path.startsWith(PREFIX)) return undefined;
    const [name = '', documentId, ...rest] = call.path.slice(PREFIX.length).split('/');
    const type = contentTypeAt(name);
    if (!type || rest.length > 0 || (documentId !== undefined && type.kind !== 'collectionType')) return strapiError(404, 'Not Found');
    if (failing.has(name)) return strapiError(500, 'Internal Server Error');
    return source.get(type, documentId ?? null, call.url.searchParams).then(
      ({ status, body }) => reply(status, body),
      (err: unknown) => {
        if (!(err instanceof QueryError)) throw err;
        const body = strapiErrorBody(400, err.message);
        return reply(400, err.errorName ? { ...body, error: { ...body.error, name: err.errorName } } : body);
      },
    );
  };
}

/**
 * Installs the service fake with the content service (the sample content unless `options` say otherwise),
 * `routes` for other calls, and `fallback` for the rest (default: 404).
 */
export function serveContent(options: ContentOptions = {}, routes: Record<string, Route> = {}, fallback?: (call: FakeCall) => Answer): FakeServices {
  const content = contentHandler(options);
  return fakeServices(routes, {
    fallback: (call: FakeCall) => content(call) ?? (fallback ? fallback(call) : reply(404, { message: `not faked: ${call.method} ${call.path}` })),
  });
}
