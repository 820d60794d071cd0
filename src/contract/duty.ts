// The duty check's calls (issue 23): the sizes that have a TKPH/TMPH-rated tire, and the rated tires of one size,
// with only what the check shows. The SPA imports this file with `import type` only.
import { Type, type Static } from 'typebox';

/** A rating of compound types 2, 4 and 6 (SPEC §3), in TKPH and TMPH; null when the tire has none of the type. */
const Rating = Type.Union([Type.Number(), Type.Null()]);

export const DutyTire = Type.Object({
  tire_size_id: Type.Integer(),
  pattern_name: Type.String(),
  size: Type.String(),
  ply_rating: Type.String(),
  tra_code: Type.String(),
  PC_2S_TKPH: Rating,
  PC_4S_TKPH: Rating,
  PC_6S_TKPH: Rating,
  PC_2S_TMPH: Rating,
  PC_4S_TMPH: Rating,
  PC_6S_TMPH: Rating,
});
export type DutyTire = Static<typeof DutyTire>;
