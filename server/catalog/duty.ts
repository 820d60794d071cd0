// The duty check's reads (issue 23): which tires carry a TKPH/TMPH rating (SPEC §3's Type 2, 4, 6), and what the
// check shows of them. Answered from the catalog snapshot (./snapshot.ts), like the searches.
import type { TireSizeRow } from '../../src/contract/catalog';
import type { DutyTire } from '../../src/contract/duty';

const KEYS = ['PC_2S_TKPH', 'PC_4S_TKPH', 'PC_6S_TKPH', 'PC_2S_TMPH', 'PC_4S_TMPH', 'PC_6S_TMPH'] as const;

const valueOf = (row: TireSizeRow, key: (typeof KEYS)[number]): number | null => {
  const v = row.specification[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

/** A tire the duty check can judge: it has a TKPH or TMPH rating of at least one compound type. */
export function isRated(row: TireSizeRow): boolean {
  return KEYS.some((k) => valueOf(row, k) !== null);
}

export function toDutyTire(row: TireSizeRow): DutyTire {
  const ratings = Object.fromEntries(KEYS.map((k) => [k, valueOf(row, k)])) as Record<(typeof KEYS)[number], number | null>;
  return {
    tire_size_id: row.tire_size_id,
    pattern_name: row.patterns.pattern_name,
    size: row.size,
    ply_rating: row.ply_rating,
    tra_code: row.traCode.code,
    ...ratings,
  };
}
