// The Tire Finder in a real browser against the seeded catalog: each of the four searches from the home page
// to /tires/tire-results with SPEC §7's exact parameters, the ways to close it (focus back on the opener),
// body.modal-open and no page scroll while open, one search by keyboard only, and the phone layout.
import type { Page } from 'playwright-core';
import { baseUrl, openBrowser, type Session } from './support/browser';
import { chunkScript } from './support/assets';

interface Named {
  name: string;
}
const api = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${baseUrl()}/website/${path}`, { headers: { ispublic: 'true' } })).json()) as T;
const list = '&sort_type=asc&is_all=true';

let s: Session;
beforeAll(async () => {
  s = await openBrowser();
});
afterAll(() => s?.close());

const dialog = (page: Page) => page.getByRole('dialog');
const button = (page: Page, name: string) => dialog(page).getByRole('button', { name, exact: true });

async function openFromHome(page: Page) {
  await page.goto('/');
  await page.locator('main h1').waitFor();
  await page.locator('main').getByRole('button', { name: 'Find Tires' }).click();
  await dialog(page).getByRole('heading', { name: 'How would you like to search?' }).waitFor();
}

/** Waits for the results URL, then checks path and query exactly (order included) and that the finder closed. */
async function expectResults(page: Page, query: [string, string][]) {
  const expected = `/tires/tire-results?${new URLSearchParams(query).toString()}`;
  await page.waitForURL((url) => url.pathname === '/tires/tire-results');
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`).toBe(expected);
  await dialog(page).waitFor({ state: 'detached' });
  await page.locator('main h1', { hasText: 'Tires That Match Your Search' }).waitFor();
  expect(await page.evaluate(() => document.body.classList.contains('modal-open'))).toBe(false);
}

