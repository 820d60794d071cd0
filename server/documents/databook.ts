// The engineering databook: every size with its full specification and load & inflation tables, grouped by
// equipment type and TRA code, with a table of contents. Each size appears once, under the first equipment
// type it fits (alphabetically); the others are listed beside it.
import type { DocCatalog, DocSize } from './data';
import { bar, fmt, rating } from './format';
import { heading, newPage, paragraph, table, type Doc } from './pdf-kit';

interface Group {
  application: string;
  tra: string;
  sizes: DocSize[];
}

export function databookGroups(catalog: DocCatalog): Group[] {
  const groups = new Map<string, Group>();
  for (const s of catalog.sizes) {
    const application = s.applications[0] ?? 'Other equipment';
    const key = `${application}|${s.tra_code}`;
    const g = groups.get(key) ?? { application, tra: s.tra_code, sizes: [] };
    g.sizes.push(s);
    groups.set(key, g);
  }
  return [...groups.values()].sort((a, b) => (a.application + a.tra < b.application + b.tra ? -1 : 1));
}

function specTable(doc: Doc, sizes: DocSize[]): void {
  table(
    doc,
    ['Size', 'Line', 'Ply', 'Rim', 'OD in/mm', 'OW in/mm', 'SLR in/mm', 'Tread', 'Rev/mi', 'Vol ft3', 'TKPH 2/4/6', 'Also fits'],
    sizes.map((s) => {
      const p = s.specification;
      const tkph = [p.PC_2S_TKPH, p.PC_4S_TKPH, p.PC_6S_TKPH].filter((v) => v !== undefined).join('/');
      return [
        s.size,
        s.pattern_name,
        s.ply_rating,
        p.rim_width,
        `${fmt(p.od, 1)}/${fmt(p.od_mm)}`,
        `${fmt(p.ow, 1)}/${fmt(p.ow_mm)}`,
        `${fmt(p.loaded_static_radius, 1)}/${fmt(p.loaded_static_radius_mm)}`,
        `${p.tread_depth}/32`,
        fmt(p.rpm),
        fmt(p.volume, 1),
        tkph || '-',
        s.applications.slice(1).join(', '),
      ];
    }),
    [48, 50, 26, 46, 50, 46, 50, 30, 32, 30, 50, 54],
  );
}

function loadTable(doc: Doc, sizes: DocSize[]): void {
  const rows: (string | number)[][] = [];
  for (const s of sizes) {
    if (!s.load_index) {
      rows.push([s.size, s.pattern_name, 'No load index data available', '', '', '', '', '']);
      continue;
    }
    for (const [speed, list] of Object.entries(s.load_index)) {
      for (const r of list) {
        rows.push([s.size, s.pattern_name, speed, r.PSI, `${r.KPA} / ${bar(r.KPA)}`, fmt(r.LOADLBS), fmt(r.LOADKG), rating(r.LOADRATING)]);
      }
    }
  }
  table(doc, ['Size', 'Line', 'Speed', 'psi', 'kPa / bar', 'Load lbs', 'Load kg', 'Rating'], rows, [60, 70, 110, 36, 72, 56, 56, 52]);
}

/** Renders the body; returns the table of contents entries (title, page index) for the caller to print. */
export function renderDatabook(doc: Doc, catalog: DocCatalog, tocPages: number): { title: string; page: number }[] {
  for (let i = 0; i < tocPages; i += 1) newPage(doc);
  const toc: { title: string; page: number }[] = [];
  for (const g of databookGroups(catalog)) {
    newPage(doc);
    const title = `${g.application} - ${g.tra}`;
    toc.push({ title, page: doc.bufferedPageRange().count });
    heading(doc, title, 16);
    paragraph(doc, `${g.sizes.length} size(s). Dimensions include inflation growth; SLR is the static loaded radius at rated load and pressure.`, 9);
    specTable(doc, g.sizes);
    heading(doc, 'Load and inflation', 12);
    loadTable(doc, g.sizes);
  }
  return toc;
}

export function writeToc(doc: Doc, toc: { title: string; page: number }[], perPage: number): void {
  toc.forEach((entry, i) => {
    const pageIndex = 1 + Math.floor(i / perPage);
    doc.switchToPage(pageIndex);
    if (i % perPage === 0) {
      doc.y = 50;
      heading(doc, i === 0 ? 'Contents' : 'Contents (continued)', 18);
    }
    doc.font('Helvetica').fontSize(10).fillColor('#1f2326');
    const y = doc.y;
    doc.text(entry.title, 60, y, { width: 420, lineBreak: false });
    doc.text(String(entry.page), 480, y, { width: 72, align: 'right', lineBreak: false });
    doc.y = y + 15;
  });
}
