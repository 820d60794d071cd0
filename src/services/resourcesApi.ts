// Resource documents (SPEC §3, §7 resource list): brochures, sell sheets, OE pressure recommendations and the
// engineering databook, each list sorted by title ascending (SPEC §9). Shared by the resources pages and the
// PDF links of other features.
import type { ResourceDocument, ResourceListResponse, ResourceType } from '../contract/resources';
import { siteApi } from './siteApi';

export type { ResourceDocument, ResourceType } from '../contract/resources';

export const resourcesApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    getResources: build.query<ResourceDocument[], ResourceType>({
      query: (type) => ({ url: 'resource/list', params: { type, sort_by: 'title', sort_type: 'asc' } }),
      transformResponse: (response: ResourceListResponse) => response.data.result,
      providesTags: ['Resource'],
    }),
  }),
});

export const { useGetResourcesQuery } = resourcesApi;
