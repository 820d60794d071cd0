// Issue 19, "same answers": the built-in content service (the zero-setup default) and a real Strapi 5.54 with
// the same content types (generated from server/content/collections.ts) and the same sample content (npm run
// cms:seed) answer the site's own content queries and a set of Strapi-dialect queries alike: the same key sets
// and value types at every level (entries, components, media), the same pagination meta, and for errors the
// same status, name and message. Ids, documentIds, timestamps and media file names may differ; nothing else.
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { getJson, strapiEnv, type Answer } from './support';
import { contentParams, segmentParams } from '../../src/features/total-mobility/api';

const env = strapiEnv();
let builtIn: ServerProcess;

beforeAll(async () => {
  // The built-in service: with-strapi.sh exports CONTENT_API_URL, which this server must not follow.
  builtIn = await startServerProcess({ DATABASE_URL: '', CONTENT_API_URL: '', CONTENT_API_TOKEN: '' });
  const home = await getJson(`${builtIn.baseUrl}/content/api/home-page?populate=*`);
  expect(JSON.stringify(home.body)).not.toContain('/content/uploads/');
}, 180_000);
afterAll(async () => {
  await builtIn?.stop();
});

type Shape = string | Shape[] | { [key: string]: Shape };

/** Key sets and value types, at every level. */
function shapeOf(value: unknown): Shape {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.map(shapeOf);
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return Object.fromEntries(Object.keys(o).sort().map((k) => [k, shapeOf(o[k])]));
  }
  return typeof value;
}

const both = async (query: string): Promise<[Answer, Answer]> =>
  Promise.all([getJson(`${builtIn.baseUrl}/content/api/${query}`), getJson(`${env.strapiUrl}/api/${query}`)]);

/** What must be the same in two answers. Without a sort the order is the database's (Strapi's is PostgreSQL's heap
 * order, which nothing promises): the entries are then compared as a set. */
function comparable(answer: Answer, ordered = true) {
  const body = answer.body as { data?: unknown; meta?: unknown; error?: { status?: unknown; name?: unknown; message?: unknown } };
  if (answer.status >= 400) {
    return { status: answer.status, error: { status: body.error?.status, name: body.error?.name, message: body.error?.message }, data: body.data };
  }
  const shape = shapeOf(body.data);
  const unordered = Array.isArray(shape) ? [...shape].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1)) : shape;
  return { status: answer.status, shape: ordered ? shape : unordered, meta: body.meta };
}

const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The queries the site itself sends (src/features/total-mobility/api.ts, src/services/pageCopyApi.ts, the sitemap, the change poll). */
const SITE_QUERIES = [
  `reliable-services?${qs(contentParams({ sorted: false }))}`,
  `reliable-types?${qs(contentParams({ sorted: true }))}`,
  `tire-management-abouts?${qs(contentParams({ sorted: false }))}`,
  `tire-management-details?${qs(contentParams({ sorted: true }))}`,
  `trusted-products?${qs(contentParams({ sorted: false }))}`,
  `trusted-product-lists?${qs(contentParams({ sorted: true }))}`,
  `industry-segments?${qs(segmentParams)}`,
  'articles?fields[0]=title&fields[1]=slug&fields[2]=summary&fields[3]=archive_date&fields[4]=sequence&sort=sequence:asc&pagination[pageSize]=100',
  'articles?filters[slug][$eq]=select-the-right-tire',
  'articles?filters[slug][$eq]=no-such-article',
  'content-pages?filters[slug][$eq]=technology&populate=sections',
  'content-pages?filters[slug][$eq]=infocenter&populate=sections',
  'home-page?populate=*',
  'articles?fields[0]=slug&fields[1]=updatedAt&sort=sequence:asc&pagination[pageSize]=100',
  'segments?sort=updatedAt:desc&pagination[pageSize]=1',
  'home-page',
];

