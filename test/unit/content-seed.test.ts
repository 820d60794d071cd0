// The content service's seed: every content type filled, page collections shaped as the Total Mobility pages
// read them (SPEC §2, §3, §7), the Info Center's articles, the static pages' copy and the home page (issue 19),
// artwork for every image, links only to the site's routes and documents, the brand as a parameter, rich text
// as Markdown (as Strapi's richtext stores it) that renders to simple HTML, and no hostile markup (the browser
// tests insert their own: test/support/hostile-content.ts).
import { JSDOM } from 'jsdom';
import { CONTENT_TYPES } from '../../server/content/collections';
import {
  CONTENT_COLLECTIONS,
  contentSeed,
  SINGLE_TYPES,
  type SeedContentItem,
  type SeedEntry,
  type SeedMedia,
} from '../../server/content/seed';
import type { SeedArticle, SeedContentPage, SeedHomePage, SectionCollection } from '../../server/content/seed/types';
import { markdownToHtml } from '../../src/lib/markdown';

// SPEC §2 route list, written out here so a change to the seed cannot widen it.
const OTR_TIPS = [
  'benefits-of-tire-performance-tracking', 'site-mgt-impact-road-grading', 'haul-truck-positioning', 'fleet-surveys-site-audits',
  'correct-tire-inflation', 'look-under-your-tires', 'select-the-right-tire',
];
const ROUTES = new Set([
  '/', '/tires', '/tires/tire-results', '/tires/compare-tires', '/tires/tire-details', '/tires/duty-check',
  '/total-mobility', '/total-mobility/trusted-products', '/total-mobility/reliable-services', '/total-mobility/tire-management-solutions',
  '/total-mobility/trusted-products/tire-construction', '/total-mobility/trusted-products/technology',
  '/contact', '/contact/contact-us', '/contact/request-consultation',
  '/infocenter', '/infocenter/archives', ...OTR_TIPS.map((slug) => `/infocenter/otr-tips/${slug}`),
  '/resources', '/resources/brochures', '/resources/pressure-recommendations', '/resources/engineering-data',
  '/dealers', '/emtrack/registration',
]);
// Generated brochures (server/documents/registry.ts): one per catalog family plus TPMS Heavy Duty.
const BROCHURES = new Set(
  ['rh-4a-plus-lineup', 'rigid-haulage', 'articulated-and-scraper', 'loader-and-dozer', 'underground', 'grader-and-compactor',
    'port-and-industrial', 'forestry-and-waste', 'tpms-heavy-duty'].map((slug) => `/website/documents/brochure-${slug}.pdf`),
);
const INDUSTRIES = ['Mining', 'Underground Mining', 'Construction', 'Quarry & Aggregate', 'Port', 'Industrial', 'Forestry & Waste'];
/** What the sample's Markdown may render to: section copy, and articles and page sections (with their headings). */
const SECTION_TAGS = new Set(['p', 'strong', 'em', 'ul', 'li', 'a']);
const LONG_COPY_TAGS = new Set([...SECTION_TAGS, 'ol', 'h2', 'h3']);

const seed = contentSeed('Basalt');
const sectionItems = seed.items.filter((i): i is SeedContentItem => !['articles', 'content-pages', 'home-page'].includes(i.collection));
const articles = seed.items.filter((i): i is SeedArticle => i.collection === 'articles');
const pages = seed.items.filter((i): i is SeedContentPage => i.collection === 'content-pages');
const homePages = seed.items.filter((i): i is SeedHomePage => i.collection === 'home-page');
const page = (slug: string) => pages.find((p) => p.slug === slug)!;

const all = (c: SectionCollection): SeedContentItem[] => sectionItems.filter((i) => i.collection === c);
/** What the content service returns: active, not deleted, by sequence. */
const visible = (c: SectionCollection): SeedContentItem[] =>
  all(c).filter((i) => i.is_active && !i.is_deleted).sort((x, y) => (x.sequence ?? 0) - (y.sequence ?? 0));
const sectionRichText = (i: SeedContentItem): string[] =>
  [i.sub_title, i.description, ...(i.segment_lists_id ?? []).map((e) => e.title)].filter((s): s is string => s !== undefined);
