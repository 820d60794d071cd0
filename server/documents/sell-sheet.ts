// One sell sheet per tire line: its description, features and benefits, and its sizes' key figures.
import type { DocPattern } from './data';
import { fmt } from './format';
import { bullets, heading, newPage, paragraph, type Doc } from './pdf-kit';
import { table } from './pdf-table';

export function renderSellSheet(doc: Doc, p: DocPattern): void {
  newPage(doc);
  heading(doc, `${p.pattern_name} - ${p.tag_line}`, 18);
  paragraph(doc, p.description, 11);
  heading(doc, 'Features and benefits', 13);
  bullets(
    doc,
    p.patternFeatureMappings.map((f) => {
      const benefit = p.patternBenefitMappings.find((b) => b.sequence === f.sequence);
      return benefit ? `${f.feature}: ${benefit.benefit}` : f.feature;
    }),
  );
  heading(doc, 'Sizes', 13);
  table(
    doc,
    ['Size', 'Ply/Star', 'TRA', 'Type', 'OD in', 'OD mm', 'OW in', 'Tread 32nds', 'Tread mm', 'Fits'],
    p.sizes.map((s) => [
      s.size,
      s.ply_rating,
      s.tra_code,
      s.tire_type,
      fmt(s.specification.od, 1),
      fmt(s.specification.od_mm),
      fmt(s.specification.ow, 1),
      fmt(s.specification.tread_depth),
      fmt(s.specification.tread_depth_mm),
      s.applications.join(', '),
    ]),
    [58, 40, 34, 38, 36, 38, 36, 44, 40, 148],
  );
}
