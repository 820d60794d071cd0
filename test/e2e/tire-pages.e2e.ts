// The compare and tire details pages in a real browser against the seeded catalog: units switch without
// a request, the unit choice is remembered, panels toggle, load data or its absence, print layout.
import type { Page } from 'playwright-core';
import type { TireSizeDetail } from '../../src/contract/catalog';
import { baseUrl, openBrowser, type Session } from './support/browser';

let s: Session;
let listed: TireSizeDetail[];
let withLoads: TireSizeDetail;
let withoutLoads: TireSizeDetail;

async function detail(id: number): Promise<TireSizeDetail> {
  const res = await fetch(`${baseUrl()}/website/products/detail?tyre_size=${id}`);
  return ((await res.json()) as { data: TireSizeDetail }).data;
}

beforeAll(async () => {
  const res = await fetch(`${baseUrl()}/website/products/list`);
  listed = ((await res.json()) as { data: TireSizeDetail[] }).data;
  // About one size in twenty has no load table; list rows carry no loadIndex, so ask for details.
  for (const row of listed) {
    const tire = await detail(row.tire_size_id);
    if (tire.loadIndex === null) withoutLoads ??= tire;
    // One whose tables mark a rating, so "Ratings in This Size" shows too.
    else if (Object.values(tire.loadIndex ?? {}).some((rows) => rows.some((r) => r.LOADRATING && r.LOADRATING !== 'NULL'))) withLoads ??= tire;
    if (withLoads && withoutLoads) break;
  }
  if (!withLoads || !withoutLoads) throw new Error('the seeded catalog lacks a tire with, or one without, load data');
  s = await openBrowser();
});
afterAll(() => s?.close());

/** URLs of the site-service calls the page makes from now on. */
function watchApi(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/website/')) urls.push(req.url());
  });
  return urls;
}

const cells = (page: Page, label: string) =>
  page.locator('main tbody tr', { has: page.locator('th', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }) }).locator('td');

const panel = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('compare page', () => {
  it('compares 3 tires in US units, then metric without a new request', async () => {
    const three = listed.slice(0, 3);
    const [a, b, c] = three.map((t) => t.tire_size_id);
    const { page } = s;
    const api = watchApi(page);
    await page.goto(`/tires/compare-tires?tire1_Id=${a}&tire2_Id=${b}&tire3_Id=${c}`);
    await page.getByRole('table', { name: 'Tire comparison in US units' }).waitFor();
    // The server rendered the page with the comparison (docs/rendering.md): the browser asks for nothing.
    expect(api).toEqual([]);
    expect(await page.getByRole('radio', { name: 'US' }).isChecked()).toBe(true);
    const headers = await page.locator('main thead th').allTextContents();
    expect(headers).toEqual(three.map((t) => `${t.patterns.pattern_name} ${t.size}`));
    expect(await cells(page, 'Overall Width (in)').allTextContents()).toEqual(three.map((t) => String(t.specification.ow)));

    await page.getByRole('radio', { name: 'Metric' }).check();
    await page.getByRole('table', { name: 'Tire comparison in metric units' }).waitFor();
    expect(await cells(page, 'Overall Width (mm)').allTextContents()).toEqual(
      three.map((t) => t.specification.ow_mm.toLocaleString('en-US')),
    );
    expect(await cells(page, 'Overall Width (in)').count()).toBe(0);
    expect(api).toHaveLength(0);
    // Each column leads to its tire.
    const links = page.getByRole('link', { name: /View Tire Details/ });
    expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(
      three.map((t) => `/tires/tire-details?tireId=${t.tire_size_id}`),
    );
    // Back to the default for the next tests (the choice is remembered).
    await page.getByRole('radio', { name: 'US' }).check();
  });

  it('shows a single tire and asks for another, without a failing request', async () => {
    const { page } = s;
    const failed: string[] = [];
    page.on('response', (res) => {
      if (res.status() >= 400) failed.push(res.url());
    });
    const api = watchApi(page);
    const one = listed[1]!;
    await page.goto(`/tires/compare-tires?tire1_Id=${one.tire_size_id}`);
    await page.getByText('Only one tire is chosen').waitFor();
    expect(await page.locator('main thead th').allTextContents()).toEqual([`${one.patterns.pattern_name} ${one.size}`]);
    // Rendered on the server with the tire's details: the browser asks for nothing, and nothing fails.
    expect(api).toEqual([]);
    expect(failed).toEqual([]);
  });

  it('scrolls tables sideways on a phone, not the page', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 375, height: 800 });
    const [a, b, c] = listed.slice(3, 6).map((t) => t.tire_size_id);
    await page.goto(`/tires/compare-tires?tire1_Id=${a}&tire2_Id=${b}&tire3_Id=${c}`);
    const region = page.getByRole('region', { name: /Tire comparison/ });
    await region.waitFor();
    const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    const pageOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
    // The details page (load tables are wide) fits the phone too.
    await page.goto(`/tires/tire-details?tireId=${withLoads.tire_size_id}`);
    await page.getByRole('region', { name: 'Loads & Inflations' }).locator('table').first().waitFor();
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});

