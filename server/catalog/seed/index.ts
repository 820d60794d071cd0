// The sample catalog generator: deterministic (same options -> deep-equal catalog), internally consistent,
// and able to grow to benchmark sizes by repeating the base lines as named variants.
import type { CatalogOptions, SeedCatalog, SeedPattern } from './types';
import { patternArtwork } from './artwork';
import { BASE_PATTERNS, toSeedPattern, variantPattern } from './patterns';
import { sampleMachines } from './machines';
import { DEFAULT_SEED } from './prng';
import { buildSizes } from './sizes';
import { APPLICATIONS, RIM_DIAMETERS, SEGMENTS, TIRE_TYPES, TRA_CODES } from './taxonomy';

export { BASE_PATTERNS } from './patterns';
export { APPLICATIONS, DUAL_APPLICATIONS, RIM_DIAMETERS, SEGMENTS, TKPH_APPLICATIONS, TRA_CODES } from './taxonomy';

export function generateCatalog(opts: CatalogOptions = {}): SeedCatalog {
  const seed = (opts.seed ?? DEFAULT_SEED) >>> 0;
  const { sizes, variants } = buildSizes(BASE_PATTERNS, opts.sizes, seed);

  // Only lines that have at least one size are listed (a short catalog may not reach every line).
  const used = new Set(sizes.map((s) => s.pattern_name));
  const withArtwork = new Set([...used, ...variants.map((v) => v.base)]);
  const basePatterns = new Map<string, SeedPattern>();
  const artwork: Record<string, string> = {};
  for (const def of BASE_PATTERNS) {
    const pattern = toSeedPattern(def);
    basePatterns.set(def.name, pattern);
    // Variants reuse their base line's image paths, so artwork exists once per base line.
    if (withArtwork.has(def.name)) Object.assign(artwork, patternArtwork(def, pattern.images, seed));
  }
  const patterns: SeedPattern[] = [
    ...BASE_PATTERNS.filter((d) => used.has(d.name)).map((d) => basePatterns.get(d.name)!),
    ...variants.map((v) => variantPattern(basePatterns.get(v.base)!, v.variant)),
  ];

  return {
    rim_diameters: [...RIM_DIAMETERS],
    tra_codes: [...TRA_CODES],
    tire_types: [...TIRE_TYPES],
    segments: [...SEGMENTS],
    applications: APPLICATIONS.map((a) => ({ name: a.name, segments: [...a.segments] })),
    patterns,
    sizes,
    machines: sampleMachines(),
    artwork,
  };
}
