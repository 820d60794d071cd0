// Resource documents (SPEC §3, §7 resource list): brochures, sell sheets, OE pressure recommendations and the
// engineering databook, each list sorted by title ascending (SPEC §9). Shared: the resources pages list them
// and the home page shows the ones the list flags as promoted (its promo tiles).
import { siteApi } from './siteApi';

export type ResourceType = 'BROCHURES' | 'SELL_SHEET' | 'OE_PRESSURE' | 'ENGINEERING';

export interface ResourceDocument {
  title: string;
  /** Image URL of the document's cover. */
  thumbnail: string;
  /** The PDF's URL. */
  document: string;
  type: ResourceType;
  /** Beyond SPEC §3: set on the documents the home page promotes (its tiles, by sequence), else null. */
  promo?: { sequence: number; text: string } | null;
}

export interface ResourceListResponse {
  data: { result: ResourceDocument[] };
}

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
