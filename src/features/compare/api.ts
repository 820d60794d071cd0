// Compare tires (SPEC §7: GET tiresize/compare-tires?ids=a,b[,c]) and, for a single id, the tire alone
// (products/detail): a compare call needs 2 or 3 ids, so one id must not become a failing request.
import type { WebsiteResponse } from '../../contract/website';
import { siteApi } from '../../services/siteApi';

export const compareApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    compareTires: build.query<WebsiteResponse<'compare'>, readonly number[]>({
      query: (ids) => ({ url: 'tiresize/compare-tires', params: { ids: ids.join(',') } }),
      providesTags: ['Catalog'],
    }),
    getComparedTire: build.query<WebsiteResponse<'detail'>, number>({
      query: (tireId) => ({ url: 'products/detail', params: { tyre_size: tireId } }),
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useCompareTiresQuery, useGetComparedTireQuery } = compareApi;
