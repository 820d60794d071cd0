// The duty check's calls (issue 23): the sizes that have a TKPH/TMPH-rated tire, and the rated tires of one size,
// with only what the check shows. The SPA imports this file with `import type` only.
import { Type, type Static } from 'typebox';
import { MachineSummary } from './machine';

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

/** One axle of a machine the duty check knows the loads of: its tires, their size, and each one's load in kg. */
export const DutyAxle = Type.Object({
  axle: Type.Union([Type.Literal('front'), Type.Literal('centre'), Type.Literal('rear')]),
  tires: Type.Integer(),
  size: Type.String(),
  empty_kg: Type.Integer(),
  loaded_kg: Type.Integer(),
});
export type DutyAxle = Static<typeof DutyAxle>;

/** A haul machine with its loads per tire (src/lib/duty/machine-loads.ts), for the duty check's machine input. */
export const DutyMachine = Type.Object({
  ...MachineSummary.properties,
  payload_t: Type.Number(),
  empty_weight_t: Type.Number(),
  /** Each axle's share of the weight in percent, front to rear. */
  empty_split: Type.Array(Type.Number()),
  loaded_split: Type.Array(Type.Number()),
  /** The split is the typical one of the machine's kind, not its own. */
  typical: Type.Boolean(),
  /** Where the weights (and the machine's own split) come from. */
  source: Type.String(),
  /** The weights were not read on `source` (a sample row's source only shows the machine exists). */
  source_sample: Type.Boolean(),
  axles: Type.Array(DutyAxle),
});
export type DutyMachine = Static<typeof DutyMachine>;
