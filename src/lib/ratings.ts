// Star ratings, ply ratings and load indexes side by side, per size (issue 23 part 4). The equivalence is read from
// the size's own load tables, never a universal chart: a load table marks the pressure at which each rating is
// reached ("1*" at 95 psi, "2*" at 120 psi), so within one nominal size and speed the radial's stars and the bias
// tire's ply ratings line up by pressure. The load index is the ISO index whose load the rated load reaches
// (docs/research/load-index.md: 100-180 as published, above by the table's own rule, ×10 every 80 indexes), with the
// speed symbol of the table's speed.
import type { LoadIndex } from '../contract/catalog';
import { sizeKey } from './size-notation';

/** ISO load index 100-180 in kg (docs/research/load-index.md §1.4, sourced rows). */
const KG_100_180 = [
  800, 825, 850, 875, 900, 925, 950, 975, 1000, 1030, 1060, 1090, 1120, 1150, 1180, 1215, 1250, 1285, 1320, 1360, 1400, 1450, 1500, 1550,
  1600, 1650, 1700, 1750, 1800, 1850, 1900, 1950, 2000, 2060, 2120, 2180, 2240, 2300, 2360, 2430, 2500, 2575, 2650, 2725, 2800, 2900,
  3000, 3075, 3150, 3250, 3350, 3450, 3550, 3650, 3750, 3875, 4000, 4125, 4250, 4375, 4500, 4625, 4750, 4875, 5000, 5150, 5300, 5450,
  5600, 5800, 6000, 6150, 6300, 6500, 6700, 6900, 7100, 7300, 7500, 7750, 8000,
] as const;

export const MIN_LOAD_INDEX = 100;
export const MAX_LOAD_INDEX = 279;

/** The load of index `li` in kg, 100 to 279 (above 180: ten times the index 80 lower). */
export function loadOfIndex(li: number): number {
  if (!Number.isInteger(li) || li < MIN_LOAD_INDEX || li > MAX_LOAD_INDEX) throw new RangeError(`no load index ${li}`);
  return li <= 180 ? KG_100_180[li - 100]! : 10 * loadOfIndex(li - 80);
}

/** The highest index whose load `kg` reaches; null below index 100 (800 kg) or above 279. */
export function loadIndexOf(kg: number): number | null {
  // Index 280 would carry ten times index 200's load: above that, no index of the table.
  if (!(kg >= loadOfIndex(MIN_LOAD_INDEX)) || kg >= 10 * loadOfIndex(200)) return null;
  let li = MIN_LOAD_INDEX;
  while (li < MAX_LOAD_INDEX && loadOfIndex(li + 1) <= kg) li += 1;
  return li;
}

/** Speed symbols of the speeds OTR load tables use (km/h). */
const SPEED_SYMBOLS: Readonly<Record<number, string>> = { 5: 'A1', 10: 'A2', 15: 'A3', 20: 'A4', 25: 'A5', 30: 'A6', 35: 'A7', 40: 'A8', 50: 'B', 60: 'C', 65: 'D', 70: 'E', 80: 'F', 90: 'G' };

export const speedSymbolOf = (kmh: number): string | null => SPEED_SYMBOLS[kmh] ?? null;

/** "29.5R25", "29.5-25" and "29.5 R 25" are one nominal size ("29.5/25"); "750/65R25" is "750/65/25". */
export function nominalSize(size: string): string | null {
  const m = /^(.+?)(?:R|-)(\d+(?:\.\d+)?)$/.exec(sizeKey(size));
  return m ? `${m[1]}/${m[2]}` : null;
}

/** A tire as the ratings need it. */
export interface RatedTire {
  size: string;
  tire_type: string;
  loadIndex: LoadIndex | null;
}

/** A rating a load table marks: where it is reached, what it carries, and its load index. */
export interface RatingPoint {
  /** The load table's speed key ("10 km/h") and its speed. */
  speed: string;
  speedKmh: number;
  rating: string;
  construction: string;
  psi: number;
  kpa: number;
  lbs: number;
  kg: number;
  /** "189A2"; null when the load or the speed has none. */
  loadIndex: string | null;
}

/** What makes a rating point itself: the viewed tire's own points are found in a size's by this. */
export const pointKey = (p: Pick<RatingPoint, 'speed' | 'construction' | 'rating' | 'psi' | 'kg'>): string =>
  `${p.speed}|${p.construction}|${p.rating}|${p.psi}|${p.kg}`;

const isRating = (r: string | null | undefined): r is string => !!r && r.trim() !== '' && r.trim().toUpperCase() !== 'NULL';

/**
 * Every rating the tires' load tables mark, by speed then pressure: once per speed, construction, rating, pressure and
 * load (two lines reaching a rating alike are one row; reaching it differently, two).
 */
export function ratingPoints(tires: readonly RatedTire[]): RatingPoint[] {
  const seen = new Map<string, RatingPoint>();
  for (const tire of tires) {
    for (const [speed, rows] of Object.entries(tire.loadIndex ?? {})) {
      for (const row of rows) {
        if (!isRating(row.LOADRATING)) continue;
        const rating = row.LOADRATING.trim();
        const key = pointKey({ speed, construction: tire.tire_type, rating, psi: row.PSI, kg: row.LOADKG });
        if (seen.has(key)) continue;
        const li = loadIndexOf(row.LOADKG);
        const symbol = speedSymbolOf(row.SPEEDKPH);
        seen.set(key, {
          speed,
          speedKmh: row.SPEEDKPH,
          rating,
          construction: tire.tire_type,
          psi: row.PSI,
          kpa: row.KPA,
          lbs: row.LOADLBS,
          kg: row.LOADKG,
          loadIndex: li !== null && symbol !== null ? `${li}${symbol}` : null,
        });
      }
    }
  }
  return [...seen.values()].sort((a, b) => a.speedKmh - b.speedKmh || a.speed.localeCompare(b.speed) || a.psi - b.psi || a.construction.localeCompare(b.construction) || a.kg - b.kg);
}
