// Server-rendered pages (docs/rendering.md): what a search engine or a visitor without JavaScript gets.
// The app renders with the source's renderer (src/ssr/render.tsx, the entry of dist/server/ssr.js) into
// the real index.html template, fetching its data from the app in process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { generateCatalog } from '../../server/catalog/seed';
import { loadCatalog } from '../../server/catalog/seed/load';
import { contentSeed } from '../../server/content/seed';
import { articles as sampleArticles } from '../../server/content/seed/articles';
import { loadContent, needsContentSeed } from '../../server/content/seed/load';
import { sitemapPaths } from '../../src/routing/sitemap';
import { render } from '../../src/ssr/render';
import { injectFetch } from '../../server/ssr/inject-fetch';
import { HOSTILE_MARKUP, HOSTILE_TEXT, insertHostileContent } from '../support/hostile-content';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let staticDir: string;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-ssr-'));
  fs.copyFileSync(path.join(__dirname, '../../public/index.html'), path.join(staticDir, 'index.html'));
  t = await makeTestApp({ STATIC_DIR: staticDir, BRAND_NAME: 'Granite', ALLOWED_HOSTS: 'tires.example.com,127.0.0.1:8080' }, { ssr: { render, chunks: {} } });
  // As the server does on start (server/server.ts): the sample content follows the brand (the template
  // database was seeded for Basalt), and the catalog watch then drops the caches.
  const content = contentSeed('Granite');
  expect(await needsContentSeed(t.database, content)).toBe(true);
  await loadContent(t.database, content);
  await t.app.checkCatalogVersion();
});

/** The articles of the sample content. */
const articles = sampleArticles('Granite');
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'tires.example.com', ...headers } });

interface Tire {
  tire_size_id: number;
  size: string;
  patterns: { pattern_name: string };
}

async function tires(): Promise<Tire[]> {
  return (await t.get('/website/products/list')).body.data as Tire[];
}

/** The page as a browser without JavaScript sees it (JSDOM runs no scripts). */
async function page(url: string, status = 200) {
  const res = await get(url);
  expect([url, res.statusCode]).toEqual([url, status]);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  const doc = new JSDOM(res.body).window.document;
  const main = doc.querySelector('main');
  const head = (selector: string, attr = 'content') => doc.head.querySelector(selector)?.getAttribute(attr) ?? null;
  return {
    res,
    doc,
    h1: main?.querySelector('h1')?.textContent?.trim() ?? null,
    mainText: main?.textContent?.replace(/\s+/g, ' ') ?? '',
    head,
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!)),
  };
}

const pageHeadings: [url: string, h1: string, text: string][] = [
  ['/', 'Granite Off-the-Road Tires', 'Get The Tires You Need'],
  ['/tires', 'Tires', 'Finding the right tires made easy.'],
  ['/tires/duty-check', 'Duty Check: TKPH/TMPH', 'How the check works'],
  ['/tires/find-by-machine', 'Find Tires by Machine', 'Choose your machine’s make and model'],
  ['/total-mobility/trusted-products', 'Trusted Products', 'Find The Right Tires For Your Operation'],
  ['/total-mobility/reliable-services', 'Reliable Services', ''],
  ['/total-mobility/tire-management-solutions', 'Tire Management Solutions', ''],
  ['/total-mobility/trusted-products/tire-construction', 'Tire Construction', 'Star Ratings'],
  ['/total-mobility/trusted-products/technology', 'Technology', 'Never-Flat Confidence'],
  ['/contact', 'Contact Us', 'Questions? Comments? Tell us about it.'],
  ['/contact/contact-us', 'Contact Granite OTR', ''],
  ['/contact/request-consultation', 'Request a Consultation', ''],
  ['/infocenter', 'Info Center', 'OTR Tips & Best Practices'],
  ['/infocenter/archives', 'Info Center Archives', 'August 28, 2017'],
  ['/resources', 'Resources', 'Brochures/Sell Sheets'],
  ['/resources/brochures', 'OTR Brochures/Sell Sheets', 'We are changing the ground rules of tire performance.'],
  ['/resources/pressure-recommendations', 'OE Pressure Recommendations', "What's the right pressure for your tires?"],
  ['/resources/engineering-data', 'Engineering Data', 'Download PDF'],
  ['/dealers', 'Find a Granite OTR Dealer Near You', 'Use Your Location'],
  ['/emtrack/registration', 'EMTrack Sign Up', ''],
];

