// The content types of issue 19 over HTTP, answered as Strapi v5 answers them: the `articles` and
// `content-pages` collections, the `home-page` single type, and the shape every entry has (every scalar
// attribute of its type, null when unset; media and components only when populated, component items with
// their own id, media objects with Strapi's key set). Errors in Strapi's shape.
import { CONTENT_TYPES, type ContentType } from '../../server/content/collections';
import { DEFAULT_BRAND } from '../../server/content/seed';
import { articles as sampleArticles } from '../../server/content/seed/articles';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

const SYSTEM = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt'];
/** Strapi v5's upload plugin answers a media object with these keys. */
const MEDIA_KEYS = [
  'id', 'documentId', 'name', 'alternativeText', 'caption', 'focalPoint', 'width', 'height', 'formats', 'hash', 'ext', 'mime', 'size',
  'url', 'previewUrl', 'provider', 'provider_metadata', 'createdAt', 'updatedAt', 'publishedAt',
];

const scalars = (type: ContentType) => Object.entries(type.attributes).filter(([, a]) => a.kind !== 'media' && a.kind !== 'component').map(([k]) => k);
const populated = (type: ContentType) => Object.entries(type.attributes).filter(([, a]) => a.kind === 'media' || a.kind === 'component').map(([k]) => k);

async function ok(url: string): Promise<Json> {
  const { status, body } = await t.get(url);
  expect([url, status]).toEqual([url, 200]);
  return body as Json;
}

/** Every entry of a type (every page of a collection, or the single type's one entry). */
async function entriesOf(type: ContentType, query = ''): Promise<Json[]> {
  if (type.kind === 'singleType') return [(await ok(`/content/api/${type.path}${query ? `?${query}` : ''}`)).data as Json];
  const out: Json[] = [];
  for (let page = 1; ; page++) {
    const body = await ok(`/content/api/${type.path}?pagination[page]=${page}&pagination[pageSize]=100&sort=id${query ? `&${query}` : ''}`);
    out.push(...(body.data as Json[]));
    const { pageCount } = (body.meta as { pagination: { pageCount: number } }).pagination;
    if (page >= pageCount) return out;
  }
}

async function expectStrapiError(url: string, status: number, message: string | RegExp) {
  const { status: got, body } = await t.get(url);
  expect([url, got]).toEqual([url, status]);
  expect(body).toEqual({
    data: null,
    error: { status, name: status === 404 ? 'NotFoundError' : 'ValidationError', message: typeof message === 'string' ? message : expect.stringMatching(message), details: {} },
  });
}

describe('every entry of every content type', () => {
  it.each(CONTENT_TYPES.map((type) => [type.path, type] as const))('%s: every scalar attribute (null when unset), no populated field unless asked', async (_, type) => {
    const entries = await entriesOf(type);
    expect(entries.length).toBeGreaterThan(0);
    const expected = [...SYSTEM, ...scalars(type)].sort();
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(expected);
      for (const key of scalars(type)) expect(entry[key]).not.toBeUndefined();
      expect(entry.documentId).toMatch(/^[a-z0-9]{24}$/);
      for (const key of ['createdAt', 'updatedAt', 'publishedAt']) expect(Number.isNaN(Date.parse(String(entry[key])))).toBe(false);
    }
  });

  it.each(CONTENT_TYPES.filter((type) => populated(type).length > 0).map((type) => [type.path, type] as const))(
    '%s with populate=*: media in Strapi’s key set (or null), components as lists of items with ids',
    async (_, type) => {
      const entries = await entriesOf(type, 'populate=*');
      const ids: number[] = [];
      for (const entry of entries) {
        expect(Object.keys(entry).sort()).toEqual([...SYSTEM, ...scalars(type), ...populated(type)].sort());
        for (const key of populated(type)) {
          const attr = type.attributes[key]!;
          const value = entry[key];
          if (attr.kind === 'media') {
            if (value !== null) expect([key, Object.keys(value as Json)]).toEqual([key, MEDIA_KEYS]);
          } else {
            expect(Array.isArray(value)).toBe(true);
            for (const item of value as Json[]) {
              expect(item.id).toEqual(expect.any(Number));
              ids.push(item.id as number);
              // Every scalar attribute of the component, as for an entry.
              const inner = Object.entries(attr.attributes ?? {}).filter(([, a]) => a.kind !== 'media' && a.kind !== 'component');
              for (const [k] of inner) expect([key, k, item[k] !== undefined]).toEqual([key, k, true]);
            }
          }
        }
      }
      expect(new Set(ids).size).toBe(ids.length);
    },
  );

  it('answers a section’s brochure as a media object too: a PDF this site serves', async () => {
    const data = (await ok('/content/api/tire-management-details?populate=brochures&filters[is_active]=true')).data as Json[];
    const brochures = data.map((d) => d.brochures as Json | null).filter((b): b is Json => b !== null);
    expect(brochures.length).toBeGreaterThan(0);
    for (const b of brochures) {
      expect(Object.keys(b)).toEqual(MEDIA_KEYS);
      expect(b).toEqual(expect.objectContaining({ mime: 'application/pdf', ext: '.pdf', url: expect.stringMatching(/^\/website\/documents\/brochure-[a-z0-9-]+\.pdf$/) }));
      const pdf = await t.app.inject({ method: 'GET', url: b.url as string });
      expect([b.url, pdf.statusCode]).toEqual([b.url, 200]);
    }
  });

  it('answers media with every key of a Strapi media object, its url served by /media', async () => {
    const [entry] = (await ok('/content/api/reliable-types?populate=image&filters[is_active]=true&sort=sequence')).data as Json[];
    const image = entry!.image as Json;
    expect(Object.keys(image)).toEqual(MEDIA_KEYS);
    expect(image).toEqual(
      expect.objectContaining({ mime: 'image/svg+xml', ext: '.svg', provider: 'local', url: expect.stringMatching(/^\/media\/content\/.+\.svg$/) }),
    );
    expect(typeof image.alternativeText).toBe('string');
    const file = await t.app.inject({ method: 'GET', url: image.url as string });
    expect(file.statusCode).toBe(200);
  });
});

