// Every generated document: its slug, title, type (SPEC §3 Resource document), cover and how to build it.
import type { CoverSpec } from './cover';
import type { DocCatalog } from './data';
import { renderFamilyBrochure, renderTpmsBrochure } from './brochure';
import { renderDatabook, tocPageCount, writeToc } from './databook';
import { editionLine, slug } from './format';
import { newDocument, toBuffer, type Doc } from './pdf-kit';
import { renderPressure } from './pressure';
import { renderSellSheet } from './sell-sheet';
import type { ResourceType } from '../../src/contract/resources';

export interface DocDef {
  slug: string;
  title: string;
  type: ResourceType;
  cover: CoverSpec;
  /** An uploaded document's cover image (its stored file), shown instead of the generated cover. */
  coverImage?: { hash: string; ext: string };
  build(): Promise<Buffer>;
}

const ACCENT: Record<ResourceType, string> = {
  BROCHURES: '#c2410c',
  SELL_SHEET: '#0f766e',
  OE_PRESSURE: '#1d4ed8',
  ENGINEERING: '#6d28d9',
};
const KIND: Record<ResourceType, string> = {
  BROCHURES: 'Brochure',
  SELL_SHEET: 'Sell Sheet',
  OE_PRESSURE: 'OE Pressure Recommendations',
  ENGINEERING: 'Engineering Data',
};

export const DATABOOK_SLUG = 'otr-engineering-databook';

/** The generated cover of a document of this type and title (also an upload's without a cover image). */
export const coverSpec = (type: ResourceType, title: string, subtitle: string, brand: string, date: Date): CoverSpec => ({
  brand,
  kind: KIND[type],
  title,
  subtitle,
  accent: ACCENT[type],
  dateLine: editionLine(date),
});

export function documentDefs(catalog: DocCatalog, brand: string, date: Date): DocDef[] {
  const edition = editionLine(date);
  const def = (type: ResourceType, docSlug: string, title: string, subtitle: string, render: (doc: Doc) => void | Promise<void>): DocDef => {
    const cover = coverSpec(type, title, subtitle, brand, date);
    return {
      slug: docSlug,
      title,
      type,
      cover,
      build: async () => {
        const doc = newDocument(cover);
        await render(doc);
        return toBuffer(doc, `${brand} ${KIND[type]}: ${title}`);
      },
    };
  };
  const defs: DocDef[] = [];
  for (const family of catalog.families) {
    const patterns = catalog.patterns.filter((p) => p.family === family);
    const isRh = family.startsWith('RH-4A+');
    const title = isRh ? 'RH-4A+ Lineup' : family;
    const brochure = def('BROCHURES', `brochure-${slug(title)}`, title, `${patterns.map((p) => p.pattern_name).join(', ')}`, (doc) =>
      renderFamilyBrochure(doc, family, patterns, catalog, brand),
    );
    defs.push(brochure);
  }
  defs.push({
    ...def('BROCHURES', 'brochure-tpms-heavy-duty', 'TPMS Heavy Duty', 'Tire pressure and temperature monitoring for earthmover fleets', (doc) =>
      renderTpmsBrochure(doc, catalog, brand),
    ),
  });
  for (const p of catalog.patterns) {
    defs.push(def('SELL_SHEET', `sell-sheet-${slug(p.pattern_name)}`, p.pattern_name, p.tag_line, (doc) => renderSellSheet(doc, p)));
  }
  for (const application of catalog.applications) {
    if (!catalog.sizes.some((s) => s.applications.includes(application))) continue;
    defs.push(
      def('OE_PRESSURE', `oe-pressure-${slug(application)}`, application, 'Recommended cold pressures by machine class and position', (doc) =>
        renderPressure(doc, application, catalog, brand),
      ),
    );
  }
  const tocPages = tocPageCount(catalog);
  defs.push(
    def('ENGINEERING', DATABOOK_SLUG, 'OTR Engineering Databook', `Every ${brand} OTR size: dimensions, ratings, load and inflation tables`, async (doc) => {
      const toc = await renderDatabook(doc, catalog, tocPages, edition);
      writeToc(doc, toc, edition);
    }),
  );
  return defs;
}
