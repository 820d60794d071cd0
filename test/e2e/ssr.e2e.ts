// Server-rendered pages in a real browser (docs/rendering.md). With JavaScript, each kind of page hydrates
// the server's markup in place: no React hydration warning or error, no loading fallback, and the main
// heading stays where the HTML put it. Without JavaScript, each page shows its heading, its content and
// links that work.
import { baseUrl, openBrowser, type Session } from './support/browser';

interface Tire {
  tire_size_id: number;
  size: string;
  patterns: { pattern_name: string };
}

type Text = string | (() => string);
const text = (t: Text) => (typeof t === 'string' ? t : t());

interface Kind {
  url: Text;
  h1: Text;
  /** Some of the page's main content. */
  content: Text;
  /** A link of the page (CSS selector inside main, or `footer:` and a footer link's name) and its page's h1. */
  link: [target: Text, h1: Text];
}

let tires: Tire[] = [];
const tire = (i: number) => tires[i]!;
const details = (i: number) => `a[href="/tires/tire-details?tireId=${tire(i).tire_size_id}"]`;
const name = (i: number) => () => tire(i).patterns.pattern_name;

const dealersH1 = 'Find a Basalt OTR Dealer Near You';
const kinds: Record<string, Kind> = {
  home: { url: '/', h1: 'Basalt Off-the-Road Tires', content: 'Get The Tires You Need', link: ['a[href="/total-mobility/trusted-products"]', 'Trusted Products'] },
  'tires landing': { url: '/tires', h1: 'Tires', content: 'Finding the right tires made easy.', link: ['footer:Dealers', dealersH1] },
  'tire results': {
    url: () => `/tires/tire-results?tireSize=${encodeURIComponent(tire(0).size)}`,
    h1: 'Tires That Match Your Search',
    content: name(0),
    link: [() => details(0), name(0)],
  },
  'compare tires': {
    url: () => `/tires/compare-tires?tire1_Id=${tire(0).tire_size_id}&tire2_Id=${tire(1).tire_size_id}`,
    h1: 'Compare Tires',
    content: () => tire(1).size,
    link: [() => details(1), name(1)],
  },
  'tire details': {
    url: () => `/tires/tire-details?tireId=${tire(2).tire_size_id}`,
    h1: name(2),
    content: () => tire(2).size,
    link: ['a[href="/contact/request-consultation"]', 'Request a Consultation'],
  },
  'trusted products (content service)': {
    url: '/total-mobility/trusted-products',
    h1: 'Trusted Products',
    content: 'Built for Your Industry',
    link: ['a[href="/total-mobility/trusted-products/technology"]', 'Technology'],
  },
  'reliable services (content service)': {
    url: '/total-mobility/reliable-services',
    h1: 'Reliable Services',
    content: 'Field Service and Mounting',
    link: ['a[href="/dealers"]', dealersH1],
  },
  'tire management (content service)': {
    url: '/total-mobility/tire-management-solutions',
    h1: 'Tire Management Solutions',
    content: 'Sign Up',
    link: ['a[href="/emtrack/registration"]', 'EMTrack Sign Up'],
  },
  'tire construction': { url: '/total-mobility/trusted-products/tire-construction', h1: 'Tire Construction', content: 'Star Ratings', link: ['footer:Technology', 'Technology'] },
  technology: { url: '/total-mobility/trusted-products/technology', h1: 'Technology', content: 'Never-Flat Confidence', link: ['footer:Reliable Services', 'Reliable Services'] },
  'contact overview': { url: '/contact', h1: 'Contact Us', content: 'Need to talk?', link: ['a[href="/contact/contact-us"]', 'Contact Basalt OTR'] },
  'contact form': { url: '/contact/contact-us', h1: 'Contact Basalt OTR', content: 'First Name', link: ['footer:Request a Consultation', 'Request a Consultation'] },
  'info center': { url: '/infocenter', h1: 'Info Center', content: 'OTR Tips & Best Practices', link: ['a[href="/infocenter/archives"]', 'Info Center Archives'] },
  archives: { url: '/infocenter/archives', h1: 'Info Center Archives', content: 'August 28, 2017', link: ['a[href="/infocenter/otr-tips/look-under-your-tires"]', 'Look Under Your Tires'] },
  article: { url: '/infocenter/otr-tips/site-mgt-impact-road-grading', h1: 'Site Management: The Impact of Road Grading', content: '8%', link: ['a.back-link', 'Info Center'] },
  resources: { url: '/resources', h1: 'Resources', content: 'Engineering Data', link: ['a[href="/resources/brochures"]', 'OTR Brochures/Sell Sheets'] },
  brochures: { url: '/resources/brochures', h1: 'OTR Brochures/Sell Sheets', content: 'Sell Sheets', link: ['footer:OE Pressure Recommendations', 'OE Pressure Recommendations'] },
  'engineering data': { url: '/resources/engineering-data', h1: 'Engineering Data', content: 'Download PDF', link: ['footer:Brochures/Sell Sheets', 'OTR Brochures/Sell Sheets'] },
  dealers: { url: '/dealers', h1: dealersH1, content: 'Use Your Location', link: ['footer:Tires', 'Tires'] },
  registration: { url: '/emtrack/registration', h1: 'EMTrack Sign Up', content: 'EMTrack', link: ['footer:Contact Us', 'Contact Basalt OTR'] },
  'not found': { url: '/no/such/page', h1: 'Page not found', content: 'does not exist', link: ['a[href="/"]', 'Basalt Off-the-Road Tires'] },
};

