// The shared frame and the route table in a real browser: deep links with titles, header submenus,
// the mobile menu, footer panels, and every route reachable from the header or footer.
import { baseUrl, openBrowser, type Session } from './support/browser';

let s: Session;
beforeAll(async () => {
  s = await openBrowser();
});
afterAll(() => s.close());

async function firstTire(): Promise<{ id: number; pattern: string }> {
  const res = await fetch(`${baseUrl()}/website/products/list`);
  const { data } = (await res.json()) as { data: { tire_size_id: number; patterns: { pattern_name: string } }[] };
  return { id: data[0]!.tire_size_id, pattern: data[0]!.patterns.pattern_name };
}

const routes: [path: string, title: string, h1: string | RegExp][] = [
  ['/', 'Basalt Off-the-Road (OTR) Tires', /Basalt/],
  ['/tires', 'Basalt Off-the-Road (OTR) Tires', 'Tires'],
  ['/tires/tire-results?tireSize=29.5R25', 'Trusted Products', 'Tires That Match Your Search'],
  ['/tires/compare-tires?tire1_Id=1&tire2_Id=2', 'Basalt Off-the-Road (OTR) Tires', 'Compare Tires'],
  ['/total-mobility/trusted-products', 'Trusted Products', 'Trusted Products'],
  ['/total-mobility/reliable-services', 'Reliable Services', 'Reliable Services'],
  ['/total-mobility/tire-management-solutions', 'Tire Management Solutions', 'Tire Management Solutions'],
  ['/total-mobility/trusted-products/tire-construction', 'Tire Construction', 'Tire Construction'],
  ['/total-mobility/trusted-products/technology', 'Technology', 'Technology'],
  ['/contact', 'Contact Us', 'Contact Us'],
  ['/contact/contact-us', 'Contact Basalt OTR', 'Contact Basalt OTR'],
  ['/contact/request-consultation', 'Request a Consultation', 'Request a Consultation'],
  ['/infocenter', 'Info Center', 'Info Center'],
  ['/infocenter/archives', 'Info Center Archives', 'Info Center Archives'],
  ['/infocenter/otr-tips/select-the-right-tire', 'Select the Right Tire', /Select the Right Tire/i],
  ['/resources', 'Resources', 'Resources'],
  ['/resources/brochures', 'OTR Brochures/Sell Sheets', 'OTR Brochures/Sell Sheets'],
  ['/resources/pressure-recommendations', 'OE Pressure Recommendations', 'OE Pressure Recommendations'],
  ['/resources/engineering-data', 'Engineering Data', 'Engineering Data'],
  ['/dealers', 'Find a Basalt OTR Dealer', 'Find a Basalt OTR Dealer Near You'],
  ['/emtrack/registration', 'EMTrack Sign Up', 'EMTrack Sign Up'],
  ['/this/does/not/exist', 'Page not found', 'Page not found'],
];

describe('deep links', () => {
  it.each(routes)('%s loads with its title and heading', async (path, title, h1) => {
    const response = await s.page.goto(path);
    // The server renders each page (docs/rendering.md): an unknown address is a real 404.
    expect(response?.status()).toBe(title === 'Page not found' ? 404 : 200);
    const heading = s.page.locator('main h1');
    await heading.waitFor();
    expect(await heading.count()).toBe(1);
    if (typeof h1 === 'string') expect((await heading.textContent())?.trim()).toBe(h1);
    else expect(await heading.textContent()).toMatch(h1);
    await s.page.waitForFunction((t) => document.title === t, title);
  });

  it('titles a tire detail page "pattern name | Off-the-Road (OTR) Tires", also after a reload', async () => {
    const tire = await firstTire();
    await s.page.goto(`/tires/tire-details?tireId=${tire.id}`);
    await s.page.locator('main h1', { hasText: tire.pattern }).waitFor();
    await s.page.waitForFunction((t) => document.title === t, `${tire.pattern} | Off-the-Road (OTR) Tires`);
    await s.page.reload();
    await s.page.locator('main h1', { hasText: tire.pattern }).waitFor();
  });

  it('logs no console error on any route', () => {
    // Chromium reports the 404 page's own status (once); nothing else may fail.
    const notFoundPage = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
    expect(s.errors.filter((e) => e !== notFoundPage)).toEqual([]);
    expect(s.errors.filter((e) => e === notFoundPage).length).toBeLessThanOrEqual(1);
  });
});

