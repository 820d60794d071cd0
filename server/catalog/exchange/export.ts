// A catalog as the tables of the exchange format (format.ts): one row per industry, equipment type, TRA code,
// tire line, feature, size and load-table row. Images go by file name; their bytes travel beside the tables.
import type { SeedCatalog, SeedMachine, SeedPattern, SeedTireSize } from '../seed/types';
import {
  EQUIPMENT,
  FEATURE,
  FILES,
  INDUSTRY,
  LINE,
  LOAD,
  MACHINE,
  MACHINE_WEIGHTS,
  RIM_WIDTH,
  SIZE,
  SPEC_COLUMNS,
  TRA,
  WARRANTY_CLASSES,
  type TableName,
} from './format';
import { imageName } from '../media-files';
import { LIST_SEPARATOR } from './sheet';

export type Tables = Record<TableName, string[][]>;

const list = (items: readonly string[]) => items.join(`${LIST_SEPARATOR} `);
const num = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const header = <T extends Record<string, string>>(o: T) => Object.values(o);

const WARRANTY_NAMES = Object.fromEntries(Object.entries(WARRANTY_CLASSES).map(([name, code]) => [code, name])) as Record<string, string>;

/** A legacy data book writes "NULL" where a row reaches no rating; the format leaves the cell blank. */
export const loadRating = (rating: string) => (rating === 'NULL' ? '' : rating);

/** The row of `s` in the sizes table (SIZE_HEADER's order). */
export function sizeRow(s: SeedTireSize): string[] {
  const spec = s.specification as unknown as Record<string, number | string | null | undefined>;
  return [
    s.pattern_name,
    s.size,
    s.ply_rating,
    s.suffix,
    s.alternate_size,
    s.tra_code,
    num(s.rim_diameter),
    list(s.applications),
    s.specification.rim_width,
    s.specification.rim_width_mm,
    ...SPEC_COLUMNS.map((c) => num(spec[c.key] as number | null | undefined)),
  ];
}

export const SIZE_HEADER: readonly string[] = [...header(SIZE), RIM_WIDTH.us, RIM_WIDTH.metric, ...SPEC_COLUMNS.map((col) => col.header)];

/** The row of a line in the tire lines table (LINE's order). */
export function lineRow(p: SeedPattern): string[] {
  return [
    p.pattern_name,
    p.tag_line,
    p.description,
    p.family,
    p.tire_type,
    p.product_class ? (WARRANTY_NAMES[p.product_class] ?? '') : '',
    list(p.images.map(imageName)),
  ];
}

/** The rows of a size's load tables in the load and inflation table (LOAD's order). */
export function loadRows(s: SeedTireSize): string[][] {
  return Object.entries(s.load_index ?? {}).flatMap(([speed, rows]) =>
    rows.map((r) => [s.pattern_name, s.size, s.ply_rating, speed, num(r.PSI), num(r.KPA), num(r.LOADLBS), num(r.LOADKG), loadRating(r.LOADRATING), num(r.SPEEDMPH), num(r.SPEEDKPH), r.DESCR]),
  );
}

/** The rows of a line's features and benefits (FEATURE's order). */
export function featureRows(p: SeedPattern): string[][] {
  return Array.from({ length: Math.max(p.features.length, p.benefits.length) }, (_, i) => [p.pattern_name, String(i + 1), p.features[i] ?? '', p.benefits[i] ?? '']);
}

/** The fitment table's header: its columns, then the optional weight columns (always written). */
export const MACHINE_HEADER = [...header(MACHINE), ...header(MACHINE_WEIGHTS)];

/** Numbers per axle, front to rear: "47/53". */
const split = (shares: readonly number[] | null) => (shares === null ? '' : shares.map(num).join('/'));

/** The row of a machine in the fitment table (MACHINE_HEADER's order). */
export function machineRow(m: SeedMachine): string[] {
  return [
    ...[m.make, m.model, m.equipment, m.front_size, m.rear_size, m.rim, num(m.payload_t), num(m.empty_weight_t), m.source, m.sample ? 'yes' : ''],
    ...[split(m.empty_split), split(m.loaded_split), split(m.tires_per_axle), m.weights_source],
  ];
}

export function catalogToTables(c: SeedCatalog): Tables {
  return {
    [FILES.industries]: [header(INDUSTRY), ...c.segments.map((s) => [s])],
    [FILES.equipment]: [header(EQUIPMENT), ...c.applications.map((a) => [a.name, list(a.segments)])],
    [FILES.traCodes]: [header(TRA), ...c.tra_codes.map((code) => [code])],
    [FILES.lines]: [header(LINE), ...c.patterns.map(lineRow)],
    [FILES.features]: [header(FEATURE), ...c.patterns.flatMap(featureRows)],
    [FILES.sizes]: [[...SIZE_HEADER], ...c.sizes.map(sizeRow)],
    [FILES.loads]: [header(LOAD), ...c.sizes.flatMap(loadRows)],
    [FILES.machines]: [MACHINE_HEADER, ...c.machines.map(machineRow)],
  };
}