beforeAll(async () => {
  tires = (await (await fetch(`${baseUrl()}/website/products/list`)).json()).data as Tire[];
});

describe('hydrating server-rendered pages', () => {
  let s: Session;
  const warnings: string[] = [];
  beforeAll(async () => {
    s = await openBrowser({ width: 1280, height: 900 });
    s.page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    // Runs in each page before its scripts: keeps the server's <h1> node and watches for a loading fallback.
    await s.context.addInitScript(() => {
      const w = window as unknown as { ssrH1?: Element | null; fallbackSeen?: boolean };
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        w.ssrH1 = document.querySelector('main h1');
        w.fallbackSeen = false;
        new MutationObserver(() => {
          if (document.querySelector('.page-loading')) w.fallbackSeen = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
    });
  });
  afterAll(() => s?.close());

  const h1Box = () => s.page.locator('main h1').evaluate((h) => h.getBoundingClientRect().toJSON() as DOMRect);

  it.each(Object.keys(kinds))('%s: hydrates in place, without a warning or a shift of its heading', async (kindName) => {
    const kind = kinds[kindName]!;
    // The page as its HTML and styles lay it out, before any script runs.
    await s.page.route('**/assets/*.js', (route) => route.abort());
    await s.page.goto(text(kind.url), { waitUntil: 'load' });
    expect(await s.page.locator('main h1').textContent()).toBe(text(kind.h1));
    const before = await h1Box();
    await s.page.unrouteAll();

    s.errors.length = 0;
    warnings.length = 0;
    await s.page.goto(text(kind.url), { waitUntil: 'load' });
    // React marks the nodes it hydrated; the heading must be the server's own node, not a new one.
    await s.page.waitForFunction(() => {
      const h1 = document.querySelector('main h1');
      return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
    });
    await s.page.waitForLoadState('networkidle');
    const sameNode = await s.page.evaluate(() => {
      const w = window as unknown as { ssrH1?: Element | null };
      return w.ssrH1 !== undefined && w.ssrH1 === document.querySelector('main h1');
    });
    expect(sameNode).toBe(true);
    expect(await s.page.evaluate(() => (window as unknown as { fallbackSeen?: boolean }).fallbackSeen)).toBe(false);
    expect(await s.page.locator('main h1').textContent()).toBe(text(kind.h1));
    expect(await h1Box()).toEqual(before);
    // (The not-found page's own 404 status is the one resource error Chromium reports.)
    const notFoundPage = /status of 404/;
    expect(s.errors.filter((e) => kindName !== 'not found' || !notFoundPage.test(e))).toEqual([]);
    expect(warnings.filter((w) => /hydrat|did not match|mismatch/i.test(w))).toEqual([]);
  });

  it('keeps title, description and canonical link in step with client-side navigation', async () => {
    await s.page.goto('/infocenter');
    await s.page.locator('main h1').waitFor();
    await s.page.locator('main a[href="/infocenter/archives"]').click();
    await s.page.waitForURL('**/infocenter/archives');
    await s.page.waitForFunction(() => document.title === 'Info Center Archives');
    // The descriptions are a chunk of their own, loaded at the first navigation.
    await s.page.waitForFunction(() => document.querySelector('meta[name="description"]')?.getAttribute('content')?.startsWith('Earlier OTR tips'));
    const head = await s.page.evaluate(() => ({
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      descriptions: document.querySelectorAll('meta[name="description"]').length,
    }));
    expect(head.description).toMatch(/Info Center/);
    expect(head.canonical).toBe(`${baseUrl()}/infocenter/archives`);
    expect(head.descriptions).toBe(1);
  });

  it("gives the next page its description after a page that sets its own (an article's)", async () => {
    await s.page.goto('/infocenter/otr-tips/look-under-your-tires', { waitUntil: 'load' });
    await s.page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const description = () => s.page.evaluate(() => document.querySelector('meta[name="description"]')?.getAttribute('content'));
    const articles = await description();
    await s.page.locator('main a.button[href="/contact/request-consultation"]').click();
    await s.page.waitForFunction(() => document.title === 'Request a Consultation');
    await s.page.waitForFunction((before) => document.querySelector('meta[name="description"]')?.getAttribute('content') !== before, articles);
    expect(await description()).toBe('Ask a Basalt OTR specialist for a consultation about your site, equipment and tires.');
  });
});

describe('without JavaScript', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser({ width: 1280, height: 900 }, { javaScriptEnabled: false });
  });
  afterAll(() => s?.close());

  it.each(Object.keys(kinds))('%s: shows its heading and content, and a link that works', async (kindName) => {
    const { url, h1, content, link } = kinds[kindName]!;
    await s.page.goto(text(url));
    const main = s.page.locator('main');
    expect(await main.locator('h1').textContent()).toBe(text(h1));
    expect(await main.textContent()).toContain(text(content));
    const [target, next] = link;
    const where = text(target);
    const anchor = where.startsWith('footer:')
      ? s.page.locator('footer').getByRole('link', { name: where.slice('footer:'.length), exact: true })
      : main.locator(where).first();
    await anchor.click();
    await s.page.waitForLoadState('load');
    expect(await s.page.locator('main h1').textContent()).toBe(text(next));
  });

  it('opens a header submenu on hover and follows its link', async () => {
    await s.page.goto('/');
    const resources = s.page.locator('header').getByRole('link', { name: 'Engineering Data' });
    expect(await resources.isVisible()).toBe(false);
    await s.page.locator('header').getByRole('button', { name: 'Resources' }).hover();
    await resources.click();
    await s.page.waitForURL('**/resources/engineering-data');
    expect(await s.page.locator('main h1').textContent()).toBe('Engineering Data');
  });

  it('lists every header link on a small screen, where the MENU button cannot work', async () => {
    await s.page.setViewportSize({ width: 390, height: 844 });
    await s.page.goto('/');
    const header = s.page.locator('header');
    expect(await header.getByRole('button', { name: 'MENU' }).isVisible()).toBe(false);
    // (A submenu link's name ends with its description.)
    for (const name of ['Tires', 'Trusted Products', 'Brochures/Sell Sheets', 'Info Center', 'Request a Consultation']) {
      const link = header.getByRole('link', { name: new RegExp(`^${name}`) }).first();
      expect([name, await link.isVisible()]).toEqual([name, true]);
    }
    await header.getByRole('link', { name: 'Brochures/Sell Sheets', exact: true }).click();
    await s.page.waitForURL('**/resources/brochures');
    expect(await s.page.locator('main h1').textContent()).toBe('OTR Brochures/Sell Sheets');
  });
});

