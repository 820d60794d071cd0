// Compare tires (SPEC §7: GET tiresize/compare-tires?ids=a,b[,c]) and, for a single id, the tire alone
// (products/detail): a compare call needs 2 or 3 ids, so one id must not become a failing request.
import type { ApiItem, ApiList, TireSizeDetail } from '../../lib/catalog-types';
import { siteApi } from '../../services/siteApi';

export const compareApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    compareTires: build.query<ApiList<TireSizeDetail>, readonly number[]>({
      query: (ids) => ({ url: 'tiresize/compare-tires', params: { ids: ids.join(',') } }),
      providesTags: ['Catalog'],
    }),
    getComparedTire: build.query<ApiItem<TireSizeDetail>, number>({
      query: (tireId) => ({ url: 'products/detail', params: { tyre_size: tireId } }),
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useCompareTiresQuery, useGetComparedTireQuery } = compareApi;
