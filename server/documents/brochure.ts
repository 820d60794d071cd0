// Product-family brochures (their lines and the brand's services) and the TPMS Heavy Duty brochure.
import type { DocCatalog, DocPattern } from './data';
import { bullets, heading, newPage, paragraph, table, type Doc } from './pdf-kit';

const SERVICES = [
  'Site surveys and tire audits: haul roads, loading faces, inflation and wear measured on your site.',
  'EMTrack tire performance tracking: every tire, its hours, pressure history and cost per hour.',
  'Field service: mounting, demounting and repairs of earthmover tires by trained technicians.',
  'Training for your tire crews: inspection, inflation and safe handling of OTR tires.',
];

function linesTable(doc: Doc, patterns: DocPattern[]): void {
  table(
    doc,
    ['Line', 'Tag line', 'Sizes', 'Rims (in)', 'TRA codes'],
    patterns.map((p) => [
      p.pattern_name,
      p.tag_line,
      p.sizes.length,
      [...new Set(p.sizes.map((s) => s.rim_diameter))].sort((a, b) => a - b).join(', '),
      [...new Set(p.sizes.map((s) => s.tra_code))].sort().join(', '),
    ]),
    [80, 200, 40, 100, 92],
  );
}

export function renderFamilyBrochure(doc: Doc, family: string, patterns: DocPattern[], brand: string): void {
  newPage(doc);
  heading(doc, `${family}: the lines`, 18);
  paragraph(doc, `${patterns.length} ${brand} tire lines built for ${family.toLowerCase()} work, sized from the catalog as it stands today.`);
  linesTable(doc, patterns);
  for (const p of patterns) {
    heading(doc, p.pattern_name, 13);
    paragraph(doc, p.description);
    bullets(doc, p.patternFeatureMappings.slice(0, 4).map((f) => f.feature));
  }
  heading(doc, `${brand} services`, 14);
  bullets(doc, SERVICES);
}

export function renderTpmsBrochure(doc: Doc, catalog: DocCatalog, brand: string): void {
  newPage(doc);
  heading(doc, 'TPMS Heavy Duty: pressure and temperature on every wheel', 18);
  paragraph(
    doc,
    `The ${brand} TPMS Heavy Duty kit puts a sensor inside every earthmover tire and reports cold-corrected ` +
      'pressure and internal temperature to the cab and to EMTrack. Under-inflation is the first cause of ' +
      'premature OTR tire removals; a sensor that warns before a tire runs flat protects the casing, the ' +
      'machine and the operator.',
  );
  bullets(doc, [
    'Valve-mounted and band-mounted sensors for 24 to 63 inch rims.',
    'Alarms for low pressure, high pressure and high temperature, per position.',
    'Readings logged to EMTrack for tire-by-tire cost per hour and TKPH checks.',
    'Fitted and calibrated by field service technicians.',
  ]);
  heading(doc, 'Lines monitored in the field today', 14);
  const large = catalog.patterns.filter((p) => p.sizes.some((s) => s.rim_diameter >= 33));
  linesTable(doc, large);
  heading(doc, `${brand} services`, 14);
  bullets(doc, SERVICES);
}