describe('each search, from the home page to the results', () => {
  it('Size: filters the full list, then tireSize', async () => {
    const sizes = await api<{ data: { size: string }[] }>(`tiresize/list?sort_by=size${list}`);
    const size = sizes.data[Math.floor(sizes.data.length / 2)]!.size;
    await openFromHome(s.page);
    await button(s.page, 'Size').click();
    const options = dialog(s.page).getByRole('list', { name: 'Tire sizes' }).getByRole('button');
    await options.first().waitFor();
    expect(await options.count()).toBe(sizes.data.length);
    await dialog(s.page).getByLabel('Filter sizes').fill(`  ${size} `);
    expect(await options.allTextContents()).toContain(size);
    expect(await options.count()).toBeLessThan(sizes.data.length);
    const products: string[] = [];
    const record = (request: { url(): string }) => {
      if (request.url().includes('/website/products/list')) products.push(request.url());
    };
    s.page.on('request', record);
    try {
      await button(s.page, size).click();
      await expectResults(s.page, [['tireSize', size]]);
      await s.page.locator('[data-testid="result-card"]').first().waitFor();
      await s.page.waitForTimeout(300);
      // The page asks for its products once (as the machine lists them), and its query hook does not ask again.
      expect(products).toHaveLength(1);
    } finally {
      s.page.off('request', record);
    }
  });

  it('Rim Diameter: rim, then a size of that rim; rimDiam, rimDiamTireSize, rimDiamTireSizeId', async () => {
    const rims = await api<{ data: { rim_size_id: number; rim_diameter: number }[] }>(`rimsize/list?sort_by=rim_diameter${list}`);
    const rim = rims.data[1]!;
    const sizes = await api<{ data: { size: string }[] }>(`tiresize/list?sort_by=size${list}&rim_size_id=${rim.rim_size_id}`);
    const size = sizes.data.at(-1)!.size;
    await openFromHome(s.page);
    await button(s.page, 'Rim Diameter').click();
    await button(s.page, `${rim.rim_diameter} inch`).click();
    expect(await dialog(s.page).getByRole('button', { name: 'Tire Size' }).getAttribute('aria-current')).toBe('step');
    await button(s.page, size).click();
    await expectResults(s.page, [
      ['rimDiam', String(rim.rim_diameter)],
      ['rimDiamTireSize', size],
      ['rimDiamTireSizeId', String(rim.rim_size_id)],
    ]);
  });

  it('Equipment Type: equipment, then a size; equipTypeId, equipmentType, equipType, equipTireSize', async () => {
    const apps = await api<{ data: { rows: (Named & { application_id: number })[] } }>(`application/list?sort_by=name${list}`);
    const app = apps.data.rows.at(-1)!;
    const sizes = await api<{ data: { size: string }[] }>(`tiresize/list?sort_by=size${list}&application_id=${app.application_id}`);
    const size = sizes.data[0]!.size;
    await openFromHome(s.page);
    await button(s.page, 'Equipment Type').click();
    await button(s.page, app.name).click();
    await button(s.page, size).click();
    const id = String(app.application_id);
    await expectResults(s.page, [
      ['equipTypeId', id],
      ['equipmentType', id],
      ['equipType', app.name],
      ['equipTireSize', size],
    ]);
  });

  it('Industry: industry, its equipment, then a size; the five industry parameters', async () => {
    const segs = await api<{ data: (Named & { segment_id: number })[] }>(`segment/list?sort_by=name${list}`);
    const seg = segs.data[0]!;
    const apps = await api<{ data: { rows: (Named & { application_id: number })[] } }>(
      `application/list?sort_by=name${list}&segment_id=${seg.segment_id}`,
    );
    const app = apps.data.rows[0]!;
    const sizes = await api<{ data: { size: string }[] }>(
      `tiresize/list?sort_by=size${list}&segment_id=${seg.segment_id}&application_id=${app.application_id}`,
    );
    const size = sizes.data[0]!.size;
    await openFromHome(s.page);
    await button(s.page, 'Industry').click();
    await button(s.page, seg.name).click();
    await button(s.page, app.name).click();
    // Tab rules: the equipment tab goes back one step, the industry tab to the start.
    await button(s.page, `Equipment Type: ${app.name}`).click();
    await button(s.page, `Industry: ${seg.name}`).click();
    await dialog(s.page).getByRole('list', { name: 'Industries' }).waitFor();
    await button(s.page, seg.name).click();
    await button(s.page, app.name).click();
    await button(s.page, size).click();
    await expectResults(s.page, [
      ['equipIndustry', String(seg.segment_id)],
      ['equipmentType', String(app.application_id)],
      ['indTireSize', size],
      ['equipType', app.name],
      ['industry', seg.name],
    ]);
  });

  it("the results page's New Tire Search opens it again and leads to the new results", async () => {
    const sizes = await api<{ data: { size: string }[] }>(`tiresize/list?sort_by=size${list}`);
    const size = sizes.data[0]!.size;
    await s.page.locator('main').getByRole('button', { name: 'New Tire Search' }).click();
    await button(s.page, 'Size').click();
    await button(s.page, size).click();
    await expectResults(s.page, [['tireSize', size]]);
  });
});

describe('loading', () => {
  it('the home page loads no Tire Finder code until Find Tires is pressed', async () => {
    const scripts: string[] = [];
    const onRequest = (req: { url(): string; resourceType(): string }) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    };
    s.page.on('request', onRequest);
    await s.page.goto('/');
    await s.page.locator('main h1').waitFor();
    await s.page.waitForLoadState('networkidle');
    const beforeClick = scripts.length;
    const finder = chunkScript('tire-finder');
    expect(scripts.some((p) => p.includes(finder))).toBe(false);
    await s.page.locator('main').getByRole('button', { name: 'Find Tires' }).click();
    await dialog(s.page).waitFor();
    expect(scripts.slice(beforeClick).some((p) => p.includes(finder))).toBe(true);
    s.page.off('request', onRequest);
    await s.page.keyboard.press('Escape');
  });
});

