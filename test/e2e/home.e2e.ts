// The home page in a real browser (SPEC §2 Home): the banner's Find Tires opens the Tire Finder, the Total
// Mobility section has exactly its three tiles, Get The Tires You Need with Contact Us to /contact/contact-us,
// and the two promo tiles: links to the RH-4A+ lineup and TPMS Heavy Duty brochures (the sample content's home
// page, issue 19) that open in the PDF modal, or in a new tab on a modified click or without JavaScript.
import { openBrowser, type Session } from './support/browser';

let s: Session;
beforeAll(async () => {
  s = await openBrowser({ width: 1280, height: 900 });
});
afterAll(() => s?.close());

const main = () => s.page.locator('main');
const region = (name: string) => main().getByRole('region', { name });
const dialog = () => s.page.getByRole('dialog');

async function openHome() {
  await s.page.goto('/');
  await main().locator('h1').waitFor();
}

describe('home page', () => {
  it('shows the banner, whose Find Tires button opens the Tire Finder', async () => {
    await openHome();
    expect(await main().locator('h1').textContent()).toBe('Basalt Off-the-Road Tires');
    const banner = main().locator('.home-banner');
    await banner.getByRole('button', { name: 'Find Tires' }).click();
    await dialog().getByRole('heading', { name: 'How would you like to search?' }).waitFor();
    await s.page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('has a Total Mobility section with exactly three tiles to the Total Mobility pages', async () => {
    await openHome();
    const tiles = region('Total Mobility').getByRole('link');
    expect(await tiles.count()).toBe(3);
    expect(await tiles.evaluateAll((links) => links.map((a) => [a.querySelector('.tile__title')?.textContent, a.getAttribute('href')]))).toEqual([
      ['Trusted Products', '/total-mobility/trusted-products'],
      ['Reliable Services', '/total-mobility/reliable-services'],
      ['Tire Management Solutions', '/total-mobility/tire-management-solutions'],
    ]);
    await tiles.nth(1).click();
    await s.page.waitForURL('**/total-mobility/reliable-services');
    await main().locator('section h2').first().waitFor();
  });

  it('has Get The Tires You Need, whose Contact Us leads to /contact/contact-us', async () => {
    await openHome();
    const cta = region('Get The Tires You Need');
    expect(await cta.getByRole('heading', { level: 2 }).textContent()).toBe('Get The Tires You Need');
    await cta.getByRole('link', { name: 'Contact Us' }).click();
    await s.page.waitForURL((url) => url.pathname === '/contact/contact-us');
    await main().locator('h1', { hasText: 'Contact Basalt OTR' }).waitFor();
    // The contact overview shows only when no child route is active.
    expect(await main().getByRole('heading', { name: 'Need to talk?' }).count()).toBe(0);
  });

  it('opens each promo tile brochure in the PDF modal', async () => {
    for (const [tile, title, file] of [
      [/RH-4A\+ lineup/i, 'RH-4A+ Lineup', '/website/documents/brochure-rh-4a-plus-lineup.pdf'],
      [/TPMS Heavy Duty/, 'TPMS Heavy Duty', '/website/documents/brochure-tpms-heavy-duty.pdf'],
    ] as const) {
      await openHome();
      const promos = region('Featured documents').getByRole('link');
      expect(await promos.count()).toBe(2);
      const link = promos.filter({ hasText: tile });
      // A real link to the PDF (a new tab, or no JavaScript, still gets the document).
      expect([await link.getAttribute('href'), await link.getAttribute('target')]).toEqual([file, '_blank']);
      const pages = s.context.pages().length;
      await link.click();
      await dialog().locator('.rpv-core__text-layer-text').first().waitFor();
      expect(await dialog().getByRole('heading').textContent()).toBe(title);
      expect(await dialog().getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(file);
      expect(await s.page.evaluate(() => document.body.classList.contains('modal-open'))).toBe(true);
      expect(s.context.pages().length).toBe(pages); // the click opened the modal, not a tab
      expect(new URL(s.page.url()).pathname).toBe('/');
      await s.page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'detached' });
    }
  });

  it('leaves a ctrl-click on a promo tile to the browser: the PDF in a new tab, no modal', async () => {
    await openHome();
    const link = region('Featured documents').getByRole('link').first();
    const file = (await link.getAttribute('href'))!;
    const [tab] = await Promise.all([s.context.waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
    await tab.waitForURL((url) => url.pathname === file);
    await tab.close();
    await s.page.waitForTimeout(300); // past the modal's 100 ms opening delay
    expect(await dialog().count()).toBe(0);
  });

  it('logged no console error', () => {
    expect(s.errors).toEqual([]);
  });
});

describe('home page without JavaScript', () => {
  let noJs: Session;
  beforeAll(async () => {
    noJs = await openBrowser({ width: 1280, height: 900 }, { javaScriptEnabled: false });
  });
  afterAll(() => noJs?.close());

  it('has the promo tiles as links that open their PDFs in a new tab', async () => {
    await noJs.page.goto('/');
    const promos = noJs.page.locator('main').getByRole('region', { name: 'Featured documents' }).getByRole('link');
    expect(await promos.evaluateAll((links) => links.map((a) => [a.querySelector('.tile__title')?.textContent, a.getAttribute('href')]))).toEqual([
      ['RH-4A+ Lineup', '/website/documents/brochure-rh-4a-plus-lineup.pdf'],
      ['TPMS Heavy Duty', '/website/documents/brochure-tpms-heavy-duty.pdf'],
    ]);
    const [tab] = await Promise.all([noJs.context.waitForEvent('page'), promos.nth(1).click()]);
    await tab.waitForURL((url) => url.pathname === '/website/documents/brochure-tpms-heavy-duty.pdf');
    const pdf = await noJs.page.request.get('/website/documents/brochure-tpms-heavy-duty.pdf');
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    await tab.close();
  });
});
