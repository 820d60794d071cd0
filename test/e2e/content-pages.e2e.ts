// The content pages against the real server and its seeded content service: every page renders its
// content (SPEC §2, §7), stored hostile markup (a test-only entry) never runs, the secondary navigation
// tracks scrolling and clicks at desktop width and is hidden on phones, #sectionb lands on its section,
// and the Info Center.
import { baseUrl, openBrowser, type Session } from './support/browser';

interface Item {
  title: string;
  sequence?: number;
  description?: string;
  anchor?: string;
  image_position?: 'LEFT' | 'RIGHT';
  brochures?: { url: string };
}

async function collection(name: string): Promise<Item[]> {
  const query = 'populate=*&filters[is_deleted]=false&filters[is_active]=true';
  const { data } = (await (await fetch(`${baseUrl()}/content/api/${name}?${query}`)).json()) as { data: Item[] };
  return [...data].sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));
}

let s: Session;
beforeAll(async () => {
  s = await openBrowser({ width: 1280, height: 900 });
});
afterAll(() => s?.close());

const main = () => s.page.locator('main');
const h2Texts = () => s.page.locator('main section h2').allTextContents();
const nav = (label: string) => s.page.getByRole('navigation', { name: label });
const active = (label: string) => nav(label).locator('a[aria-current="true"]');
const sectionTop = (id: string) => s.page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);
const slugOf = (title: string) => title.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

async function open(path: string, firstH2: string) {
  await s.page.goto(path);
  await main().locator('h2', { hasText: firstH2 }).first().waitFor();
}