/** Every rich text (Markdown) field of the seed, with the tags its rendering may use. */
const richText: { where: string; markdown: string; tags: Set<string> }[] = [
  ...sectionItems.flatMap((i) => sectionRichText(i).map((markdown) => ({ where: `${i.collection}: ${i.title}`, markdown, tags: SECTION_TAGS }))),
  ...articles.map((a) => ({ where: `article ${a.slug}`, markdown: a.body, tags: LONG_COPY_TAGS })),
  ...pages.flatMap((p) => p.sections.map((s) => ({ where: `page ${p.slug}#${s.anchor}`, markdown: s.body, tags: LONG_COPY_TAGS }))),
];
const media = (i: SeedContentItem): SeedMedia[] =>
  [i.image, i.background_image, i.icon, ...(i.segment_lists_id ?? []).map((e) => e.image)].filter((m): m is SeedMedia => m !== undefined);

/** Markdown as the pages render it (src/lib/markdown.ts), parsed as a browser would. */
const rendered = (markdown: string): HTMLElement => {
  const body = new JSDOM('').window.document.body;
  body.innerHTML = markdownToHtml(markdown);
  return body;
};
/** The text of a Markdown field, as a visitor reads it. */
const textOf = (markdown: string): string => rendered(markdown).textContent ?? '';

function expectSections(c: SectionCollection, min: number, max: number): SeedContentItem[] {
  const items = visible(c);
  expect(items.length).toBeGreaterThanOrEqual(min);
  expect(items.length).toBeLessThanOrEqual(max);
  expect(items.map((i) => i.sequence)).toEqual(items.map((_, k) => k + 1));
  for (const i of items) {
    expect(i.title.trim()).not.toBe('');
    expect(textOf(i.sub_title ?? '').trim()).not.toBe('');
    expect(rendered(i.description ?? '').querySelector('p')?.textContent?.trim()).toBeTruthy();
    expect(i.image?.path).toMatch(/^content\/.+\.svg$/);
    expect(['RIGHT', 'LEFT']).toContain(i.image_position);
    expect(i.button_name?.trim()).toBeTruthy();
  }
  for (let k = 1; k < items.length; k++) expect(items[k].image_position).not.toBe(items[k - 1].image_position);
  return items;
}

