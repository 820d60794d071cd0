// Finder lists (SPEC §7): unpaged (is_all=true), ascending by name/size/diameter.
import type { WebsiteResponse } from '../../contract/website';
import { siteApi } from '../../services/siteApi';

export interface ApplicationQuery {
  segment_id?: number;
}
export interface TireSizeQuery {
  application_id?: number;
  rim_size_id?: number;
  segment_id?: number;
  search?: string;
}

const unpaged = (sort_by: string) => ({ sort_by, sort_type: 'asc', is_all: true });

export const tireFinderApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    getRimSizes: build.query<WebsiteResponse<'rimSizes'>, void>({
      query: () => 'rimsize/list?sort_by=rim_diameter&sort_type=asc&is_all=true',
      providesTags: ['Catalog'],
    }),
    getSegments: build.query<WebsiteResponse<'segments'>, void>({
      query: () => 'segment/list?sort_by=name&sort_type=asc&is_all=true',
      providesTags: ['Catalog'],
    }),
    getApplications: build.query<WebsiteResponse<'applications'>, ApplicationQuery | void>({
      query: (arg) => ({ url: 'application/list', params: { ...unpaged('name'), ...arg } }),
      providesTags: ['Catalog'],
    }),
    getTireSizes: build.query<WebsiteResponse<'tireSizes'>, TireSizeQuery | void>({
      query: (arg) => {
        // SPEC §5: the size filter ignores empty or whitespace-only text and trims it.
        const search = arg?.search?.trim() || undefined;
        return { url: 'tiresize/list', params: { ...unpaged('size'), ...arg, search } };
      },
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetRimSizesQuery, useGetSegmentsQuery, useGetApplicationsQuery, useGetTireSizesQuery } =
  tireFinderApi;
