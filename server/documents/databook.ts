// The engineering databook: every size with its full specification and load & inflation tables, grouped by
// equipment type and TRA code, dated, with a table of contents. Each size appears once, under the first
// equipment type it fits (alphabetically); its identity table lists every equipment type it fits.
import { PAGE } from './cover';
import type { DocCatalog, DocSize } from './data';
import { identityTable, legend, loadTable, specTable } from './databook-tables';
import { heading, MARGIN, newPage, paragraph, type Doc } from './pdf-kit';

export interface DatabookGroup {
  application: string;
  tra: string;
  sizes: DocSize[];
}

export interface TocEntry {
  title: string;
  page: number;
  /** 0: a chapter (equipment type), 1: a section (its TRA code). */
  level: 0 | 1;
}

export const TOC_PER_PAGE = 40;
export const ABOUT_TITLE = 'About this databook';

export function databookGroups(catalog: DocCatalog): DatabookGroup[] {
  const groups = new Map<string, DatabookGroup>();
  for (const s of catalog.sizes) {
    const application = s.applications[0] ?? 'Other equipment';
    const key = `${application}|${s.tra_code}`;
    const g = groups.get(key) ?? { application, tra: s.tra_code, sizes: [] };
    g.sizes.push(s);
    groups.set(key, g);
  }
  return [...groups.values()].sort((a, b) => a.application.localeCompare(b.application, 'en') || a.tra.localeCompare(b.tra, 'en'));
}

/** Pages the contents need: the about entry, one line per equipment type and one per TRA group. */
export function tocPageCount(catalog: DocCatalog): number {
  const groups = databookGroups(catalog);
  const lines = 1 + new Set(groups.map((g) => g.application)).size + groups.length;
  return Math.max(1, Math.ceil(lines / TOC_PER_PAGE));
}

/** Lets other requests run between slices of work: the whole databook takes seconds of CPU. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Load tables drawn between two breaths (a size has 5 to 30 load rows). */
const SIZES_PER_SLICE = 8;

/** Renders the body after `tocPages` blank contents pages; returns the contents for writeToc. */
export async function renderDatabook(doc: Doc, catalog: DocCatalog, tocPages: number, edition: string): Promise<TocEntry[]> {
  for (let i = 0; i < tocPages; i += 1) newPage(doc);
  const page = () => doc.bufferedPageRange().count;
  newPage(doc);
  const toc: TocEntry[] = [{ title: ABOUT_TITLE, page: page(), level: 0 }];
  heading(doc, ABOUT_TITLE, 18);
  const lines = new Set(catalog.sizes.map((s) => s.pattern_name)).size;
  paragraph(
    doc,
    `${edition}: generated from the catalog as it stood on that day. ${catalog.sizes.length} sizes in ${lines} tire lines, ` +
      'grouped by equipment type and TRA code; each size is printed once, under the first equipment type it fits, and ' +
      'its Fits column names all of them. For each group: the sizes, their full specification in US and in metric ' +
      'units, and their load and inflation tables (one per speed, with its operating conditions).',
  );
  paragraph(doc, legend(), 9);
  paragraph(doc, 'Dimensions include inflation growth; SLR is the static loaded radius at rated load and pressure. KPa to bar: divided by 100.', 9);

  let chapter = '';
  for (const g of databookGroups(catalog)) {
    await breathe();
    newPage(doc);
    if (g.application !== chapter) {
      chapter = g.application;
      toc.push({ title: g.application, page: page(), level: 0 });
    }
    toc.push({ title: `TRA ${g.tra} (${g.sizes.length} ${g.sizes.length === 1 ? 'size' : 'sizes'})`, page: page(), level: 1 });
    heading(doc, `${g.application} - ${g.tra}`, 16);
    paragraph(doc, `${g.sizes.length} ${g.sizes.length === 1 ? 'size' : 'sizes'} with TRA code ${g.tra}. ${edition}.`, 9);
    heading(doc, 'Sizes', 12);
    identityTable(doc, g.sizes);
    heading(doc, 'Specification (US)', 12);
    specTable(doc, g.sizes, 'US');
    heading(doc, 'Specification (metric)', 12);
    specTable(doc, g.sizes, 'METRIC');
    heading(doc, 'Load and inflation', 12);
    for (let i = 0; i < g.sizes.length; i += SIZES_PER_SLICE) {
      if (i > 0) await breathe();
      loadTable(doc, g.sizes.slice(i, i + SIZES_PER_SLICE), { continued: i > 0, continues: i + SIZES_PER_SLICE < g.sizes.length });
    }
  }
  return toc;
}

/** Fills the contents pages reserved after the cover (page 2 onwards). */
export function writeToc(doc: Doc, toc: TocEntry[], edition: string): void {
  toc.forEach((entry, i) => {
    doc.switchToPage(1 + Math.floor(i / TOC_PER_PAGE));
    if (i % TOC_PER_PAGE === 0) {
      doc.y = MARGIN;
      heading(doc, i === 0 ? 'Contents' : 'Contents (continued)', 18);
      if (i === 0) paragraph(doc, edition, 9);
    }
    doc.font(entry.level === 0 ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).fillColor('#1f2326');
    const y = doc.y;
    const indent = entry.level === 0 ? 0 : 16;
    doc.text(entry.title, MARGIN + indent, y, { lineBreak: false });
    doc.text(String(entry.page), PAGE.width - MARGIN - 72, y, { width: 72, align: 'right', lineBreak: false });
    doc.y = y + 15;
  });
}
