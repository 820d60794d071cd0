// The fixed vocabulary of the catalog: industries, equipment types, TRA codes and rims, following the
// "which codes go on which machines" table of the OTR reference (shared otr-facts.md).
import type { ProductClass } from '../../../src/contract/catalog';
import type { FeatureKey } from './features';

export const SEGMENTS = [
  'Mining',
  'Underground Mining',
  'Construction',
  'Quarry & Aggregate',
  'Port',
  'Industrial',
  'Forestry & Waste',
] as const;
export type SegmentName = (typeof SEGMENTS)[number];

export const RIM_DIAMETERS = [24, 25, 29, 33, 35, 39, 45, 49, 51, 57, 63] as const;

// L-3S is not in the list but the reference puts it on underground loaders, so we carry it too.
export const TRA_CODES = [
  'E-2', 'E-3', 'E-4', 'E-7',
  'L-2', 'L-3', 'L-3S', 'L-4', 'L-5', 'L-5S',
  'G-2', 'G-3', 'C-1', 'IND-4',
] as const;
export type TraCode = (typeof TRA_CODES)[number];

export const TIRE_TYPES = ['Radial', 'Bias'] as const;
export type TireType = (typeof TIRE_TYPES)[number];

export interface ApplicationDef {
  name: string;
  segments: SegmentName[];
  /** TRA codes this machine runs on: a size only fits when its code is listed here... */
  codes: TraCode[];
  /** ...and its rim diameter is listed here. */
  rims: number[];
}

const LOADER_RIMS = [24, 25, 29, 33, 35, 39, 45, 49, 51, 57];
const LOADER_CODES: TraCode[] = ['L-2', 'L-3', 'L-4', 'L-5', 'L-5S'];

export const APPLICATIONS: ApplicationDef[] = [
  { name: 'Rigid Haul Truck', segments: ['Mining', 'Quarry & Aggregate', 'Construction'], codes: ['E-2', 'E-3', 'E-4'], rims: [25, 29, 33, 35, 49, 51, 57, 63] },
  // E-7 added: flotation tires are what ADTs run in soft ground and forestry.
  { name: 'Articulated Dump Truck', segments: ['Construction', 'Quarry & Aggregate', 'Mining', 'Forestry & Waste'], codes: ['E-3', 'E-4', 'E-7'], rims: [25, 29] },
  { name: 'Wheel Loader', segments: ['Mining', 'Construction', 'Quarry & Aggregate', 'Industrial', 'Port', 'Forestry & Waste'], codes: LOADER_CODES, rims: LOADER_RIMS },
  { name: 'Wheel Dozer', segments: ['Mining', 'Quarry & Aggregate', 'Construction'], codes: LOADER_CODES, rims: LOADER_RIMS },
  { name: 'Underground Loader (LHD)', segments: ['Underground Mining'], codes: ['L-3S', 'L-4', 'L-5', 'L-5S', 'E-4'], rims: [24, 25, 29, 33, 35] },
  { name: 'Underground Haul Truck', segments: ['Underground Mining'], codes: ['E-4', 'L-4', 'L-5'], rims: [25, 29, 33, 35] },
  { name: 'Motor Grader', segments: ['Construction', 'Mining', 'Quarry & Aggregate', 'Forestry & Waste'], codes: ['G-2', 'G-3'], rims: [24, 25] },
  { name: 'Scraper', segments: ['Construction', 'Mining'], codes: ['E-3', 'E-4'], rims: [25, 29, 33] },
  { name: 'Compactor', segments: ['Construction', 'Forestry & Waste'], codes: ['C-1'], rims: [24, 25] },
  { name: 'Mobile Crane', segments: ['Construction', 'Port', 'Industrial'], codes: ['E-2'], rims: [25] },
  { name: 'Reach Stacker', segments: ['Port', 'Industrial'], codes: ['E-3', 'IND-4'], rims: [25, 33] },
  { name: 'Straddle Carrier', segments: ['Port'], codes: ['E-3', 'IND-4'], rims: [25, 33] },
  { name: 'Container Handler', segments: ['Port', 'Industrial'], codes: ['E-3', 'IND-4'], rims: [25, 33] },
  { name: 'Log Stacker', segments: ['Forestry & Waste', 'Port'], codes: ['L-3', 'L-4', 'L-5', 'E-3'], rims: [25, 29, 33] },
  { name: 'Telehandler', segments: ['Construction', 'Industrial'], codes: ['IND-4', 'L-2'], rims: [24, 25] },
];

