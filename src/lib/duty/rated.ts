// Which tires the duty check judges (issue 23): those with a TKPH or TMPH rating of any compound type (SPEC §3's
// Type 2, 4, 6). One rule for the server's lists (server/catalog/duty.ts) and the details page's link to the check.
import type { Specification } from '../../contract/catalog';

export const DUTY_RATINGS = ['PC_2S_TKPH', 'PC_4S_TKPH', 'PC_6S_TKPH', 'PC_2S_TMPH', 'PC_4S_TMPH', 'PC_6S_TMPH'] as const;
export type DutyRating = (typeof DUTY_RATINGS)[number];

/** The rating, or null when the tire has none of that type. */
export function ratingOf(spec: Partial<Specification>, key: DutyRating): number | null {
  const v = spec[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** The tire has a TKPH or TMPH rating of at least one compound type. */
export const isDutyRated = (spec: Partial<Specification>): boolean => DUTY_RATINGS.some((k) => ratingOf(spec, k) !== null);
