// OE pressure recommendations per equipment type: for each machine class and fitted size, the recommended
// cold pressure by position, derived from the size's rated load row and the machine's axle load split.
import type { DocCatalog, DocSize } from './data';
import { bar, ratedRow } from './format';
import { heading, newPage, paragraph, type Doc } from './pdf-kit';
import { table } from './pdf-table';

// Share of the rated pressure each position needs (front, rear): loaders carry the bucket on the front
// axle, haul trucks carry the body on the rear duals, graders and compactors run lighter.
const SPLIT: Record<string, [number, number]> = {
  'Rigid Haul Truck': [0.95, 1],
  'Articulated Dump Truck': [0.9, 0.95],
  'Underground Haul Truck': [0.95, 1],
  Scraper: [0.9, 1],
  'Wheel Loader': [1, 0.8],
  'Wheel Dozer': [1, 0.85],
  'Underground Loader (LHD)': [1, 0.8],
  'Log Stacker': [1, 0.8],
  Telehandler: [1, 0.85],
  'Motor Grader': [0.85, 0.85],
  Compactor: [0.8, 0.8],
};
const DEFAULT_SPLIT: [number, number] = [1, 0.9];

export function machineClass(rim: number): string {
  if (rim <= 25) return 'Compact (24-25 in rims)';
  if (rim <= 35) return 'Mid-size (29-35 in rims)';
  if (rim <= 49) return 'Large (39-49 in rims)';
  return 'Ultra class (51-63 in rims)';
}

const round5 = (psi: number) => Math.round(psi / 5) * 5;

export interface PressureRow {
  size: DocSize;
  machineClass: string;
  speed: string;
  frontPsi: number;
  rearPsi: number;
}

export function pressureRows(application: string, sizes: DocSize[]): PressureRow[] {
  const [front, rear] = SPLIT[application] ?? DEFAULT_SPLIT;
  return sizes.flatMap((size) => {
    const rated = ratedRow(size.load_index);
    if (!rated) return [];
    return [{ size, machineClass: machineClass(size.rim_diameter), speed: rated.speed, frontPsi: round5(rated.row.PSI * front), rearPsi: round5(rated.row.PSI * rear) }];
  });
}

const kpa = (psi: number) => Math.round(psi * 6.895);

export function renderPressure(doc: Doc, application: string, catalog: DocCatalog, brand: string): void {
  const sizes = catalog.sizes.filter((s) => s.applications.includes(application));
  const rows = pressureRows(application, sizes).sort(
    (a, b) => a.size.rim_diameter - b.size.rim_diameter || (a.size.size < b.size.size ? -1 : 1),
  );
  newPage(doc);
  heading(doc, `${application}: recommended cold inflation pressures`, 18);
  paragraph(
    doc,
    `Cold pressures for ${brand} tires fitted as original equipment on ${application.toLowerCase()}s, by machine ` +
      'class and position. Set pressures cold, before the shift. Your site conditions may call for a different ' +
      'pressure: ask for a site survey.',
  );
  for (const cls of [...new Set(rows.map((r) => r.machineClass))]) {
    heading(doc, cls, 13);
    table(
      doc,
      ['Size', 'Line', 'Ply/Star', 'TRA', 'Front psi', 'Front kPa', 'Front bar', 'Rear psi', 'Rear kPa', 'Rear bar'],
      rows
        .filter((r) => r.machineClass === cls)
        .map((r) => [r.size.size, r.size.pattern_name, r.size.ply_rating, r.size.tra_code, r.frontPsi, kpa(r.frontPsi), bar(kpa(r.frontPsi)), r.rearPsi, kpa(r.rearPsi), bar(kpa(r.rearPsi))]),
      [62, 78, 42, 36, 44, 46, 46, 44, 46, 46],
    );
  }
  const missing = sizes.length - rows.length;
  if (missing > 0) paragraph(doc, `${missing} fitted size(s) without published load data are not listed: ask your dealer.`, 9);
}
