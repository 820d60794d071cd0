// Tire size detail (SPEC §7: GET products/detail?tyre_size={tireId}).
import type { WebsiteResponse } from '../../contract/website';
import { siteApi } from '../../services/siteApi';

export const tireDetailsApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    getTireDetail: build.query<WebsiteResponse<'detail'>, number>({
      query: (tireId) => ({ url: 'products/detail', params: { tyre_size: tireId } }),
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetTireDetailQuery } = tireDetailsApi;

/** SPEC §2: "pattern name | Off-the-Road (OTR) Tires". */
export function tireDetailTitle(patternName: string): string {
  return `${patternName} | Off-the-Road (OTR) Tires`;
}

/** The tireId query parameter as a positive whole number, or null when it is missing or malformed. */
export function parseTireId(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}
