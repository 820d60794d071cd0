// The tables of the exchange format read back into a catalog, every cell checked, every problem reported with
// its file, row, column and rule. The catalog is returned only when there is no problem at all.
import type { LoadRow, ProductClass, Specification } from '../../../src/contract/catalog';
import type { SeedCatalog, SeedMachine, SeedPattern, SeedTireSize } from '../seed/types';
import { MACHINE_ID_MAX } from '../../../src/contract/machine-id';
import { machineSlug } from '../machines/store';
import { tireKey } from '../seed/kept-ids';
import { isImageUrl, localNameOf } from './remote-image';
import { IMAGE_PREFIX } from '../media-files';
import type { Tables } from './export';
import {
  CONSTRUCTIONS,
  EQUIPMENT,
  FEATURE,
  FILES,
  INDUSTRY,
  LINE,
  LOAD,
  LOAD_RULES,
  MACHINE,
  MACHINE_WEIGHTS,
  SPLIT_SUM,
  OPTIONAL_TABLES,
  RIM_WIDTH,
  SIZE,
  SPEC_COLUMNS,
  TABLE_SPECS,
  TRA,
  WARRANTY_CLASSES,
  type TableName,
} from './format';
import { checkLoadTables } from './load-checks';
import type { Problem } from './problems';
import { Table, type Cells } from './sheet';

export interface ImportResult {
  catalog: SeedCatalog | null;
  problems: Problem[];
  /** Image file names the lines use (their bytes must come with the tables). */
  images: Set<string>;
}


function uniqueNames(table: Table, column: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { row, cell } of table.rows()) {
    const name = cell.text(column, { max: 200 });
    if (name === null) continue;
    if (seen.has(name.toLowerCase())) table.report(row, column, 'duplicate', `"${name}" is listed twice`);
    else out.push(name);
    seen.add(name.toLowerCase());
  }
  return out;
}

/** Each name must be one of `known`; reported as an unknown reference otherwise. */
function references(cell: Cells, table: Table, column: string, names: string[] | null, known: Set<string>, what: string): string[] {
  const out: string[] = [];
  for (const name of names ?? []) {
    if (known.has(name)) out.push(name);
    else table.report(cell.row, column, 'reference', `"${name}" is not a known ${what}`);
  }
  return out;
}

function readLines(t: Table, images: Set<string>): Map<string, SeedPattern> {
  const lines = new Map<string, SeedPattern>();
  for (const { row, cell } of t.rows()) {
    const name = cell.text(LINE.name, { max: 120 });
    const tagLine = cell.text(LINE.tagLine, { max: 300 });
    const description = cell.text(LINE.description, { max: 5000 });
    const family = cell.text(LINE.family, { max: 120 });
    const construction = cell.choice(LINE.construction, CONSTRUCTIONS);
    const warranty = cell.choice(LINE.warranty, Object.keys(WARRANTY_CLASSES) as (keyof typeof WARRANTY_CLASSES)[], { optional: true });
    const files = cell.list(LINE.images) ?? [];
    for (const file of files) {
      if (isImageUrl(file)) images.add(file);
      else if (!/^[\w.-]+\.(svg|png|jpe?g|webp)$/i.test(file) || file.startsWith('.')) {
        t.report(row, LINE.images, 'image', `"${file.slice(0, 80)}" is not an image file name (letters, digits, "-", "_", "." and .svg, .png, .jpg or .webp) nor an https URL of one`);
      } else images.add(file);
    }
    if (name === null || tagLine === null || description === null || family === null || !construction || warranty === null) continue;
    if (lines.has(name)) {
      t.report(row, LINE.name, 'duplicate', `"${name}" is listed twice`);
      continue;
    }
    lines.set(name, {
      pattern_name: name,
      tag_line: tagLine,
      description,
      family,
      product_class: warranty ? (WARRANTY_CLASSES[warranty] as ProductClass) : null,
      tire_type: construction,
      features: [],
      benefits: [],
      images: files.map((f) => `${IMAGE_PREFIX}${isImageUrl(f) ? localNameOf(f) : f}`),
    });
  }
  return lines;
}

