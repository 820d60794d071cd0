// The results page against the real seeded catalog: cards and count, the Narrow Results rules (down to
// each message), the compare limit and link, back/forward between searches, and the phone layout.
import { baseUrl, openBrowser, type Session } from './support/browser';

interface Row {
  tire_size_id: number;
  size: string;
  pattern_id: number;
  tra_code_id: number;
  patterns: { pattern_name: string };
}

const SORRY =
  'Sorry, no results were found. You must select at least one tire line and one tire industry in the search filters to the left.';
const LIMIT = 'You have already selected 3 tires. Please deselect a tire to add another to your list.';

let s: Session;
const warnings: string[] = [];
/** Sizes with the most tire lines first: [size, its tires]. */
let bySize: [string, Row[]][] = [];

beforeAll(async () => {
  const { data } = (await (await fetch(`${baseUrl()}/website/products/list`)).json()) as { data: Row[] };
  const groups = new Map<string, Row[]>();
  for (const row of data) groups.set(row.size, [...(groups.get(row.size) ?? []), row]);
  const lineCount = (rows: Row[]) => new Set(rows.map((r) => r.pattern_id)).size;
  bySize = [...groups.entries()].filter(([, rows]) => rows.length >= 4).sort((a, b) => lineCount(b[1]) - lineCount(a[1]));
  s = await openBrowser();
  s.page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
});
afterAll(() => s?.close());

const resultsUrl = (size: string) => `/tires/tire-results?tireSize=${encodeURIComponent(size)}`;
const cards = () => s.page.getByTestId('result-card');
const group = (legend: string) => s.page.getByRole('group', { name: legend });
const status = () => s.page.locator('.results-count');

async function open(size: string) {
  await s.page.goto(resultsUrl(size));
  await s.page.evaluate(() => window.sessionStorage.clear());
  await s.page.reload();
  await cards().first().waitFor();
}