describe('server-rendered pages', () => {
  it('covers every fixed page of the page table', () => {
    expect(pageHeadings.map(([url]) => url).sort()).toEqual([...sitemapPaths].sort());
  });

  it.each(pageHeadings)('%s has its heading and content in the HTML, and its head tags', async (url, h1, text) => {
    const p = await page(url);
    expect(p.h1).toBe(h1);
    expect(p.mainText).toContain(text);
    expect(p.doc.documentElement.lang).toBe('en');
    expect(p.doc.title).not.toBe('');
    expect(p.head('meta[name="description"]')?.length).toBeGreaterThan(30);
    expect(p.head('link[rel="canonical"]', 'href')).toBe(`http://tires.example.com${url}`);
    expect(p.head('meta[property="og:url"]')).toBe(`http://tires.example.com${url}`);
    expect(p.head('meta[property="og:title"]')).toBe(p.doc.title);
    expect(p.head('meta[property="og:description"]')).toBe(p.head('meta[name="description"]'));
    expect(p.head('meta[name="twitter:card"]')).toMatch(/^summary/);
    // One title and one description: the template's own were replaced, not added to.
    expect(p.doc.querySelectorAll('title')).toHaveLength(1);
    expect(p.doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    // The markup holds no executable inline script (the CSP forbids them); the state is a JSON block.
    const root = p.doc.getElementById('root')!;
    expect(root.querySelectorAll('script')).toHaveLength(0);
    // Only the services the page asked travel (their API then loads with the page's chunk), with answers.
    const state = JSON.parse(p.doc.getElementById('preloaded-state')!.textContent!) as Record<string, { queries: object }>;
    for (const [key, api] of Object.entries(state)) {
      expect(['contentApi', 'siteApi']).toContain(key);
      expect(Object.keys(api.queries).length).toBeGreaterThan(0);
    }
    // The home page's one call: its copy, the content service's single type (promo tiles included).
    if (url === '/') {
      expect(Object.keys(state)).toEqual(['contentApi']);
      expect(Object.keys(state.contentApi!.queries)).toEqual(['getHomePage(undefined)']);
    }
  });

  it('renders the home page copy of the content service, promo tiles as links to their PDFs (SPEC §2), for no-script visitors', async () => {
    type Tile = { title: string; text: string; link: string };
    const home = (await t.get('/content/api/home-page?populate=*')).body.data as {
      banner_title: string;
      banner_lead: string;
      cta_text: string;
      mobility_tiles: Tile[];
      promo_tiles: Tile[];
    };
    expect(home.promo_tiles.map((d) => d.title)).toEqual(['RH-4A+ Lineup', 'TPMS Heavy Duty']);
    const p = await page('/');
    expect(p.h1).toBe(home.banner_title);
    expect(p.mainText).toContain(home.banner_lead);
    expect(p.mainText).toContain(home.cta_text);
    const mobility = [...p.doc.querySelectorAll<HTMLAnchorElement>('section[aria-labelledby="mobility-title"] a')];
    expect(mobility.map((a) => [a.querySelector('.tile__title')?.textContent, a.getAttribute('href')])).toEqual(
      home.mobility_tiles.map((d) => [d.title, d.link]),
    );
    const tiles = [...p.doc.querySelectorAll<HTMLAnchorElement>('section[aria-label="Featured documents"] a')];
    expect(tiles.map((a) => [a.querySelector('.tile__title')?.textContent, a.getAttribute('href'), a.getAttribute('target')])).toEqual(
      home.promo_tiles.map((d) => [d.title, d.link, '_blank']),
    );
    // Each link leads to the PDF itself.
    for (const a of tiles) {
      const pdf = await t.app.inject({ method: 'GET', url: a.getAttribute('href')! });
      expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    }
  });

  it('gives each page the title of its route, with the brand', async () => {
    expect((await page('/')).doc.title).toBe('Granite Off-the-Road (OTR) Tires');
    expect((await page('/dealers')).doc.title).toBe('Find a Granite OTR Dealer');
    expect((await page('/resources/brochures')).doc.title).toBe('OTR Brochures/Sell Sheets');
  });

  it('renders the content service data of the reliable services page', async () => {
    const visible = 'filters[is_deleted]=false&filters[is_active]=true';
    const content = await t.app.inject({ method: 'GET', url: `/content/api/reliable-services?populate=*&${visible}` });
    const titles = (content.json().data as { title?: string | null }[]).map((d) => d.title).filter(Boolean);
    expect(titles.length).toBeGreaterThan(0);
    const p = await page('/total-mobility/reliable-services');
    for (const title of titles) expect(p.mainText).toContain(String(title).replace(/<[^>]+>/g, ''));
  });

  it("keeps the content's formatting and links in the HTML, and nothing executable", async () => {
    await insertHostileContent(t.database);
    t.app.content.invalidate();
    t.app.responseCache.clear(); // as the catalog watch does after a content seed
    const p = await page('/total-mobility/reliable-services');
    const main = p.doc.querySelector('main')!;
    expect(main.querySelectorAll('.rich-text li').length).toBeGreaterThan(3);
    expect(main.querySelector('.rich-text a[href="/infocenter/otr-tips/site-mgt-impact-road-grading"]')).not.toBeNull();
    // Raw HTML stored in the Markdown is text on the page, never markup.
    expect(p.mainText).toContain(`${HOSTILE_TEXT} ${HOSTILE_MARKUP}`);
    expect(main.querySelectorAll('img[src="x"], [onerror], script')).toHaveLength(0);
    expect(main.innerHTML).not.toMatch(/<img[^>]+src="x"|<script/);
    expect(p.doc.querySelectorAll('script:not([type])')).toHaveLength(0);
  });

  it('renders a tire search with its matching tires', async () => {
    const all = await tires();
    const size = all[0]!.size;
    const matching = all.filter((x) => x.size === size);
    const url = `/tires/tire-results?tireSize=${encodeURIComponent(size)}&utm_source=mail`;
    const p = await page(url);
    expect(p.h1).toBe('Tires That Match Your Search');
    expect(p.mainText).toContain(matching.length === 1 ? '1 tire matches your search' : `${matching.length} tires match`);
    for (const tire of matching) expect(p.mainText).toContain(tire.patterns.pattern_name);
    expect(p.doc.title).toBe('Trusted Products');
    // Its data loader asked for the lists and the products before the render: one render shows them all.
    const rendered = await render(url, { configJson: '{}', origin: 'http://tires.example.com', fetch: injectFetch(t.app) });
    expect([rendered.renders, rendered.html.includes(matching[0]!.patterns.pattern_name)]).toEqual([1, true]);
    // The canonical address keeps the search and drops the rest.
    expect(p.head('link[rel="canonical"]', 'href')).toBe(
      `http://tires.example.com/tires/tire-results?tireSize=${encodeURIComponent(size).replace(/%20/g, '+')}`,
    );
  });

  it('renders a comparison of two tires', async () => {
    const [a, b] = await tires();
    const p = await page(`/tires/compare-tires?tire1_Id=${a!.tire_size_id}&tire2_Id=${b!.tire_size_id}`);
    expect(p.h1).toBe('Compare Tires');
    expect(p.mainText).toContain(a!.patterns.pattern_name);
    expect(p.mainText).toContain(b!.size);
  });

  it('renders tire details with the tire, its title and Product JSON-LD naming it', async () => {
    const all = await tires();
    for (const tire of [all[0]!, all[all.length - 1]!]) {
      const url = `/tires/tire-details?tireId=${tire.tire_size_id}`;
      const p = await page(url);
      const name = tire.patterns.pattern_name;
      expect(p.h1).toBe(name);
      expect(p.mainText).toContain(tire.size);
      expect(p.doc.title).toBe(`${name} | Off-the-Road (OTR) Tires`);
      expect(p.head('meta[name="description"]')).toContain(`${name} ${tire.size}`);
      expect(p.head('meta[property="og:image"]')).toMatch(/^http:\/\/tires\.example\.com\/media\//);
      expect(p.jsonLd).toHaveLength(1);
      const product = p.jsonLd[0];
      expect(product).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: `${name} ${tire.size}`,
        size: tire.size,
        brand: { '@type': 'Brand', name: 'Granite' },
        url: `http://tires.example.com${url}`,
      });
      expect(product.image).toMatch(/^http:\/\/tires\.example\.com\/media\//);
      expect(product.description.length).toBeGreaterThan(20);
    }
  });

  it.each(articles.map((a) => a.slug))('renders the article %s with Article JSON-LD', async (slug) => {
    const p = await page(`/infocenter/otr-tips/${slug}`);
    expect(p.h1).toBeTruthy();
    expect(p.doc.title).toBe(p.h1);
    expect(p.mainText).toContain('Back to Info Center');
    expect(p.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'Article', headline: p.h1, publisher: { '@type': 'Organization', name: 'Granite' } }),
    ]);
    expect(p.head('meta[property="og:type"]')).toBe('article');
  });

  it('renders a duty check from its address: the answer, the tires of its size, WebApplication JSON-LD', async () => {
    const check = 'unit=METRIC&loaded=38000&empty=14000&haul=2.4&trips=30&hours=12&ambient=44';
    const p = await page(`/tires/duty-check?size=29.5R25&${check}`);
    expect(p.doc.querySelector('main h2#duty-answer-title')?.textContent).toBe('Site TKPH: 350');
    expect(p.mainText).toContain('Our tires in 29.5R25 against a site TKPH of 350');
    expect(p.doc.querySelectorAll('.duty-tires tbody tr').length).toBeGreaterThan(1);
    // The values are not part of the canonical address.
    expect(p.head('link[rel="canonical"]', 'href')).toBe('http://tires.example.com/tires/duty-check');
    expect(p.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'WebApplication', name: 'Duty Check: TKPH/TMPH Calculator', publisher: { '@type': 'Organization', name: 'Granite' } }),
    ]);
    // Wrong values: the form with its errors, no answer.
    const wrong = await page(`/tires/duty-check?unit=METRIC&loaded=38000&empty=14000&haul=2.4&trips=30&hours=30&ambient=44`);
    expect(wrong.mainText).toContain('Please enter more than 0 and at most 24 h.');
    expect(wrong.doc.querySelector('#duty-answer-title')).toBeNull();
    // A machine in the address: its most loaded tire's loads fill the blank fields, its tire loads follow (issue 23).
    const machine = await page('/tires/duty-check?machine=caterpillar-785c&unit=METRIC&haul=2.4&trips=30&hours=12&ambient=44');
    expect(machine.doc.querySelector('main h2#duty-answer-title')?.textContent).toBe('Site TKPH: 409');
    expect(machine.doc.querySelector<HTMLInputElement>('input[name="loaded"]')?.value).toBe('');
    expect(machine.mainText).toContain('Tire load, machine loaded: 38,235 kg; Tire load, machine empty: 22,495 kg');
    expect(machine.doc.querySelector<HTMLOptionElement>('select[name="machine"] option[selected]')?.textContent).toBe('Caterpillar 785C');
    expect(machine.mainText).toContain('Load on each tire of the Caterpillar 785C');
  });

  it('renders a machine from its address, its make’s models for a make, and the results of its size naming it (issue 23)', async () => {
    const p = await page('/tires/find-by-machine?machine=caterpillar-777g&utm_source=x');
    expect(p.doc.querySelector('main h2#machine-title')?.textContent).toBe('Caterpillar 777G');
    expect(p.doc.title).toBe('Caterpillar 777G Tires | Find Tires by Machine');
    expect(p.mainText).toMatch(/View \d+ tires in 27\.00R49/);
    expect(p.head('link[rel="canonical"]', 'href')).toBe('http://tires.example.com/tires/find-by-machine?machine=caterpillar-777g');
    expect(p.jsonLd).toEqual([expect.objectContaining({ '@type': 'WebApplication', name: 'Find Tires by Machine' })]);
    const make = await page('/tires/find-by-machine?make=Komatsu&machine=');
    expect(make.doc.querySelector('#machine-models-title')?.textContent).toBe('Komatsu machines');
    expect(make.mainText).not.toContain('not in our table');
    const unknown = await t.app.inject({ method: 'GET', url: '/tires/find-by-machine?machine=caterpillar-999z', headers: { host: 'tires.example.com' } });
    expect(unknown.statusCode).toBe(404);
    const results = await page('/tires/tire-results?machine=caterpillar-777g&machineTireSize=27.00R49');
    expect(results.doc.querySelector('.search-summary')?.textContent).toContain('MachineCaterpillar 777G');
    expect(results.doc.querySelectorAll('.result-card').length).toBeGreaterThan(0);
  });

  it('dates the archived articles in their JSON-LD', async () => {
    const p = await page('/infocenter/otr-tips/look-under-your-tires');
    expect(p.jsonLd[0].datePublished).toBe('2017-08-28');
  });

  it('answers 404 for an unknown page, tire or article, with the not-found page and no index', async () => {
    for (const url of ['/no/such/page', '/tires/tire-details?tireId=999999', '/tires/tire-details', '/infocenter/otr-tips/nope']) {
      const p = await page(url, 404);
      expect(p.h1).toBe('Page not found');
      expect(p.head('meta[name="robots"]')).toBe('noindex');
      expect(p.jsonLd).toEqual([]);
    }
  });

  it('redirects addresses without a page of their own', async () => {
    for (const [from, to] of [
      ['/total-mobility', '/total-mobility/trusted-products'],
      ['/emtrack', '/emtrack/registration'],
      ['/infocenter/otr-tips', '/infocenter'],
    ]) {
      const res = await get(from!);
      expect([from, res.statusCode, res.headers.location]).toEqual([from, 301, to]);
    }
  });
});

