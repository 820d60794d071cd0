import { makeTestApp, type TestApp } from './support/test-app';
import { readPdf } from './support/pdf-text';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

interface Item {
  title: string;
  thumbnail: string;
  document: string;
  type: string;
}

async function list(type: string): Promise<Item[]> {
  const { status, body } = await t.get(`/website/resource/list?type=${type}&sort_by=title&sort_type=asc`);
  expect(status).toBe(200);
  return body.data.result;
}

async function pdf(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return readPdf(res.rawPayload);
}

describe('GET /website/resource/list', () => {
  it('lists each type sorted by title, in SPEC §7 shape', async () => {
    for (const type of ['BROCHURES', 'SELL_SHEET', 'OE_PRESSURE', 'ENGINEERING']) {
      const items = await list(type);
      expect(items.length).toBeGreaterThan(0);
      const titles = items.map((i) => i.title);
      expect(titles).toEqual([...titles].sort());
      for (const item of items) {
        // SPEC §7's shape exactly (the home page's promo tiles are content now, issue 19: no `promo` flag).
        expect(Object.keys(item).sort()).toEqual(['document', 'thumbnail', 'title', 'type']);
        expect(item.type).toBe(type);
        expect(item.document).toMatch(/^\/website\/documents\/[a-z0-9-]+\.pdf$/);
      }
    }
    expect((await list('SELL_SHEET')).length).toBeGreaterThanOrEqual(30);
    expect((await list('ENGINEERING')).map((i) => i.title)).toEqual(['OTR Engineering Databook']);
    expect((await list('BROCHURES')).map((i) => i.document)).toEqual(
      expect.arrayContaining(['/website/documents/brochure-rh-4a-plus-lineup.pdf', '/website/documents/brochure-tpms-heavy-duty.pdf']),
    );
  });

  it("serves the brochures the home page's promo tiles (content, SPEC §2) point to: the RH-4A+ lineup, then TPMS Heavy Duty", async () => {
    const home = (await t.get('/content/api/home-page?populate=promo_tiles')).body.data as { promo_tiles: { title: string; link: string }[] };
    const brochures = await list('BROCHURES');
    expect(home.promo_tiles.map(({ title, link }) => [title, link])).toEqual([
      ['RH-4A+ Lineup', '/website/documents/brochure-rh-4a-plus-lineup.pdf'],
      ['TPMS Heavy Duty', '/website/documents/brochure-tpms-heavy-duty.pdf'],
    ]);
    for (const tile of home.promo_tiles) {
      // A document of the list, under the same title, and the PDF itself.
      expect(brochures.find((d) => d.document === tile.link)?.title).toBe(tile.title);
      const res = await t.app.inject({ method: 'GET', url: tile.link });
      expect([tile.link, res.statusCode, res.headers['content-type']]).toEqual([tile.link, 200, 'application/pdf']);
    }
  });

  it('refuses an unknown or missing type and an unknown sort column', async () => {
    for (const url of ['/website/resource/list?type=VIDEOS', '/website/resource/list', '/website/resource/list?type=BROCHURES&sort_by=date']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json().message).toMatch(/type|sort_by/);
    }
  });
});

describe('generated documents', () => {
  it('a sell sheet carries its line, features, benefits and every size', async () => {
    const sheet = (await list('SELL_SHEET')).find((i) => i.title === 'RH-4A+')!;
    const { pages, text } = await pdf(sheet.document);
    expect(pages).toBeGreaterThanOrEqual(2);
    const all = text.join(' ');
    const products = (await t.get('/website/products/list')).body.data as {
      size: string;
      patterns: { pattern_name: string; patternFeatureMappings: { feature: string }[] };
    }[];
    const mine = products.filter((p) => p.patterns.pattern_name === 'RH-4A+');
    expect(all).toContain('Features and benefits');
    expect(all).toContain(mine[0]!.patterns.patternFeatureMappings[0]!.feature.slice(0, 20));
    for (const p of mine) expect(all).toContain(p.size);
  });

  it('the promoted brochures and a pressure recommendation read as documents', async () => {
    const rh = await pdf('/website/documents/brochure-rh-4a-plus-lineup.pdf');
    expect(rh.text[0]).toContain('RH-4A+ Lineup');
    expect(rh.text.join(' ')).toContain('services');
    const tpms = await pdf('/website/documents/brochure-tpms-heavy-duty.pdf');
    expect(tpms.text.join(' ')).toMatch(/pressure and temperature/i);
    const loader = (await list('OE_PRESSURE')).find((i) => i.title === 'Wheel Loader')!;
    const pressure = await pdf(loader.document);
    expect(pressure.text.join(' ')).toMatch(/Front psi.*Rear psi/);
  });

  it('the databook lists every catalog size, with a table of contents', async () => {
    const { pages, text } = await pdf('/website/documents/otr-engineering-databook.pdf');
    expect(pages).toBeGreaterThan(20);
    expect(text[1]).toContain('Contents');
    const all = text.join(' ');
    const sizes = (await t.get('/website/tiresize/list')).body.data as { size: string }[];
    for (const { size } of sizes) expect(all).toContain(size);
    expect(all).toContain('No load index data available');
  }, 60_000);

  it('serves each cover as an SVG thumbnail, and 404 for unknown documents', async () => {
    const [first] = await list('BROCHURES');
    const thumb = await t.app.inject({ method: 'GET', url: first!.thumbnail });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(thumb.body).toContain(first!.title.replace(/&/g, '&amp;'));
    for (const url of ['/website/documents/nope.pdf', '/website/documents/..%2Fetc%2Fpasswd', '/website/documents/thumbnails/nope.svg']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('generates a document once for concurrent requests, and again only after the catalog changed', async () => {
    const before = t.app.documents.generations();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/website/documents/oe-pressure-compactor.pdf' })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(t.app.documents.generations()).toBe(before + 1);
    await t.app.inject({ method: 'GET', url: '/website/documents/oe-pressure-compactor.pdf' });
    expect(t.app.documents.generations()).toBe(before + 1);
  });
});

describe('after a seed', () => {
  it('regenerates the documents from the new catalog', async () => {
    const { generateCatalog } = await import('../../server/catalog/seed');
    const { loadCatalog } = await import('../../server/catalog/seed/load');
    await loadCatalog(t.database, generateCatalog({ sizes: 40 }));
    await t.app.checkCatalogVersion();
    const sheets = await list('SELL_SHEET');
    const products = (await t.get('/website/products/list')).body.data as unknown[];
    expect(products).toHaveLength(40);
    const { text } = await pdf('/website/documents/otr-engineering-databook.pdf');
    const sizes = (await t.get('/website/tiresize/list')).body.data as { size: string }[];
    for (const { size } of sizes) expect(text.join(' ')).toContain(size);
    expect(sheets.length).toBeLessThanOrEqual(40);
  }, 60_000);
});
