// Find by machine (issue 23 part 1): the fitment table's machines, and one machine with the sizes it runs on and
// how many of our tires each size has. The SPA imports this file with `import type` only.
import { Type, type Static } from 'typebox';
import { Nullable } from './kit';
import { MACHINE_ID_MAX, MACHINE_ID_PATTERN } from './machine-id';

/** A machine's address: its make and model in lower case, other characters as "-" ("caterpillar-777g"). */
export const MachineIdParam = Type.String({ pattern: MACHINE_ID_PATTERN, minLength: 1, maxLength: MACHINE_ID_MAX, description: 'a machine, e.g. caterpillar-777g' });

export const MachineSummary = Type.Object({
  machine_id: Type.String(),
  make: Type.String(),
  model: Type.String(),
  /** Its equipment type (Rigid Haul Truck, Wheel Loader…). */
  equipment: Type.String(),
  /** Its sizes are sample data, not read on a maker's specification: shown with the sample notice. */
  sample: Type.Boolean(),
});
export type MachineSummary = Static<typeof MachineSummary>;

/** A size the machine runs on, and the same size in our catalog's other notation (29.5R25 is 750/65R25). */
export const MachineSize = Type.Object({
  size: Type.String(),
  /** Where it is fitted: front, rear or both. */
  axle: Type.Union([Type.Literal('front'), Type.Literal('rear'), Type.Literal('front and rear')]),
  /** How many of our tires are in this size, as written. */
  tires: Type.Integer(),
  /** How many of them have a TKPH or TMPH rating (the duty check can judge them). */
  rated: Type.Integer(),
  /** Our sizes whose other notation is this one, each with its number of tires. */
  alternates: Type.Array(Type.Object({ size: Type.String(), tires: Type.Integer() })),
});
export type MachineSize = Static<typeof MachineSize>;

export const MachineDetail = Type.Object({
  ...MachineSummary.properties,
  front_size: Type.String(),
  rear_size: Type.String(),
  rim: Nullable(Type.String()),
  payload_t: Nullable(Type.Number()),
  empty_weight_t: Nullable(Type.Number()),
  /** Where the row's figures come from: a URL or a reference. */
  source: Type.String(),
  /** Where its weights come from, when another page gives them (issue 23 part 3). */
  weights_source: Nullable(Type.String()),
  /** The duty check can work out its tire loads (GET duty/machines lists it). */
  tire_loads: Type.Boolean(),
  sizes: Type.Array(MachineSize),
});
export type MachineDetail = Static<typeof MachineDetail>;