describe('tire details page', () => {
  it('shows load tables by speed, sorted by PSI: psi in US units, kPa and bar in metric', async () => {
    const { page } = s;
    await page.goto(`/tires/tire-details?tireId=${withLoads.tire_size_id}`);
    await page.locator('main h1', { hasText: withLoads.patterns.pattern_name }).waitFor();
    const loads = page.getByRole('region', { name: 'Loads & Inflations' });
    const speeds = Object.keys(withLoads.loadIndex!);
    expect(await loads.locator('table').count()).toBe(speeds.length);
    const first = loads.locator('table').first();
    const psi = (await first.locator('tbody tr td:nth-child(1)').allTextContents()).map(Number);
    expect(psi).toEqual([...psi].sort((x, y) => x - y));
    expect(await first.locator('thead th').first().textContent()).toBe('PSI');
    const firstRow = [...withLoads.loadIndex![speeds[0]!]!].sort((x, y) => x.PSI - y.PSI)[0]!;
    await page.getByRole('radio', { name: 'Metric' }).check();
    await first.locator('thead th', { hasText: 'bar' }).waitFor();
    expect(await first.locator('tbody tr').first().locator('td').nth(1).textContent()).toBe((firstRow.KPA / 100).toFixed(2));
    await page.getByRole('radio', { name: 'US' }).check();
    expect(await loads.textContent()).not.toContain('NULL');
  });

  it('shares by mail with the pattern name, size and the absolute page address in subject and body', async () => {
    const { page } = s;
    await page.goto(`/tires/tire-details?tireId=${withLoads.tire_size_id}`);
    await page.locator('main h1', { hasText: withLoads.patterns.pattern_name }).waitFor();
    const pageUrl = `${baseUrl()}/tires/tire-details?tireId=${withLoads.tire_size_id}`;
    const mail = page.getByRole('link', { name: 'Share by Email' });
    await page.waitForFunction((u) => document.querySelector('a[href^="mailto:"]')?.getAttribute('href')?.includes(u), encodeURIComponent(pageUrl));
    const href = new URL((await mail.getAttribute('href'))!);
    for (const part of ['subject', 'body']) {
      const text = href.searchParams.get(part)!;
      expect(text).toContain(withLoads.patterns.pattern_name);
      expect(text).toContain(withLoads.size);
      expect(text).toContain(pageUrl);
    }
  });

  it("says 'No load index data available' for a tire without load data", async () => {
    const { page } = s;
    await page.goto(`/tires/tire-details?tireId=${withoutLoads.tire_size_id}`);
    await page.getByText('No load index data available').waitFor();
    expect(await panel(page, 'Loads & Inflations').count()).toBe(0);
    expect(await panel(page, 'Tire Specs').getAttribute('aria-expanded')).toBe('true');
  });

  it.each([
    ['LOW_SEAM', 'UG-3S', 'UG-3S is a Low Seam (UMS) tire.'],
    ['AMERICAN_BIAS', 'HB-3', 'HB-3 is an American bias tire.'],
    ['PERMAFOAM', 'WS-5S PF', 'WS-5S PF is a Permafoam tire.'],
  ])('gives the seeded %s line its 18-month warranty, from the catalog flag', async (productClass, line, reason) => {
    const { page } = s;
    const flagged = listed.filter((t) => t.patterns.product_class === productClass);
    expect(flagged.map((t) => t.patterns.pattern_name)).toContain(line);
    // A four-year rim size where there is one: the flag, not the rim, gives the 18 months.
    const tire = flagged.find((t) => t.patterns.pattern_name === line && t.rim_diameter <= 39)!;
    await page.goto(`/tires/tire-details?tireId=${tire.tire_size_id}`);
    const warranties = page.getByRole('region', { name: 'Warranties' });
    await warranties.getByText(reason).waitFor();
    expect(await warranties.locator('.warranty__term').textContent()).toBe('18-month warranty');
    expect(await warranties.locator('li[data-applies=true]').textContent()).toBe(
      '18-month warranty for Low Seam (UMS), American bias and Permafoam tires. (applies to this tire)',
    );
  });

  it('gives a bias tire of an unflagged line on a 20-39 inch rim the four-year warranty', async () => {
    const { page } = s;
    const tire = listed.find((t) => t.tireType.name === 'Bias' && t.patterns.product_class === null && t.rim_diameter <= 35)!;
    await page.goto(`/tires/tire-details?tireId=${tire.tire_size_id}`);
    const warranties = page.getByRole('region', { name: 'Warranties' });
    await warranties.getByText(`This size fits a ${tire.rim_diameter}-inch rim (20-inch to 39-inch tires).`).waitFor();
    expect(await warranties.locator('.warranty__term').textContent()).toBe('Four-year warranty');
  });

  it('starts with every panel open and toggles them', async () => {
    const { page } = s;
    await page.goto(`/tires/tire-details?tireId=${withLoads.tire_size_id}`);
    for (const name of ['Features & Benefits', 'Tire Specs', 'Loads & Inflations', 'Ratings in This Size', 'Warranties', 'Additional Links']) {
      await panel(page, name).waitFor();
      expect(await panel(page, name).getAttribute('aria-expanded')).toBe('true');
    }
    // Each body animates its height in about 350 ms (SPEC §4, §9); Tire Specs also grows from 0 at start.
    const motion = await page.locator('.collapsible-panel__body').evaluateAll((bodies) =>
      bodies.map((el) => {
        const style = getComputedStyle(el);
        const props = style.transitionProperty.split(', ');
        return {
          height: style.transitionDuration.split(', ')[props.indexOf('grid-template-rows')],
          animation: `${style.animationName} ${style.animationDuration}`,
        };
      }),
    );
    expect(motion.map((m) => m.height)).toEqual(['0.35s', '0.35s', '0.35s', '0.35s', '0.35s', '0.35s']);
    expect(motion.map((m) => m.animation)).toEqual([
      'none 0s',
      'tire-specs-open 0.35s',
      'none 0s',
      'none 0s',
      'none 0s',
      'none 0s',
    ]);
    const specs = page.getByRole('region', { name: 'Tire Specs' });
    const firstSpec = specs.locator('th').first();
    await firstSpec.waitFor({ state: 'visible' });
    await panel(page, 'Tire Specs').click();
    expect(await panel(page, 'Tire Specs').getAttribute('aria-expanded')).toBe('false');
    await firstSpec.waitFor({ state: 'hidden' });
    await panel(page, 'Tire Specs').press('Enter');
    await firstSpec.waitFor({ state: 'visible' });
    expect(await panel(page, 'Tire Specs').getAttribute('aria-expanded')).toBe('true');
  });

  it('prints without the site header, with every panel open', async () => {
    const { page } = s;
    await page.goto(`/tires/tire-details?tireId=${withLoads.tire_size_id}`);
    await panel(page, 'Warranties').click();
    const warranty = page.getByRole('region', { name: 'Warranties' }).locator('li').first();
    await warranty.waitFor({ state: 'hidden' });
    expect(await page.locator('header.site-header').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await page.locator('header.site-header').isVisible()).toBe(false);
      expect(await page.locator('footer.site-footer').isVisible()).toBe(false);
      expect(await page.getByRole('link', { name: 'See All Tire Results' }).isVisible()).toBe(false);
      expect(await warranty.isVisible()).toBe(true);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });
});