function readFeatures(t: Table, lines: Map<string, SeedPattern>): void {
  const byLine = new Map<string, { order: number; feature: string; benefit: string }[]>();
  for (const { row, cell } of t.rows()) {
    const line = cell.text(FEATURE.line, { max: 120 });
    const order = cell.number(FEATURE.order, { min: 1, max: 50, integer: true });
    const feature = cell.text(FEATURE.feature, { max: 500 });
    const benefit = cell.text(FEATURE.benefit, { max: 500 });
    if (line === null || !order || feature === null || benefit === null) continue;
    if (!lines.has(line)) {
      t.report(row, FEATURE.line, 'reference', `"${line}" is not a tire line of ${FILES.lines}`);
      continue;
    }
    const items = byLine.get(line) ?? [];
    if (items.some((i) => i.order === order)) t.report(row, FEATURE.order, 'duplicate', `${line} has two features numbered ${order}`);
    else items.push({ order, feature, benefit });
    byLine.set(line, items);
  }
  for (const [line, items] of byLine) {
    items.sort((a, b) => a.order - b.order);
    const pattern = lines.get(line)!;
    pattern.features = items.map((i) => i.feature);
    pattern.benefits = items.map((i) => i.benefit);
  }
}

function readSpec(cell: Cells): Specification | null {
  const rimWidth = cell.text(RIM_WIDTH.us, { max: 40 });
  const rimWidthMm = cell.text(RIM_WIDTH.metric, { max: 40 });
  const spec: Record<string, unknown> = { rim_width: rimWidth, rim_width_mm: rimWidthMm };
  let ok = rimWidth !== null && rimWidthMm !== null;
  for (const c of SPEC_COLUMNS) {
    const value = cell.number(c.header, c.rule, { optional: c.nullable || c.optional });
    if (value === null) ok = false;
    else if (value !== undefined) spec[c.key] = value;
    else if (c.nullable) spec[c.key] = null;
  }
  return ok ? (spec as unknown as Specification) : null;
}

interface Known {
  lines: Map<string, SeedPattern>;
  tras: Set<string>;
  equipment: Set<string>;
}

/**
 * The valid sizes, and the keys of every row that names a line, size and rating: a load row of a size whose
 * own row was refused is not reported again as an unknown size.
 */
function readSizes(t: Table, known: Known): { sizes: SeedTireSize[]; listed: Set<string> } {
  const sizes: SeedTireSize[] = [];
  const keys = new Set<string>();
  const listed = new Set<string>();
  for (const { row, cell } of t.rows()) {
    const line = cell.text(SIZE.line, { max: 120 });
    const size = cell.text(SIZE.size, { max: 40 });
    const rating = cell.text(SIZE.rating, { max: 20 });
    const suffix = cell.text(SIZE.suffix, { optional: true, max: 10 });
    const alternate = cell.text(SIZE.alternate, { optional: true, max: 40 });
    const tra = cell.text(SIZE.tra, { max: 20 });
    const rim = cell.number(SIZE.rim, { min: 1, max: 100 });
    const equipment = references(cell, t, SIZE.equipment, cell.list(SIZE.equipment, { optional: false }), known.equipment, 'equipment type');
    const specification = readSpec(cell);
    const pattern = line === null ? undefined : known.lines.get(line);
    if (line !== null && size !== null && rating !== null) listed.add(tireKey(line, size, rating));
    if (line !== null && !pattern) t.report(row, SIZE.line, 'reference', `"${line}" is not a tire line of ${FILES.lines}`);
    if (tra !== null && !known.tras.has(tra)) t.report(row, SIZE.tra, 'reference', `"${tra}" is not a TRA code of ${FILES.traCodes}`);
    if (!pattern || size === null || rating === null || suffix === null || alternate === null || tra === null || !rim || !specification) continue;
    const key = tireKey(pattern.pattern_name, size, rating);
    if (keys.has(key)) {
      t.report(row, SIZE.size, 'duplicate', `${pattern.pattern_name} lists ${size} ${rating} twice`);
      continue;
    }
    keys.add(key);
    sizes.push({
      size,
      suffix,
      alternate_size: alternate,
      ply_rating: rating,
      pattern_name: pattern.pattern_name,
      tire_type: pattern.tire_type,
      tra_code: tra,
      rim_diameter: rim,
      specification,
      load_index: null,
      applications: equipment,
    });
  }
  return { sizes, listed };
}

