// Find by machine (issue 23 part 1): the fitment table's machines and one machine's sizes. Shared: the find-by-machine
// page lists and shows them, and a results page of a machine's size names the machine.
import type { WebsiteResponse } from '../contract/website';
import { siteApi } from './siteApi';

export const machineApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    getMachines: build.query<WebsiteResponse<'machineList'>, void>({
      query: () => 'machine/list',
      providesTags: ['Catalog'],
    }),
    getMachine: build.query<WebsiteResponse<'machineDetail'>, string>({
      query: (machine) => ({ url: 'machine/detail', params: { machine } }),
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetMachinesQuery, useGetMachineQuery } = machineApi;
