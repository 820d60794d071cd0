// The header search (issue 23 part 2): sizes in their notations, lines, machines, industries, documents and
// articles matched in the database, exact and prefix matches apart from the "did you mean" ones.
import { sql } from 'drizzle-orm';
import type { SearchAnswer, SearchHit } from '../../src/contract/search';
import type { ContentSource } from '../../server/content/source';
import type { Db } from '../../server/db/database';
import { markPublished } from '../../server/db/published';
import { createSearchService } from '../../server/search/service';
import { writeSource } from '../../server/search/sources';
import { plain, wholeKey } from '../../server/search/terms';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

async function search(q: string, extra = ''): Promise<SearchAnswer> {
  const { status, body } = await t.get(`/website/search?q=${encodeURIComponent(q)}${extra}`);
  expect(status).toBe(200);
  return body.data;
}
const labels = (hits: SearchHit[], kind?: SearchHit['kind']) => hits.filter((h) => !kind || h.kind === kind).map((h) => h.label);
const hit = (hits: SearchHit[], label: string) => hits.find((h) => h.label === label);

describe('GET /website/search: sizes', () => {
  it('finds a size however it is spaced or cased, with the same size in its other notation', async () => {
    for (const q of ['29.5R25', '29.5 R 25', ' 29.5r25 ']) {
      const { hits } = await search(q);
      expect(hits[0]).toEqual({ kind: 'size', label: '29.5R25', detail: null, href: '/tires/tire-results?tireSize=29.5R25', match: 'exact' });
      expect(hit(hits, '750/65R25')).toMatchObject({ match: 'exact', detail: 'Same size as 29.5R25' });
    }
    const metric = await search('750/65R25');
    expect(metric.hits[0]!.label).toBe('750/65R25');
    expect(hit(metric.hits, '29.5R25')).toMatchObject({ match: 'exact', detail: 'Same size as 750/65R25' });
  });

  it('keeps the bias size apart from the radial: 29.5-25 is not 29.5R25, which is only a "did you mean"', async () => {
    const { hits, near } = await search('29.5-25');
    expect(labels(hits, 'size')).toEqual(['29.5-25']);
    expect(labels(near)).toContain('29.5R25');
  });

  it('offers sizes one character off as "did you mean", never as matches', async () => {
    const typo = await search('295R25');
    expect(typo.hits).toEqual([]);
    expect(typo.near[0]).toMatchObject({ kind: 'size', label: '29.5R25', match: 'near' });
    const other = await search('29.5R24');
    expect(other.hits).toEqual([]);
    expect(labels(other.near)).toEqual(expect.arrayContaining(['29.5R25']));
    for (const h of other.near) expect(h.match).toBe('near');
  });

  it('lists sizes starting with what was typed so far', async () => {
    const { hits } = await search('29.5');
    expect(labels(hits, 'size').length).toBeGreaterThan(1);
    for (const h of hits.filter((x) => x.kind === 'size')) expect(h.match).toBe('prefix');
  });
});

describe('GET /website/search: lines, machines, industries', () => {
  it('finds a tire line without its punctuation and leads to one of its tires', async () => {
    const { hits } = await search('rh4a');
    expect(hits[0]).toMatchObject({ kind: 'line', label: 'RH-4A+', match: 'exact' });
    expect(hits[0]!.detail).toMatch(/^\d+ sizes$/);
    expect(labels(hits, 'line')).toEqual(expect.arrayContaining(['RH-4A+ HS', 'RH-4A+ CR']));
    const tireId = new URLSearchParams(hits[0]!.href.split('?')[1]).get('tireId');
    const tire = (await t.get(`/website/products/detail?tyre_size=${tireId}`)).body.data;
    expect(tire.patterns.pattern_name).toBe('RH-4A+');
  });

  it('finds a machine by model, by make and model, and by the make as people shorten it', async () => {
    const model = await search('777G');
    expect(model.hits[0]).toEqual({
      kind: 'machine',
      label: 'Caterpillar 777G',
      detail: 'Rigid Haul Truck',
      href: '/tires/find-by-machine?machine=caterpillar-777g',
      match: 'exact',
    });
    expect(labels((await search('CAT 777')).hits, 'machine')).toEqual(expect.arrayContaining(['Caterpillar 777G']));
    expect((await search('cat 777g')).hits[0]).toMatchObject({ label: 'Caterpillar 777G', match: 'exact' });
    for (const h of (await search('Komatsu')).hits) expect(h.label).toMatch(/^Komatsu /);
    const typo = await search('777H');
    expect(typo.hits).toEqual([]);
    expect(labels(typo.near, 'machine')).toContain('Caterpillar 777G');
    // A character changed in the middle of a short model: too few trigrams in common for pg_trgm's % (0.25), one
    // near key in common ("77g").
    expect(labels((await search('787G')).near, 'machine')).toContain('Caterpillar 777G');
    expect(labels((await search('CAT 7x7G')).near, 'machine')).toContain('Caterpillar 777G');
  });

  it('finds an industry by its name or a word of it, and one letter off as "did you mean"', async () => {
    const mining = await search('mining');
    expect(mining.hits[0]).toMatchObject({ kind: 'industry', label: 'Mining', match: 'exact', href: '/tires' });
    expect(labels(mining.hits, 'industry')).toContain('Underground Mining');
    expect(labels((await search('aggregate')).hits, 'industry')).toEqual(['Quarry & Aggregate']);
    const typo = await search('minning');
    expect(typo.hits.filter((h) => h.kind === 'industry')).toEqual([]);
    expect(labels(typo.near, 'industry')).toEqual(['Mining']);
  });

  it('shows the kinds with an exact match first', async () => {
    const { hits } = await search('777G');
    expect(hits[0]!.kind).toBe('machine');
  });
});

