import { attributesOf } from '../../server/content/collections';
import { runQuery, type Entry } from '../../server/content/apply';
import { parseBrackets, parseContentQuery, QueryError } from '../../server/content/query';

const attrs = attributesOf('industry-segments');
const q = (search: string) => parseContentQuery(new URLSearchParams(search), attrs);

const media = (name: string) => ({ id: 1, documentId: 'm', name, alternativeText: name, url: `/media/${name}`, mime: 'image/svg+xml', ext: '.svg', size: 1, width: null, height: null });
const entries: Entry[] = [
  { id: 1, documentId: 'a', title: 'Beta', sequence: 2, is_active: true, is_deleted: false, image: media('b.svg'), segment_lists_id: [{ sequence: 1, title: '<p>x</p>', image: media('x.svg') }] },
  { id: 2, documentId: 'b', title: 'Alpha', sequence: 1, is_active: true, is_deleted: false, image: media('a.svg'), segment_lists_id: [] },
  { id: 3, documentId: 'c', title: 'Gamma', sequence: 3, is_active: false, is_deleted: false, image: null, segment_lists_id: [] },
  { id: 4, documentId: 'd', title: 'Delta', sequence: 4, is_active: true, is_deleted: true, image: null, segment_lists_id: [] },
];

describe('Strapi v5 query parameters', () => {
  it('parses bracket syntax into a tree', () => {
    expect(parseBrackets(new URLSearchParams('filters[a][$eq]=1&populate[x][populate]=image&sort[0]=a:asc'))).toEqual({
      filters: { a: { $eq: '1' } },
      populate: { x: { populate: 'image' } },
      sort: ['a:asc'],
    });
    // As qs: a key given twice is a list, and `[]` appends.
    expect(parseBrackets(new URLSearchParams('sort=a&sort=b&fields[]=x&fields[]=y&filters[t][$in][1]=q&filters[t][$in][0]=p'))).toEqual({
      sort: ['a', 'b'],
      fields: ['x', 'y'],
      filters: { t: { $in: ['p', 'q'] } },
    });
  });

  it('applies the SPEC §7 query: active, not deleted, sorted by sequence, populated', () => {
    const result = runQuery(entries, q('populate=*&filters[is_deleted]=false&filters[is_active]=true&sort=sequence:asc'), attrs);
    expect(result.data.map((e) => e.title)).toEqual(['Alpha', 'Beta']);
    expect(result.data[1]!.image).toEqual(expect.objectContaining({ url: '/media/b.svg' }));
    // populate=* populates the component but not the media inside it (Strapi populates one level).
    expect(result.data[1]!.segment_lists_id).toEqual([{ sequence: 1, title: '<p>x</p>' }]);
    expect(result.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 2 });
  });

  it('leaves relations out without populate, and populates nested media on request', () => {
    const plain = runQuery(entries, q(''), attrs).data[0]!;
    expect(plain).not.toHaveProperty('image');
    expect(plain).not.toHaveProperty('segment_lists_id');
    const nested = runQuery(entries, q('populate[segment_lists_id][populate]=image'), attrs).data[0]!;
    expect(nested).not.toHaveProperty('image');
    expect(nested.segment_lists_id).toEqual([{ sequence: 1, title: '<p>x</p>', image: expect.objectContaining({ url: '/media/x.svg' }) }]);
  });

  it('supports $eq $ne $in $contains and sort desc, pagination and fields', () => {
    expect(runQuery(entries, q('filters[title][$ne]=Alpha&sort=title:desc'), attrs).data.map((e) => e.title)).toEqual(['Gamma', 'Delta', 'Beta']);
    expect(runQuery(entries, q('filters[sequence][$in][0]=1&filters[sequence][$in][1]=3'), attrs).data.map((e) => e.id)).toEqual([2, 3]);
    expect(runQuery(entries, q('filters[title][$contains]=lt'), attrs).data.map((e) => e.title)).toEqual(['Delta']);
    const paged = runQuery(entries, q('sort=sequence&pagination[page]=2&pagination[pageSize]=3'), attrs);
    expect(paged.data.map((e) => e.sequence)).toEqual([4]);
    expect(paged.meta.pagination).toEqual({ page: 2, pageSize: 3, pageCount: 2, total: 4 });
    const picked = runQuery(entries, q('fields[0]=title&sort=id'), attrs).data[0]!;
    expect(Object.keys(picked).sort()).toEqual(['documentId', 'id', 'title']);
  });

  it.each([
    ['filters[colour]=red', /Invalid key colour/],
    ['filters[title][$regex]=x', /Invalid key \$regex/],
    ['filters[is_active]=yes', /true or false/],
    ['filters[sequence]=one', /integer/],
    ['sort=colour:asc', /Invalid key colour/],
    ['sort=title:sideways', /Invalid order\. order can only be one of asc\|desc\|ASC\|DESC/],
    ['populate=title', /Invalid key title/],
    ['populate[nope][populate]=image', /Invalid key nope/],
    ['pagination[pageSize]=1.5', /Invalid parameter at 'pageSize'/],
    ['pagination[limit]=2.5', /Invalid parameter at 'limit'/],
    ['pagination[page]=2.5', /Invalid parameter at 'start'/],
    ['hack=1', /Invalid key hack/],
    ['filters[$xor][0][title]=x', /Invalid key \$xor/],
    ['filters[$or][title]=x', /Invalid value for \$or/],
    ['filters[$or][0][colour]=x', /Invalid key colour/],
    ['filters[$and][0][sequence][$gt]=x', /integer/],
    ['filters[title][$between][0]=a', /two values/],
    ['filters[title]=a&filters[title][$eq]=b', /Invalid query parameter/],
    ['filters[title][$in][0][x]=a', /list of values/],
    ['sort[0]=title:up', /Invalid order/],
    ['sort[segment_lists_id][title]=asc', /Invalid sort segment_lists_id/],
    ['pagination[page]=1&pagination[page]=2', /Invalid parameter at 'start'/],
    ['pagination[page]=1&pagination[start]=0', /Cannot use both page & offset pagination/],
    ['pagination[withCount]=maybe', /withCount/],
    ['populate[image][fields][0]=url', /only \[populate\]/],
    ['filters[__proto__][polluted]=1', /Invalid query parameter/],
    ['filters[constructor]=x', /Invalid query parameter/],
    ['filters[valueOf]=x', /Invalid key valueOf/],
    ['sort=toString:asc', /Invalid key toString/],
    ['populate=hasOwnProperty', /Invalid key hasOwnProperty/],
  ])('refuses %s', (search, message) => {
    expect(() => q(search)).toThrow(QueryError);
    expect(() => q(search)).toThrow(message);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('Strapi v5 pagination values, read as Strapi reads them', () => {
  it.each([
    ['pagination[page]=0', { page: 1, pageSize: 25 }],
    ['pagination[page]=-1', { page: 1, pageSize: 25 }],
    ['pagination[pageSize]=0', { page: 1, pageSize: 1 }],
    ['pagination[pageSize]=1000', { page: 1, pageSize: 100 }],
    ['pagination[pageSize]=abc', { page: 1, pageSize: 100 }],
    ['pagination[page]=3&pagination[pageSize]=2', { page: 3, pageSize: 2 }],
  ])('%s is page %o', (search, expected) => {
    expect(q(search)).toEqual(expect.objectContaining({ ...expected, offset: null }));
  });

  it('counts unless withCount says otherwise, in any of the spellings Strapi takes', () => {
    for (const value of ['true', 't', '1']) expect(q(`pagination[withCount]=${value}`).withCount).toBe(true);
    for (const value of ['false', 'f', '0']) expect(q(`pagination[withCount]=${value}`).withCount).toBe(false);
  });

  it('names a mixed page and offset pagination a PaginationError', () => {
    let error: unknown = null;
    try {
      q('pagination[page]=1&pagination[limit]=2');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(QueryError);
    expect((error as QueryError).errorName).toBe('PaginationError');
  });
});

const titles = (search: string) => runQuery(entries, q(search), attrs).data.map((e) => e.title);

describe('Strapi v5 logical filters, lists and repeated parameters', () => {
  it('combines conditions with filters[$or][i][...]', () => {
    expect(titles('filters[$or][0][title]=Alpha&filters[$or][1][sequence][$gte]=4&sort=id')).toEqual(['Alpha', 'Delta']);
    // The other filters still apply beside the $or (an implicit $and).
    expect(titles('filters[$or][0][title]=Alpha&filters[$or][1][sequence][$gte]=3&filters[is_active]=true')).toEqual(['Alpha', 'Delta']);
  });

  it('requires every group of filters[$and], and nests $or inside $and', () => {
    expect(titles('filters[$and][0][is_active]=true&filters[$and][1][is_deleted]=false&sort=sequence')).toEqual(['Alpha', 'Beta']);
    expect(
      titles('filters[$and][0][$or][0][title]=Beta&filters[$and][0][$or][1][title]=Gamma&filters[$and][1][is_active]=true'),
    ).toEqual(['Beta']);
  });

  it('negates with $not, on a group or on one attribute', () => {
    expect(titles('filters[$not][is_active]=true')).toEqual(['Gamma']);
    expect(titles('filters[title][$not][$contains]=mm&sort=id')).toEqual(['Beta', 'Alpha', 'Delta']);
    expect(titles('filters[title][$not][$in][0]=Alpha&filters[title][$not][$in][1]=Beta&sort=id')).toEqual(['Gamma', 'Delta']);
  });

  it('reads $in / $notIn as a list (filters[f][$in][0]=a&filters[f][$in][1]=b), a single value as a list of one', () => {
    expect(titles('filters[title][$in][0]=Alpha&filters[title][$in][1]=Gamma&sort=id')).toEqual(['Alpha', 'Gamma']);
    expect(titles('filters[title][$in][]=Alpha&filters[title][$in][]=Gamma&sort=id')).toEqual(['Alpha', 'Gamma']);
    expect(titles('filters[title][$in]=Alpha')).toEqual(['Alpha']);
    // No comma splitting, as in Strapi: the value is the text "Alpha,Gamma".
    expect(titles('filters[title][$in]=Alpha,Gamma')).toEqual([]);
    expect(titles('filters[sequence][$notIn][0]=1&filters[sequence][$notIn][1]=2&sort=id')).toEqual(['Gamma', 'Delta']);
    // A list given to an attribute is an implicit $in.
    expect(titles('filters[title][0]=Beta&filters[title][1]=Delta&sort=id')).toEqual(['Beta', 'Delta']);
    expect(titles('filters[title]=Beta&filters[title]=Delta&sort=id')).toEqual(['Beta', 'Delta']);
  });

  it('supports the other Strapi string and range operators', () => {
    expect(titles('filters[title][$eqi]=alpha')).toEqual(['Alpha']);
    expect(titles('filters[title][$startsWithi]=g')).toEqual(['Gamma']);
    expect(titles('filters[title][$endsWith]=ta&sort=id')).toEqual(['Beta', 'Delta']);
    expect(titles('filters[title][$notContainsi]=E&sort=id')).toEqual(['Alpha', 'Gamma']);
    expect(titles('filters[sequence][$between][0]=2&filters[sequence][$between][1]=3&sort=id')).toEqual(['Beta', 'Gamma']);
  });

  it('sorts by several keys given as a list, repeated, comma-joined or as an object', () => {
    const byActiveThenSeqDesc = ['Delta', 'Beta', 'Alpha', 'Gamma'];
    expect(titles('sort[0]=is_active:desc&sort[1]=sequence:desc')).toEqual(byActiveThenSeqDesc);
    expect(titles('sort=is_active:desc&sort=sequence:desc')).toEqual(byActiveThenSeqDesc);
    expect(titles('sort=is_active:desc,sequence:desc')).toEqual(byActiveThenSeqDesc);
    expect(titles('sort[is_active]=desc&sort[sequence]=desc')).toEqual(byActiveThenSeqDesc);
    expect(titles('sort=title:DESC')).toEqual(['Gamma', 'Delta', 'Beta', 'Alpha']);
    expect(q('sort[0]=title:asc&sort[1]=id:desc').sort).toEqual([{ field: 'title', desc: false }, { field: 'id', desc: true }]);
  });

  it('populates and selects lists given with [] or repeated keys; withCount=false drops the counts', () => {
    expect(q('populate[0]=image&populate[1]=icon').populate).toEqual({ image: true, icon: true });
    expect(q('populate=image&populate=icon').populate).toEqual({ image: true, icon: true });
    expect(q('fields=title&fields=sequence').fields).toEqual(['title', 'sequence']);
    expect(runQuery(entries, q('pagination[pageSize]=2&pagination[withCount]=false'), attrs).meta.pagination).toEqual({ page: 1, pageSize: 2 });
    expect(runQuery(entries, q('pagination[start]=1&pagination[limit]=2'), attrs).meta.pagination).toEqual({ start: 1, limit: 2, total: 4 });
  });
});
