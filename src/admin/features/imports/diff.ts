// The difference a job shows (server/catalog/exchange/diff.ts CatalogDiff, server/dealers/exchange.ts
// DealerDiff): the contract types it `unknown`, so it is read here, defensively, into what the page renders.
import type { Changed, FieldChange } from '../../../contract/staff';

export type { Changed, FieldChange };

/** One kind of record: names added and removed, records changed field by field. */
export interface DiffPart {
  title: string;
  /** "line", "size": for "3 lines added". */
  noun: string;
  added: string[];
  removed: string[];
  changed: Changed[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

function changedOf(v: unknown): Changed[] {
  if (!Array.isArray(v)) return [];
  return v.filter(isRecord).map((c) => ({
    name: String(c.name ?? ''),
    fields: (Array.isArray(c.fields) ? c.fields : []).filter(isRecord).map((f) => ({ field: String(f.field ?? ''), old: String(f.old ?? ''), new: String(f.new ?? '') })),
  }));
}

function partOf(v: unknown, title: string, noun: string): DiffPart {
  const r = isRecord(v) ? v : {};
  return { title, noun, added: strings(r.added), removed: strings(r.removed), changed: changedOf(r.changed) };
}

const CATALOG_PARTS: [key: string, title: string, noun: string][] = [
  ['lines', 'Tire lines', 'line'],
  ['sizes', 'Sizes', 'size'],
  ['industries', 'Industries', 'industry'],
  ['equipment', 'Equipment', 'equipment type'],
  ['traCodes', 'TRA codes', 'TRA code'],
  ['machines', 'Machines', 'machine'],
];

/** The parts of a job's difference, in the order the page shows them; [] when it has none (yet). */
export function diffParts(dataset: 'catalog' | 'dealers', diff: unknown): DiffPart[] {
  if (!isRecord(diff)) return [];
  if (dataset === 'dealers') return [partOf(diff, 'Dealers', 'dealer')];
  return CATALOG_PARTS.map(([key, title, noun]) => partOf(diff[key], title, noun));
}

export const partSize = (p: DiffPart) => p.added.length + p.removed.length + p.changed.length;
