import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

interface Item {
  id: number;
  documentId: string;
  title: string;
  sequence?: number;
  is_active: boolean;
  is_deleted: boolean;
  image?: { url: string } | null;
  segment_lists_id?: { sequence: number; title: string; image?: { url: string } }[];
}

const ACTIVE = 'populate=*&filters[is_deleted]=false&filters[is_active]=true';

describe('the content service answers the queries of SPEC §7', () => {
  it.each(['reliable-services', 'tire-management-abouts', 'trusted-products'])('%s: only active, not deleted, populated', async (c) => {
    const { status, body } = await t.get(`/content/api/${c}?${ACTIVE}`);
    expect(status).toBe(200);
    const items: Item[] = body.data;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.is_active && !i.is_deleted)).toBe(true);
    expect(body.meta.pagination).toEqual(expect.objectContaining({ page: 1, total: items.length }));
    expect(items[0]).toEqual(expect.objectContaining({ id: expect.any(Number), documentId: expect.stringMatching(/^[a-z0-9]{24}$/) }));
  });

  it.each(['reliable-types', 'tire-management-details', 'trusted-product-lists'])('%s: sorted by sequence', async (c) => {
    const { body } = await t.get(`/content/api/${c}?${ACTIVE}&sort=sequence:asc`);
    const seq = (body.data as Item[]).map((i) => i.sequence!);
    expect(seq.length).toBeGreaterThan(2);
    expect(seq).toEqual([...seq].sort((a, b) => a - b));
    const images = (body.data as Item[]).map((i) => i.image?.url);
    expect(images.every((u) => typeof u === 'string' && u.startsWith('/media/'))).toBe(true);
  });

  it('hides inactive and deleted entries only when asked to, as Strapi does', async () => {
    const all = (await t.get('/content/api/reliable-services')).body.data as Item[];
    const active = (await t.get(`/content/api/reliable-services?${ACTIVE}`)).body.data as Item[];
    expect(all.length).toBeGreaterThan(active.length);
    expect(all.some((i) => i.is_deleted)).toBe(true);
    expect(all.some((i) => !i.is_active)).toBe(true);
  });

  it('industry segments: the component list with its images, via nested populate', async () => {
    const { status, body } = await t.get(
      '/content/api/industry-segments?populate[segment_lists_id][populate]=image&filters[is_deleted]=false&filters[is_active]=true',
    );
    expect(status).toBe(200);
    const list = (body.data as Item[])[0]!.segment_lists_id!;
    expect(list.length).toBe(7);
    expect(list.every((s) => s.image?.url.startsWith('/media/'))).toBe(true);
    const plain = (await t.get('/content/api/industry-segments?populate=*')).body.data[0] as Item;
    expect(plain.segment_lists_id![0]).not.toHaveProperty('image');
  });

  it('leaves media out without populate', async () => {
    const item = (await t.get('/content/api/reliable-types')).body.data[0] as Item;
    expect(item).not.toHaveProperty('image');
  });

  it('serves the collections defined but unused by the pages', async () => {
    for (const c of ['contact-enquiries', 'request-consultations', 'trusted-types', 'tire-management-solutions', 'tire-management-solutions-types', 'segments']) {
      const { status, body } = await t.get(`/content/api/${c}`);
      expect([c, status]).toEqual([c, 200]);
      expect(Array.isArray(body.data)).toBe(true);
    }
  });

  it('pages with pagination[page] and pagination[pageSize]', async () => {
    const all = (await t.get('/content/api/trusted-product-lists?sort=id')).body;
    const page = (await t.get('/content/api/trusted-product-lists?sort=id&pagination[page]=2&pagination[pageSize]=2')).body;
    expect(page.data.map((i: Item) => i.id)).toEqual(all.data.slice(2, 4).map((i: Item) => i.id));
    expect(page.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: Math.ceil(all.data.length / 2), total: all.data.length });
  });

  it('serves one entry by documentId, and the media it points to', async () => {
    const first = (await t.get(`/content/api/reliable-types?${ACTIVE}`)).body.data[0] as Item;
    const one = await t.get(`/content/api/reliable-types/${first.documentId}?populate=*`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(first);
    const image = await t.app.inject({ method: 'GET', url: first.image!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/svg/);
  });

  it('answers errors in Strapi shape: 404 for unknown collections and ids, 400 for bad queries', async () => {
    const missing = await t.get('/content/api/widgets');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ data: null, error: { status: 404, name: 'NotFoundError', message: expect.any(String), details: {} } });
    expect((await t.get('/content/api/reliable-types/zzzzzzzzzzzzzzzzzzzzzzzz')).status).toBe(404);
    for (const q of ['filters[colour]=red', 'filters[is_active][$like]=x', 'sort=price:asc', 'populate=title', 'pagination[pageSize]=1.5']) {
      const bad = await t.get(`/content/api/reliable-types?${q}`);
      expect([q, bad.status]).toEqual([q, 400]);
      expect(bad.body.error).toEqual(expect.objectContaining({ status: 400, name: 'ValidationError' }));
    }
    // As Strapi: a page below the first is the first; page and offset pagination together is a PaginationError.
    const first = await t.get('/content/api/reliable-types?pagination[page]=-1');
    expect([first.status, first.body.meta.pagination.page]).toEqual([200, 1]);
    const mixed = await t.get('/content/api/reliable-types?pagination[page]=1&pagination[limit]=2');
    expect([mixed.status, mixed.body.error.name]).toEqual([400, 'PaginationError']);
  });
});

