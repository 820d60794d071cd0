// The sample catalog as plain data, before it gets database ids. The generator (index.ts) produces it;
// the loader (load.ts) writes it. Everything refers to other things by name, never by id.
import type { LoadIndex, ProductClass, Specification } from '../../../src/contract/catalog';

export interface SeedPattern {
  pattern_name: string;
  tag_line: string;
  description: string;
  /** Product family used for brochures, e.g. "RH-4A+ Haulage" or "Loader & Dozer". */
  family: string;
  /** Low Seam (UMS), American bias or Permafoam line (SPEC §9 warranty); null for the others. */
  product_class: ProductClass | null;
  tire_type: 'Radial' | 'Bias';
  /** 4 to 8 each, paired by sequence (features[i] goes with benefits[i]). */
  features: string[];
  benefits: string[];
  /** Media paths of the generated SVG artwork, e.g. "patterns/rh-4a-plus-1.svg" (served at /media/<path>). */
  images: string[];
}

export interface SeedTireSize {
  size: string;
  suffix: string;
  alternate_size: string;
  ply_rating: string;
  pattern_name: string;
  tire_type: 'Radial' | 'Bias';
  tra_code: string;
  rim_diameter: number;
  specification: Specification;
  load_index: LoadIndex | null;
  /** Equipment types (application names) this size fits. */
  applications: string[];
}

/**
 * A machine of the fitment table (issue 23 part 1): the OE tire sizes a make and model runs on. `sample`: the
 * sizes were not read on the named source, so the site shows them with the sample notice, never as the maker's.
 */
export interface SeedMachine {
  make: string;
  model: string;
  /** Its equipment type (an application name: Rigid Haul Truck, Wheel Loader…). */
  equipment: string;
  front_size: string;
  rear_size: string;
  /** The rim designation, or '' when unknown. */
  rim: string;
  payload_t: number | null;
  empty_weight_t: number | null;
  /** Percent of the weight on each axle, front to rear (2 or 3 axles), empty and loaded; null when not known
   * (src/lib/duty/machine-loads.ts). Both or neither. */
  empty_split: number[] | null;
  loaded_split: number[] | null;
  /** Tires on each axle, front to rear, when not its kind's usual layout (src/lib/duty/machine-loads.ts); null
   * when usual. */
  tires_per_axle: number[] | null;
  /** Where the row's figures come from: a URL or a reference. */
  source: string;
  /** Where the weights and split come from, when another page than `source` ('' when the same). */
  weights_source: string;
  sample: boolean;
}

export interface SeedCatalog {
  rim_diameters: number[];
  tra_codes: string[];
  tire_types: ('Radial' | 'Bias')[];
  segments: string[];
  applications: { name: string; segments: string[] }[];
  patterns: SeedPattern[];
  sizes: SeedTireSize[];
  /** The fitment table; [] for a catalog without one (versions stored before issue 23). */
  machines: SeedMachine[];
  /** SVG artwork keyed by media path (the same strings as SeedPattern.images). */
  artwork: Record<string, string>;
}

export interface CatalogOptions {
  /** Total number of tire sizes; default is the realistic sample (about 450). Large values are for benchmarks. */
  sizes?: number;
  /** PRNG seed: the same options always give the same catalog. */
  seed?: number;
}
