// Content-service fixtures for the Total Mobility page tests: entries in the service's REST shape, and the
// service fake answering /content/api/<collection> and recording every request.
import type { ContentItem, ContentMedia, IndustrySegment } from '../../src/features/total-mobility/content-types';
import { fakeServices, reply, type FakeCall } from '../support/fake-services';

let nextId = 1;

export const media = (path: string, alt: string): ContentMedia => ({ id: nextId++, url: `/media/content/${path}`, alternativeText: alt });

export function entry(fields: Partial<ContentItem> & { title: string }): ContentItem {
  const id = nextId++;
  return { id, documentId: `doc${id}`, is_active: true, is_deleted: false, ...fields };
}

export function segment(fields: Partial<IndustrySegment> & { title: string }): IndustrySegment {
  return entry(fields) as IndustrySegment;
}

export interface ContentMock {
  /** Every request made, as URLs. */
  calls: URL[];
  /** The requests of one collection. */
  callsTo(collection: string): URL[];
}

/**
 * Answers content requests from `collections`; a collection listed in `failing` answers 500 (as Strapi
 * does) until `recover()` is called. Anything else answers an empty list.
 */
export function mockContent(collections: Record<string, unknown[]>, failing: string[] = []) {
  const calls: URL[] = [];
  const down = new Set(failing);
  fakeServices(
    {},
    {
      fallback: ({ url }: FakeCall) => {
        calls.push(url);
        const collection = url.pathname.replace(/^\/content\/api\//, '');
        if (down.has(collection)) {
          return reply(500, { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } });
        }
        const data = collections[collection] ?? [];
        return { data, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } } };
      },
    },
  );
  return {
    calls,
    callsTo: (collection: string) => calls.filter((u) => u.pathname === `/content/api/${collection}`),
    recover: () => down.clear(),
  };
}

/** The query of a request as [key, value] pairs, decoded, in order. */
export const queryOf = (url: URL): [string, string][] => [...url.searchParams.entries()];

/** SPEC §7: the filters every content call sends, and the sort that types, details and feature lists add. */
export const VISIBLE_ONLY: [string, string][] = [
  ['populate', '*'],
  ['filters[is_deleted]', 'false'],
  ['filters[is_active]', 'true'],
];
export const SORTED: [string, string][] = [...VISIBLE_ONLY, ['sort', 'sequence:asc']];
