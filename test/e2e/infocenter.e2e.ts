// Every Info Center article in a real browser (SPEC §2): the landing lists all seven, each article renders
// its title, Info Center breadcrumb, Back to Info Center link and its whole body, with substantive text on
// its subject; the archives list the two dated articles, which open from there.
import { marked, type Token } from 'marked';
import { DEFAULT_BRAND } from '../../server/content/seed';
import { articles as sampleArticles } from '../../server/content/seed/articles';
import { openBrowser, type Session } from './support/browser';

// The articles of the sample content the server under test is seeded with (Markdown bodies).
const articles = sampleArticles(DEFAULT_BRAND);

/** The blocks of a Markdown body as `renderedBlocks` reads the page: a heading's or paragraph's text, a list's items. */
const markdownBlocks = (markdown: string): (string | string[])[] =>
  marked.lexer(markdown).flatMap((token: Token): (string | string[])[] => {
    if (token.type === 'heading' || token.type === 'paragraph') return [token.text as string];
    if (token.type === 'list') return [(token.items as { text: string }[]).map((item) => item.text)];
    return [];
  });

// SPEC §2 slugs with the subject each article must treat (issue 5), written out so the test cannot drift.
const SUBJECTS: [slug: string, subject: RegExp][] = [
  ['benefits-of-tire-performance-tracking', /track/i],
  ['site-mgt-impact-road-grading', /Road grade should never exceed 8%/],
  ['haul-truck-positioning', /position/i],
  ['fleet-surveys-site-audits', /audit/i],
  ['correct-tire-inflation', /cold.*pressure|pressure.*cold/i],
  ['look-under-your-tires', /inspect/i],
  ['select-the-right-tire', /select/i],
];

let s: Session;
beforeAll(async () => {
  s = await openBrowser({ width: 1280, height: 900 });
});
afterAll(() => s?.close());

const main = () => s.page.locator('main');

/** The text of each block of a rendered article body: headings, paragraphs, and lists item by item. */
const renderedBlocks = () =>
  main()
    .locator('.article-body > *')
    .evaluateAll((els) => els.map((el) => (el.matches('ul, ol') ? [...el.querySelectorAll('li')].map((li) => li.textContent) : el.textContent)));

describe('Info Center articles', () => {
  it('the landing lists all seven articles', async () => {
    await s.page.goto('/infocenter');
    await main().getByRole('heading', { name: 'OTR Tips & Best Practices' }).waitFor();
    const hrefs = await main().locator('.article-list a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(SUBJECTS.map(([slug]) => `/infocenter/otr-tips/${slug}`));
  });

  it.each(SUBJECTS)('%s: title, breadcrumb, back link and its whole body', async (slug, subject) => {
    const article = articles.find((a) => a.slug === slug)!;
    expect(article).toBeDefined();
    await s.page.goto(`/infocenter/otr-tips/${slug}`);
    await main().locator('h1', { hasText: article.title }).waitFor();
    expect(await s.page.title()).toContain(article.title);
    const crumbs = main().getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Info Center' }).getAttribute('href')).toBe('/infocenter');
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe(article.title);
    expect(await renderedBlocks()).toEqual(markdownBlocks(article.body));
    const text = (await main().locator('.article-body').textContent()) ?? '';
    expect(text.split(/\s+/).length).toBeGreaterThan(300);
    expect(text).toMatch(subject);
    await main().getByRole('link', { name: 'Back to Info Center' }).click();
    await main().getByRole('heading', { name: 'OTR Tips & Best Practices' }).waitFor();
    expect(new URL(s.page.url()).pathname).toBe('/infocenter');
  });

  it('the archives list the two dated articles, which open from there', async () => {
    for (const [title, date, slug] of [
      ['Look Under Your Tires', 'August 28, 2017', 'look-under-your-tires'],
      ['Select the Right Tire', 'August 9, 2017', 'select-the-right-tire'],
    ]) {
      await s.page.goto('/infocenter/archives');
      await main().locator('h1', { hasText: 'Info Center Archives' }).waitFor();
      const items = main().locator('.article-list li');
      expect(await items.count()).toBe(2);
      const item = items.filter({ hasText: title });
      expect(await item.locator('.muted').textContent()).toBe(date);
      await item.getByRole('link', { name: title }).click();
      await s.page.waitForURL((url) => url.pathname === `/infocenter/otr-tips/${slug}`);
      await main().locator('h1', { hasText: title }).waitFor();
      expect(await main().locator('.article-body p').count()).toBeGreaterThan(2);
    }
  });

  it('logged no console error', () => {
    expect(s.errors).toEqual([]);
  });
});