describe('a press before the app has started', () => {
  let s: Session;
  let release: () => void = () => {};
  beforeEach(async () => {
    s = await openBrowser();
    // The loader runs; the app's scripts wait until the test lets them go (a phone still starting the app).
    const held = new Promise<void>((resolve) => (release = resolve));
    await s.page.route(/\/assets\/(?!boot\.)[\w-]+\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
  });
  afterEach(() => s?.close());

  const appReady = () => s.page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'));

  it('is carried out once it has: Find Tires opens the Tire Finder', async () => {
    await s.page.goto('/', { waitUntil: 'load' });
    await s.page.locator('main').getByRole('button', { name: 'Find Tires' }).click();
    expect(await appReady()).toBe(false);
    release();
    await s.page.getByRole('dialog').getByRole('button', { name: 'Rim Diameter', exact: true }).waitFor();
    expect(await s.page.getByRole('dialog').count()).toBe(1);
    expect(s.errors).toEqual([]);
  });

  it('does not let the browser send a form with the visitor’s details in the address; the app checks it after', async () => {
    await s.page.goto('/contact/contact-us', { waitUntil: 'load' });
    await s.page.getByLabel(/^First Name/).fill('Ada');
    await s.page.getByRole('button', { name: /^Submit/ }).click();
    await s.page.waitForTimeout(500); // a browser's own submission would have started by now
    expect(await appReady()).toBe(false);
    release();
    await s.page.locator('main').getByText('Please enter last name.').waitFor();
    expect(new URL(s.page.url()).pathname + new URL(s.page.url()).search).toBe('/contact/contact-us');
    expect(await s.page.getByLabel(/^First Name/).inputValue()).toBe('Ada');
  });
});
