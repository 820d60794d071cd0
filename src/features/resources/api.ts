// Resource documents: the list call is shared with the home page's promo tiles (src/services/resourcesApi.ts).
export {
  resourcesApi,
  useGetResourcesQuery,
  type ResourceDocument,
  type ResourceType,
} from '../../services/resourcesApi';

/** SPEC §7 "Files and maps": the databook is saved under this name. */
export const DATABOOK_FILE_NAME = 'otr-databook-10-15-2021.pdf';
/** The databook's address when the ENGINEERING list has not answered (yet). */
export const DATABOOK_URL = '/website/documents/otr-engineering-databook.pdf';
