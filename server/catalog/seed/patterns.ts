// All hand-written tire lines, and their conversion into seed patterns.
import type { SeedPattern } from './types';
import { FEATURES } from './features';
import { HAULAGE_PATTERNS } from './patterns-haulage';
import { LOADER_PATTERNS } from './patterns-loader';
import { OTHER_PATTERNS } from './patterns-other';
import type { PatternDef } from './taxonomy';

export const BASE_PATTERNS: readonly PatternDef[] = [...HAULAGE_PATTERNS, ...LOADER_PATTERNS, ...OTHER_PATTERNS];

/** "RH-4A+ HS" -> "rh-4a-plus-hs": safe in a URL path, still readable. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function imagePaths(def: PatternDef): string[] {
  const slug = slugify(def.name);
  return Array.from({ length: def.images }, (_, i) => `patterns/${slug}-${i + 1}.svg`);
}

export function toSeedPattern(def: PatternDef): SeedPattern {
  if (def.productClass === 'AMERICAN_BIAS' && def.type !== 'Bias') {
    throw new Error(`catalog: ${def.name} is ${def.type} but flagged American bias`);
  }
  return {
    pattern_name: def.name,
    tag_line: def.tag,
    description: def.description,
    family: def.family,
    product_class: def.productClass ?? null,
    tire_type: def.type,
    features: def.features.map((k) => FEATURES[k][0]),
    benefits: def.features.map((k) => FEATURES[k][1]),
    images: imagePaths(def),
  };
}

/**
 * A generated variant of a base line (only for catalogs larger than the sample, e.g. benchmarks): same copy,
 * same artwork, a new name so the natural key (pattern, size, ply, code) stays unique.
 */
export function variantPattern(base: SeedPattern, variant: number): SeedPattern {
  return { ...base, pattern_name: variantName(base.pattern_name, variant) };
}

export function variantName(baseName: string, variant: number): string {
  return `${baseName} X${variant}`;
}