describe('tire results (desktop)', () => {
  it('has a size with several tire lines in the seeded catalog', () => {
    const [, rows] = bySize[0]!;
    expect(new Set(rows.map((r) => r.pattern_id)).size).toBeGreaterThanOrEqual(2);
  });

  it('shows one card per matching tire and the count', async () => {
    const [size, rows] = bySize[0]!;
    await open(size);
    await expect(s.page.locator('main h1').textContent()).resolves.toBe('Tires That Match Your Search');
    expect(await cards().count()).toBe(rows.length);
    expect(await status().textContent()).toBe(`${rows.length} tires match your search`);
    expect(await status().getAttribute('role')).toBe('status');
    const first = cards().first();
    const link = first.getByRole('link', { name: rows[0]!.patterns.pattern_name, exact: true });
    expect(await link.getAttribute('href')).toBe(`/tires/tire-details?tireId=${rows[0]!.tire_size_id}`);
    expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await s.page.locator('.results-filters').boundingBox().then((b) => b!.x)).toBeLessThan(
      (await s.page.locator('.results-main').boundingBox())!.x,
    );
  });

  it('narrows by tire line down to the no-line message, and Check/Uncheck All restores every tire', async () => {
    const [size, rows] = bySize[0]!;
    await open(size);
    const lineBoxes = group('Tire Line').locator('ul label');
    const n = await lineBoxes.count();
    expect(n).toBe(new Set(rows.map((r) => r.pattern_id)).size);
    let left = rows;
    for (let i = 0; i < n - 1; i++) {
      const line = (await lineBoxes.nth(i).textContent())?.trim();
      left = left.filter((r) => r.patterns.pattern_name !== line);
      await lineBoxes.nth(i).getByRole('checkbox').uncheck();
      await s.page.waitForFunction(
        (t) => document.querySelector('.results-count')?.textContent === t,
        left.length === 1 ? '1 tire matches your search' : `${left.length} tires match your search`,
      );
      expect(await cards().count()).toBe(left.length);
    }
    await lineBoxes.nth(n - 1).getByRole('checkbox').uncheck();
    await s.page.getByText(SORRY).waitFor();
    expect(await cards().count()).toBe(0);
    await group('Tire Line').getByRole('checkbox', { name: 'Check/Uncheck All' }).check();
    await s.page.waitForFunction((c) => document.querySelectorAll('[data-testid=result-card]').length === c, rows.length);
    expect(await s.page.getByText(SORRY).count()).toBe(0);
  });

  it('unchecking every tire industry shows the same message', async () => {
    const [size] = bySize[0]!;
    await open(size);
    await group('Tire Industry').getByRole('checkbox', { name: 'Check/Uncheck All' }).uncheck();
    await s.page.getByText(SORRY).waitFor();
    expect(await cards().count()).toBe(0);
  });

  it('refuses to uncheck the last tire type', async () => {
    const [size] = bySize[0]!;
    await open(size);
    const types = group('Radial/Bias').getByRole('checkbox');
    expect(await types.count()).toBe(1); // a size is either radial or bias
    await types.first().click();
    await group('Radial/Bias').getByText('You must select either Radial or Bias.').waitFor();
    expect(await types.first().isChecked()).toBe(true);
    expect(warnings).toContain('You must select either Radial or Bias.');
    expect(await cards().count()).toBeGreaterThan(0);
  });

  it('picks three tires, refuses a fourth with the modal, and links to the compare page', async () => {
    const [size, rows] = bySize[0]!;
    await open(size);
    const box = (i: number) => cards().nth(i).getByRole('checkbox', { name: /Compare Tire/ });
    for (const i of [0, 1, 2]) await box(i).check();
    await box(3).click();
    const modal = s.page.getByRole('alertdialog');
    await modal.waitFor();
    expect((await modal.textContent())?.trim()).toContain(LIMIT);
    expect(await s.page.evaluate(() => document.body.classList.contains('modal-open'))).toBe(true);
    await modal.getByRole('button', { name: 'Ok' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(await box(3).isChecked()).toBe(false);
    expect(await s.page.evaluate(() => document.body.classList.contains('modal-open'))).toBe(false);
    const compare = s.page.locator('.compare-bar').getByRole('link', { name: 'Compare Tires' });
    const ids = rows.slice(0, 3).map((r) => r.tire_size_id);
    expect(await compare.getAttribute('href')).toBe(
      `/tires/compare-tires?tire1_Id=${ids[0]}&tire2_Id=${ids[1]}&tire3_Id=${ids[2]}`,
    );
    await compare.click();
    await s.page.waitForURL(/\/tires\/compare-tires\?/);
    expect(new URL(s.page.url()).search).toBe(`?tire1_Id=${ids[0]}&tire2_Id=${ids[1]}&tire3_Id=${ids[2]}`);
    await s.page.goBack();
    await cards().first().waitFor();
    expect(await box(0).isChecked()).toBe(true); // the picks survive the trip
  });

  it("a tire's details lead back to the same results with See All Tire Results", async () => {
    const [size, rows] = bySize[0]!;
    await open(size);
    const url = s.page.url();
    expect(new URL(url).search).toBe(`?tireSize=${encodeURIComponent(size)}`);
    const link = cards().nth(1).locator('h3 a');
    const name = (await link.textContent())!.trim();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/tires\/tire-details\?tireId=\d+$/);
    await link.click();
    await s.page.waitForURL(`**${href}`);
    await s.page.locator('main h1', { hasText: name }).waitFor();
    await s.page.getByRole('link', { name: 'See All Tire Results' }).click();
    await s.page.waitForURL(url);
    await s.page.waitForFunction((t) => document.querySelector('.results-count')?.textContent === t, `${rows.length} tires match your search`);
    expect(s.page.url()).toBe(url);
    expect(await cards().count()).toBe(rows.length);
  });

  it('a tire reached through the comparison leads back to the results the comparison was made from', async () => {
    const [size, rows] = bySize[1] ?? bySize[0]!;
    await open(size);
    const url = s.page.url();
    for (const i of [0, 1]) await cards().nth(i).getByRole('checkbox', { name: /Compare Tire/ }).check();
    await s.page.locator('.compare-bar').getByRole('link', { name: 'Compare Tires' }).click();
    await s.page.waitForURL(/\/tires\/compare-tires\?/);
    await s.page.getByRole('link', { name: /^View Tire Details/ }).first().click();
    await s.page.waitForURL(/\/tires\/tire-details\?/);
    const back = s.page.getByRole('link', { name: 'See All Tire Results' });
    expect(new URL((await back.getAttribute('href'))!, url).href).toBe(url);
    await back.click();
    await s.page.waitForURL(url);
    await s.page.waitForFunction((t) => document.querySelector('.results-count')?.textContent === t, `${rows.length} tires match your search`);
    expect(await cards().count()).toBe(rows.length);
  });

  it('back and forward move between two searches', async () => {
    const [sizeA, rowsA] = bySize[0]!;
    const [sizeB, rowsB] = bySize.find(([, r]) => r.length !== rowsA.length) ?? bySize[1]!;
    await open(sizeA);
    // An in-app navigation, as the Tire Finder makes one.
    await s.page.evaluate((url) => {
      window.history.pushState(window.history.state, '', url);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, resultsUrl(sizeB));
    await s.page.locator('.search-summary', { hasText: sizeB }).waitFor();
    await s.page.waitForFunction((t) => document.querySelector('.results-count')?.textContent === t, `${rowsB.length} tires match your search`);
    await s.page.goBack();
    await s.page.locator('.search-summary', { hasText: sizeA }).waitFor();
    await s.page.waitForFunction((t) => document.querySelector('.results-count')?.textContent === t, `${rowsA.length} tires match your search`);
    await s.page.goForward();
    await s.page.waitForFunction((t) => document.querySelector('.results-count')?.textContent === t, `${rowsB.length} tires match your search`);
    expect(await cards().count()).toBe(rowsB.length);
  });

  it('hydrates from the answers the page came with, and asks again on an in-app navigation back to it', async () => {
    const [sizeA] = bySize[0]!;
    const [sizeB] = bySize[1]!;
    const asked: string[] = [];
    const record = (request: { url(): string }) => {
      const url = request.url();
      if (/\/website\/(tyre-type|tire_line|tra|products)\/list/.test(url)) asked.push(url);
    };
    s.page.on('request', record);
    try {
      await open(sizeA);
      await s.page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await s.page.waitForTimeout(500); // the products' 100 ms and more
      expect(asked).toEqual([]);
      await s.page.evaluate((url) => {
        window.history.pushState(window.history.state, '', url);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      }, resultsUrl(sizeB));
      await s.page.locator('.search-summary', { hasText: sizeB }).waitFor();
      await s.page.goBack();
      await s.page.locator('.search-summary', { hasText: sizeA }).waitFor();
      await s.page.waitForTimeout(500);
      const forA = asked.filter((url) => new URL(url).searchParams.get('tire_size') === sizeA);
      expect(forA.some((url) => url.includes('/products/list'))).toBe(true);
      expect(forA.some((url) => url.includes('/tyre-type/list'))).toBe(true);
    } finally {
      s.page.off('request', record);
    }
  });

  it('logs no console error', () => {
    expect(s.errors).toEqual([]);
  });
});

describe('tire results (phone)', () => {
  it('stacks the filters above the results', async () => {
    const phone = await openBrowser({ width: 390, height: 844 });
    try {
      await phone.page.goto(resultsUrl(bySize[0]![0]));
      await phone.page.getByTestId('result-card').first().waitFor();
      const filters = (await phone.page.locator('.results-filters').boundingBox())!;
      const main = (await phone.page.locator('.results-main').boundingBox())!;
      expect(main.y).toBeGreaterThanOrEqual(filters.y + filters.height);
      const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
