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
      sort: { 0: 'a:asc' },
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
    ['filters[title][$regex]=x', /Invalid operator \$regex/],
    ['filters[is_active]=yes', /true or false/],
    ['filters[sequence]=one', /integer/],
    ['sort=colour:asc', /Invalid key colour/],
    ['sort=title:sideways', /Invalid sort/],
    ['populate=title', /Invalid key title/],
    ['populate[nope][populate]=image', /Invalid key nope/],
    ['pagination[page]=0', /pagination\[page\]/],
    ['pagination[pageSize]=abc', /pagination\[pageSize\]/],
    ['hack=1', /Invalid query parameter hack/],
    ['filters[$or][0][title]=x', /Invalid key \$or/],
    ['sort=title&sort=id', /more than once/],
  ])('refuses %s', (search, message) => {
    expect(() => q(search)).toThrow(QueryError);
    expect(() => q(search)).toThrow(message);
  });
});