describe('caching of rendered pages', () => {
  it('revalidates with an ETag: a repeat visit is a 304', async () => {
    const first = await get('/resources');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/resources', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/resources', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('uses an allowed request host for canonical and Open Graph addresses; any other Host gets the listening address', async () => {
    const local = await page('/infocenter');
    expect(local.head('link[rel="canonical"]', 'href')).toBe('http://tires.example.com/infocenter');
    const other = new JSDOM((await get('/infocenter', { host: '127.0.0.1:8080' })).body).window.document;
    expect(other.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://127.0.0.1:8080/infocenter');
    for (const host of ['evil.example', 'evil.example.com/<x>']) {
      const forged = await get('/infocenter', { host });
      expect(forged.statusCode).toBe(200);
      expect(forged.body).not.toContain('evil.example');
      const doc = new JSDOM(forged.body).window.document;
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://127.0.0.1:8080/infocenter');
      expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe('http://127.0.0.1:8080/infocenter');
    }
  });

  it('shows the new catalog once the catalog watch saw a seed', async () => {
    const before = await tires();
    const url = `/tires/tire-details?tireId=${before[0]!.tire_size_id}`;
    const first = await get(url);
    await loadCatalog(t.database, generateCatalog({ sizes: 30 }));
    await t.app.checkCatalogVersion();
    const after = await tires();
    expect(after).toHaveLength(30);
    // The page is rendered from the new catalog: the same id may name the same tire (ids are kept by natural key),
    // another one, or none.
    const fresh = await get(url);
    const same = after.find((tire) => tire.tire_size_id === before[0]!.tire_size_id);
    if (same) expect((await page(url)).h1).toBe(same.patterns.pattern_name);
    // Its ETag is a hash of its bytes (the same on every instance): the old one revalidates only if the bytes
    // did not change.
    const revalidated = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(fresh.headers.etag === first.headers.etag ? 304 : fresh.statusCode);
    const p = await page(`/tires/tire-details?tireId=${after[0]!.tire_size_id}`);
    expect(p.h1).toBe(after[0]!.patterns.pattern_name);
  });
});

describe('when a page cannot be rendered', () => {
  let broken: TestApp;
  beforeAll(async () => {
    const failing = async (): Promise<never> => {
      throw new Error('render failed');
    };
    broken = await makeTestApp({ STATIC_DIR: staticDir }, { ssr: { render: failing, chunks: {} } });
  });
  afterAll(() => broken.close());

  it('serves the shell, and the browser renders the page', async () => {
    const res = await broken.app.inject({ method: 'GET', url: '/resources', headers: { host: 'tires.example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