describe('open and close', () => {
  const opener = () => s.page.locator('main').getByRole('button', { name: 'Find Tires' });
  const focusedText = () => s.page.evaluate(() => document.activeElement?.textContent?.trim());

  async function expectClosed() {
    await dialog(s.page).waitFor({ state: 'detached' });
    expect(await s.page.evaluate(() => document.body.classList.contains('modal-open'))).toBe(false);
    expect(await focusedText()).toBe('Find Tires');
    expect(await opener().evaluate((el) => el === document.activeElement)).toBe(true);
  }

  it('marks the body modal-open and the page does not scroll while open', async () => {
    await openFromHome(s.page);
    expect(await s.page.evaluate(() => document.body.classList.contains('modal-open'))).toBe(true);
    expect(await s.page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await s.page.mouse.move(10, 10); // over the backdrop
    await s.page.mouse.wheel(0, 2000);
    await s.page.waitForTimeout(200);
    expect(await s.page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('closes on Escape, from a sub-search, and opens again at the choices', async () => {
    await openFromHome(s.page);
    await button(s.page, 'Rim Diameter').click();
    await s.page.keyboard.press('Escape');
    await expectClosed();
    await opener().click();
    await dialog(s.page).getByRole('heading', { name: 'How would you like to search?' }).waitFor();
  });

  it('closes on a click outside', async () => {
    await openFromHome(s.page);
    await s.page.mouse.click(5, 5);
    await expectClosed();
  });

  it('closes on the close button', async () => {
    await openFromHome(s.page);
    await button(s.page, 'Close').click();
    await expectClosed();
  });
});

describe('keyboard only', () => {
  it('Equipment Type search with Tab, arrows and Enter', async () => {
    const apps = await api<{ data: { rows: (Named & { application_id: number })[] } }>(`application/list?sort_by=name${list}`);
    const [, second] = apps.data.rows;
    const sizes = await api<{ data: { size: string }[] }>(
      `tiresize/list?sort_by=size${list}&application_id=${second!.application_id}`,
    );
    await s.page.goto('/');
    await s.page.locator('main h1').waitFor();
    await s.page.locator('main').getByRole('button', { name: 'Find Tires' }).focus();
    await s.page.keyboard.press('Enter');
    await dialog(s.page).waitFor();
    // Close, Size, Rim Diameter, Industry, Equipment Type.
    for (let i = 0; i < 4; i += 1) await s.page.keyboard.press('Tab');
    await s.page.keyboard.press('Enter');
    await dialog(s.page).getByRole('list', { name: 'Equipment types' }).getByRole('button').first().waitFor();
    await s.page.keyboard.press('Tab'); // from the step heading into the list
    await s.page.keyboard.press('ArrowDown');
    await s.page.keyboard.press('Enter');
    await dialog(s.page).getByRole('list', { name: 'Tire sizes' }).getByRole('button').first().waitFor();
    await s.page.keyboard.press('Tab');
    await s.page.keyboard.press('End');
    await s.page.keyboard.press('Enter');
    const id = String(second!.application_id);
    await expectResults(s.page, [
      ['equipTypeId', id],
      ['equipmentType', id],
      ['equipType', second!.name],
      ['equipTireSize', sizes.data.at(-1)!.size],
    ]);
  });

  it('logs no console error', () => {
    expect(s.errors).toEqual([]);
  });
});

describe('on a 390 px phone', () => {
  let phone: Session;
  beforeAll(async () => {
    phone = await openBrowser({ width: 390, height: 844 });
  });
  afterAll(() => phone?.close());

  it('fits the screen: no sideways scrolling, tabs and list inside the popup', async () => {
    const segs = await api<{ data: Named[] }>(`segment/list?sort_by=name${list}`);
    await openFromHome(phone.page);
    await button(phone.page, 'Industry').click();
    await button(phone.page, segs.data[0]!.name).click();
    await dialog(phone.page).getByRole('list', { name: 'Equipment types' }).getByRole('button').first().waitFor();
    const box = (await dialog(phone.page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(await dialog(phone.page).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const name of [`Industry: ${segs.data[0]!.name}`, 'Equipment Type', 'Tire Size']) {
      const tab = (await button(phone.page, name).boundingBox())!;
      expect(tab.x + tab.width).toBeLessThanOrEqual(box.x + box.width);
    }
    await phone.page.screenshot({ path: 'test-results/tire-finder-phone.png' });
    expect(phone.errors).toEqual([]);
  });
});
