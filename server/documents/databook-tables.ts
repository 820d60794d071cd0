// The databook's tables for one group of sizes: what each size is, its full specification in US and in
// metric units (every field of SPEC §3 Specification, speed ratings where present), and its load & inflation
// tables with every row field (pressure, load, rating, speed, conditions).
import type { Specification } from '../../src/contract/catalog';
import { formatNumber, kpaToBar, SPEC_FIELDS, SPEED_RATINGS, speedRating, specValue, type SpecKey, type UnitSystem } from '../../src/lib/units';
import type { DocSize } from './data';
import { rating } from './format';
import type { Doc } from './pdf-kit';
import { table, type Row, type TableParts } from './pdf-table';

/** Column headings of the specification fields: an abbreviation (spelled out in the legend) and the unit. */
const ABBR: Record<SpecKey, string> = {
  rim_width: 'Rim width',
  dual_spacing: 'Dual spc.',
  ow: 'OW',
  od: 'OD',
  grow: 'Grow',
  loaded_static_radius: 'SLR',
  rpm: 'Rev',
  carea: 'Area',
  volume: 'Vol.',
  tread_depth: 'Tread',
};
const UNIT: Partial<Record<SpecKey, Record<UnitSystem, string>>> = {
  rpm: { US: '/mi', METRIC: '/km' },
  carea: { US: ' in²', METRIC: ' cm²' },
  volume: { US: ' ft³', METRIC: ' m³' },
  tread_depth: { US: ' 32nds', METRIC: ' mm' },
};
const LENGTH: Record<UnitSystem, string> = { US: ' in', METRIC: ' mm' };
const header = (key: SpecKey, unit: UnitSystem) => (key === 'rim_width' ? ABBR[key] : `${ABBR[key]}${(UNIT[key] ?? LENGTH)[unit]}`);
const RATING_UNIT: Record<UnitSystem, string> = { US: 'TMPH', METRIC: 'TKPH' };

export function legend(): string {
  const fields = SPEC_FIELDS.filter((f) => f.key !== 'rim_width' && f.key !== 'rpm')
    .map((f) => `${ABBR[f.key]} = ${f.label.US}`)
    .join('; ');
  return (
    `Column headings: ${fields}; Rev/mi and Rev/km = Revolutions per Mile and per Kilometer. ` +
    'TMPH T2, T4, T6 (US) and TKPH T2, T4, T6 (metric) are the speed ratings of compound Types 2, 4 and 6, ' +
    'shown where the size is rated. Rim width is the rim width/flange designation. A dash means no value ' +
    '(a size that does not run in duals has no dual spacing).'
  );
}

/** One size's specification row in a unit system: size, line, ply, then every field and the ratings. */
export function specRow(s: DocSize, unit: UnitSystem): string[] {
  const spec: Specification = s.specification;
  return [
    s.size,
    s.pattern_name,
    s.ply_rating,
    ...SPEC_FIELDS.map((f) => formatNumber(specValue(spec, f.key, unit))),
    ...SPEED_RATINGS.map((r) => formatNumber(speedRating(spec, r.key, unit))),
  ];
}

export function specTable(doc: Doc, sizes: DocSize[], unit: UnitSystem): void {
  const headers = ['Size', 'Line', 'Ply', ...SPEC_FIELDS.map((f) => header(f.key, unit)), ...SPEED_RATINGS.map((r) => `${RATING_UNIT[unit]} ${r.label.replace('Type ', 'T')}`)];
  const rim = unit === 'US' ? 38 : 72;
  table(doc, headers, sizes.map((s) => specRow(s, unit)), [44, 44, 22, rim, ...Array<number>(9).fill(28), 24, 24, 24]);
}

export function identityTable(doc: Doc, sizes: DocSize[]): void {
  table(
    doc,
    ['Size', 'Alternate size', 'Suffix', 'Line', 'Ply/Star', 'Type', 'Rim in', 'TRA', 'Fits (equipment types)'],
    sizes.map((s) => [s.size, s.alternate_size || '-', s.suffix || '-', s.pattern_name, s.ply_rating, s.tire_type, s.rim_diameter, s.tra_code, s.applications.join(', ') || '-']),
    [50, 58, 30, 50, 36, 40, 30, 32, 186],
  );
}

export const NO_LOAD_DATA = 'No load index data available';

/**
 * The sizes' load & inflation tables: a caption per speed (its label and conditions), then its rows. A long
 * group is drawn in parts (`parts`) so the server can serve other requests in between.
 */
export function loadTable(doc: Doc, sizes: DocSize[], parts: TableParts = {}): void {
  const rows: Row[] = [];
  for (const s of sizes) {
    const who = `${s.size} ${s.pattern_name} ${s.ply_rating}`;
    if (!s.load_index || Object.keys(s.load_index).length === 0) {
      rows.push({ caption: `${who}: ${NO_LOAD_DATA}` });
      continue;
    }
    for (const [speed, list] of Object.entries(s.load_index)) {
      const conditions = [...new Set(list.map((r) => r.DESCR).filter(Boolean))].join('; ');
      rows.push({ caption: `${who} - ${speed}${conditions ? `: ${conditions}` : ''}` });
      for (const r of list) {
        rows.push([s.size, s.pattern_name, s.ply_rating, r.PSI, r.KPA, kpaToBar(r.KPA), formatNumber(r.LOADLBS), formatNumber(r.LOADKG), rating(r.LOADRATING), r.SPEEDMPH, r.SPEEDKPH]);
      }
    }
  }
  table(doc, ['Size', 'Line', 'Ply', 'psi', 'kPa', 'bar', 'Load lbs', 'Load kg', 'Rating', 'Speed mph', 'Speed km/h'], rows, [50, 50, 32, 32, 34, 34, 48, 44, 40, 44, 48], parts);
}
