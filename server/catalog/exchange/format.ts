// The catalog exchange format (docs/catalog-format.md): its tables, their columns as a product manager names
// them (units in the header), and the number rules of each measure. Export and import both read this table.
import type { Specification } from '../../../src/contract/catalog';
import type { NumberRule, TableSpec } from './sheet';

export const FILES = {
  industries: 'industries',
  equipment: 'equipment',
  traCodes: 'tra-codes',
  lines: 'tire-lines',
  features: 'features-benefits',
  sizes: 'sizes',
  loads: 'load-inflation',
  machines: 'machines',
} as const;
export type TableName = (typeof FILES)[keyof typeof FILES];

/** Order of the sheets in a workbook and of the files in a folder. */
export const TABLE_ORDER: readonly TableName[] = Object.values(FILES);

/** Tables a catalog may leave out: without machines.csv it has no fitment table (issue 23). */
export const OPTIONAL_TABLES: ReadonlySet<TableName> = new Set([FILES.machines]);

export const INDUSTRY = { name: 'Industry' } as const;
export const EQUIPMENT = { name: 'Equipment', industries: 'Industries' } as const;
export const TRA = { code: 'TRA code' } as const;
export const LINE = {
  name: 'Tire line',
  tagLine: 'Tag line',
  description: 'Description',
  family: 'Family',
  construction: 'Construction',
  warranty: 'Warranty class',
  images: 'Images',
} as const;
export const FEATURE = { line: 'Tire line', order: 'Order', feature: 'Feature', benefit: 'Benefit' } as const;
/** The natural key of a tire: its line, its size and its ply or star rating. */
export const KEY = { line: 'Tire line', size: 'Size', rating: 'Rating' } as const;
export const SIZE = {
  ...KEY,
  suffix: 'Suffix',
  alternate: 'Alternate size',
  tra: 'TRA code',
  rim: 'Rim diameter (in)',
  equipment: 'Equipment',
} as const;
export const LOAD = {
  ...KEY,
  speed: 'Speed',
  psi: 'Pressure (psi)',
  kpa: 'Pressure (kPa)',
  lbs: 'Load (lb)',
  kg: 'Load (kg)',
  loadRating: 'Load rating',
  mph: 'Speed (mph)',
  kph: 'Speed (km/h)',
  description: 'Description',
} as const;

/** The fitment table (issue 23 part 1): one row per machine, its OE sizes and where they come from. */
export const MACHINE = {
  make: 'Make',
  model: 'Model',
  equipment: 'Equipment',
  front: 'Front size',
  rear: 'Rear size',
  rim: 'Rim',
  payload: 'Payload (t)',
  empty: 'Empty weight (t)',
  source: 'Source',
  sample: 'Sample',
} as const;

/** The fitment table's optional columns (issue 23 part 3): how a machine's weight splits between its axles, for the
 * duty check's loads per tire ("47/53", front to rear, in percent), its tires on each axle when not its kind's usual
 * ("4/4"), and where the weights come from. */
export const MACHINE_WEIGHTS = {
  emptySplit: 'Empty split (%)',
  loadedSplit: 'Loaded split (%)',
  tires: 'Tires per axle',
  weightsSource: 'Weights source',
} as const;

/** What a split's shares may add up to: 100, or a little off as a sheet prints them rounded ("33:66"). */
export const SPLIT_SUM = { min: 98, max: 102 } as const;

export const CONSTRUCTIONS = ['Radial', 'Bias'] as const;
/** Warranty classes as the sheet spells them, and as the catalog stores them. */
export const WARRANTY_CLASSES = { 'Low Seam': 'LOW_SEAM', 'American bias': 'AMERICAN_BIAS', Permafoam: 'PERMAFOAM' } as const;

type NumericSpecKey = Exclude<keyof Specification, 'rim_width' | 'rim_width_mm'>;

