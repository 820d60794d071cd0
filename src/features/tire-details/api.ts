// The tire details page's data (the detail endpoint lives in src/services/tireDetailApi.ts, shared with the
// results page's compare bar) and the helpers of its address and title.
export { useGetTireDetailQuery } from '../../services/tireDetailApi';

/** SPEC §2: "pattern name | Off-the-Road (OTR) Tires". */
export function tireDetailTitle(patternName: string): string {
  return `${patternName} | Off-the-Road (OTR) Tires`;
}

/** The tireId query parameter as a positive whole number, or null when it is missing or malformed. */
export function parseTireId(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}
