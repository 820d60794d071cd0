// Shapes of the public site service (SPEC §3, §7). Shared by the SPA and the server: one contract.

/** Specification of one tire size. US values in inches, pounds, ... ; the `_mm` twin is metric. */
export interface Specification {
  rim_width: string;
  rim_width_mm: string;
  dual_spacing: number | null;
  dual_spacing_mm: number | null;
  ow: number;
  ow_mm: number;
  od: number;
  od_mm: number;
  grow: number;
  grow_mm: number;
  loaded_static_radius: number;
  loaded_static_radius_mm: number;
  /** Revolutions per mile (US) / per km (metric). */
  rpm: number;
  rpm_mm: number;
  /** Contact area, in² / cm². */
  carea: number;
  carea_mm: number;
  /** Air volume, ft³ / m³. */
  volume: number;
  volume_mm: number;
  /** Tread depth, 32nds of an inch / mm. */
  tread_depth: number;
  tread_depth_mm: number;
  PC_2S_TMPH?: number;
  PC_2S_TKPH?: number;
  PC_4S_TMPH?: number;
  PC_4S_TKPH?: number;
  PC_6S_TMPH?: number;
  PC_6S_TKPH?: number;
}

export interface LoadRow {
  PSI: number;
  KPA: number;
  LOADLBS: number;
  LOADKG: number;
  /** Star or ply rating reached at this pressure; '' or 'NULL' when none. */
  LOADRATING: string;
  SPEEDMPH: number;
  SPEEDKPH: number;
  DESCR: string;
}

/** Keyed by speed label (e.g. "10 km/h", "50 km/h", "5 mph (loading cycle)"). */
export type LoadIndex = Record<string, LoadRow[]>;

/**
 * Lines with a product warranty of their own (SPEC §9: Low Seam (UMS), American bias and Permafoam tires),
 * flagged in the catalog data rather than guessed from a line's name or construction: not every bias line is
 * an American bias line.
 */
export type ProductClass = 'LOW_SEAM' | 'AMERICAN_BIAS' | 'PERMAFOAM';

export interface PatternInfo {
  pattern_id: number;
  pattern_name: string;
  description: string;
  tag_line: string;
  /** null for an ordinary line. */
  product_class: ProductClass | null;
  patternImageMappings: { url: string }[];
  patternFeatureMappings: { feature: string; sequence: number }[];
  patternBenefitMappings: { benefit: string; sequence: number }[];
}

/** A tire size as the products, compare and detail calls return it. */
export interface TireSizeDetail {
  tire_size_id: number;
  size: string;
  suffix: string;
  alternate_size: string;
  ply_rating: string;
  rim_size_id: number;
  rim_diameter: number;
  pattern_id: number;
  tire_type_id: number;
  tra_code_id: number;
  patterns: PatternInfo;
  traCode: { code: string };
  tireType: { name: string };
  specification: Specification;
  /** Absent from list rows (products/list); null on detail when the size has no load data. */
  loadIndex?: LoadIndex | null;
}

export interface RimSize {
  rim_size_id: number;
  rim_diameter: number;
}
export interface TireSizeOption {
  size: string;
}
export interface Segment {
  segment_id: number;
  name: string;
}
export interface Application {
  application_id: number;
  name: string;
}
export interface TireTypeOption {
  tire_type_id: number;
  name: string;
}
export interface TireLineOption {
  pattern_id: number;
  patterns: { pattern_name: string };
}
export interface TraOption {
  tra_code_id: number;
  code: string;
}

/** Filters shared by the tire size, filter-list and product calls. */
export interface CatalogFilter {
  tire_size?: string;
  rim_size_id?: number;
  segment_id?: number;
  application_id?: number;
}
export interface ProductFilter extends CatalogFilter {
  tire_type_id?: number[];
  pattern_id?: number[];
  tra_code_id?: number[];
}

export interface ApiList<T> {
  data: T[];
}
export interface ApiRows<T> {
  data: { rows: T[]; count: number };
}
export interface ApiItem<T> {
  data: T;
}
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
}