describe('filters, sort, populate and pagination over HTTP, as Strapi v5 answers them', () => {
  let all: Item[];
  beforeAll(async () => {
    all = (await t.get('/content/api/reliable-types?sort=id&pagination[pageSize]=100')).body.data;
    expect(all.length).toBeGreaterThan(4);
  });
  const ids = (items: Item[]) => items.map((i) => i.id);
  const query = async (q: string) => {
    const { status, body } = await t.get(`/content/api/reliable-types?${q}`);
    expect([q, status]).toEqual([q, 200]);
    return body.data as Item[];
  };

  it('$eq, implicit $eq and $ne', async () => {
    const target = all[2]!;
    expect(ids(await query(`filters[title][$eq]=${encodeURIComponent(target.title)}`))).toEqual([target.id]);
    expect(ids(await query(`filters[title]=${encodeURIComponent(target.title)}`))).toEqual([target.id]);
    expect(ids(await query(`filters[title][$ne]=${encodeURIComponent(target.title)}&sort=id`))).toEqual(ids(all.filter((i) => i !== target)));
    expect(ids(await query('filters[is_active][$eq]=false'))).toEqual(ids(all.filter((i) => !i.is_active)));
  });

  it('$in as a list (filters[f][$in][0]=..&[1]=..) and $contains', async () => {
    const [a, b] = [all[0]!, all[3]!];
    const inList = `filters[sequence][$in][0]=${a.sequence}&filters[sequence][$in][1]=${b.sequence}&sort=id`;
    expect(ids(await query(inList))).toEqual(ids(all.filter((i) => i.sequence === a.sequence || i.sequence === b.sequence)));
    const word = a.title.split(' ')[0]!;
    expect(ids(await query(`filters[title][$contains]=${encodeURIComponent(word)}&sort=id`))).toEqual(ids(all.filter((i) => i.title.includes(word))));
    expect(await query('filters[title][$contains]=no-such-words-anywhere')).toEqual([]);
  });

  it('$or and $and groups', async () => {
    const [a, b] = [all[1]!, all[4]!];
    const or = `filters[$or][0][id]=${a.id}&filters[$or][1][id]=${b.id}&sort=id`;
    expect(ids(await query(or))).toEqual([a.id, b.id]);
    const and = `filters[$and][0][is_active]=true&filters[$and][1][sequence][$lte]=2&sort=id`;
    expect(ids(await query(and))).toEqual(ids(all.filter((i) => i.is_active && i.sequence! <= 2)));
  });

  it('sort desc, and several sort keys', async () => {
    const titles = (await query('sort=title:desc&pagination[pageSize]=100')).map((i) => i.title);
    expect(titles).toEqual(all.map((i) => i.title).sort().reverse());
    const bySeq = [...all].sort((x, y) => Number(y.is_active) - Number(x.is_active) || y.sequence! - x.sequence!);
    expect(ids(await query('sort[0]=is_active:desc&sort[1]=sequence:desc'))).toEqual(ids(bySeq));
    expect(ids(await query('sort=is_active:desc&sort=sequence:desc'))).toEqual(ids(bySeq));
  });

  it('pagination meta: page, pageSize, pageCount, total; start/limit', async () => {
    const { body } = await t.get('/content/api/reliable-types?sort=id&pagination[page]=2&pagination[pageSize]=3');
    expect(ids(body.data)).toEqual(ids(all.slice(3, 6)));
    expect(body.meta).toEqual({ pagination: { page: 2, pageSize: 3, pageCount: Math.ceil(all.length / 3), total: all.length } });
    const offset = (await t.get('/content/api/reliable-types?sort=id&pagination[start]=1&pagination[limit]=2')).body;
    expect(ids(offset.data)).toEqual(ids(all.slice(1, 3)));
    expect(offset.meta).toEqual({ pagination: { start: 1, limit: 2, total: all.length } });
  });

  it('populate: *, a named media field, a list of them, and nothing without it', async () => {
    const star = (await query('populate=*&sort=id'))[0]!;
    expect(star.image).toEqual(expect.objectContaining({ url: expect.stringMatching(/^\/media\/content\//), mime: 'image/svg+xml' }));
    const named = (await query('populate=image&sort=id'))[0]!;
    expect(named.image).toEqual(star.image);
    expect((await query('populate[0]=image&sort=id'))[0]!.image).toEqual(star.image);
    expect((await query('populate[image]=true&sort=id'))[0]!.image).toEqual(star.image);
    expect((await query('sort=id'))[0]).not.toHaveProperty('image');
  });

  it('refuses unknown fields and operators with 400 in Strapi error shape', async () => {
    for (const q of ['filters[colour]=red', 'filters[title][$regex]=x', 'filters[$xor][0][title]=x', 'sort=colour:desc', 'populate=colour', 'fields[0]=colour']) {
      const { status, body } = await t.get(`/content/api/reliable-types?${q}`);
      expect([q, status]).toEqual([q, 400]);
      expect(body).toEqual({ data: null, error: { status: 400, name: 'ValidationError', message: expect.stringMatching(/colour|\$regex|\$xor/), details: {} } });
    }
  });

  it('answers 404 in Strapi error shape for unknown collections, ids and paths', async () => {
    for (const url of ['/content/api/widgets', '/content/api/widgets/abc', `/content/api/reliable-types/${'0'.repeat(24)}`, '/content/api/reliable-types/a/b']) {
      const { status, body } = await t.get(url);
      expect([url, status]).toEqual([url, 404]);
      expect(body).toEqual({ data: null, error: { status: 404, name: 'NotFoundError', message: expect.any(String), details: {} } });
    }
  });
});
