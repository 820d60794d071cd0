// Every document of the four resource lists, fetched and read back as a reader would (pdf.js): its cover
// (the same as its thumbnail), numbered footers on real pages only, and the catalog content it must carry.
import { makeTestApp, type TestApp } from './support/test-app';
import { databookRows, fetchPdf, loadOracle, rowSet, type Oracle } from './support/documents-oracle';
import type { PdfText } from './support/pdf-text';

jest.setTimeout(300_000);

let t: TestApp;
let oracle: Oracle;
beforeAll(async () => {
  t = await makeTestApp();
  oracle = await loadOracle(t.app);
});
afterAll(() => t.close());

interface Item {
  title: string;
  thumbnail: string;
  document: string;
  type: string;
}

const KIND: Record<string, string> = {
  BROCHURES: 'Brochure',
  SELL_SHEET: 'Sell Sheet',
  OE_PRESSURE: 'OE Pressure Recommendations',
  ENGINEERING: 'Engineering Data',
};

async function list(type: string): Promise<Item[]> {
  const res = await t.app.inject({ method: 'GET', url: `/website/resource/list?type=${type}&sort_by=title&sort_type=asc` });
  expect(res.statusCode).toBe(200);
  return res.json().data.result;
}

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const squash = (s: string) => s.replace(/\s+/g, '');

/** Each line of a page, its runs joined (letter-spaced text comes back from pdf.js as single letters). */
const pageLines = (pdf: PdfText, page: number) => pdf.lines[page - 1]!.map((l) => squash(l.join('')));

describe.each(Object.keys(KIND))('%s: every document', (type) => {
  it('reads as its document: the cover is its thumbnail, every later page has content and its numbered footer', async () => {
    const items = await list(type);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const pdf = await fetchPdf(t.app, item.document);
      expect({ doc: item.title, twoPagesOrMore: pdf.pages >= 2 }).toEqual({ doc: item.title, twoPagesOrMore: true });

      // The thumbnail is the cover: the same lines of text, footer line included, in the same order.
      const thumb = await t.app.inject({ method: 'GET', url: item.thumbnail });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const svgLines = [...thumb.body.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => squash(unescape(m[1]!)));
      expect(svgLines).toEqual(pageLines(pdf, 1));
      expect(squash(pdf.text[0]!)).toContain(squash(item.title));
      expect(pdf.text[0]).toContain('Off-the-Road (OTR) Tires');

      // Pages 2..N: "… - page k of N" as the last line, and something above it (no footer-only pages).
      const footer = `${t.app.config.brandName} ${KIND[type]}: ${item.title}`;
      for (let page = 2; page <= pdf.pages; page += 1) {
        const lines = pdf.lines[page - 1]!.map((l) => l.join(' '));
        expect({ doc: item.title, page, footer: lines.at(-1), content: lines.length > 1 }).toEqual({
          doc: item.title,
          page,
          footer: `${footer} - page ${page} of ${pdf.pages}`,
          content: true,
        });
      }
      expect(pdf.text[0]).not.toMatch(/ - page \d+ of /);
    }
  });
});

