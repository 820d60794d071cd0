// Resource documents: the list call lives in src/services/resourcesApi.ts (shared).
// The databook's download goes through RTK Query too: a mutation whose data is an object URL of the file
// (Redux state stays serializable: the QA export carries it), saved by the databookDownload machine's actor.
import { siteApi } from '../../services/siteApi';
import { fetchObjectUrl } from './download-file';

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

export const downloadApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    // A plain fetch, not the base query: the address is the document's own (not under /website/), and the
    // page reports a failed download itself ('The databook download failed' and the toast).
    downloadFile: build.mutation<string, string>({ queryFn: (url) => fetchObjectUrl(url) }),
  }),
});

export const { useDownloadFileMutation } = downloadApi;