describe('header (desktop)', () => {
  const toggle = (name: string) => s.page.locator('header .site-nav__toggle', { hasText: name });
  const panel = (id: string) => s.page.locator(`#submenu-${id}`);

  beforeAll(async () => {
    await s.page.goto('/');
    await s.page.locator('main h1').waitFor();
  });

  it('opens one submenu at a time; clicking the open one closes it', async () => {
    await toggle('Total Mobility').click();
    await expect(panel('mobility').getAttribute('data-open')).resolves.toBe('true');
    expect(await toggle('Total Mobility').getAttribute('aria-expanded')).toBe('true');
    await expect(panel('mobility').getByText('Reliable Services').isVisible()).resolves.toBe(true);

    await toggle('Resources').click();
    expect(await panel('resources').getAttribute('data-open')).toBe('true');
    expect(await panel('mobility').getAttribute('data-open')).toBe('false');
    expect(await toggle('Total Mobility').getAttribute('aria-expanded')).toBe('false');

    await toggle('Resources').click();
    expect(await panel('resources').getAttribute('data-open')).toBe('false');
  });

  it('closes a submenu with its Close control and with Escape', async () => {
    await toggle('Contact Us').click();
    expect(await panel('contact').getAttribute('data-open')).toBe('true');
    await panel('contact').locator('.submenu__close').click();
    expect(await panel('contact').getAttribute('data-open')).toBe('false');
    await toggle('Contact Us').click();
    await s.page.keyboard.press('Escape');
    expect(await panel('contact').getAttribute('data-open')).toBe('false');
  });

  it('navigates from a submenu link and closes the submenu', async () => {
    await toggle('Resources').click();
    await panel('resources').getByRole('link', { name: 'Engineering Data' }).click();
    await s.page.locator('main h1', { hasText: 'Engineering Data' }).waitFor();
    expect(new URL(s.page.url()).pathname).toBe('/resources/engineering-data');
    expect(await panel('resources').getAttribute('data-open')).toBe('false');
  });

  it('hides the MENU toggle on a wide screen', async () => {
    expect(await s.page.locator('.menu-toggle').isVisible()).toBe(false);
  });
});

describe('footer panels', () => {
  it('start expanded and toggle by click, Enter and Space', async () => {
    await s.page.goto('/');
    await s.page.locator('main h1').waitFor();
    const ids = ['tires', 'mobility', 'resources', 'contact', 'more'];
    for (const id of ids) {
      expect(await s.page.locator(`#footer-panel-${id}`).getAttribute('data-open')).toBe('true');
    }
    const button = s.page.locator('#footer-panel-resources-title');
    const body = s.page.locator('#footer-panel-resources');
    await button.click();
    expect(await body.getAttribute('data-open')).toBe('false');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.focus();
    await s.page.keyboard.press('Enter');
    expect(await body.getAttribute('data-open')).toBe('true');
    await s.page.keyboard.press('Space');
    expect(await body.getAttribute('data-open')).toBe('false');
  });

  it('opens Privacy Policy and Legal Notice in a new tab', async () => {
    for (const name of ['Privacy Policy', 'Legal Notice']) {
      const link = s.page.locator('footer').getByRole('link', { name });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
  });
});

describe('every route is reachable from the header or footer', () => {
  it('links every top-level page of SPEC §2', async () => {
    await s.page.goto('/');
    await s.page.locator('main h1').waitFor();
    const hrefs = await s.page
      .locator('header a[href], footer a[href]')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).hash));
    const expected = [
      '/',
      '/tires',
      '/total-mobility/trusted-products',
      '/total-mobility/reliable-services',
      '/total-mobility/tire-management-solutions',
      '/total-mobility/tire-management-solutions#sectionb',
      '/total-mobility/trusted-products/technology',
      '/resources',
      '/resources/brochures',
      '/resources/pressure-recommendations',
      '/resources/engineering-data',
      '/infocenter',
      '/contact',
      '/contact/contact-us',
      '/contact/request-consultation',
      '/dealers',
      '/emtrack/registration',
    ];
    expect(hrefs).toEqual(expect.arrayContaining(expected));
  });
});

describe('mobile header', () => {
  let phone: Session;
  beforeAll(async () => {
    phone = await openBrowser({ width: 390, height: 844 });
    await phone.page.goto('/');
    await phone.page.locator('main h1').waitFor();
  });
  afterAll(() => phone.close());

  it('starts with the menu collapsed and expands and collapses it with MENU', async () => {
    const menu = phone.page.locator('.menu-toggle');
    const list = phone.page.locator('#site-nav-panel');
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await list.getAttribute('data-open')).toBe('false');
    expect(await phone.page.locator('header').getByRole('link', { name: 'Info Center' }).isVisible()).toBe(false);
    await menu.click();
    expect(await list.getAttribute('data-open')).toBe('true');
    const tracking = phone.page.locator('.site-nav__item--mobile-only a');
    await tracking.waitFor({ state: 'visible' });
    expect(new URL((await tracking.getAttribute('href'))!, 'http://x').hash).toBe('#sectionb');
    await menu.click();
    expect(await list.getAttribute('data-open')).toBe('false');
  });
});
