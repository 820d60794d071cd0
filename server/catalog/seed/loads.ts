// Load & inflation tables, ply/star ratings and TKPH speed ratings.
// Load follows a TRA-style capacity curve, load ~ P^0.585 x width^1.39 x (rim + section height), scaled per
// speed. Pressures are whole psi in 5-psi steps; kPa = psi x 6.895 rounded, so the highest 10 km/h row
// (145 psi) is 1,000 kPa and every other table stays <= 800 kPa (ISO 4250-2).
import type { LoadIndex, LoadRow } from '../../../src/contract/catalog';
import type { ParsedSize } from './notation';
import { rand01 } from './prng';
import type { Duty } from './taxonomy';

export const KPA_PER_PSI = 6.895;
export const LB_PER_KG = 2.20462;
export const TKPH_PER_TMPH = 1.46;

interface SpeedDef {
  label: string;
  mph: number;
  kph: number;
  /** Rated pressure (psi) of load levels 1, 2 and 3. */
  psi: readonly [number, number, number];
  /** Capacity multiplier against the 50 km/h curve. */
  factor: number;
  descr: string;
}

const HAUL_10: SpeedDef = { label: '10 km/h', mph: 6, kph: 10, psi: [95, 120, 145], factor: 1.3, descr: 'Short haul or creep, max 10 km/h (6 mph)' };
const HAUL_50: SpeedDef = { label: '50 km/h', mph: 31, kph: 50, psi: [80, 100, 115], factor: 1, descr: 'Haulage, max 50 km/h (31 mph), one-way haul up to 5 km' };
const LOADING: SpeedDef = { label: '5 mph (loading cycle)', mph: 5, kph: 8, psi: [60, 80, 95], factor: 1.7, descr: 'Loading cycle, max 5 mph (8 km/h), one-way up to 250 ft (75 m)' };
const GRADING: SpeedDef = { label: '40 km/h', mph: 25, kph: 40, psi: [55, 70, 85], factor: 1.15, descr: 'Grading and road travel, max 40 km/h (25 mph)' };
const COMPACT: SpeedDef = { label: '10 km/h', mph: 6, kph: 10, psi: [65, 85, 105], factor: 1.3, descr: 'Compaction, max 10 km/h (6 mph)' };
const PORT_10: SpeedDef = { label: '10 km/h', mph: 6, kph: 10, psi: [95, 120, 145], factor: 1.3, descr: 'Stacking and lifting, max 10 km/h (6 mph)' };
const PORT_25: SpeedDef = { label: '25 km/h', mph: 15, kph: 25, psi: [75, 95, 110], factor: 1.2, descr: 'Terminal travel, max 25 km/h (15 mph)' };
const CRANE_80: SpeedDef = { label: '80 km/h', mph: 50, kph: 80, psi: [80, 100, 115], factor: 0.9, descr: 'Road travel, max 80 km/h (50 mph)' };

/** Speed labels (keys of the load index) for each kind of machine. */
export const DUTY_SPEEDS: Record<Duty, readonly SpeedDef[]> = {
  haul: [HAUL_10, HAUL_50],
  loader: [LOADING],
  grader: [GRADING],
  compactor: [COMPACT],
  port: [PORT_10, PORT_25],
  crane: [HAUL_10, CRANE_80],
};

const even = (x: number): number => 2 * Math.round(x / 2);

/**
 * The rating text of each load level: radial "1*", "2*", "3*"; bias ply ratings that grow with the section
 * (conventional casings carry more plies per inch; grader and compactor tires are lighter built).
 */
export function ratingLabels(p: ParsedSize, duty: Duty): [string, string, string] {
  if (p.radial) return ['1*', '2*', '3*'];
  const widthIn = p.form === 'metric' ? p.width / 25.4 : p.width;
  const perInch = (p.form === 'conventional' ? 1.3 : 0.75) * (duty === 'grader' || duty === 'compactor' ? 0.7 : 1);
  const pr1 = Math.max(8, even(widthIn * perInch));
  const pr2 = Math.max(even(pr1 * 1.27), pr1 + 2);
  const pr3 = Math.max(even(pr1 * 1.55), pr2 + 2);
  return [`${pr1}PR`, `${pr2}PR`, `${pr3}PR`];
}

