// /sitemap.xml and /robots.txt: what a search engine reads.
import { JSDOM } from 'jsdom';
import { generateCatalog } from '../../server/catalog/seed';
import { loadCatalog } from '../../server/catalog/seed/load';
import { contentSeed, DEFAULT_BRAND } from '../../server/content/seed';
import { articles as sampleArticles } from '../../server/content/seed/articles';
import { loadContent } from '../../server/content/seed/load';
import { pageList } from '../../src/routing/pages';
import { sitemapPaths } from '../../src/routing/sitemap';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  // The test's public host is an allowed one (ALLOWED_HOSTS); any other Host gets the listening address.
  t = await makeTestApp({ ALLOWED_HOSTS: 'tires.example.com, 127.0.0.1:8080' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'tires.example.com', ...headers } });

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The articles of the sample content the test database is seeded with. */
const articles = sampleArticles(DEFAULT_BRAND);

/** Parses the XML strictly (a malformed document fails) and returns each <url>'s loc and lastmod. */
function parseSitemap(xml: string): { loc: string; lastmod: string | null }[] {
  const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.localName).toBe('urlset');
  expect(doc.documentElement.namespaceURI).toBe(NS);
  return [...doc.getElementsByTagNameNS(NS, 'url')].map((u) => ({
    loc: u.getElementsByTagNameNS(NS, 'loc')[0]!.textContent!,
    lastmod: u.getElementsByTagNameNS(NS, 'lastmod')[0]?.textContent ?? null,
  }));
}

async function tireIds(): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: '/website/products/list' });
  return (res.json() as { data: { tire_size_id: number }[] }).data.map((r) => r.tire_size_id);
}

