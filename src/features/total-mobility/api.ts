// The content service calls of SPEC §7: active, not deleted entries with their media populated; types,
// details and feature lists also ask the service to sort by sequence. Whatever the service answers, the
// SPA sorts by sequence again (a Strapi whose sort is ignored or partial must not reorder the page).
import { contentApi } from '../../services/contentApi';
import type { CollectionResponse, ContentItem, IndustrySegment } from './content-types';

const VISIBLE = { 'filters[is_deleted]': 'false', 'filters[is_active]': 'true' } as const;

/** The query string of SPEC §7 for a collection, in the order the spec lists the parameters. */
export function contentParams(opts: { sorted: boolean }): Record<string, string> {
  return { populate: '*', ...VISIBLE, ...(opts.sorted ? { sort: 'sequence:asc' } : {}) };
}

/** Industry segments populate their segment list's images instead of `*`. */
export const segmentParams: Record<string, string> = { 'populate[segment_lists_id][populate]': 'image', ...VISIBLE };

const bySequence = <T extends { sequence?: number | null }>(items: readonly T[]): T[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.sequence ?? Infinity) - (b.item.sequence ?? Infinity) || a.index - b.index)
    .map(({ item }) => item);

/** `data` as an array, sorted by sequence (entries without one go last, in the order received). */
export function readCollection<T extends { sequence?: number | null }>(response: CollectionResponse<T>): T[] {
  return bySequence(Array.isArray(response?.data) ? response.data : []);
}

const list = (collection: string, sorted: boolean) => ({ url: collection, params: contentParams({ sorted }) });

export const totalMobilityApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getReliableServices: build.query<ContentItem[], void>({
      query: () => list('reliable-services', false),
      transformResponse: (r: CollectionResponse<ContentItem>) => readCollection(r),
      providesTags: ['Content'],
    }),
    getReliableTypes: build.query<ContentItem[], void>({
      query: () => list('reliable-types', true),
      transformResponse: (r: CollectionResponse<ContentItem>) => readCollection(r),
      providesTags: ['Content'],
    }),
    getTireManagementAbouts: build.query<ContentItem[], void>({
      query: () => list('tire-management-abouts', false),
      transformResponse: (r: CollectionResponse<ContentItem>) => readCollection(r),
      providesTags: ['Content'],
    }),
    getTireManagementDetails: build.query<ContentItem[], void>({
      query: () => list('tire-management-details', true),
      transformResponse: (r: CollectionResponse<ContentItem>) => readCollection(r),
      providesTags: ['Content'],
    }),
    getTrustedProducts: build.query<ContentItem[], void>({
      query: () => list('trusted-products', false),
      transformResponse: (r: CollectionResponse<ContentItem>) => readCollection(r),
      providesTags: ['Content'],
    }),
    getTrustedProductLists: build.query<ContentItem[], void>({
      query: () => list('trusted-product-lists', true),
      transformResponse: (r: CollectionResponse<ContentItem>) => readCollection(r),
      providesTags: ['Content'],
    }),
    getIndustrySegments: build.query<IndustrySegment[], void>({
      query: () => ({ url: 'industry-segments', params: segmentParams }),
      transformResponse: (r: CollectionResponse<IndustrySegment>) =>
        readCollection(r).map((s) => ({ ...s, segment_lists_id: bySequence(s.segment_lists_id ?? []) })),
      providesTags: ['Content'],
    }),
  }),
});

export const {
  useGetReliableServicesQuery,
  useGetReliableTypesQuery,
  useGetTireManagementAboutsQuery,
  useGetTireManagementDetailsQuery,
  useGetTrustedProductsQuery,
  useGetTrustedProductListsQuery,
  useGetIndustrySegmentsQuery,
} = totalMobilityApi;