/** Capacity in kg at a pressure on the 50 km/h curve, before the speed factor. */
function baseLoadKg(p: ParsedSize, psi: number): number {
  const widthIn = p.owMm / 25.4;
  const lbs = 0.5 * psi ** 0.585 * widthIn ** 1.39 * (p.rim + p.heightMm / 25.4) * (p.radial ? 1 : 0.95);
  return lbs / LB_PER_KG;
}

function table(p: ParsedSize, speed: SpeedDef, level: number, labels: readonly string[], blank: string): LoadRow[] {
  const rows: LoadRow[] = [];
  const top = speed.psi[level - 1]!;
  let lastKg = 0;
  for (let psi = Math.max(25, speed.psi[0] - 25); psi <= top; psi += 5) {
    const kg = Math.round((baseLoadKg(p, psi) * speed.factor) / 5) * 5;
    if (kg <= lastKg) throw new Error(`catalog: load does not rise with pressure for ${p.notation}`);
    lastKg = kg;
    const reached = speed.psi.indexOf(psi);
    rows.push({
      PSI: psi,
      KPA: Math.round(psi * KPA_PER_PSI),
      LOADLBS: Math.round((kg * LB_PER_KG) / 10) * 10,
      LOADKG: kg,
      LOADRATING: reached >= 0 && reached < level ? labels[reached]! : blank,
      SPEEDMPH: speed.mph,
      SPEEDKPH: speed.kph,
      DESCR: speed.descr,
    });
  }
  return rows;
}

/**
 * The load index of one size at one load level. Some tables (about one in seven, chosen by key) mark
 * intermediate rows with the literal 'NULL', as imported legacy data books do; the UI hides both forms.
 */
export function loadIndex(p: ParsedSize, duty: Duty, level: number, seed: number): LoadIndex {
  const labels = ratingLabels(p, duty);
  const blank = rand01(seed, `null-rows|${p.notation}|${duty}|${level}`) < 0.15 ? 'NULL' : '';
  const out: LoadIndex = {};
  for (const speed of DUTY_SPEEDS[duty]) out[speed.label] = table(p, speed, level, labels, blank);
  return out;
}

export interface SpeedRatings {
  PC_2S_TMPH: number;
  PC_2S_TKPH: number;
  PC_4S_TMPH: number;
  PC_4S_TKPH: number;
  PC_6S_TMPH: number;
  PC_6S_TKPH: number;
}

/**
 * TKPH/TMPH ratings of compound types 2 (heat resistant), 4 (standard) and 6 (cut resistant), from the
 * 50 km/h capacity at the size's level. TMPH is rounded first and TKPH = round(TMPH x 1.46), so the two
 * always agree exactly.
 */
export function speedRatings(p: ParsedSize, level: number, heat: number, jitter: number): SpeedRatings {
  const tonnes = baseLoadKg(p, HAUL_50.psi[level - 1]!) / 1000;
  const tkph = tonnes * 21 * heat * jitter;
  const tmph = (share: number): number => Math.round((tkph * share) / TKPH_PER_TMPH);
  const t2 = tmph(1);
  const t4 = tmph(0.82);
  const t6 = tmph(0.66);
  return {
    PC_2S_TMPH: t2,
    PC_2S_TKPH: Math.round(t2 * TKPH_PER_TMPH),
    PC_4S_TMPH: t4,
    PC_4S_TKPH: Math.round(t4 * TKPH_PER_TMPH),
    PC_6S_TMPH: t6,
    PC_6S_TKPH: Math.round(t6 * TKPH_PER_TMPH),
  };
}