export type AppName =
  | 'Rigid Haul Truck' | 'Articulated Dump Truck' | 'Wheel Loader' | 'Wheel Dozer'
  | 'Underground Loader (LHD)' | 'Underground Haul Truck' | 'Motor Grader' | 'Scraper' | 'Compactor'
  | 'Mobile Crane' | 'Reach Stacker' | 'Straddle Carrier' | 'Container Handler' | 'Log Stacker' | 'Telehandler';

/** Machines whose E-class radials carry TKPH/TMPH speed ratings (heat capacity matters on haul cycles). */
export const TKPH_APPLICATIONS: readonly string[] = ['Rigid Haul Truck', 'Articulated Dump Truck', 'Scraper'];

/** Machines that run rear duals, so their sizes get a dual spacing. */
export const DUAL_APPLICATIONS: readonly string[] = ['Rigid Haul Truck'];

export type Family =
  | 'RH-4A+ Haulage' | 'Rigid Haulage' | 'Articulated & Scraper' | 'Loader & Dozer'
  | 'Underground' | 'Grader & Compactor' | 'Port & Industrial' | 'Forestry & Waste';

/** Decides the load tables (speed labels) a pattern gets. */
export type Duty = 'haul' | 'loader' | 'grader' | 'compactor' | 'port' | 'crane';

/** Tread depth as a share of the TRA base depth: 2/3 = 100 %, 4 = 150 %, 5 = 250 % (1 and 7 taken as 100 %). */
export function depthRatio(code: TraCode): number {
  const digit = code.replace(/\D/g, '');
  if (digit === '4') return 1.5;
  if (digit === '5') return 2.5;
  return 1;
}

export type TreadStyle = 'rib' | 'bar' | 'block' | 'deep' | 'xdeep' | 'smooth' | 'flotation';

/** Tread look of the artwork, from the code: digit 1 ribbed, 2 traction, 3 rock, 4/5 deeper, 7 flotation, S smooth. */
export function treadStyle(code: TraCode): TreadStyle {
  if (code.endsWith('S')) return 'smooth';
  const digit = code.replace(/\D/g, '');
  const styles: Record<string, TreadStyle> = { '1': 'rib', '2': 'bar', '3': 'block', '4': 'deep', '5': 'xdeep', '7': 'flotation' };
  return styles[digit] ?? 'block';
}

/** A tire line as written by hand (pattern files); the generator turns it into SeedPattern + sizes. */
export interface PatternDef {
  name: string;
  code: TraCode;
  type: TireType;
  family: Family;
  duty: Duty;
  apps: AppName[];
  tag: string;
  description: string;
  /** Keys of FEATURES (4 to 8), each giving a feature and its paired benefit. */
  features: FeatureKey[];
  /** Size notations; "R" for radial lines, "-" for bias lines. */
  sizes: string[];
  /** Load levels offered: 1 to 3 stars (radial) or the size's three ply steps (bias). */
  levels: number[];
  /** TKPH multiplier of the compound (heat-resistant lines > 1, cut-resistant < 1). */
  heat?: number;
  /**
   * A Low Seam (UMS), American bias or Permafoam line: its own warranty (SPEC §9). American bias is a bias
   * line built in the brand's American plant, so only a Bias line may carry it.
   */
  productClass?: ProductClass;
  images: 1 | 2;
}