describe('content pages render the content service', () => {
  it('reliable services: first banner item, every service section in sequence, the nav to them', async () => {
    const [banner] = await collection('reliable-services');
    const types = await collection('reliable-types');
    await open('/total-mobility/reliable-services', types[0]!.title);
    expect(await main().locator('h1').allTextContents()).toEqual([banner!.title]);
    expect(await h2Texts()).toEqual(types.map((t) => t.title));
    expect(await nav('Reliable services sections').getByRole('link').allTextContents()).toEqual(types.map((t) => t.title));
    expect(await main().locator('img:not([alt]), img[alt=""]').count()).toBe(0);
  });

  it('never runs the stored script or onerror, and still shows the text of that paragraph', async () => {
    // Stored by the global setup only (test/support/hostile-content.ts): the sample content has none.
    const hostile = (await collection('reliable-types')).find((t) => t.description?.includes('onerror'))!;
    expect(hostile.description).toContain('<script>');
    const paragraph = /^([^<]*)<img[^>]*onerror/.exec(hostile.description!)![1]!.trim();
    await open('/total-mobility/reliable-services', hostile.title);
    await main().getByText(paragraph).waitFor();
    await s.page.waitForTimeout(300);
    expect(await s.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await s.page.locator('main script, main [onerror]').count()).toBe(0);
  });

  it('trusted products: banner, seven industry segments with Find Tires, feature sections and the closing block', async () => {
    const [banner] = await collection('trusted-products');
    const features = await collection('trusted-product-lists');
    await open('/total-mobility/trusted-products', features[0]!.title);
    expect(await main().locator('h1').textContent()).toBe(banner!.title);
    expect(await main().locator('.industry-segments figure').count()).toBe(7);
    expect(await main().locator('.industry-segments').getByRole('button', { name: 'Find Tires' }).count()).toBe(1);
    expect(await nav('Product features').getByRole('link').allTextContents()).toEqual(features.map((f) => f.title));
    const block = main().locator('section', { has: s.page.getByRole('heading', { name: 'Find The Right Tires For Your Operation' }) });
    await block.getByRole('button', { name: 'Find Tires' }).click();
    await s.page.getByRole('dialog').waitFor();
    await s.page.keyboard.press('Escape');
    await s.page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('tire management: details by sequence then the duty section; brochures on RIGHT, Sign Up and Log In on LEFT', async () => {
    const abouts = await collection('tire-management-abouts');
    const details = await collection('tire-management-details');
    await open('/total-mobility/tire-management-solutions', details[0]!.title);
    expect(await main().locator('h1').textContent()).toBe(abouts[0]!.title);
    expect(await h2Texts()).toEqual([...details, ...abouts.slice(1)].map((d) => d.title));
    for (const d of details) {
      const section = main().locator(`section#${d.anchor ?? slugOf(d.title)}`);
      const signUp = section.getByRole('link', { name: 'Sign Up' });
      if (d.image_position === 'RIGHT') {
        expect(await section.locator(`a[href="${d.brochures!.url}"][target="_blank"]`).count()).toBe(1);
        expect(await signUp.count()).toBe(0);
      } else {
        expect(await signUp.getAttribute('href')).toBe('/emtrack/registration');
        const logIn = section.getByRole('link', { name: /^Log In/ });
        expect(await logIn.getAttribute('target')).toBe('_blank');
        expect(await logIn.getAttribute('rel')).toBe('noopener noreferrer');
      }
    }
  });

  it('tire construction and technology show their static sections', async () => {
    await open('/total-mobility/trusted-products/tire-construction', 'Tire Compounds');
    expect(await nav('Tire construction sections').getByRole('link').allTextContents()).toEqual(['Tire Compounds', 'Tread Patterns', 'Star Ratings']);
    expect(await main().getByRole('link', { name: 'Request Consultation' }).getAttribute('href')).toBe('/contact/request-consultation');
    await open('/total-mobility/trusted-products/technology', 'Stability & Durability');
    expect(await main().locator('h1').textContent()).toBe('Technology');
    expect(await h2Texts()).toEqual(['Stability & Durability', 'Enhanced Productivity', 'Never-Flat Confidence', 'Innovating for the Future', 'Find The Right Tires For Your Operation']);
    expect(await main().textContent()).toContain('over 7,200 acres with over 50 test surfaces');
  });
});

describe('secondary navigation (1280 px)', () => {
  it('highlights the section at the top of the viewport as the page scrolls', async () => {
    const types = await collection('reliable-types');
    await open('/total-mobility/reliable-services', types[0]!.title);
    const label = 'Reliable services sections';
    expect(await nav(label).isVisible()).toBe(true);
    for (const t of [types[2]!, types[1]!]) {
      await s.page.evaluate((id) => {
        const el = document.getElementById(id)!;
        window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY + 40, behavior: 'instant' });
      }, slugOf(t.title));
      await s.page.waitForFunction(
        ([l, title]) => document.querySelector(`nav[aria-label="${l}"] a[aria-current="true"]`)?.textContent === title,
        [label, t.title] as const,
      );
    }
  });

  it('scrolls to a clicked section, marks it active at once and keeps it through the scroll', async () => {
    const types = await collection('reliable-types');
    await open('/total-mobility/reliable-services', types[0]!.title);
    const label = 'Reliable services sections';
    const target = types[3]!;
    // Watch the highlight on every frame of the smooth scroll, which passes the sections in between.
    const seen = s.page.evaluate(
      ([l, id]) =>
        new Promise<string[]>((resolve) => {
          const out: string[] = [];
          const tick = () => {
            const now = document.querySelector(`nav[aria-label="${l}"] a[aria-current="true"]`)?.textContent ?? '';
            if (out[out.length - 1] !== now) out.push(now);
            if (Math.abs(document.getElementById(id)!.getBoundingClientRect().top) < 2) resolve(out);
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
      [label, slugOf(target.title)] as const,
    );
    await nav(label).getByRole('link', { name: target.title }).click();
    // Nothing is highlighted at the top of the page; from the click on, only the target is.
    expect(await seen).toEqual(['', target.title]);
    expect(await s.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  it('technology: the side nav scrolls to each of its four sections and follows scrolling', async () => {
    await open('/total-mobility/trusted-products/technology', 'Stability & Durability');
    const label = 'Technology sections';
    for (const [name, id] of [
      ['Stability & Durability', 'stability-durability'],
      ['Innovating for the Future', 'innovating-for-the-future'],
      ['Enhanced Productivity', 'enhanced-productivity'],
      ['Never-Flat Confidence', 'never-flat-confidence'],
    ] as const) {
      await nav(label).getByRole('link', { name }).click();
      await s.page.waitForFunction((i) => Math.abs(document.getElementById(i)!.getBoundingClientRect().top) < 2, id);
      expect(await active(label).textContent()).toBe(name);
    }
    await s.page.waitForTimeout(1100); // the 1 s lock ends
    await s.page.evaluate(() => window.scrollBy({ top: -200, behavior: "instant" }));
    await s.page.waitForFunction(() => document.querySelector('nav[aria-label="Technology sections"] a[aria-current="true"]')?.textContent === 'Enhanced Productivity');
    expect(await sectionTop('enhanced-productivity')).toBeLessThanOrEqual(0);
  });

  it('lands on #sectionb from a deep link and from the header asset-tracking link', async () => {
    await s.page.goto('/total-mobility/tire-management-solutions#sectionb');
    await s.page.waitForFunction(() => {
      const el = document.getElementById('sectionb');
      return !!el && Math.abs(el.getBoundingClientRect().top) < 2;
    });
    await s.page.goto('/infocenter');
    await s.page.locator('header a[href="/total-mobility/tire-management-solutions#sectionb"]').first().click();
    await s.page.waitForFunction(() => {
      const el = document.getElementById('sectionb');
      return !!el && Math.abs(el.getBoundingClientRect().top) < 2;
    });
  });

  it('logged no console error on these pages', () => {
    expect(s.errors).toEqual([]);
  });
});

describe('secondary navigation (390 px)', () => {
  it('is hidden on a phone while the sections still show', async () => {
    const phone = await openBrowser({ width: 390, height: 844 });
    try {
      for (const [path, label, h2] of [
        ['/total-mobility/reliable-services', 'Reliable services sections', (await collection('reliable-types'))[0]!.title],
        ['/total-mobility/trusted-products/technology', 'Technology sections', 'Stability & Durability'],
      ] as const) {
        await phone.page.goto(path);
        await phone.page.locator('main h2', { hasText: h2 }).first().waitFor();
        expect(await phone.page.getByRole('navigation', { name: label }).isVisible()).toBe(false);
        expect(await phone.page.locator('main section h2', { hasText: h2 }).first().isVisible()).toBe(true);
      }
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});

describe('secondary navigation at the small/medium boundary', () => {
  it('is hidden on a small screen (767 px) and shown from 768 px', async () => {
    const small = await openBrowser({ width: 767, height: 900 });
    try {
      const label = 'Reliable services sections';
      await small.page.goto('/total-mobility/reliable-services');
      await small.page.locator('main section h2').first().waitFor();
      expect(await small.page.getByRole('navigation', { name: label }).isVisible()).toBe(false);
      await small.page.setViewportSize({ width: 768, height: 900 });
      await small.page.getByRole('navigation', { name: label }).waitFor({ state: 'visible' });
      expect(small.errors).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe('Info Center and contact', () => {
  it('lists the tips, links to the archives and carries the road grade rule in its article', async () => {
    await s.page.goto('/infocenter');
    await main().getByRole('heading', { name: 'OTR Tips & Best Practices' }).waitFor();
    expect(await main().locator('a[href^="/infocenter/otr-tips/"]').count()).toBe(7);
    await main().getByRole('link', { name: 'See More in Archives' }).click();
    await main().locator('h1', { hasText: 'Info Center Archives' }).waitFor();
    // The archives ask the content service for the archived articles (a skeleton meanwhile).
    await main().locator('.article-list li').first().waitFor();
    expect(await main().locator('.article-list li').allTextContents()).toEqual([
      'Look Under Your TiresAugust 28, 2017',
      'Select the Right TireAugust 9, 2017',
    ]);
    expect(await main().getByRole('link', { name: 'Request a Consultation' }).getAttribute('href')).toBe('/contact/request-consultation/');
    await s.page.goto('/infocenter/otr-tips/site-mgt-impact-road-grading');
    await main().getByText('Road grade should never exceed 8%').waitFor();
    await main().getByRole('link', { name: 'Back to Info Center' }).click();
    await main().locator('h1', { hasText: 'Info Center' }).waitFor();
  });

  it('shows not found for an unknown article', async () => {
    await s.page.goto('/infocenter/otr-tips/no-such-tip');
    expect(await main().locator('h1').textContent()).toBe('Page not found');
  });

  it('shows the contact overview texts and tiles', async () => {
    await s.page.goto('/contact');
    await main().locator('h1', { hasText: 'Contact Us' }).waitFor();
    await main().getByText('Questions? Comments? Tell us about it.').waitFor();
    await main().getByRole('heading', { name: 'Need to talk?' }).waitFor();
    expect(await main().locator('.tile').evaluateAll((tiles) => tiles.map((t) => t.getAttribute('href')))).toEqual([
      '/contact/contact-us',
      '/contact/request-consultation',
    ]);
  });
});