describe('articles', () => {
  const sample = sampleArticles(DEFAULT_BRAND);

  it('are the seven sample articles, by sequence, two of them with an archive date and the rest with null', async () => {
    const data = (await ok('/content/api/articles?sort=sequence:asc')).data as Json[];
    expect(data.map((a) => a.slug)).toEqual(sample.map((a) => a.slug));
    expect(data.map((a) => a.archive_date)).toEqual([null, null, null, null, null, '2017-08-28', '2017-08-09']);
    expect(data[0]!.body).toBe(sample[0]!.body);
  });

  it('filter by slug: the one article, or none', async () => {
    const one = (await ok('/content/api/articles?filters[slug][$eq]=correct-tire-inflation')).data as Json[];
    expect(one.map((a) => [a.slug, a.title])).toEqual([['correct-tire-inflation', 'Correct Tire Inflation']]);
    expect(((await ok('/content/api/articles?filters[slug]=correct-tire-inflation')).data as Json[]).map((a) => a.id)).toEqual([one[0]!.id]);
    const none = await ok('/content/api/articles?filters[slug][$eq]=no-such-tip');
    expect(none.data).toEqual([]);
    expect((none.meta as { pagination: { total: number } }).pagination.total).toBe(0);
  });

  it('fields: only id, documentId and the fields asked for (a timestamp when asked)', async () => {
    const data = (await ok('/content/api/articles?fields[0]=slug&fields[1]=title&sort=sequence')).data as Json[];
    expect(data).toHaveLength(7);
    for (const a of data) expect(Object.keys(a).sort()).toEqual(['documentId', 'id', 'slug', 'title']);
    const stamped = (await ok('/content/api/articles?fields=slug,updatedAt')).data as Json[];
    for (const a of stamped) expect(Object.keys(a).sort()).toEqual(['documentId', 'id', 'slug', 'updatedAt']);
  });

  it('the archived ones, newest first ($notNull and sort on the date)', async () => {
    const data = (await ok('/content/api/articles?filters[archive_date][$notNull]=true&sort=archive_date:desc&fields[0]=slug')).data as Json[];
    expect(data.map((a) => a.slug)).toEqual(['look-under-your-tires', 'select-the-right-tire']);
  });

  it('one by documentId; an unknown key or attribute in its query is a 400', async () => {
    const [first] = (await ok('/content/api/articles?sort=sequence')).data as Json[];
    const url = `/content/api/articles/${first!.documentId as string}`;
    expect(await ok(url)).toEqual({ data: first, meta: {} });
    expect(((await ok(`${url}?fields[0]=slug`)).data as Json)).toEqual({ id: first!.id, documentId: first!.documentId, slug: first!.slug });
    await expectStrapiError(`${url}?colour=red`, 400, 'Invalid key colour');
    await expectStrapiError(`${url}?filters[colour]=red`, 400, /colour/);
  });

  it('refuse attributes they do not have', async () => {
    await expectStrapiError('/content/api/articles?filters[colour]=red', 400, /colour/);
    await expectStrapiError('/content/api/articles?populate=body', 400, /body/);
    await expectStrapiError('/content/api/articles?fields[0]=is_active', 400, /is_active/);
  });
});

