// The home page in a real browser (SPEC §2 Home): the banner's Find Tires opens the Tire Finder, the Total
// Mobility section has exactly its three tiles, Get The Tires You Need with Contact Us to /contact/contact-us,
// and the two promo tiles open the RH-4A+ lineup and TPMS Heavy Duty brochures in the PDF modal.
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
      const promos = region('Featured documents').getByRole('button');
      expect(await promos.count()).toBe(2);
      await promos.filter({ hasText: tile }).click();
      await dialog().locator('.rpv-core__text-layer-text').first().waitFor();
      expect(await dialog().getByRole('heading').textContent()).toBe(title);
      expect(await dialog().getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(file);
      expect(await s.page.evaluate(() => document.body.classList.contains('modal-open'))).toBe(true);
      await s.page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'detached' });
    }
  });

  it('logged no console error', () => {
    expect(s.errors).toEqual([]);
  });
});
