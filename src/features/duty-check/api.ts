// The duty check's calls (issue 23): sizes with a TKPH/TMPH-rated tire, the rated tires of one size, and the haul
// machines whose tire loads it can fill in.
import type { WebsiteResponse } from '../../contract/website';
import { siteApi } from '../../services/siteApi';

export const dutyApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    getDutySizes: build.query<WebsiteResponse<'dutySizes'>, void>({
      query: () => 'duty/sizes',
      providesTags: ['Catalog'],
    }),
    getDutyMachines: build.query<WebsiteResponse<'dutyMachines'>, void>({
      query: () => 'duty/machines',
      providesTags: ['Catalog'],
    }),
    getDutyTires: build.query<WebsiteResponse<'dutyTires'>, string>({
      query: (size) => ({ url: 'duty/tires', params: { tire_size: size } }),
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetDutySizesQuery, useGetDutyTiresQuery, useGetDutyMachinesQuery } = dutyApi;
