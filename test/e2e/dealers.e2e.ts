// The dealer locator in a real browser against the seeded dealer network: a ZIP search with results, each
// empty message, denied and granted geolocation, units, tabs, paging, the URL, list <-> map highlight on
// the offline atlas, and the Mapbox map on a second server with a dummy token (Mapbox's hosts answered by
// page.route, so nothing leaves the machine).
import type { Page } from 'playwright-core';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { baseUrl, openBrowser, type Session } from './support/browser';
import { answerMapbox } from './support/mapbox';

const MESSAGES = {
  location: 'Your location could not be determined. Instead, please search by entering an address or zip code below.',
  invalid: 'Please enter a valid address or zip code.',
  none: 'There are no dealers within 50 miles of the searched location.',
  noneEarthmover: 'There are no Earthmover locations within 50 miles of the searched location.',
};

const cards = (page: Page) => page.getByRole('list', { name: 'Dealers' }).getByRole('listitem');
const status = (page: Page) => page.locator('.dealer-status');

async function search(page: Page, text: string) {
  const input = page.getByLabel('Full address or zip code');
  await input.fill(text);
  await input.press('Enter');
}

describe('/dealers with the offline map', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(() => s?.close());

  it('finds the Elko dealers for a ZIP, switches units without a new request, and keeps the search in the URL', async () => {
    const { page } = s;
    await page.goto('/dealers');
    await page.getByRole('heading', { level: 1, name: 'Find a Basalt OTR Dealer Near You' }).waitFor();
    await search(page, '89801');
    await cards(page).first().waitFor();
    await expect(cards(page).first().locator('h3').textContent()).resolves.toMatch(/^Elko /);
    const distance = cards(page).first().locator('.dealer-card__distance');
    await expect(distance.textContent()).resolves.toMatch(/^\d+\.\d mi$/);
    expect(await status(page).textContent()).toContain('near Elko, NV 89801');
    await page.waitForURL(/\/dealers\?q=89801$/);

    let requests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/website/dealer/search')) requests += 1;
    });
    const miles = parseFloat((await distance.textContent())!);
    await page.getByRole('radio', { name: 'Kilometers' }).check();
    const km = parseFloat((await distance.textContent())!);
    expect(km).toBeCloseTo(miles * 1.609344, 0);
    expect(await distance.textContent()).toMatch(/ km$/);
    expect(requests).toBe(0);
    await page.waitForURL(/unit=km/);

    await page.reload();
    await cards(page).first().waitFor();
    await expect(page.getByRole('radio', { name: 'Kilometers' }).isChecked()).resolves.toBe(true);
    await expect(page.getByLabel('Full address or zip code').inputValue()).resolves.toBe('89801');
    expect(s.errors).toEqual([]);
  });

  it('shows each fixed message: a place with no dealers of either kind, and text it cannot place', async () => {
    const { page } = s;
    await page.goto('/dealers');
    await search(page, '67901');
    await page.getByText(MESSAGES.none, { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Earthmover' }).click();
    await page.getByText(MESSAGES.noneEarthmover, { exact: true }).waitFor();
    await page.waitForURL(/q=67901&kind=earthmover/);
    // Houston has recommended stores but no Earthmover location within 50 miles.
    await search(page, 'Houston, TX');
    await page.getByText(MESSAGES.noneEarthmover, { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Recommended Stores' }).click();
    await cards(page).first().waitFor();
    await search(page, 'qwertyuiop');
    await page.getByText(MESSAGES.invalid, { exact: true }).waitFor();
    expect(await cards(page).count()).toBe(0);
  });

  it('pages through the Houston cluster with Previous and Next', async () => {
    const { page } = s;
    await page.goto('/dealers?q=77002');
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(10);
    const firstPage = await cards(page).locator('h3').allTextContents();
    await expect(page.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await page.getByText('Page 2 of 2').waitFor();
    const secondPage = await cards(page).locator('h3').allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((n) => firstPage.includes(n))).toEqual([]);
    await expect(page.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Page 1 of 2').waitFor();
    expect(await cards(page).locator('h3').allTextContents()).toEqual(firstPage);
  });

  it('highlights a dealer on the map from the list and on the list from the map', async () => {
    const { page } = s;
    await page.goto('/dealers?q=Houston%2C%20TX');
    const map = page.locator('[data-map="atlas"]');
    await map.waitFor();
    await cards(page).first().waitFor();
    await map.getByRole('img', { name: /Searched location: Houston, TX, United States/ }).waitFor();
    const markers = map.locator('.dealer-map__marker');
    expect(await markers.count()).toBe(await cards(page).count());
    await cards(page).nth(1).getByRole('button', { name: 'Show on map' }).click();
    await expect(markers.nth(1).getAttribute('aria-pressed')).resolves.toBe('true');
    const popup = map.getByRole('dialog');
    expect(await popup.textContent()).toContain(await cards(page).nth(1).locator('h3').textContent());
    // By keyboard: the open popup may cover a neighbouring point.
    await markers.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(markers.nth(0).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(cards(page).nth(0).getAttribute('class')).resolves.toContain('is-highlighted');
    await expect(cards(page).nth(1).getAttribute('class')).resolves.not.toContain('is-highlighted');
  });

  it('says the location could not be determined when the visitor denies it', async () => {
    const { page, context } = s;
    await context.clearPermissions();
    await page.goto('/dealers');
    await page.getByRole('button', { name: 'Use Your Location' }).click();
    await page.getByText(MESSAGES.location, { exact: true }).waitFor();
    expect(await cards(page).count()).toBe(0);
  });

  it('searches around a granted location (Elko) and puts the point in the URL', async () => {
    const { page, context } = s;
    await context.grantPermissions(['geolocation'], { origin: baseUrl() });
    await context.setGeolocation({ latitude: 40.8324, longitude: -115.7631 });
    await page.goto('/dealers');
    await page.getByRole('button', { name: 'Use Your Location' }).click();
    await cards(page).first().waitFor();
    await expect(cards(page).first().locator('h3').textContent()).resolves.toMatch(/^Elko /);
    await page.waitForURL(/lat=40\.83240&lng=-115\.76310/);
    expect(await status(page).textContent()).toContain('near your location (Elko, NV, United States)');
    await page.getByRole('tab', { name: 'Earthmover' }).click();
    await page.waitForURL(/kind=earthmover/);
    await page.getByRole('list', { name: 'Dealers' }).getByRole('heading', { name: 'Earthmover Field Service – Elko' }).waitFor();
    expect(await cards(page).count()).toBe(1);
  });
});

describe('/dealers with Mapbox (dummy token, Mapbox answered locally)', () => {
  let server: ServerProcess;
  let s: Session;
  const mapboxHits: string[] = [];
  beforeAll(async () => {
    server = await startServerProcess({ MAPBOX_TOKEN: 'pk.test-dummy-token-0000' });
    s = await openBrowser();
    await answerMapbox(s.page, mapboxHits);
  }, 180_000);
  afterAll(async () => {
    await s?.close();
    await server?.stop();
  });

  it('draws the dealers on Mapbox GL with the configured token, popups and highlight', async () => {
    const { page } = s;
    await page.goto(`${server.baseUrl}/dealers?q=89801`);
    const map = page.locator('[data-map="mapbox"]');
    await map.waitFor();
    await map.locator('canvas.mapboxgl-canvas').waitFor();
    await cards(page).first().waitFor();
    const pins = map.locator('.dealer-map__pin');
    await pins.first().waitFor();
    expect(await pins.count()).toBe(await cards(page).count());
    await map.getByRole('img', { name: /Searched location: Elko, NV 89801/ }).waitFor();
    await pins.first().click();
    await map.locator('.mapboxgl-popup').waitFor();
    expect(await map.locator('.mapboxgl-popup').textContent()).toContain(await cards(page).first().locator('h3').textContent());
    await expect(cards(page).first().getAttribute('class')).resolves.toContain('is-highlighted');
    await page.getByRole('button', { name: 'Zoom in' }).waitFor();
    expect(mapboxHits.some((u) => u.includes('/styles/v1/mapbox/streets-v12') && u.includes('access_token=pk.test-dummy-token-0000'))).toBe(true);
    expect(s.errors.filter((e) => !/Failed to load resource.*404/.test(e))).toEqual([]);
  });
});
