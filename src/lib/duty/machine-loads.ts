// A haul machine's load on each of its tires, empty and loaded (issue 23 part 3: the duty check's "machine" input):
// its empty weight and its payload, split between its axles as its maker's spec sheet gives it, or as such a
// machine's weight typically splits, and shared by that axle's tires. Pure, for the server's list of the duty
// check's machines and the page. Sources and decisions: docs/duty-check.md, "Loads from a machine".

/** Each axle's share of the machine's weight in percent, front to rear (2 or 3 axles), empty and loaded. */
export interface WeightSplit {
  empty: readonly number[];
  loaded: readonly number[];
}

export interface MachineWeights {
  equipment: string;
  payload_t: number | null;
  empty_weight_t: number | null;
  /** The machine's own split (its spec sheet), or null. */
  split: WeightSplit | null;
  /** Its tires on each axle, front to rear, when not its kind's usual layout (tiresPerAxle); null when usual. */
  tires: readonly number[] | null;
}

export type AxleName = 'front' | 'centre' | 'rear';

/** One axle's tires, each carrying the same load: in kg, whole. */
export interface AxleLoad {
  axle: AxleName;
  tires: number;
  empty_kg: number;
  loaded_kg: number;
}

export interface MachineLoads {
  split: WeightSplit;
  /** The split is a typical one of the machine's kind, not its own. */
  typical: boolean;
  axles: AxleLoad[];
}

/** The kinds of machine a haul's TKPH is worked out for. */
export const HAUL_EQUIPMENT: readonly string[] = ['Rigid Haul Truck', 'Articulated Dump Truck', 'Underground Haul Truck'];

/**
 * A kind's typical split, used when a machine has none of its own (docs/duty-check.md gives the spec sheets):
 * a rigid truck loaded 33/67 (Caterpillar designs its trucks for 33 % of the gross weight on the front axle;
 * Komatsu's sheets read 32-33 %), empty 49/51 (the middle of the four sheets read, 47 to 53 % on the front
 * axle); a six-wheel articulated truck as Caterpillar's 725 and 730 sheets give it (the mean of their axle
 * loads' shares, to a tenth).
 * An underground truck has no typical split here: its loads come from its own.
 */
export const TYPICAL_SPLITS: Readonly<Record<string, WeightSplit>> = {
  'Rigid Haul Truck': { empty: [49, 51], loaded: [33, 67] },
  'Articulated Dump Truck': { empty: [61.8, 19.6, 18.6], loaded: [35.2, 32.6, 32.2] },
};

const AXLES: Record<number, readonly AxleName[]> = { 2: ['front', 'rear'], 3: ['front', 'centre', 'rear'] };

/** The usual tires on each axle: a two-axle rigid truck runs duals at the rear (2 and 4); every other machine 2 an
 * axle. A machine that differs (the BelAZ 75710's duals front and rear: 4 and 4) says so in its row. */
export function tiresPerAxle(equipment: string, axles: number): number[] {
  return Array.from({ length: axles }, (_, i) => (equipment === 'Rigid Haul Truck' && axles === 2 && i === 1 ? 4 : 2));
}

/** The most a tire carries here, and the duty form's limit (src/lib/duty/duty-form.ts): more is a wrong row. */
const MAX_TIRE_KG = 200_000;

/** A split the check can use: 2 or 3 axles, the same number empty and loaded, each share above 0. */
export function isWeightSplit(split: WeightSplit): boolean {
  const ok = (xs: readonly number[]) => xs.every((x) => Number.isFinite(x) && x > 0) && AXLES[xs.length] !== undefined;
  return split.empty.length === split.loaded.length && ok(split.empty) && ok(split.loaded);
}

const sameLayout = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The split to use and the tires on each axle: the machine's own split (with its layout, or its kind's usual one);
 * else its kind's typical split, for a machine of its kind's usual layout only. */
function splitOf(m: MachineWeights): { split: WeightSplit; tires: number[] } | null {
  const own = m.split !== null && isWeightSplit(m.split) ? m.split : null;
  if (own && (m.tires === null || m.tires.length === own.empty.length)) return { split: own, tires: m.tires ? [...m.tires] : tiresPerAxle(m.equipment, own.empty.length) };
  const typical = TYPICAL_SPLITS[m.equipment];
  if (!typical) return null;
  const usual = tiresPerAxle(m.equipment, typical.empty.length);
  return m.tires === null || sameLayout(m.tires, usual) ? { split: typical, tires: usual } : null;
}

/**
 * Each axle's tire loads, or null when the machine is not a hauler, lacks a weight, has no split to use, or its
 * figures give a load no tire carries (over MAX_TIRE_KG, or its most loaded tire heavier empty than loaded).
 */
export function machineLoads(m: MachineWeights): MachineLoads | null {
  if (!HAUL_EQUIPMENT.includes(m.equipment) || m.payload_t === null || m.empty_weight_t === null || m.payload_t <= 0 || m.empty_weight_t <= 0) return null;
  const chosen = splitOf(m);
  if (chosen === null) return null;
  const { split, tires } = chosen;
  const names = AXLES[split.empty.length]!;
  // Shares as printed may not add up to 100 (a sheet's "33:66"): each is taken of their sum.
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  const [emptySum, loadedSum] = [sum(split.empty), sum(split.loaded)];
  const emptyKg = m.empty_weight_t * 1000;
  const grossKg = (m.empty_weight_t + m.payload_t) * 1000;
  const axles = names.map((axle, i) => ({
    axle,
    tires: tires[i]!,
    empty_kg: Math.round((emptyKg * split.empty[i]!) / emptySum / tires[i]!),
    loaded_kg: Math.round((grossKg * split.loaded[i]!) / loadedSum / tires[i]!),
  }));
  const most = mostLoadedAxle(axles);
  if (axles.some((a) => a.loaded_kg > MAX_TIRE_KG || a.empty_kg > MAX_TIRE_KG) || most.empty_kg > most.loaded_kg) return null;
  return { split, typical: split !== m.split, axles };
}

/** The axle whose tires carry the highest mean load (loaded + empty), the one a haul's TKPH is worked out for;
 * the front one when two are equal. */
export function mostLoadedAxle<T extends AxleLoad>(axles: readonly T[]): T {
  return axles.reduce((best, a) => (a.loaded_kg + a.empty_kg > best.loaded_kg + best.empty_kg ? a : best));
}