export interface SpecColumn {
  key: NumericSpecKey;
  header: string;
  rule: NumberRule;
  /** Blank allowed: null in the catalog (dual spacing of a size never run in duals). */
  nullable?: boolean;
  /** Blank allowed: the field is left out (speed ratings, only for haulage radials). */
  optional?: boolean;
}

const length = (max: number): NumberRule => ({ min: 0, max });
const pair = (key: string, label: string, us: string, metric: string, usMax: number, metricMax: number, extra: Partial<SpecColumn> = {}): SpecColumn[] => [
  { key: key as NumericSpecKey, header: `${label} (${us})`, rule: length(usMax), ...extra },
  { key: `${key}_mm` as NumericSpecKey, header: `${label} (${metric})`, rule: length(metricMax), ...extra },
];

/** Rim width is a designation ("25.00/3.5"), text in both systems. */
export const RIM_WIDTH = { us: 'Rim width', metric: 'Rim width (metric)' } as const;

export const SPEC_COLUMNS: readonly SpecColumn[] = [
  ...pair('dual_spacing', 'Minimum dual spacing', 'in', 'mm', 400, 10_000, { nullable: true }),
  ...pair('ow', 'Overall width', 'in', 'mm', 400, 10_000),
  ...pair('od', 'Overall diameter', 'in', 'mm', 400, 10_000),
  ...pair('grow', 'Load section growth', 'in', 'mm', 400, 10_000),
  ...pair('loaded_static_radius', 'Loaded static radius', 'in', 'mm', 400, 10_000),
  { key: 'rpm', header: 'Revolutions per mile', rule: length(100_000) },
  { key: 'rpm_mm', header: 'Revolutions per km', rule: length(100_000) },
  ...pair('carea', 'Contact area', 'in²', 'cm²', 100_000, 1_000_000),
  ...pair('volume', 'Air volume', 'ft³', 'm³', 10_000, 1_000),
  ...pair('tread_depth', 'Tread depth', '32nds in', 'mm', 1_000, 1_000),
  { key: 'PC_2S_TMPH', header: 'Type 2 rating (TMPH)', rule: length(100_000), optional: true },
  { key: 'PC_2S_TKPH', header: 'Type 2 rating (TKPH)', rule: length(100_000), optional: true },
  { key: 'PC_4S_TMPH', header: 'Type 4 rating (TMPH)', rule: length(100_000), optional: true },
  { key: 'PC_4S_TKPH', header: 'Type 4 rating (TKPH)', rule: length(100_000), optional: true },
  { key: 'PC_6S_TMPH', header: 'Type 6 rating (TMPH)', rule: length(100_000), optional: true },
  { key: 'PC_6S_TKPH', header: 'Type 6 rating (TKPH)', rule: length(100_000), optional: true },
];

const values = <T extends Record<string, string>>(o: T) => Object.values(o) as string[];

export const TABLE_SPECS: Record<TableName, TableSpec> = {
  industries: { required: values(INDUSTRY) },
  equipment: { required: values(EQUIPMENT) },
  'tra-codes': { required: values(TRA) },
  'tire-lines': { required: values(LINE) },
  'features-benefits': { required: values(FEATURE) },
  sizes: { required: [...values(SIZE), RIM_WIDTH.us, RIM_WIDTH.metric, ...SPEC_COLUMNS.map((c) => c.header)] },
  'load-inflation': { required: values(LOAD) },
  machines: { required: values(MACHINE), optional: values(MACHINE_WEIGHTS) },
};

/** Rules of the load and inflation columns. */
export const LOAD_RULES = {
  psi: { min: 1, max: 500 },
  kpa: { min: 1, max: 3500 },
  lbs: { min: 1, max: 1_000_000 },
  kg: { min: 1, max: 500_000 },
  mph: { min: 0, max: 200 },
  kph: { min: 0, max: 320 },
  /** A machine's payload and empty weight in tonnes (the largest haul trucks: 450 t payload, 360 t empty). */
  tonnes: { min: 0, max: 2000 },
} satisfies Record<string, NumberRule>;
