// The tire details page's data (the detail endpoint lives in src/services/tireDetailApi.ts, shared with the
// results page's compare bar) and the helpers of its address and title.
import type { WebsiteResponse } from '../../contract/website';
import { siteApi } from '../../services/siteApi';

export { useGetTireDetailQuery } from '../../services/tireDetailApi';

/** Star, ply and load index side by side in a size (issue 23 part 4). */
const ratingsApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    getSizeRatings: build.query<WebsiteResponse<'sizeRatings'>, string>({
      query: (size) => ({ url: 'products/ratings', params: { tire_size: size } }),
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetSizeRatingsQuery } = ratingsApi;
export { ratingsApi };

/** SPEC §2: "pattern name | Off-the-Road (OTR) Tires". */
export function tireDetailTitle(patternName: string): string {
  return `${patternName} | Off-the-Road (OTR) Tires`;
}
export { parseTireId } from '../../lib/tire-id';
