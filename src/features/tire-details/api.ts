// The tire details page's data (the detail endpoint lives in src/services/tireDetailApi.ts, shared with the
// results page's compare bar) and the helpers of its address and title.
export { useGetTireDetailQuery } from '../../services/tireDetailApi';

/** SPEC §2: "pattern name | Off-the-Road (OTR) Tires". */
export function tireDetailTitle(patternName: string): string {
  return `${patternName} | Off-the-Road (OTR) Tires`;
}
export { parseTireId } from '../../lib/tire-id';
