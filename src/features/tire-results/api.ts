// Narrow Results lists and the products of a search (SPEC §7): the search's filter (tire_size,
// rim_size_id, segment_id, application_id) on every call; tire lines and industries unpaged (is_all=true);
// products narrowed by comma-joined tire_type_id, pattern_id and tra_code_id.
import type { CatalogFilter, ProductFilter } from '../../contract/params';
import type { WebsiteResponse } from '../../contract/website';
import { siteApi } from '../../services/siteApi';

const joined = (ids: number[] | undefined) => (ids === undefined ? undefined : ids.join(','));

export const tireResultsApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    getTireTypes: build.query<WebsiteResponse<'tireTypes'>, CatalogFilter>({
      query: (filter) => ({ url: 'tyre-type/list', params: { ...filter } }),
      providesTags: ['Catalog'],
    }),
    getTireLines: build.query<WebsiteResponse<'tireLines'>, CatalogFilter>({
      query: (filter) => ({ url: 'tire_line/list', params: { is_all: true, ...filter } }),
      providesTags: ['Catalog'],
    }),
    getTraCodes: build.query<WebsiteResponse<'traCodes'>, CatalogFilter>({
      query: (filter) => ({ url: 'tra/list', params: { is_all: true, ...filter } }),
      providesTags: ['Catalog'],
    }),
    getProducts: build.query<WebsiteResponse<'products'>, ProductFilter>({
      query: ({ tire_type_id, pattern_id, tra_code_id, ...filter }) => ({
        url: 'products/list',
        params: {
          ...filter,
          tire_type_id: joined(tire_type_id),
          pattern_id: joined(pattern_id),
          tra_code_id: joined(tra_code_id),
        },
      }),
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetTireTypesQuery, useGetTireLinesQuery, useGetTraCodesQuery, useGetProductsQuery } =
  tireResultsApi;