function readLoads(t: Table, sizes: SeedTireSize[], listed: Set<string>): void {
  const byKey = new Map(sizes.map((s) => [tireKey(s.pattern_name, s.size, s.ply_rating), s]));
  const rowsOf = new Map<SeedTireSize, Map<string, { row: number; load: LoadRow }[]>>();
  for (const { row, cell } of t.rows()) {
    const line = cell.text(LOAD.line, { max: 120 });
    const size = cell.text(LOAD.size, { max: 40 });
    const rating = cell.text(LOAD.rating, { max: 20 });
    const speed = cell.text(LOAD.speed, { max: 60 });
    const numbers = {
      PSI: cell.number(LOAD.psi, LOAD_RULES.psi),
      KPA: cell.number(LOAD.kpa, LOAD_RULES.kpa),
      LOADLBS: cell.number(LOAD.lbs, LOAD_RULES.lbs),
      LOADKG: cell.number(LOAD.kg, LOAD_RULES.kg),
      SPEEDMPH: cell.number(LOAD.mph, LOAD_RULES.mph),
      SPEEDKPH: cell.number(LOAD.kph, LOAD_RULES.kph),
    };
    const loadRating = cell.text(LOAD.loadRating, { optional: true, max: 20 });
    const description = cell.text(LOAD.description, { optional: true, max: 200 });
    if (line === null || size === null || rating === null) continue;
    const tire = byKey.get(tireKey(line, size, rating));
    if (!tire) {
      if (listed.has(tireKey(line, size, rating))) continue;
      t.report(row, LOAD.size, 'reference', `${line} ${size} ${rating} is not a size of ${FILES.sizes}`);
      continue;
    }
    if (speed === null || loadRating === null || description === null || Object.values(numbers).some((n) => n === null || n === undefined)) continue;
    const tables = rowsOf.get(tire) ?? new Map<string, { row: number; load: LoadRow }[]>();
    rowsOf.set(tire, tables);
    const rows = tables.get(speed) ?? [];
    tables.set(speed, rows);
    rows.push({ row, load: { ...(numbers as Record<keyof typeof numbers, number>), LOADRATING: loadRating, DESCR: description } });
  }
  for (const [tire, tables] of rowsOf) {
    checkLoadTables(t, tire, tables);
    tire.load_index = Object.fromEntries([...tables].map(([speed, rows]) => [speed, rows.map((r) => r.load)]));
  }
}

/** A split cell: each axle's share of the weight in percent, front to rear ("47/53"); [] when blank, null when wrong. */
function splitCell(t: Table, row: number, cell: Cells, column: string): number[] | null {
  const value = cell.text(column, { optional: true, max: 60 });
  if (value === null || value === '') return value === null ? null : [];
  const parts = value.split('/').map((p) => p.trim());
  const shares = parts.map(Number);
  const fail = (message: string) => (t.report(row, column, 'split', message), null);
  if (parts.some((p) => !/^\d+(\.\d{1,2})?$/.test(p))) return fail(`write each axle's share in percent (at most 2 decimals), front to rear, as 47/53 (not "${value}")`);
  if (shares.length < 2 || shares.length > 3) return fail(`give 2 or 3 axles' shares, not ${shares.length}`);
  if (shares.some((x) => x <= 0 || x >= 100)) return fail('each share must be above 0 and below 100');
  const sum = shares.reduce((a, b) => a + b, 0);
  if (sum < SPLIT_SUM.min || sum > SPLIT_SUM.max) return fail(`the shares add up to ${Math.round(sum * 100) / 100}, not about 100`);
  return shares;
}

/** A tires-per-axle cell: whole numbers 1 to 8, front to rear ("4/4"); [] when blank, null when wrong. */
function tiresCell(t: Table, row: number, cell: Cells): number[] | null {
  const column = MACHINE_WEIGHTS.tires;
  const value = cell.text(column, { optional: true, max: 20 });
  if (value === null || value === '') return value === null ? null : [];
  const parts = value.split('/').map((p) => p.trim());
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => !/^[1-8]$/.test(p))) {
    t.report(row, column, 'split', `write the tires on each of 2 or 3 axles, front to rear, as 2/4 (not "${value}")`);
    return null;
  }
  return parts.map(Number);
}

/** A machine's weight split (both columns or neither, with as many axles each) and its tires on each axle (as many
 * axles as the split, when both are given). */
function readSplit(t: Table, row: number, cell: Cells): Pick<SeedMachine, 'empty_split' | 'loaded_split' | 'tires_per_axle'> | null {
  const empty = splitCell(t, row, cell, MACHINE_WEIGHTS.emptySplit);
  const loaded = splitCell(t, row, cell, MACHINE_WEIGHTS.loadedSplit);
  const tires = tiresCell(t, row, cell);
  if (empty === null || loaded === null || tires === null) return null;
  if (empty.length !== loaded.length) {
    t.report(row, empty.length === 0 ? MACHINE_WEIGHTS.emptySplit : MACHINE_WEIGHTS.loadedSplit, 'split', 'give the split empty and loaded, with as many axles, or neither');
    return null;
  }
  if (empty.length > 0 && tires.length > 0 && tires.length !== empty.length) {
    t.report(row, MACHINE_WEIGHTS.tires, 'split', `give tires for the split's ${empty.length} axles, not ${tires.length}`);
    return null;
  }
  const layout = tires.length === 0 ? null : tires;
  return empty.length === 0 ? { empty_split: null, loaded_split: null, tires_per_axle: layout } : { empty_split: empty, loaded_split: loaded, tires_per_axle: layout };
}

