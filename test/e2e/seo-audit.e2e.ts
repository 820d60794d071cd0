// Findability and outline audit of every page kind (issue 9), in the real browser once the page has settled:
// the document's language, exactly one h1, no skipped heading level, alt on every image, an accessible and
// descriptive name on every link; then axe-core's rules for the same things (its accessible-name computation
// is the complete one).
import fs from 'node:fs';
import { DEFAULT_BRAND } from '../../server/content/seed';
import { articles as sampleArticles } from '../../server/content/seed/articles';
import { sitemapPaths } from '../../src/routing/sitemap';
import { paths } from '../../src/routing/paths';
import { baseUrl, openBrowser, type Session } from './support/browser';
import { collectPageAuditFacts } from './support/page-audit';

// The articles of the sample content the server under test is seeded with.
const articles = sampleArticles(DEFAULT_BRAND);

const AXE_RULES = [
  'html-has-lang',
  'html-lang-valid',
  'document-title',
  'page-has-heading-one',
  'heading-order',
  'empty-heading',
  'image-alt',
  'role-img-alt',
  'svg-img-alt',
  'link-name',
  'button-name',
  'landmark-unique',
  'aria-allowed-attr',
];

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

let s: Session;
let queryPages: string[];
beforeAll(async () => {
  s = await openBrowser({ width: 1280, height: 900 });
  const { data } = (await (await fetch(`${baseUrl()}/website/products/list`)).json()) as {
    data: { tire_size_id: number; size: string }[];
  };
  const [a, b] = [data[0]!, data[Math.floor(data.length / 2)]!];
  queryPages = [
    paths.tireResults({ tireSize: b.size }),
    paths.compareTires({ tire1_Id: a.tire_size_id, tire2_Id: b.tire_size_id }),
    paths.tireDetails({ tireId: b.tire_size_id }),
  ];
});
afterAll(() => s?.close());

async function audit(path: string) {
  await s.page.goto(path, { waitUntil: 'networkidle' });
  await s.page.locator('main h1').first().waitFor();
  // Content and catalog data shown, no skeleton left (a page that never settles is reported, not thrown).
  const loading = await s.page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .skeleton'), undefined, { timeout: 30_000 })
    .then(() => [])
    .catch(() => s.page.evaluate(() => [...document.querySelectorAll('[aria-busy="true"], .skeleton')].map((e) => e.outerHTML.slice(0, 120))));
  const facts = await s.page.evaluate(collectPageAuditFacts);
  await s.page.evaluate(fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const axe = (await s.page.evaluate(
    (rules) => (window as unknown as { axe: { run: (c: Document, o: object) => Promise<unknown> } }).axe.run(document, { runOnly: { type: 'rule', values: rules } }),
    AXE_RULES,
  )) as AxeResult;
  return { facts, loading, axe: axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`) };
}

const pagesOf = () => [
  ...sitemapPaths,
  ...articles.map(paths.otrTip),
  ...queryPages,
  '/no/such/page',
];

describe('every page kind has a sound outline, alt texts and named links', () => {
  it('checks every static page, article, query page and the 404', async () => {
    const pages = pagesOf();
    expect(pages.length).toBeGreaterThan(25);
    const problems: string[] = [];
    for (const path of pages) {
      const { facts, loading, axe } = await audit(path);
      const found = [
        ...loading.map((x) => `still loading after 30 s: ${x}`),
        facts.lang === 'en' ? '' : `lang="${facts.lang}"`,
        facts.title.trim() ? '' : 'empty title',
        facts.h1.length === 1 ? '' : `${facts.h1.length} h1: ${facts.h1.join(' | ')}`,
        ...facts.skipped.map((x) => `skipped level: ${x}`),
        ...facts.imagesWithoutAlt.map((x) => `image without alt: ${x}`),
        ...facts.unnamedLinks.map((x) => `link without a name: ${x}`),
        ...facts.genericLinks.map((x) => `generic link text: ${x}`),
        ...axe.map((x) => `axe ${x}`),
      ].filter(Boolean);
      problems.push(...found.map((f) => `${path}: ${f}`));
      // The audit is not vacuous: the outline has the h1 and the page's links were seen.
      expect(facts.outline[0]).toMatch(/^h1 /);
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it('judges a broken page as broken (the checks can fail)', async () => {
    await s.page.goto(paths.home(), { waitUntil: 'networkidle' });
    await s.page.locator('main h1').first().waitFor();
    await s.page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML('beforeend', '<h1>Second</h1><h4>Deep</h4><img src="/x.png"><a href="/a"></a><a href="/b">Learn more</a>');
    });
    const facts = await s.page.evaluate(collectPageAuditFacts);
    expect(facts.h1).toHaveLength(2);
    expect(facts.skipped).toEqual(['h1 Second -> h4 Deep']);
    expect(facts.imagesWithoutAlt).toEqual(['/x.png']);
    expect(facts.unnamedLinks).toEqual(['/a']);
    expect(facts.genericLinks).toEqual(['Learn more (/b)']);
  });
});
