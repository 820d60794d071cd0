// The content service's seed: every collection filled, page collections shaped as the Total Mobility pages
// read them (SPEC §2, §3, §7), artwork for every image, links only to the site's routes, the brand as a
// parameter, and no hostile markup (the browser tests insert their own: test/support/hostile-content.ts).
import { JSDOM } from 'jsdom';
import { CONTENT_COLLECTIONS, contentSeed, type ContentCollection, type SeedContentItem, type SeedMedia } from '../../server/content/seed';

// SPEC §2 route list, written out here so a change to the seed cannot widen it.
const OTR_TIPS = [
  'benefits-of-tire-performance-tracking', 'site-mgt-impact-road-grading', 'haul-truck-positioning', 'fleet-surveys-site-audits',
  'correct-tire-inflation', 'look-under-your-tires', 'select-the-right-tire',
];
const ROUTES = new Set([
  '/', '/tires', '/tires/tire-results', '/tires/compare-tires', '/tires/tire-details',
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
const ALLOWED_TAGS = new Set(['p', 'strong', 'em', 'ul', 'li', 'a']);

const seed = contentSeed('Basalt');
const all = (c: ContentCollection): SeedContentItem[] => seed.items.filter((i) => i.collection === c);
/** What the content service returns: active, not deleted, by sequence. */
const visible = (c: ContentCollection): SeedContentItem[] =>
  all(c).filter((i) => i.is_active && !i.is_deleted).sort((x, y) => (x.sequence ?? 0) - (y.sequence ?? 0));
const htmlFields = (i: SeedContentItem): string[] =>
  [i.sub_title, i.description, ...(i.segment_lists_id ?? []).map((e) => e.title)].filter((s): s is string => s !== undefined);
const media = (i: SeedContentItem): SeedMedia[] =>
  [i.image, i.background_image, i.icon, ...(i.segment_lists_id ?? []).map((e) => e.image)].filter((m): m is SeedMedia => m !== undefined);

function expectSections(c: ContentCollection, min: number, max: number): SeedContentItem[] {
  const items = visible(c);
  expect(items.length).toBeGreaterThanOrEqual(min);
  expect(items.length).toBeLessThanOrEqual(max);
  expect(items.map((i) => i.sequence)).toEqual(items.map((_, k) => k + 1));
  for (const i of items) {
    expect(i.title.trim()).not.toBe('');
    expect(i.sub_title).toMatch(/^<p>/);
    expect(i.description).toMatch(/^<p>/);
    expect(i.image?.path).toMatch(/^content\/.+\.svg$/);
    expect(['RIGHT', 'LEFT']).toContain(i.image_position);
    expect(i.button_name?.trim()).toBeTruthy();
  }
  for (let k = 1; k < items.length; k++) expect(items[k].image_position).not.toBe(items[k - 1].image_position);
  return items;
}

describe('content seed', () => {
  it('fills every collection and only those', () => {
    for (const c of CONTENT_COLLECTIONS) expect(all(c).length).toBeGreaterThan(0);
    for (const i of seed.items) expect(CONTENT_COLLECTIONS).toContain(i.collection);
  });

  it('is deterministic', () => {
    expect(contentSeed('Basalt')).toEqual(seed);
  });

  it('gives each banner page a visible first item with its images, plus hidden items the filters must drop', () => {
    for (const c of ['reliable-services', 'tire-management-abouts', 'trusted-products'] as const) {
      const [banner] = visible(c);
      expect(banner.title.trim()).not.toBe('');
      expect(banner.description).toMatch(/^<p>/);
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
    for (const text of ['Full access', 'Restricted access', 'excluding competitive pricing', 'except when you ask for support',
      '$3,000.00', '$2,000', '$5,000', '$500 annual maintenance fee', 'covers year 1']) {
      expect(emtrack?.description).toContain(text);
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

  it('lists the seven industries in catalog order', () => {
    const [segment] = visible('industry-segments');
    expect(visible('industry-segments')).toHaveLength(1);
    const list = segment.segment_lists_id ?? [];
    expect(list.map((e) => e.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    list.forEach((e, k) => expect(e.title).toContain(`<p><strong>${INDUSTRIES[k].replace('&', '&amp;')}</strong></p>`));
    expect(visible('segments').map((i) => i.title)).toEqual(INDUSTRIES);
  });

  it('has SVG artwork with a title, xmlns and viewBox, under 8 KB, for every media path', () => {
    const paths = new Set(seed.items.flatMap(media).map((m) => m.path));
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
    for (const m of seed.items.flatMap(media)) expect(m.alt.trim()).not.toBe('');
  });

  it('links only to routes of the site and uses only simple HTML', () => {
    for (const i of seed.items) {
      for (const url of [i.redirection_url, i.redirect_url]) if (url !== undefined) expect(ROUTES.has(url)).toBe(true);
      if (i.brochures) expect(BROCHURES.has(i.brochures.url)).toBe(true);
      for (const html of htmlFields(i)) {
        for (const [, tag] of html.matchAll(/<\/?([a-z0-9]+)/gi)) expect(ALLOWED_TAGS).toContain(tag.toLowerCase());
        for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(ROUTES.has(href.replace(/[#?].*$/, ''))).toBe(true);
      }
    }
  });

  it('takes the brand as a parameter', () => {
    const text = JSON.stringify(contentSeed('Granite').items);
    expect(text).toContain('Granite');
    expect(text).not.toContain('Basalt');
  });

  it('ships no script, event handler or image markup in the sample content visitors see', () => {
    for (const html of seed.items.flatMap(htmlFields)) {
      expect(html).not.toMatch(/<(script|img|iframe|svg|style)\b|\son[a-z]+\s*=|javascript:/i);
    }
  });
});