/** The fitment table: each machine once (by its address, make and model), its equipment type one of equipment.csv. */
function readFitment(t: Table, equipment: Set<string>): SeedMachine[] {
  const machines: SeedMachine[] = [];
  const slugs = new Set<string>();
  for (const { row, cell } of t.rows()) {
    const make = cell.text(MACHINE.make, { max: 60 });
    const model = cell.text(MACHINE.model, { max: 60 });
    const kind = cell.text(MACHINE.equipment, { max: 200 });
    const front = cell.text(MACHINE.front, { max: 40 });
    const rear = cell.text(MACHINE.rear, { max: 40 });
    const rim = cell.text(MACHINE.rim, { optional: true, max: 40 });
    const payload = cell.number(MACHINE.payload, LOAD_RULES.tonnes, { optional: true });
    const empty = cell.number(MACHINE.empty, LOAD_RULES.tonnes, { optional: true });
    const source = cell.text(MACHINE.source, { max: 500 });
    const sample = cell.choice(MACHINE.sample, ['yes'], { optional: true });
    const split = readSplit(t, row, cell);
    const weightsSource = cell.text(MACHINE_WEIGHTS.weightsSource, { optional: true, max: 500 });
    if (kind !== null && !equipment.has(kind)) t.report(row, MACHINE.equipment, 'reference', `"${kind}" is not an equipment type of ${FILES.equipment}`);
    if (make === null || model === null || kind === null || !equipment.has(kind) || front === null || rear === null || rim === null) continue;
    if (payload === null || empty === null || source === null || sample === null || split === null || weightsSource === null) continue;
    const slug = machineSlug(make, model);
    if (slug === '' || slug.length > MACHINE_ID_MAX) {
      t.report(row, MACHINE.model, 'text', slug === '' ? 'a make and model need a letter or digit' : `make and model make an address of ${slug.length} characters; at most ${MACHINE_ID_MAX}`);
      continue;
    }
    if (slugs.has(slug)) {
      t.report(row, MACHINE.model, 'duplicate', `${make} ${model} is listed twice`);
      continue;
    }
    slugs.add(slug);
    machines.push({ make, model, equipment: kind, front_size: front, rear_size: rear, rim, payload_t: payload ?? null, empty_weight_t: empty ?? null, ...split, source, weights_source: weightsSource, sample: sample === 'yes' });
  }
  return machines;
}

/** The catalog of `tables`, or null with the problems (all of them: every table is read even after one fails). */
export function tablesToCatalog(tables: Partial<Tables>, problems: Problem[] = []): ImportResult {
  const images = new Set<string>();
  const table = (name: TableName) => new Table({ file: name, rows: tables[name] ?? [] }, TABLE_SPECS[name], problems);
  for (const name of Object.values(FILES)) {
    if (!tables[name] && !OPTIONAL_TABLES.has(name)) problems.push({ file: name, rule: 'table', message: 'this table is missing' });
  }
  const industries = uniqueNames(table(FILES.industries), INDUSTRY.name);
  const known = new Set(industries);
  const equipmentTable = table(FILES.equipment);
  const applications: SeedCatalog['applications'] = [];
  const equipmentNames = new Set<string>();
  for (const { row, cell } of equipmentTable.rows()) {
    const name = cell.text(EQUIPMENT.name, { max: 200 });
    const segments = references(cell, equipmentTable, EQUIPMENT.industries, cell.list(EQUIPMENT.industries, { optional: false }), known, `industry of ${FILES.industries}`);
    if (name === null) continue;
    if (equipmentNames.has(name)) equipmentTable.report(row, EQUIPMENT.name, 'duplicate', `"${name}" is listed twice`);
    else applications.push({ name, segments });
    equipmentNames.add(name);
  }
  const tras = uniqueNames(table(FILES.traCodes), TRA.code);
  const lines = readLines(table(FILES.lines), images);
  readFeatures(table(FILES.features), lines);
  const { sizes, listed } = readSizes(table(FILES.sizes), { lines, tras: new Set(tras), equipment: equipmentNames });
  readLoads(table(FILES.loads), sizes, listed);
  const machines = tables[FILES.machines] ? readFitment(table(FILES.machines), equipmentNames) : [];
  if (problems.length > 0) return { catalog: null, problems, images };
  const rims = [...new Set(sizes.map((s) => s.rim_diameter))].sort((a, b) => a - b);
  const types = CONSTRUCTIONS.filter((c) => sizes.some((s) => s.tire_type === c));
  return {
    catalog: {
      rim_diameters: rims,
      tra_codes: tras,
      tire_types: [...types],
      segments: industries,
      applications,
      patterns: [...lines.values()],
      sizes,
      machines,
      artwork: {},
    },
    problems,
    images,
  };
}