describe('GET /sitemap.xml', () => {
  it('is a valid sitemaps.org document of absolute URLs with W3C lastmod dates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const urls = parseSitemap(res.body);
    expect(urls.length).toBeGreaterThan(400);
    for (const { loc, lastmod } of urls) {
      expect(loc.startsWith('http://tires.example.com/')).toBe(true);
      expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(Number.isNaN(Date.parse(lastmod!))).toBe(false);
    }
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
  });

  it('lists every static page, every Info Center article, every tire of the catalog and every machine', async () => {
    const locs = parseSitemap((await get('/sitemap.xml')).body).map((u) => new URL(u.loc));
    const pages = locs.filter((u) => u.search === '').map((u) => u.pathname);
    expect(pages).toEqual(expect.arrayContaining([...sitemapPaths]));
    expect(pages).toEqual(expect.arrayContaining(articles.map((a) => `/infocenter/otr-tips/${a.slug}`)));
    expect(pages).toHaveLength(sitemapPaths.length + articles.length);
    const tires = locs.filter((u) => u.pathname === '/tires/tire-details').map((u) => Number(u.searchParams.get('tireId')));
    expect(tires.sort((a, b) => a - b)).toEqual((await tireIds()).sort((a, b) => a - b));
    // Each machine of the fitment table has its find-by-machine page (issue 23).
    const machines = locs.filter((u) => u.pathname === '/tires/find-by-machine' && u.search !== '').map((u) => u.searchParams.get('machine'));
    const table = ((await get('/website/machine/list')).json() as { data: { machine_id: string }[] }).data.map((m) => m.machine_id);
    expect(machines).toEqual(table);
    expect(locs).toHaveLength(pages.length + tires.length + machines.length);
  });

  it('lists a page of the page table at its own address exactly when that address is fixed', () => {
    // A page that shows something only for a query (a search, a comparison, one tire), an article (listed by
    // slug above) and the 404 are not pages of their own; every other page of the table is. Find by machine is a
    // page at its bare address too (choose a make), as well as one per machine (issue 23).
    const fixed = pageList
      .filter(({ path, canonicalQuery }) => path !== '*' && !path.includes(':') && (canonicalQuery === undefined || path === '/tires/find-by-machine'))
      // The search's results (issue 23) are not indexed: its answers are the site's pages, listed here themselves.
      .filter(({ path }) => path !== '/search')
      .map(({ path }) => path);
    expect(fixed).toContain('/');
    expect(fixed).toContain('/dealers');
    expect(fixed).not.toContain('/tires/tire-details');
    expect([...sitemapPaths]).toEqual(fixed);
  });

  it('revalidates with its ETag, and follows a new catalog once the catalog watch saw it', async () => {
    const first = await get('/sitemap.xml');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await loadCatalog(t.database, generateCatalog({ sizes: 40 }));
    await t.app.checkCatalogVersion();
    const after = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const urls = parseSitemap(after.body);
    const tires = urls.filter((u) => u.loc.includes('/tires/tire-details?'));
    expect(tires).toHaveLength(40);
    expect(tires.map((u) => Number(new URL(u.loc).searchParams.get('tireId'))).sort((a, b) => a - b)).toEqual(
      (await tireIds()).sort((a, b) => a - b),
    );
    // The tire pages changed with this seed: their lastmod moved past the old one.
    const oldMod = parseSitemap(first.body).find((u) => u.loc.includes('tire-details'))!.lastmod!;
    expect(Date.parse(tires[0]!.lastmod!)).toBeGreaterThan(Date.parse(oldMod));
  });

  it('uses an allowed request host for its addresses; any other Host gets the listening address, never echoed', async () => {
    const local = parseSitemap((await get('/sitemap.xml', { host: '127.0.0.1:8080' })).body);
    expect(local[0]!.loc).toBe('http://127.0.0.1:8080/');
    expect(parseSitemap((await get('/sitemap.xml', { host: 'TIRES.example.com' })).body)[0]!.loc).toBe('http://tires.example.com/');
    for (const host of ['evil.example', 'evil.example.com/<x>', 'tires.example.com.evil.example', 'tires.example.com:8443']) {
      const sitemap = await get('/sitemap.xml', { host });
      expect([host, sitemap.statusCode]).toEqual([host, 200]);
      const locs = parseSitemap(sitemap.body).map((u) => u.loc);
      expect([host, locs.every((loc) => loc.startsWith('http://127.0.0.1:8080/'))]).toEqual([host, true]);
      const robots = await get('/robots.txt', { host });
      expect(robots.body).toContain('Sitemap: http://127.0.0.1:8080/sitemap.xml');
      expect(robots.body + sitemap.body).not.toContain('evil');
    }
  });

  it('without ALLOWED_HOSTS only the listening address, localhost and 127.0.0.1 with the port are used', async () => {
    const plain = await makeTestApp({ PORT: '9090' });
    try {
      const robots = async (host: string) => (await plain.app.inject({ method: 'GET', url: '/robots.txt', headers: { host } })).body;
      expect(await robots('localhost:9090')).toContain('Sitemap: http://localhost:9090/sitemap.xml');
      expect(await robots('127.0.0.1:9090')).toContain('Sitemap: http://127.0.0.1:9090/sitemap.xml');
      expect(await robots('evil.example')).toContain('Sitemap: http://127.0.0.1:9090/sitemap.xml');
      expect(await robots('localhost:9091')).toContain('Sitemap: http://127.0.0.1:9090/sitemap.xml');
    } finally {
      await plain.close();
    }
  });

  it('uses PUBLIC_ORIGIN when it is configured, whatever the Host header', async () => {
    const other = await makeTestApp({ PUBLIC_ORIGIN: 'https://www.basalt.example' });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: '127.0.0.1:8080' } });
      const locs = parseSitemap(res.body).map((u) => u.loc);
      expect(locs.every((loc) => loc.startsWith('https://www.basalt.example/'))).toBe(true);
      const robots = await other.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'x.example' } });
      expect(robots.body).toContain('Sitemap: https://www.basalt.example/sitemap.xml');
    } finally {
      await other.close();
    }
  });

  it('lists the articles the content service has, each last changed when its entry was, and follows a content seed', async () => {
    const listed = async () =>
      (await t.get('/content/api/articles?fields[0]=slug&fields[1]=updatedAt&pagination[pageSize]=100')).body.data as { slug: string; updatedAt: string }[];
    const articleUrls = async () =>
      parseSitemap((await get('/sitemap.xml')).body)
        .filter((u) => u.loc.startsWith('http://tires.example.com/infocenter/otr-tips/'))
        .map((u) => [u.loc.slice('http://tires.example.com/infocenter/otr-tips/'.length), u.lastmod]);
    const w3c = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const before = await listed();
    expect(before.map((a) => a.slug).sort()).toEqual(articles.map((a) => a.slug).sort());
    expect((await articleUrls()).sort()).toEqual(before.map((a) => [a.slug, w3c(a.updatedAt)]).sort());

    // An editor's content: one article gone, one new (its slug is a content slug, not one the code knows).
    const seed = contentSeed(DEFAULT_BRAND);
    const items = seed.items.filter((i) => !(i.collection === 'articles' && i.slug === 'haul-truck-positioning'));
    items.push({ collection: 'articles', title: 'Storing Spare Tires', slug: 'storing-spare-tires', summary: 'Keep them cool.', body: 'Dark and dry.', sequence: 8 });
    await loadContent(t.database, { ...seed, items }, { sample: false });
    await t.app.checkCatalogVersion();
    const after = await listed();
    const slugs = (await articleUrls()).map(([slug]) => slug);
    expect(slugs).toContain('storing-spare-tires');
    expect(slugs).not.toContain('haul-truck-positioning');
    expect(slugs.sort()).toEqual(after.map((a) => a.slug).sort());
    expect(after).toHaveLength(articles.length);
  });

  it('refuses query parameters with a 400 message', async () => {
    const res = await get('/sitemap.xml?page=2');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/page/);
  });
});

describe('GET /robots.txt', () => {
  it('lets crawlers read every page and document, not the service JSON, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /website/documents/',
      'Disallow: /website/',
      'Disallow: /content/',
      '',
      'Sitemap: http://tires.example.com/sitemap.xml',
      '',
    ]);
  });
});