/** Strapi's REST dialect beyond the site's own calls. */
const DIALECT_QUERIES = [
  'segments',
  'segments?sort=sequence:desc',
  'segments?sort[0]=is_active:asc&sort[1]=sequence:desc',
  'segments?filters[$or][0][title][$eq]=Mining&filters[$or][1][sequence][$gte]=5&sort=sequence:asc',
  'segments?filters[$and][0][sequence][$gt]=1&filters[$and][1][sequence][$lt]=4&sort=sequence:asc',
  'segments?filters[title][$containsi]=MIN&sort=sequence:asc',
  'segments?filters[sequence][$in][0]=1&filters[sequence][$in][1]=3&sort=sequence:asc',
  'segments?filters[sequence][$notIn][0]=1&sort=sequence:asc',
  'segments?filters[title][$startsWith]=Port',
  'articles?filters[archive_date][$null]=true&sort=sequence:asc',
  'articles?filters[archive_date][$notNull]=true&sort=archive_date:desc',
  'articles?filters[sequence][$between][0]=2&filters[sequence][$between][1]=4&sort=sequence:asc',
  'articles?filters[$not][title][$containsi]=tire&sort=sequence:asc',
  'articles?fields[0]=title&sort=sequence:asc',
  'articles?fields=title,slug&sort=sequence:asc',
  'reliable-services?populate=*',
  'reliable-services?populate[0]=image&populate[1]=icon',
  'reliable-services?populate[image]=true',
  'industry-segments?populate[segment_lists_id][populate]=*',
  'industry-segments?populate=segment_lists_id',
  'content-pages?populate=*&sort=slug:asc',
  'articles?pagination[page]=2&pagination[pageSize]=3&sort=sequence:asc',
  'articles?pagination[page]=9&pagination[pageSize]=3&sort=sequence:asc',
  'articles?pagination[start]=2&pagination[limit]=2&sort=sequence:asc',
  'articles?pagination[withCount]=false&sort=sequence:asc',
  'articles?pagination[pageSize]=500&sort=sequence:asc',
  'articles?pagination[limit]=500&sort=sequence:asc',
  'home-page?fields[0]=banner_title',
  // errors
  'articles?foo=1',
  'articles?filters[nope][$eq]=1',
  'articles?sort=nope:asc',
  'articles?fields[0]=nope',
  'articles?populate=nope',
  'articles?pagination[page]=0',
  'articles?pagination[page]=-1',
  'articles?pagination[page]=abc',
  'articles?pagination[pageSize]=0',
  'articles?pagination[start]=-1',
  'articles?pagination[page]=1&pagination[limit]=2',
  'articles?pagination[withCount]=maybe',
  'articles?sort=title:sideways',
  'articles?filters[title][$foo]=x',
  'articles?pagination[pageSize]=abc',
  'articles?pagination[start]=abc',
  'articles?pagination[limit]=abc',
  'articles?pagination[limit]=0',
  'articles?pagination[limit]=-1',
  'articles?pagination[pageSize]=-5',
  'articles?pagination[page]=2.5',
  'articles?status=draft',
  'articles?populate[sections]=true',
  'content-pages?populate[sections][populate]=*',
  'articles/abcdefghijklmnopqrstuvwx',
  'home-page?foo=1',
  'no-such-type',
];

describe.each([
  ['the site’s own queries', SITE_QUERIES],
  ['Strapi-dialect queries', DIALECT_QUERIES],
])('%s', (_name, queries) => {
  it.each(queries)('%s', async (query) => {
    const [ours, strapi] = await both(query);
    const ordered = /[?&]sort/.test(query);
    expect(comparable(ours, ordered)).toEqual(comparable(strapi, ordered));
  });
});

it('one entry by documentId: the same shape, populated or not', async () => {
  const ids = await Promise.all(
    [`${builtIn.baseUrl}/content/api`, `${env.strapiUrl}/api`].map(async (base) => {
      const list = await getJson(`${base}/articles?filters[slug][$eq]=look-under-your-tires`);
      return `${base}/articles/${(list.body as { data: { documentId: string }[] }).data[0]!.documentId}`;
    }),
  );
  for (const query of ['', '?populate=*', '?fields[0]=title', '?sort=title:asc', '?filters[title][$eq]=x', '?foo=1', '?sort=nope:asc']) {
    const [ours, strapi] = await Promise.all(ids.map((url) => getJson(url + query)));
    expect(comparable(ours!)).toEqual(comparable(strapi!));
  }
});
