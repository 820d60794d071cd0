// What an import would change, as a product manager reads it: tire lines and sizes added, removed and changed,
// each changed field with its old and new value, named by the column it comes from in the exchange format.
import type { SeedCatalog, SeedMachine, SeedPattern, SeedTireSize } from '../seed/types';
import { featureRows, lineRow, loadRows, MACHINE_HEADER, machineRow, sizeRow, SIZE_HEADER } from './export';
import { EQUIPMENT, FEATURE, LINE, LOAD, SIZE } from './format';
import { machineSlug } from '../machines/store';
import { tireKey } from '../seed/kept-ids';
import type { Changed, FieldChange } from '../../../src/contract/staff';

export type { Changed, FieldChange };

export interface NamesDiff {
  added: string[];
  removed: string[];
}

export interface CatalogDiff {
  lines: NamesDiff & { changed: Changed[] };
  sizes: NamesDiff & { changed: Changed[] };
  industries: NamesDiff;
  equipment: NamesDiff & { changed: Changed[] };
  traCodes: NamesDiff;
  machines: NamesDiff & { changed: Changed[] };
}

function names(before: readonly string[], after: readonly string[]): NamesDiff {
  const b = new Set(before);
  const a = new Set(after);
  return { added: after.filter((n) => !b.has(n)), removed: before.filter((n) => !a.has(n)) };
}

/** Field name -> value of a record, from the exchange format's rows (so fields are named by their columns). */
function fieldsOfLine(p: SeedPattern): Map<string, string> {
  const row = lineRow(p);
  const out = new Map<string, string>(Object.values(LINE).map((h, i) => [h, row[i] ?? '']));
  for (const [, order, feature, benefit] of featureRows(p)) {
    out.set(`${FEATURE.feature} ${order}`, feature ?? '');
    out.set(`${FEATURE.benefit} ${order}`, benefit ?? '');
  }
  return out;
}

const LOAD_VALUES = Object.values(LOAD).slice(4);

function fieldsOfSize(s: SeedTireSize): Map<string, string> {
  const row = sizeRow(s);
  const out = new Map(SIZE_HEADER.map((h, i) => [h, row[i] ?? '']));
  // A list is the same whatever order the sheet writes it in.
  out.set(SIZE.equipment, sortedList(s.applications));
  const counts = new Map<string, number>();
  for (const r of loadRows(s)) {
    const speed = r[3]!;
    const n = (counts.get(speed) ?? 0) + 1;
    counts.set(speed, n);
    LOAD_VALUES.forEach((h, i) => out.set(`${LOAD.speed} ${speed}, row ${n}: ${h}`, r[4 + i] ?? ''));
  }
  return out;
}

const sortedList = (items: readonly string[]) => [...items].sort().join('; ');

function changes(before: Map<string, string>, after: Map<string, string>): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(field) ?? '';
    const value = after.get(field) ?? '';
    if (old !== value) out.push({ field, old, new: value });
  }
  return out;
}

function keyed<T>(items: readonly T[], key: (item: T) => string, label: (item: T) => string, fields: (item: T) => Map<string, string>, after: readonly T[]) {
  const was = new Map(items.map((i) => [key(i), i]));
  const now = new Map(after.map((i) => [key(i), i]));
  const changed: Changed[] = [];
  for (const [k, item] of now) {
    const old = was.get(k);
    if (!old) continue;
    const fieldChanges = changes(fields(old), fields(item));
    if (fieldChanges.length > 0) changed.push({ name: label(item), fields: fieldChanges });
  }
  return {
    added: after.filter((i) => !was.has(key(i))).map(label),
    removed: items.filter((i) => !now.has(key(i))).map(label),
    changed,
  };
}

export const sizeLabel = (s: SeedTireSize) => `${s.pattern_name} ${s.size} ${s.ply_rating}`;
const sizeKey = (s: SeedTireSize) => tireKey(s.pattern_name, s.size, s.ply_rating);

const machineFields = (m: SeedMachine) => {
  const row = machineRow(m);
  return new Map(MACHINE_HEADER.map((h, i) => [h, row[i] ?? '']));
};

export function diffCatalogs(before: SeedCatalog, after: SeedCatalog): CatalogDiff {
  const equipmentFields = (a: SeedCatalog['applications'][number]) => new Map([[EQUIPMENT.industries, sortedList(a.segments)]]);
  return {
    lines: keyed(before.patterns, (p) => p.pattern_name, (p) => p.pattern_name, fieldsOfLine, after.patterns),
    sizes: keyed(before.sizes, sizeKey, sizeLabel, fieldsOfSize, after.sizes),
    industries: names(before.segments, after.segments),
    equipment: keyed(before.applications, (a) => a.name, (a) => a.name, equipmentFields, after.applications),
    traCodes: names(before.tra_codes, after.tra_codes),
    machines: keyed(before.machines, (m) => machineSlug(m.make, m.model), (m) => `${m.make} ${m.model}`, machineFields, after.machines),
  };
}

export function isEmptyDiff(d: CatalogDiff): boolean {
  return Object.values(d).every((part: NamesDiff & { changed?: Changed[] }) => part.added.length + part.removed.length + (part.changed?.length ?? 0) === 0);
}

const TITLES: Record<keyof CatalogDiff, string> = {
  lines: 'Tire lines',
  sizes: 'Sizes',
  industries: 'Industries',
  equipment: 'Equipment',
  traCodes: 'TRA codes',
  machines: 'Machines',
};

/** The difference as text for the terminal: "no changes", or one block per kind of record. */
export function formatDiff(d: CatalogDiff): string {
  if (isEmptyDiff(d)) return 'No changes: the import is the same as the published catalog.';
  const out: string[] = [];
  for (const [kind, title] of Object.entries(TITLES) as [keyof CatalogDiff, string][]) {
    const part: NamesDiff & { changed?: Changed[] } = d[kind];
    const changed = part.changed ?? [];
    if (part.added.length + part.removed.length + changed.length === 0) continue;
    out.push(`${title}: ${part.added.length} added, ${part.removed.length} removed, ${changed.length} changed`);
    for (const n of part.added) out.push(`  + ${n}`);
    for (const n of part.removed) out.push(`  - ${n}`);
    for (const c of changed) {
      out.push(`  ~ ${c.name}`);
      for (const f of c.fields) out.push(`      ${f.field}: ${JSON.stringify(f.old)} -> ${JSON.stringify(f.new)}`);
    }
  }
  return out.join('\n');
}