describe('content seed', () => {
  it('fills every collection and single type, and only those; a single type has one entry', () => {
    const types: string[] = [...CONTENT_COLLECTIONS, ...SINGLE_TYPES];
    for (const c of types) expect([c, seed.items.filter((i) => i.collection === c).length > 0]).toEqual([c, true]);
    for (const i of seed.items) expect(types).toContain(i.collection);
    expect(homePages).toHaveLength(1);
    // The content model declares exactly these types.
    expect(CONTENT_TYPES.map((t) => t.path).sort()).toEqual([...types].sort());
  });

  it('gives every entry each required attribute of its type, and no attribute its type does not declare', () => {
    for (const entry of seed.items as SeedEntry[]) {
      const type = CONTENT_TYPES.find((t) => t.path === entry.collection)!;
      const { collection: _c, ...fields } = entry as SeedEntry & Record<string, unknown>;
      for (const [name, attr] of Object.entries(type.attributes)) {
        if (attr.required) expect([entry.collection, name, fields[name] !== undefined && fields[name] !== '']).toEqual([entry.collection, name, true]);
      }
      for (const name of Object.keys(fields)) expect([entry.collection, name, name in type.attributes]).toEqual([entry.collection, name, true]);
    }
  });

  it('is deterministic', () => {
    expect(contentSeed('Basalt')).toEqual(seed);
  });

  it('gives each banner page a visible first item with its images, plus hidden items the filters must drop', () => {
    for (const c of ['reliable-services', 'tire-management-abouts', 'trusted-products'] as const) {
      const [banner] = visible(c);
      expect(banner.title.trim()).not.toBe('');
      expect(textOf(banner.description ?? '').trim()).not.toBe('');
      expect(banner.icon?.path).toMatch(/^content\/icons\//);
    }
    expect(visible('reliable-services')[0].background_image).toBeDefined();
    expect(visible('tire-management-abouts')[0].background_image).toBeDefined();
    const hidden = all('reliable-services').filter((i) => !i.is_active || i.is_deleted);
    expect(hidden.some((i) => !i.is_active && !i.is_deleted)).toBe(true);
    expect(hidden.some((i) => i.is_active && i.is_deleted)).toBe(true);
    expect(all('reliable-types').some((i) => !i.is_active)).toBe(true);
  });

  it('has 5-6 reliable service sections with route buttons', () => {
    for (const i of expectSections('reliable-types', 5, 6)) expect(ROUTES.has(i.redirection_url ?? '')).toBe(true);
  });

  it('has a TKPH duty section on the tire management page', () => {
    const duty = visible('tire-management-abouts').find((i) => i.anchor === 'duty');
    expect(duty?.title).toMatch(/duty/i);
    expect(duty?.description).toMatch(/TKPH/);
    expect(duty?.description).toMatch(/TMPH/);
    expect(duty?.description).toMatch(/38 °C/);
  });

  it('has tire management sections: brochures on the right, the EMTrack section on the left at #sectionb', () => {
    const items = expectSections('tire-management-details', 4, 5);
    const right = items.filter((i) => i.image_position === 'RIGHT');
    const left = items.filter((i) => i.image_position === 'LEFT');
    expect(right.length).toBeGreaterThan(0);
    for (const i of right) expect(BROCHURES.has(i.brochures?.url ?? '')).toBe(true);
    expect(right.some((i) => i.brochures?.url === '/website/documents/brochure-tpms-heavy-duty.pdf')).toBe(true);
    for (const i of left) expect(ROUTES.has(i.redirection_url ?? '')).toBe(true);
    const emtrack = left.find((i) => i.anchor === 'sectionb');
    expect(emtrack?.title).toMatch(/EMTrack/);
    const text = textOf(emtrack?.description ?? '');
    for (const phrase of ['Full access', 'Restricted access', 'excluding competitive pricing', 'except when you ask for support',
      '$3,000.00', '$2,000', '$5,000', '$500 annual maintenance fee', 'covers year 1']) {
      expect(text).toContain(phrase);
    }
    const anchors = items.map((i) => i.anchor).filter(Boolean);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it('has 5-7 product-feature sections that use redirect_url', () => {
    for (const i of expectSections('trusted-product-lists', 5, 7)) {
      expect(ROUTES.has(i.redirect_url ?? '')).toBe(true);
      expect(i.redirection_url).toBeUndefined();
    }
  });

  it('lists the seven industries in catalog order, each name in bold', () => {
    const [segment] = visible('industry-segments');
    expect(visible('industry-segments')).toHaveLength(1);
    const list = segment.segment_lists_id ?? [];
    expect(list.map((e) => e.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(list.map((e) => rendered(e.title).querySelector('p:first-child > strong')?.textContent)).toEqual(INDUSTRIES);
    expect(visible('segments').map((i) => i.title)).toEqual(INDUSTRIES);
  });

  it('has the seven OTR tips of SPEC §2 in order, two of them archived with their dates', () => {
    expect(articles.map((a) => a.slug)).toEqual(OTR_TIPS);
    expect(articles.map((a) => a.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(articles.filter((a) => a.archive_date).map((a) => [a.slug, a.archive_date])).toEqual([
      ['look-under-your-tires', '2017-08-28'],
      ['select-the-right-tire', '2017-08-09'],
    ]);
    for (const a of articles) {
      expect(a.title.trim()).not.toBe('');
      expect(a.summary.trim()).not.toBe('');
      // The page's h1 is the title: the body's headings start at h2, and it is a real article.
      const body = rendered(a.body);
      expect(body.querySelector('h1')).toBeNull();
      expect(body.querySelectorAll('h2').length).toBeGreaterThanOrEqual(2);
      expect(body.querySelectorAll('p').length).toBeGreaterThanOrEqual(3);
      expect((body.textContent ?? '').split(/\s+/).length).toBeGreaterThan(300);
    }
    expect(textOf(articles[1].body)).toContain('Road grade should never exceed 8%');
  });

  it('has the copy of the static pages: sections under the anchors the pages title (SPEC §2), headings from h3', () => {
    expect(pages.map((p) => p.slug)).toEqual(['technology', 'tire-construction', 'infocenter']);
    expect(page('technology').sections.map((s) => s.anchor)).toEqual([
      'stability-durability', 'enhanced-productivity', 'never-flat-confidence', 'innovating-for-the-future',
    ]);
    expect(page('tire-construction').sections.map((s) => s.anchor)).toEqual(['tire-compounds', 'tread-patterns', 'star-ratings']);
    expect(page('infocenter').sections.map((s) => [s.anchor, s.title])).toEqual([['about', 'About Us']]);
    for (const p of pages) {
      expect(p.lead.trim()).not.toBe('');
      for (const s of p.sections) {
        const body = rendered(s.body);
        expect(body.querySelector('h1, h2')).toBeNull();
        expect(body.querySelector('p')?.textContent?.trim()).toBeTruthy();
      }
    }
    const technologies = page('technology').sections.flatMap((s) => [...rendered(s.body).querySelectorAll('h3')].map((h) => h.textContent));
    expect(technologies).toEqual(['Durawall', 'Hi-Stability', 'Smooth Guard', 'Maxwork', 'Permafoam', 'Electric Drive Ready', 'Proving Grounds testing']);
  });

  it('has the home page: the banner, three tiles to the Total Mobility pages, the call to action, two promo brochures', () => {
    const [home] = homePages;
    expect(home.banner_title).toBe('Basalt Off-the-Road Tires');
    expect(home.banner_lead.trim()).not.toBe('');
    expect(home.cta_text).toContain('Basalt specialist');
    expect(home.mobility_tiles.map((t) => [t.title, t.link])).toEqual([
      ['Trusted Products', '/total-mobility/trusted-products'],
      ['Reliable Services', '/total-mobility/reliable-services'],
      ['Tire Management Solutions', '/total-mobility/tire-management-solutions'],
    ]);
    expect(home.promo_tiles.map((t) => [t.title, t.link])).toEqual([
      ['RH-4A+ Lineup', '/website/documents/brochure-rh-4a-plus-lineup.pdf'],
      ['TPMS Heavy Duty', '/website/documents/brochure-tpms-heavy-duty.pdf'],
    ]);
    for (const t of [...home.mobility_tiles, ...home.promo_tiles]) expect(t.text.trim()).not.toBe('');
  });

  it('has SVG artwork with a title, xmlns and viewBox, under 8 KB, for every media path', () => {
    const paths = new Set(sectionItems.flatMap(media).map((m) => m.path));
    for (const path of paths) {
      const svg = seed.artwork[path];
      expect(svg).toBeDefined();
      expect(svg.length).toBeLessThan(8 * 1024);
      const doc = new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document; // throws if not well-formed
      const root = doc.documentElement;
      expect(root.tagName).toBe('svg');
      expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
      expect(root.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
      expect(root.querySelector('title')?.textContent?.trim()).toBeTruthy();
    }
    for (const m of sectionItems.flatMap(media)) expect(m.alt.trim()).not.toBe('');
  });

  it('links only to routes of the site and its brochures, and renders to simple HTML', () => {
    for (const i of sectionItems) {
      for (const url of [i.redirection_url, i.redirect_url]) if (url !== undefined) expect(ROUTES.has(url)).toBe(true);
      if (i.brochures) expect(BROCHURES.has(i.brochures.url)).toBe(true);
    }
    for (const t of homePages.flatMap((h) => h.mobility_tiles)) expect(ROUTES.has(t.link)).toBe(true);
    for (const t of homePages.flatMap((h) => h.promo_tiles)) expect(BROCHURES.has(t.link)).toBe(true);
    let links = 0;
    for (const { where, markdown, tags } of richText) {
      const html = rendered(markdown);
      for (const el of html.querySelectorAll('*')) expect([where, el.localName, tags.has(el.localName)]).toEqual([where, el.localName, true]);
      for (const a of html.querySelectorAll('a')) {
        links += 1;
        expect([where, a.getAttribute('href'), ROUTES.has((a.getAttribute('href') ?? '').replace(/[#?].*$/, ''))]).toEqual([where, a.getAttribute('href'), true]);
      }
    }
    expect(links).toBeGreaterThan(5);
  });

  it('stores rich text as Markdown, not HTML, with nothing a Markdown renderer would take for code', () => {
    expect(richText.length).toBeGreaterThan(40);
    for (const { where, markdown } of richText) {
      expect([where, /<\/?[a-z][^>]*>|&[a-z]+;/i.test(markdown)]).toEqual([where, false]);
      // Four spaces or a tab at the start of a line would make a code block of copy.
      expect([where, /^(?: {4}|\t)/m.test(markdown)]).toEqual([where, false]);
    }
  });

  it('takes the brand as a parameter', () => {
    const text = JSON.stringify(contentSeed('Granite').items);
    expect(text).toContain('Granite');
    expect(text).not.toContain('Basalt');
  });

  it('ships no script, event handler or image markup in the sample content visitors see', () => {
    for (const { markdown } of richText) {
      expect(markdown).not.toMatch(/<(script|img|iframe|svg|style)\b|\son[a-z]+\s*=|javascript:/i);
      expect(rendered(markdown).querySelector('script, img, iframe, svg, style')).toBeNull();
    }
  });
});
