// The duty check's calls (issue 23): sizes with a TKPH/TMPH-rated tire, and the rated tires of one size.
import type { WebsiteResponse } from '../../contract/website';
import { siteApi } from '../../services/siteApi';

export const dutyApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    getDutySizes: build.query<WebsiteResponse<'dutySizes'>, void>({
      query: () => 'duty/sizes',
      providesTags: ['Catalog'],
    }),
    getDutyTires: build.query<WebsiteResponse<'dutyTires'>, string>({
      query: (size) => ({ url: 'duty/tires', params: { tire_size: size } }),
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetDutySizesQuery, useGetDutyTiresQuery } = dutyApi;