describe('content pages', () => {
  it('a page by slug, its sections only when populated, each item with its own id and every attribute', async () => {
    const bare = (await ok('/content/api/content-pages?filters[slug][$eq]=technology')).data as Json[];
    expect(bare).toHaveLength(1);
    expect(bare[0]).not.toHaveProperty('sections');
    const [page] = (await ok('/content/api/content-pages?filters[slug][$eq]=technology&populate=sections')).data as Json[];
    const sections = page!.sections as Json[];
    expect(sections.map((s) => s.anchor)).toEqual(['stability-durability', 'enhanced-productivity', 'never-flat-confidence', 'innovating-for-the-future']);
    for (const s of sections) expect(Object.keys(s).sort()).toEqual(['anchor', 'body', 'id', 'lead', 'title']);
    expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
    // A section without a lead says so with null.
    const [infocenter] = (await ok('/content/api/content-pages?filters[slug][$eq]=infocenter&populate=*')).data as Json[];
    expect((infocenter!.sections as Json[]).map((s) => [s.anchor, s.lead])).toEqual([['about', null]]);
  });
});

describe('the home-page single type', () => {
  it('answers its one entry as an object, scalars only without populate', async () => {
    const body = await ok('/content/api/home-page');
    expect(body.meta).toEqual({});
    const data = body.data as Json;
    expect(Array.isArray(data)).toBe(false);
    expect(Object.keys(data).sort()).toEqual([...SYSTEM, 'banner_lead', 'banner_title', 'cta_text'].sort());
    expect(data.banner_title).toBe('Basalt Off-the-Road Tires');
  });

  it('populates its tiles: all with *, one by name, each tile with its own id', async () => {
    const all = (await ok('/content/api/home-page?populate=*')).data as Json;
    const mobility = all.mobility_tiles as Json[];
    const promos = all.promo_tiles as Json[];
    expect(mobility.map((tile) => tile.link)).toEqual([
      '/total-mobility/trusted-products',
      '/total-mobility/reliable-services',
      '/total-mobility/tire-management-solutions',
    ]);
    expect(promos.map((tile) => tile.title)).toEqual(['RH-4A+ Lineup', 'TPMS Heavy Duty']);
    for (const tile of [...mobility, ...promos]) expect(Object.keys(tile).sort()).toEqual(['id', 'link', 'text', 'title']);
    const ids = [...mobility, ...promos].map((tile) => tile.id);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);

    const one = (await ok('/content/api/home-page?populate=promo_tiles')).data as Json;
    expect(one.promo_tiles).toEqual(promos);
    expect(one).not.toHaveProperty('mobility_tiles');
    expect(((await ok('/content/api/home-page?populate[mobility_tiles]=true')).data as Json).mobility_tiles).toEqual(mobility);
    expect(((await ok('/content/api/home-page?populate[0]=mobility_tiles&populate[1]=promo_tiles')).data as Json)).toEqual(all);
  });

  it('fields: only id, documentId and those fields', async () => {
    const data = (await ok('/content/api/home-page?fields[0]=banner_title')).data as Json;
    expect(Object.keys(data).sort()).toEqual(['banner_title', 'documentId', 'id']);
  });

  it('refuses an unknown key or attribute with 400 in Strapi’s shape', async () => {
    await expectStrapiError('/content/api/home-page?colour=red', 400, 'Invalid key colour');
    await expectStrapiError('/content/api/home-page?hack[0]=1', 400, 'Invalid key hack');
    await expectStrapiError('/content/api/home-page?populate=banner_title', 400, /banner_title/);
    await expectStrapiError('/content/api/home-page?populate=hero_tiles', 400, /hero_tiles/);
    await expectStrapiError('/content/api/home-page?fields[0]=title', 400, /title/);
    await expectStrapiError('/content/api/home-page?filters[title]=x', 400, /title/);
  });

  it('applies filters to its one entry, as Strapi does: one that does not match is not found', async () => {
    await expectStrapiError('/content/api/home-page?filters[banner_title]=Something else', 404, 'Not Found');
    const matching = (await ok(`/content/api/home-page?filters[banner_title]=${encodeURIComponent('Basalt Off-the-Road Tires')}`)).data as Json;
    expect(matching.banner_title).toBe('Basalt Off-the-Road Tires');
  });

  it('has no entries by documentId', async () => {
    const { documentId } = (await ok('/content/api/home-page')).data as Json;
    await expectStrapiError(`/content/api/home-page/${documentId as string}`, 404, 'Not Found');
  });
});

describe('unknown content types', () => {
  it.each(['/content/api/widgets', '/content/api/article', '/content/api/home-pages', '/content/api/widgets/abc', '/content/api/Articles'])(
    '%s: 404 Not Found in Strapi’s shape',
    async (url) => {
      await expectStrapiError(url, 404, 'Not Found');
    },
  );
});
