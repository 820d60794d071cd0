// Text zoom and reflow (issue 10, WCAG 1.4.4 and 1.4.10) in the real browser, on every page kind:
// - text at 200 %: the browser's default font size doubled (16 -> 32 px, the text-size setting, through the
//   DevTools protocol) on a 1280 px window; every text must grow with it (no px font sizes);
// - page zoom 160 %, 200 % and 400 % of a 1280 px screen: 800, 640 and 320 CSS px wide windows (320 px is
//   WCAG 1.4.10's reflow width; 800 px sits just above the 48em breakpoint).
// In each, the document never scrolls sideways, the headings, buttons, links and fields of the page and of
// an open Tire Finder stay within the window's width, and no text is cut off by a box that hides overflow.
import type { Page } from 'playwright-core';
import { DEFAULT_BRAND } from '../../server/content/seed';
import { articles as sampleArticles } from '../../server/content/seed/articles';
import { sitemapPaths } from '../../src/routing/sitemap';
import { paths } from '../../src/routing/paths';
import { settle } from './support/axe';
import { baseUrl, openBrowser, type Session } from './support/browser';
import { collectLayoutFacts, noteBaseFontSizes } from './support/layout-audit';

// The articles of the sample content the server under test is seeded with.
const articles = sampleArticles(DEFAULT_BRAND);

interface Row {
  tire_size_id: number;
  size: string;
}

const MODES = [
  { name: 'text 200% at 1280', viewport: { width: 1280, height: 900 }, textScale: 2 },
  // Just above the 768 px (48em) breakpoint, where the desktop layouts are at their tightest.
  { name: 'zoom 160% (800 px)', viewport: { width: 800, height: 560 }, textScale: 1 },
  { name: 'zoom 200% (640 px)', viewport: { width: 640, height: 450 }, textScale: 1 },
  { name: 'zoom 400% (320 px)', viewport: { width: 320, height: 640 }, textScale: 1 },
] as const;

let pages: string[] = [];
beforeAll(async () => {
  const { data } = (await (await fetch(`${baseUrl()}/website/products/list`)).json()) as { data: Row[] };
  const counts = new Map<string, Row[]>();
  for (const row of data) counts.set(row.size, [...(counts.get(row.size) ?? []), row]);
  const [size, rows] = [...counts.entries()].find(([, r]) => r.length >= 3)!;
  pages = [
    ...sitemapPaths,
    ...articles.slice(0, 2).map(paths.otrTip),
    paths.tireResults({ tireSize: size }),
    paths.compareTires({ tire1_Id: rows[0]!.tire_size_id, tire2_Id: rows[1]!.tire_size_id, tire3_Id: rows[2]!.tire_size_id }),
    paths.tireDetails({ tireId: rows[0]!.tire_size_id }),
    `${paths.dealers()}?q=89801`,
    '/no/such/page',
  ];
});

/** The browser's text-size setting: its default font sizes (16 px and 13 px monospace at 100 %). */
async function setTextSize(page: Page, scale: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 * scale, fixed: 13 * scale } });
  await cdp.detach();
  // Let resize observers and the layout catch up.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Notes the font sizes at 100 %, then zooms the text (the page stays loaded, as when a visitor changes it). */
async function zoomText(page: Page, scale: number) {
  if (scale === 1) return;
  await page.evaluate(noteBaseFontSizes);
  await setTextSize(page, scale);
  await settle(page);
  const root = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  if (root !== `${16 * scale}px`) throw new Error(`the text size did not change: the root font size is ${root}`);
}

async function check(page: Page, label: string, scale: number): Promise<string[]> {
  const facts = await page.evaluate(collectLayoutFacts, scale);
  if (facts.textElements < 5) return [`${label}: only ${facts.textElements} text elements seen`];
  return [
    facts.horizontalOverflow > 0 ? `scrolls sideways by ${facts.horizontalOverflow}px (${facts.widest.join('; ')})` : '',
    ...facts.offscreen.map((x) => `outside the window: ${x}`),
    ...facts.clipped.map((x) => `clipped: ${x}`),
    ...facts.fixedSize.map((x) => `did not grow: ${x}`),
  ]
    .filter(Boolean)
    .map((x) => `${label}: ${x}`);
}

describe.each(MODES)('$name', ({ name, viewport, textScale }) => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser(viewport);
  });
  afterAll(() => s?.close());

  it('every page kind keeps its content', async () => {
    const problems: string[] = [];
    for (const path of pages) {
      await setTextSize(s.page, 1);
      await s.page.goto(path, { waitUntil: 'networkidle' });
      await s.page.locator('main h1').first().waitFor();
      await settle(s.page);
      await zoomText(s.page, textScale);
      problems.push(...(await check(s.page, `[${name}] ${path}`, textScale)));
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it('the Tire Finder at its choices and at a sub-search fits', async () => {
    const problems: string[] = [];
    await setTextSize(s.page, 1);
    await s.page.goto('/', { waitUntil: 'networkidle' });
    await zoomText(s.page, textScale);
    await s.page.locator('main').getByRole('button', { name: 'Find Tires' }).click();
    const dialog = s.page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'How would you like to search?' }).waitFor();
    await settle(s.page);
    problems.push(...(await check(s.page, `[${name}] Tire Finder choices`, textScale)));
    await dialog.getByRole('button', { name: 'Industry', exact: true }).click();
    await dialog.getByRole('list', { name: 'Industries' }).getByRole('button').first().click();
    await dialog.getByRole('list', { name: 'Equipment types' }).getByRole('button').first().waitFor();
    await settle(s.page);
    problems.push(...(await check(s.page, `[${name}] Tire Finder, industry picked`, textScale)));
    expect(problems).toEqual([]);
  });
});

describe('the layout audit itself', () => {
  it('sees a too-wide box, a cut-off text and a px font size', async () => {
    const s = await openBrowser({ width: 1280, height: 900 });
    try {
      await s.page.goto('/', { waitUntil: 'networkidle' });
      await s.page.evaluate(() => {
        document.querySelector('main')!.insertAdjacentHTML(
          'beforeend',
          '<div style="width:2000px">wide box</div><p style="width:40px;white-space:nowrap;overflow:hidden">cut off text here</p><p style="font-size:12px">tiny fixed</p>',
        );
      });
      await zoomText(s.page, 2);
      const problems = (await check(s.page, 'broken', 2)).join('\n');
      expect(problems).toMatch(/scrolls sideways by \d+px \(div "wide box"/);
      expect(problems).toMatch(/clipped: p "cut off text here" cut by itself/);
      expect(problems).toMatch(/did not grow: p "tiny fixed" 12px → 12px/);
    } finally {
      await s.close();
    }
  });
});
