// The machine reads (issue 23 part 1), from the published fitment table and the catalog snapshot's sizes: the list
// to choose from, and one machine with the sizes it runs on and how many of our tires each has.
import type { TireSizeRow } from '../../../src/contract/catalog';
import type { DutyMachine } from '../../../src/contract/duty';
import type { MachineDetail, MachineSize, MachineSummary } from '../../../src/contract/machine';
import { machineLoads } from '../../../src/lib/duty/machine-loads';
import { isDutyRated } from '../../../src/lib/duty/rated';
import { sizeKey } from '../../../src/lib/size-notation';
import type { StoredMachine } from './store';

/** Makes and models as people read them: "777G" before "785C", "L90H" before "L120H", case ignored. */
const order = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

interface SizeCount {
  size: string;
  tires: number;
  rated: number;
}

/** Our sizes by their key, and by the key of their other notation. */
function sizeIndex(rows: readonly TireSizeRow[]) {
  const bySize = new Map<string, SizeCount>();
  for (const row of rows) {
    const key = sizeKey(row.size);
    const entry = bySize.get(key) ?? { size: row.size, tires: 0, rated: 0 };
    entry.tires += 1;
    if (isDutyRated(row.specification)) entry.rated += 1;
    bySize.set(key, entry);
  }
  const byAlternate = new Map<string, SizeCount[]>();
  for (const row of rows) {
    if (!row.alternate_size) continue;
    const key = sizeKey(row.alternate_size);
    const list = byAlternate.get(key) ?? [];
    if (!list.some((c) => c.size === row.size)) list.push(bySize.get(sizeKey(row.size))!);
    byAlternate.set(key, list);
  }
  return { bySize, byAlternate };
}

const summaryOf = (m: StoredMachine): MachineSummary => ({ machine_id: m.slug, make: m.make, model: m.model, equipment: m.equipment, sample: m.sample });

export interface MachineFilter {
  make?: string;
  equipment?: string;
}

export function machineReads(machines: readonly StoredMachine[], rows: readonly TireSizeRow[]) {
  const sorted = [...machines].sort((a, b) => order(a.make, b.make) || order(a.model, b.model));
  const bySlug = new Map(machines.map((m) => [m.slug, m]));
  const { bySize, byAlternate } = sizeIndex(rows);
  const same = (a: string, b: string) => order(a, b) === 0;

  function sizeOf(size: string, axle: MachineSize['axle']): MachineSize {
    const key = sizeKey(size);
    const own = bySize.get(key);
    const alternates = (byAlternate.get(key) ?? []).filter((c) => sizeKey(c.size) !== key);
    return {
      size: own?.size ?? size,
      axle,
      tires: own?.tires ?? 0,
      rated: own?.rated ?? 0,
      alternates: alternates.map(({ size: s, tires }) => ({ size: s, tires })),
    };
  }

  /** A hauler whose loads per tire can be worked out, with them (the check's "machine" input). */
  function dutyMachine(m: StoredMachine): DutyMachine[] {
    const split = m.empty_split && m.loaded_split ? { empty: m.empty_split, loaded: m.loaded_split } : null;
    const loads = machineLoads({ equipment: m.equipment, payload_t: m.payload_t, empty_weight_t: m.empty_weight_t, split, tires: m.tires_per_axle });
    if (loads === null) return [];
    return [
      {
        ...summaryOf(m),
        payload_t: m.payload_t!,
        empty_weight_t: m.empty_weight_t!,
        empty_split: [...loads.split.empty],
        loaded_split: [...loads.split.loaded],
        typical: loads.typical,
        source: m.weights_source || m.source,
        // Weights named with a source of their own were read there; else as the row's sizes were (a sample row's
        // source only shows the machine exists).
        source_sample: m.weights_source === '' && m.sample,
        axles: loads.axles.map((a) => ({ ...a, size: a.axle === 'front' ? m.front_size : m.rear_size })),
      },
    ];
  }
  const dutyMachines = sorted.flatMap(dutyMachine);
  const withLoads = new Set(dutyMachines.map((m) => m.machine_id));

  return {
    dutyMachines: (): DutyMachine[] => dutyMachines,
    list: (f: MachineFilter): MachineSummary[] =>
      sorted
        .filter((m) => (f.make === undefined || same(m.make, f.make)) && (f.equipment === undefined || same(m.equipment, f.equipment)))
        .map(summaryOf),
    detail: (slug: string): MachineDetail | null => {
      const m = bySlug.get(slug);
      if (!m) return null;
      const sizes = sizeKey(m.front_size) === sizeKey(m.rear_size) ? [sizeOf(m.front_size, 'front and rear')] : [sizeOf(m.front_size, 'front'), sizeOf(m.rear_size, 'rear')];
      return {
        ...summaryOf(m),
        front_size: m.front_size,
        rear_size: m.rear_size,
        rim: m.rim === '' ? null : m.rim,
        payload_t: m.payload_t,
        empty_weight_t: m.empty_weight_t,
        source: m.source,
        weights_source: m.weights_source === '' ? null : m.weights_source,
        tire_loads: withLoads.has(m.slug),
        sizes,
      };
    },
  };
}