describe('GET /website/search: documents and articles', () => {
  it('finds documents by the words of their title and kind, with the PDF to open', async () => {
    const { hits } = await search('rh-4a sell sheet');
    const docs = hits.filter((h) => h.kind === 'document');
    expect(labels(docs)).toEqual(expect.arrayContaining(['RH-4A+', 'RH-4A+ HS']));
    for (const d of docs) expect(d).toMatchObject({ detail: 'Sell sheet', href: expect.stringMatching(/^\/website\/documents\/sell-sheet-rh-4a-plus[a-z-]*\.pdf$/) });
    const listed = (await t.get('/website/resource/list?type=SELL_SHEET')).body.data.result.map((d: { document: string }) => d.document);
    for (const d of docs) expect(listed).toContain(d.href);
  });

  it('finds published articles by the beginnings of their words, and never a draft', async () => {
    const { hits } = await search('inflat');
    expect(hit(hits, 'Correct Tire Inflation')).toMatchObject({ kind: 'article', href: '/infocenter/otr-tips/correct-tire-inflation', match: 'prefix' });
    await t.database.rows(sql`insert into content_item (document_id, collection, data, published_at)
      values ('search-draft-1', 'articles', ${JSON.stringify({ title: 'Zirconium Sidewalls', slug: 'zirconium-sidewalls', summary: 'Unpublished.', body: 'x' })}::jsonb, null)`);
    expect(labels((await search('zirconium')).hits)).toEqual([]);
  });

  it("searches an upstream content service's articles by the titles it lists", async () => {
    const asked: string[] = [];
    const upstream: ContentSource = {
      kind: 'strapi',
      get: async (_type, _id, params) => {
        asked.push(params.toString());
        return {
          status: 200,
          body: { data: [{ title: 'Reading Tread Wear', slug: 'reading-tread-wear' }, { title: 'Rim Care', slug: 'rim-care' }, { title: 'Guía de Presión', slug: 'guia-de-presion' }] },
        };
      },
      media: async () => null,
    };
    const service = createSearchService({ database: t.database, documents: t.app.documents, contentSource: upstream, log: t.app.log });
    const { hits } = await service.search('tread');
    expect(hits).toEqual([{ kind: 'article', label: 'Reading Tread Wear', detail: null, href: '/infocenter/otr-tips/reading-tread-wear', match: 'prefix' }]);
    await service.search('rim care');
    expect(asked).toHaveLength(1);
    // Accents or none, as typed: its words and its whole title.
    expect(labels((await service.search('presion')).hits)).toEqual(['Guía de Presión']);
    expect((await service.search('guia de presión')).hits[0]).toMatchObject({ label: 'Guía de Presión', match: 'exact' });
    // While it cannot answer, the titles it gave last are still searched, and the rest of the search works.
    const down: ContentSource = { ...upstream, get: async () => ({ status: 502, body: {} }) };
    const without = createSearchService({ database: t.database, documents: t.app.documents, contentSource: down, log: t.app.log });
    expect(labels((await without.search('777G')).hits)).toEqual(['Caterpillar 777G']);
    await without.contentChanged();
    expect(labels((await without.search('rim care')).hits)).toEqual(['Rim Care']);
    // The built-in content service's search never shows an upstream's articles.
    expect(labels((await search('rim care')).hits, 'article')).toEqual([]);
  });
});

