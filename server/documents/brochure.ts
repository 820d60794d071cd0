// Product-family brochures (their lines and the brand's services) and the TPMS Heavy Duty brochure. The
// services are the Reliable Services sections of the content service, so editing them there changes the
// brochures (a content seed moves the version the document cache follows).
import type { DocCatalog, DocPattern, DocService } from './data';
import { bullets, heading, newPage, paragraph, type Doc } from './pdf-kit';
import { table } from './pdf-table';

function services(doc: Doc, list: DocService[], brand: string): void {
  if (list.length === 0) return;
  heading(doc, `${brand} services`, 14);
  bullets(doc, list.map((s) => (s.summary ? `${s.title}: ${s.summary}` : s.title)));
}

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
    [70, 190, 32, 140, 80],
  );
}

export function renderFamilyBrochure(doc: Doc, family: string, patterns: DocPattern[], catalog: DocCatalog, brand: string): void {
  newPage(doc);
  heading(doc, `${family}: the lines`, 18);
  paragraph(doc, `${patterns.length} ${brand} tire lines built for ${family} work, sized from the catalog as it stands today.`);
  linesTable(doc, patterns);
  for (const p of patterns) {
    heading(doc, p.pattern_name, 13);
    paragraph(doc, p.description);
    bullets(doc, p.patternFeatureMappings.slice(0, 4).map((f) => f.feature));
  }
  services(doc, catalog.services, brand);
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
  services(doc, catalog.services, brand);
}
