// Tire size detail (SPEC §7: GET products/detail?tyre_size={tireId}). Shared: the tire details page shows it,
// and the results page's compare bar fetches a picked tire that no cached search lists.
import type { WebsiteResponse } from '../contract/website';
import { siteApi } from './siteApi';

export const tireDetailApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    getTireDetail: build.query<WebsiteResponse<'detail'>, number>({
      query: (tireId) => ({ url: 'products/detail', params: { tyre_size: tireId } }),
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetTireDetailQuery } = tireDetailApi;
