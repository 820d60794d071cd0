// Deterministic randomness. The catalog must be identical for identical options, so nothing here reads
// Math.random or the clock.

export const DEFAULT_SEED = 20211015;

/** mulberry32: tiny, fast, good enough for sample data (not for anything secret). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a 32-bit hash of a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A number in [0, 1) that depends only on the seed and a key. Stateless on purpose: values can be computed
 * in any order (and cached) without changing the catalog.
 */
export function rand01(seed: number, key: string): number {
  return mulberry32((seed ^ hashString(key)) >>> 0)();
}

/** A value in [min, max) from rand01. */
export function randRange(seed: number, key: string, min: number, max: number): number {
  return min + (max - min) * rand01(seed, key);
}

/** An integer in [min, max] from rand01. */
export function randInt(seed: number, key: string, min: number, max: number): number {
  return min + Math.floor((max - min + 1) * rand01(seed, key));
}