describe('the sizes each document must carry', () => {
  const row = (pdf: PdfText, first: string[]) =>
    pdf.lines.flat().filter((l) => first.every((cell, i) => l[i] === cell));

  it('a sell sheet per tire line, with every size of the line', async () => {
    const items = await list('SELL_SHEET');
    const lines = [...new Set(oracle.tires.map((x) => x.patterns.pattern_name))].sort();
    expect(items.map((i) => i.title).sort()).toEqual(lines);
    expect(lines).toEqual(expect.arrayContaining(['WS-5S PF', 'UG-3S', 'HB-3'])); // Permafoam, Low Seam, American bias
    for (const item of items) {
      const pdf = await fetchPdf(t.app, item.document);
      const mine = oracle.tires.filter((x) => x.patterns.pattern_name === item.title);
      expect(pdf.text.join(' ')).toContain(mine[0]!.patterns.description.slice(0, 40));
      for (const tire of mine) {
        expect([item.title, row(pdf, [tire.size, tire.ply_rating, tire.traCode.code, tire.tireType.name]).length]).toEqual([item.title, 1]);
      }
    }
  });

  it('brochures: each line of a family once, with its size count, rims and TRA codes, and the services of the content service', async () => {
    const items = await list('BROCHURES');
    expect(items.map((i) => i.title)).toEqual(expect.arrayContaining(['RH-4A+ Lineup', 'TPMS Heavy Duty']));
    const lineNames = [...new Set(oracle.tires.map((x) => x.patterns.pattern_name))];
    const seen: string[] = [];
    expect(oracle.services.length).toBeGreaterThan(3);
    expect(oracle.hiddenServices.length).toBeGreaterThan(0);
    for (const item of items) {
      const pdf = await fetchPdf(t.app, item.document);
      const listed = pdf.lines.flat().filter((l) => lineNames.includes(l[0]!) && l.length >= 5);
      expect({ doc: item.title, lines: listed.length > 0 }).toEqual({ doc: item.title, lines: true });
      for (const l of listed) {
        const mine = oracle.tires.filter((x) => x.patterns.pattern_name === l[0]);
        const rims = [...new Set(mine.map((x) => x.rim_diameter))].sort((a, b) => a - b).join(', ');
        const tra = [...new Set(mine.map((x) => x.traCode.code))].sort().join(', ');
        expect([item.title, ...l.slice(-3)]).toEqual([item.title, String(mine.length), rims, tra]);
      }
      if (item.title !== 'TPMS Heavy Duty') seen.push(...listed.map((l) => l[0]!));
      const text = pdf.text.join(' ');
      for (const service of oracle.services) expect([item.title, text]).toEqual([item.title, expect.stringContaining(service)]);
      for (const hidden of oracle.hiddenServices) expect(text).not.toContain(hidden);
    }
    expect(seen.sort()).toEqual(lineNames.sort()); // every line in exactly one family brochure
    const rh = await fetchPdf(t.app, '/website/documents/brochure-rh-4a-plus-lineup.pdf');
    for (const name of ['RH-4A+', 'RH-4A+ CR', 'RH-4A+ HS']) expect(rh.lines.flat().some((l) => l[0] === name)).toBe(true);
  });

  it('OE pressure recommendations: one per equipment type, a row per fitted size with load data', async () => {
    const items = await list('OE_PRESSURE');
    expect(items.map((i) => i.title).sort()).toEqual([...oracle.applications].sort());
    for (const item of items) {
      const pdf = await fetchPdf(t.app, item.document);
      const fitted = oracle.tires.filter((x) => x.applications.includes(item.title));
      const rated = fitted.filter((x) => x.loadIndex);
      for (const tire of rated) {
        const rows = row(pdf, [tire.size, tire.patterns.pattern_name, tire.ply_rating, tire.traCode.code]);
        expect([item.title, tire.size, rows.length]).toEqual([item.title, tire.size, 1]);
        expect(rows[0]).toHaveLength(10); // front and rear, each in psi, kPa and bar
      }
      const missing = fitted.length - rated.length;
      if (missing > 0) expect(pdf.text.join(' ')).toContain(`${missing} fitted size(s) without published load data`);
    }
  });

  it('the databook: every size with its full specification and every load table row, grouped, dated, with contents', async () => {
    const [item] = await list('ENGINEERING');
    const pdf = await fetchPdf(t.app, item!.document);
    const rows = rowSet(pdf);
    const lines = pdf.lines.flat();
    for (const tire of oracle.tires) {
      const { identity, fits, rows: expected } = databookRows(tire);
      const found = lines.filter((l) => l.length === 9 && identity.every((c, i) => l[i] === c));
      expect({ size: tire.tire_size_id, identity: found.length, fits: fits.startsWith(found[0]?.[8] ?? '?') }).toEqual({ size: tire.tire_size_id, identity: 1, fits: true });
      expect(expected.filter((r) => !rows.has(r))).toEqual([]);
    }

    // Dated: the contents and the cover carry the same edition line.
    const edition = pdf.lines[0]!.map((l) => l.join(' ')).find((l) => l.startsWith('Edition of'))!;
    expect(edition).toMatch(/^Edition of \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(pdf.lines[1]!.map((l) => l.join(' '))).toContain(edition);

    // Contents: each entry's page opens its chapter or group.
    const tocPages = pdf.lines.slice(1).findIndex((p) => !p[0]?.[0]?.startsWith('Contents')) + 1;
    const toc = pdf.lines.slice(1, 1 + tocPages).flat().filter((l) => l.length === 2 && /^\d+$/.test(l[1]!));
    let chapter = '';
    const groups: { app: string; tra: string; count: number; page: number }[] = [];
    for (const [title, page] of toc) {
      const heading = pdf.lines[Number(page) - 1]![0]!.join(' ');
      const tra = /^TRA (\S+) \((\d+) sizes?\)$/.exec(title!);
      if (tra) {
        groups.push({ app: chapter, tra: tra[1]!, count: Number(tra[2]), page: Number(page) });
        expect(heading).toBe(`${chapter} - ${tra[1]}`);
      } else if (title !== 'About this databook') {
        chapter = title!;
        expect(heading.startsWith(`${chapter} - `)).toBe(true);
      } else expect(heading).toBe('About this databook');
    }
    // Grouped by equipment type and TRA code: each size once, under the first equipment type it fits.
    const expected = new Map<string, number>();
    for (const tire of oracle.tires) {
      const key = `${tire.applications[0]} - ${tire.traCode.code}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    expect(new Map(groups.map((g) => [`${g.app} - ${g.tra}`, g.count]))).toEqual(expected);
    let current = '';
    let identities = 0;
    for (const page of pdf.lines) {
      for (const line of page) {
        if (line.length === 1 && expected.has(line[0]!)) current = line[0]!;
        if (line.length === 9 && oracle.tires.some((x) => x.size === line[0] && x.traCode.code === line[7])) {
          identities += 1;
          expect([line[0], `${line[8]!.split(', ')[0]} - ${line[7]}`]).toEqual([line[0], current]);
        }
      }
    }
    expect(identities).toBe(oracle.tires.length);
  });
});
