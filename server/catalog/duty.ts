// The duty check's reads (issue 23): which tires carry a TKPH/TMPH rating (src/lib/duty/rated.ts), and what the
// check shows of them. Answered from the catalog snapshot (./snapshot.ts), like the searches.
import type { TireSizeRow } from '../../src/contract/catalog';
import type { DutyTire } from '../../src/contract/duty';
import { DUTY_RATINGS, isDutyRated, ratingOf, type DutyRating } from '../../src/lib/duty/rated';

/** A tire the duty check can judge: it has a TKPH or TMPH rating of at least one compound type. */
export const isRated = (row: TireSizeRow): boolean => isDutyRated(row.specification);

export function toDutyTire(row: TireSizeRow): DutyTire {
  const ratings = Object.fromEntries(DUTY_RATINGS.map((k) => [k, ratingOf(row.specification, k)])) as Record<DutyRating, number | null>;
  return {
    tire_size_id: row.tire_size_id,
    pattern_name: row.patterns.pattern_name,
    size: row.size,
    ply_rating: row.ply_rating,
    tra_code: row.traCode.code,
    ...ratings,
  };
}