describe('the search entries', () => {
  it("are rebuilt in the transaction that publishes the catalog, and not at all when it fails", async () => {
    const publishWith = (name: string, fail: boolean) =>
      t.database.db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        await tx.execute(sql`insert into segment (name) values (${name})`);
        await markPublished(tx, 'catalog', true);
        if (fail) throw new Error('the publish failed');
      });
    await expect(publishWith('Túneles y Minería', true)).rejects.toThrow('the publish failed');
    await t.app.checkCatalogVersion();
    expect(labels((await search('tuneles')).hits)).toEqual([]);
    await publishWith('Túneles y Minería', false);
    await t.app.checkCatalogVersion();
    // Accents or none: the words, the whole name, and one letter off (the loose key folds them as the text's).
    expect(labels((await search('tuneles')).hits)).toEqual(['Túneles y Minería']);
    expect((await search('Tuneles y Mineria')).hits[0]).toMatchObject({ label: 'Túneles y Minería', match: 'exact' });
    expect(labels((await search('tuneles y minerio')).near)).toEqual(['Túneles y Minería']);
    await expect(publishWith('Tunnelling', true)).rejects.toThrow('the publish failed');
    await t.app.checkCatalogVersion();
    expect(labels((await search('tunnel')).hits)).toEqual([]);
    await publishWith('Tunnelling', false);
    await t.app.checkCatalogVersion();
    expect((await search('tunnelling')).hits).toEqual([expect.objectContaining({ kind: 'industry', label: 'Tunnelling', match: 'exact' })]);
    expect(labels((await search('tunneling')).near)).toEqual(['Tunnelling']);
    await t.database.db.transaction(async (txn) => {
      await txn.execute(sql`delete from segment where name in ('Tunnelling', 'Túneles y Minería')`);
      await markPublished(txn as unknown as Db, 'catalog', true);
    });
    await t.app.checkCatalogVersion();
    expect(labels((await search('tunnelling ')).hits)).toEqual([]);
  });

  it("fold every accented Latin letter in SQL as the text's terms do in TypeScript", async () => {
    const letters = Array.from({ length: 0x250 - 0xc0 }, (_, i) => String.fromCodePoint(0xc0 + i)).join('');
    const [row] = await t.database.rows<{ folded: string }>(sql`select basalt_search_loose(${letters}) as folded`);
    expect(row!.folded).toBe(plain(letters).replace(/[^a-z0-9]+/g, ''));
    // A whole name's key, 40 letters at a time (a key keeps 100 characters), spaces as a title may have them.
    for (let i = 0; i < letters.length; i += 40) {
      const name = `  ${letters.slice(i, i + 20)}   ${letters.slice(i + 20, i + 40)} `;
      const [whole] = await t.database.rows<{ key: string }>(sql`select basalt_search_whole(${name}) as key`);
      expect(whole!.key).toBe(wholeKey(name));
    }
  });

  it('written by the server are written again only when their list changed, without what PostgreSQL cannot store', async () => {
    const entry = (title: string) => ({ kind: 'article' as const, title, ref: title.toLowerCase().replace(/\W+/g, '-'), detail: null });
    const count = async () => (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from search_entry where source = 'upstream'`))[0]!.n;
    expect(await writeSource(t.database, 'upstream', [entry('Valve Stems'), entry('Bead Seats'), entry('Nul \u0000 Title'), entry('Lone \ud800 Surrogate')])).toBe(true);
    expect(await count()).toBe(2);
    expect(await writeSource(t.database, 'upstream', [entry('Valve Stems'), entry('Bead Seats')])).toBe(false);
    expect(await writeSource(t.database, 'upstream', [entry('Valve Stems')])).toBe(true);
    expect(await count()).toBe(1);
  });
});

describe('GET /website/search: limits and bad input', () => {
  it('gives five of each kind unless asked for up to twenty', async () => {
    expect((await search('2')).hits.filter((h) => h.kind === 'size')).toHaveLength(5);
    expect((await search('2', '&limit=20')).hits.filter((h) => h.kind === 'size').length).toBeGreaterThan(5);
  });

  it('takes %, _ and backslash as the characters they are, not as patterns', async () => {
    for (const q of ['%', '_', '\\', '29%', '%%%', '___', 'c_t', "'; drop table tire_size; --"]) {
      const { hits } = await search(q);
      expect(hits.filter((h) => h.kind !== 'article' && h.kind !== 'document')).toEqual([]);
    }
    expect((await search('29.5R25')).hits.length).toBeGreaterThan(0);
  });

  it("answers words that are names of a JavaScript object's own properties like any other text", async () => {
    // A make's shortening is looked up by the text's first words: none of these is a make.
    for (const q of ['constructor', '__proto__', 'constructor 777', 'toString', 'hasOwnProperty 777G']) {
      const { query, hits } = await search(q);
      expect(query).toBe(q);
      expect(hits.filter((h) => h.kind === 'machine')).toEqual([]);
    }
  });

  it('refuses what is not a search with a 400 and a message', async () => {
    const cases: [string, RegExp][] = [
      ['', /q/],
      ['?q=', /q/],
      ['?q=%20%20', /only spaces/],
      [`?q=${'a'.repeat(101)}`, /q/],
      ['?q=777G&limit=0', /limit/],
      ['?q=777G&limit=21', /limit/],
      ['?q=777G&limit=five', /limit/],
      ['?q=777G&page=2', /page/],
      ['?q=77%007', /NUL/],
      ['?q=%ED%A0%80', /./],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await t.get(`/website/search${query}`);
      expect([query, status]).toEqual([query, 400]);
      expect(body.message).toMatch(message);
    }
  });
});
