// Catalog shapes of the public site service (SPEC §3, §7), written once: the routes validate and serialise
// with these schemas, /website/docs shows them, the repository returns and the SPA reads their types.
// The SPA imports this file with `import type` only (TypeBox stays out of the browser bundle).
import { Type, type Static } from 'typebox';
import { Nullable } from './kit';

const num = Type.Number();
const nullableNum = Nullable(Type.Number());

/** Specification of one tire size. US values in inches, pounds, ... ; the `_mm` twin is metric. */
export const Specification = Type.Object({
  rim_width: Type.String(),
  rim_width_mm: Type.String(),
  ow: num,
  ow_mm: num,
  od: num,
  od_mm: num,
  grow: num,
  grow_mm: num,
  loaded_static_radius: num,
  loaded_static_radius_mm: num,
  /** Revolutions per mile (US) / per km (metric). */
  rpm: num,
  rpm_mm: num,
  /** Contact area, in² / cm². */
  carea: num,
  carea_mm: num,
  /** Air volume, ft³ / m³. */
  volume: num,
  volume_mm: num,
  /** Tread depth, 32nds of an inch / mm. */
  tread_depth: num,
  tread_depth_mm: num,
  // Kept after the measures: the answers have always listed dual spacing here.
  dual_spacing: nullableNum,
  dual_spacing_mm: nullableNum,
  PC_2S_TMPH: Type.Optional(num),
  PC_2S_TKPH: Type.Optional(num),
  PC_4S_TMPH: Type.Optional(num),
  PC_4S_TKPH: Type.Optional(num),
  PC_6S_TMPH: Type.Optional(num),
  PC_6S_TKPH: Type.Optional(num),
});
export type Specification = Static<typeof Specification>;

export const LoadRow = Type.Object({
  PSI: num,
  KPA: num,
  LOADLBS: num,
  LOADKG: num,
  /** Star or ply rating reached at this pressure; '' or 'NULL' when none. */
  LOADRATING: Type.String(),
  SPEEDMPH: num,
  SPEEDKPH: num,
  DESCR: Type.String(),
});
export type LoadRow = Static<typeof LoadRow>;

/** Keyed by speed label (e.g. "10 km/h", "50 km/h", "5 mph (loading cycle)"). */
export type LoadIndex = Record<string, LoadRow[]>;

/** Load & inflation tables of a size; null when the size has no load data. */
export const NullableLoadIndex = Type.Unsafe<LoadIndex | null>({
  type: ['object', 'null'],
  additionalProperties: Type.Array(LoadRow),
  description: 'load & inflation rows keyed by speed; null when the size has no load data',
});

/**
 * Lines with a product warranty of their own (SPEC §9: Low Seam (UMS), American bias and Permafoam tires),
 * flagged in the catalog data rather than guessed from a line's name or construction: not every bias line is
 * an American bias line.
 */
export const PRODUCT_CLASSES = ['LOW_SEAM', 'AMERICAN_BIAS', 'PERMAFOAM'] as const;
export type ProductClass = (typeof PRODUCT_CLASSES)[number];

export const PatternInfo = Type.Object({
  pattern_id: Type.Integer(),
  pattern_name: Type.String(),
  description: Type.String(),
  tag_line: Type.String(),
  /** null for an ordinary line. */
  product_class: Type.Unsafe<ProductClass | null>({
    type: ['string', 'null'],
    enum: [...PRODUCT_CLASSES, null],
    description: 'Low Seam (UMS), American bias or Permafoam line, with their own warranty; null for other lines',
  }),
  patternImageMappings: Type.Array(Type.Object({ url: Type.String() })),
  patternFeatureMappings: Type.Array(Type.Object({ feature: Type.String(), sequence: Type.Integer() })),
  patternBenefitMappings: Type.Array(Type.Object({ benefit: Type.String(), sequence: Type.Integer() })),
});
export type PatternInfo = Static<typeof PatternInfo>;

const sizeProperties = {
  tire_size_id: Type.Integer(),
  size: Type.String(),
  suffix: Type.String(),
  alternate_size: Type.String(),
  ply_rating: Type.String(),
  rim_size_id: Type.Integer(),
  rim_diameter: num,
  pattern_id: Type.Integer(),
  tire_type_id: Type.Integer(),
  tra_code_id: Type.Integer(),
  patterns: PatternInfo,
  traCode: Type.Object({ code: Type.String() }),
  tireType: Type.Object({ name: Type.String() }),
  specification: Specification,
};

/** A products/list row: the detail without its load tables. */
export const TireSizeRow = Type.Object(sizeProperties);
export type TireSizeRow = Static<typeof TireSizeRow>;

/** A tire size as the compare and detail calls return it (SPEC §3 "Compared tire / tire size detail"). */
export const TireSizeDetail = Type.Object({ ...sizeProperties, loadIndex: NullableLoadIndex });

/** A tire size with its load tables, as detail and compare answer it. */
export type TireSizeWithLoads = Static<typeof TireSizeDetail>;

/** A tire size as the SPA holds it: list rows have no `loadIndex`, detail and compare rows have it. */
export type TireSizeDetail = TireSizeRow & Partial<Pick<Static<typeof TireSizeDetail>, 'loadIndex'>>;

export const RimSize = Type.Object({ rim_size_id: Type.Integer(), rim_diameter: num });
export type RimSize = Static<typeof RimSize>;
export const TireSizeOption = Type.Object({ size: Type.String() });
export type TireSizeOption = Static<typeof TireSizeOption>;
export const Segment = Type.Object({ segment_id: Type.Integer(), name: Type.String() });
export type Segment = Static<typeof Segment>;
export const Application = Type.Object({ application_id: Type.Integer(), name: Type.String() });
export type Application = Static<typeof Application>;
export const TireTypeOption = Type.Object({ tire_type_id: Type.Integer(), name: Type.String() });
export type TireTypeOption = Static<typeof TireTypeOption>;
export const TireLineOption = Type.Object({ pattern_id: Type.Integer(), patterns: Type.Object({ pattern_name: Type.String() }) });
export type TireLineOption = Static<typeof TireLineOption>;
export const TraOption = Type.Object({ tra_code_id: Type.Integer(), code: Type.String() });
export type TraOption = Static<typeof TraOption>;

export type { CatalogFilter, ProductFilter } from './params';
