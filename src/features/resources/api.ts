// Resource documents (SPEC §3, §7 resource list): brochures, sell sheets, OE pressure recommendations and the
// engineering databook, each list sorted by title ascending (SPEC §9).
import { siteApi } from '../../services/siteApi';

export type ResourceType = 'BROCHURES' | 'SELL_SHEET' | 'OE_PRESSURE' | 'ENGINEERING';

export interface ResourceDocument {
  title: string;
  /** Image URL of the document's cover. */
  thumbnail: string;
  /** The PDF's URL. */
  document: string;
  type: ResourceType;
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

/** SPEC §7 "Files and maps": the databook is saved under this name. */
export const DATABOOK_FILE_NAME = 'otr-databook-10-15-2021.pdf';
/** The databook's address when the ENGINEERING list has not answered (yet). */
export const DATABOOK_URL = '/website/documents/otr-engineering-databook.pdf';