describe('unit choice', () => {
  it('is remembered after a reload and on the other page', async () => {
    const { page } = s;
    const other = listed.find((t) => t.tire_size_id !== withLoads.tire_size_id)!;
    await page.goto(`/tires/compare-tires?tire1_Id=${withLoads.tire_size_id}&tire2_Id=${other.tire_size_id}`);
    await page.getByRole('table').waitFor();
    await page.getByRole('radio', { name: 'Metric' }).check();
    await page.reload();
    await page.getByRole('table', { name: 'Tire comparison in metric units' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Metric' }).isChecked()).toBe(true);

    await page.getByRole('link', { name: /View Tire Details/ }).first().click();
    await page.locator('main h1', { hasText: withLoads.patterns.pattern_name }).waitFor();
    const specs = page.getByRole('region', { name: 'Tire Specs' });
    await specs.locator('th', { hasText: 'Overall Width (mm)' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Metric' }).isChecked()).toBe(true);
    const loads = page.getByRole('region', { name: 'Loads & Inflations' });
    expect(await loads.locator('thead th', { hasText: 'Load (kg)' }).count()).toBeGreaterThan(0);
    await page.getByRole('radio', { name: 'US' }).check();
    await specs.locator('th', { hasText: 'Overall Width (in)' }).waitFor();
  });

  it('logs no console error', () => {
    expect(s.errors).toEqual([]);
  });
});
