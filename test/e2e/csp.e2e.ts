// The site under its own security headers in a real browser (issue 10, docs/security.md): no
// Content-Security-Policy violation while the pages render, the PDF viewer and its fallback frame show a
// document, the offline and the Mapbox dealer maps draw, and content images load; geolocation works on
// /dealers also when the visitor arrives there by a link from a page whose document may not use it.
// Violations are recorded by a `securitypolicyviolation` listener in every document and frame (kept on
// window and reported to the test), and console messages about the policies are collected too.
import type { BrowserContext, Frame, Page, Route } from 'playwright-core';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { baseUrl, openBrowser, type Session } from './support/browser';
import { answerMapbox } from './support/mapbox';

interface Violation {
  directive: string;
  blocked: string;
  document: string;
  source: string;
}

interface Watched extends Session {
  violations: Violation[];
  /** Console messages (any level) about CSP, Permissions-Policy or X-Frame-Options. */
  policyMessages: string[];
}

const POLICY_MESSAGE = /content[- ]security[- ]policy|permissions[- ]policy|feature[- ]policy|x-frame-options|frame-ancestors/i;

async function watch(context: BrowserContext, page: Page, session: Session): Promise<Watched> {
  const violations: Violation[] = [];
  const policyMessages: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, v: Violation) => void violations.push(v));
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: unknown[]; __reportCspViolation?: (v: unknown) => void };
    w.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const v = { directive: e.effectiveDirective, blocked: e.blockedURI, document: e.documentURI, source: `${e.sourceFile}:${e.lineNumber}` };
        w.__cspViolations.push(v);
        void w.__reportCspViolation?.(v);
      },
      true,
    );
  });
  page.on('console', (msg) => {
    if (POLICY_MESSAGE.test(msg.text())) policyMessages.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('worker', (worker) =>
    worker.on('console', (msg) => {
      if (POLICY_MESSAGE.test(msg.text())) policyMessages.push(`worker ${msg.type()}: ${msg.text()}`);
    }),
  );
  return Object.assign(session, { violations, policyMessages });
}

async function open(viewport?: { width: number; height: number }): Promise<Watched> {
  const session = await openBrowser(viewport);
  return watch(session.context, session.page, session);
}

/** What every frame of the page recorded on window (the same as reported, unless a frame went away). */
async function recordedOnWindow(page: Page): Promise<unknown[]> {
  const lists = await Promise.all(
    page.frames().map((f: Frame) => f.evaluate(() => (window as unknown as { __cspViolations?: unknown[] }).__cspViolations ?? []).catch(() => [])),
  );
  return lists.flat();
}

async function expectClean(s: Watched) {
  expect(await recordedOnWindow(s.page)).toEqual([]);
  expect(s.violations).toEqual([]);
  expect(s.policyMessages).toEqual([]);
}

/** Every <img> in main has loaded (scrolled to first: below-the-fold ones load lazily). */
async function expectImagesLoaded(page: Page, atLeast: number) {
  const images = page.locator('main img');
  const count = await images.count();
  expect(count).toBeGreaterThanOrEqual(atLeast);
  for (let i = 0; i < count; i += 1) {
    const img = images.nth(i);
    await img.scrollIntoViewIfNeeded();
    await img.evaluate((el: HTMLImageElement) => (el.complete ? undefined : new Promise((r) => el.addEventListener('load', r, { once: true }))));
    expect(await img.evaluate((el: HTMLImageElement) => ({ src: el.getAttribute('src'), ok: el.complete && el.naturalWidth > 0 }))).toEqual({
      src: await img.getAttribute('src'),
      ok: true,
    });
  }
}

interface Tire {
  tire_size_id: number;
  size: string;
  patterns: { pattern_name: string };
}

const dealerCards = (page: Page) => page.getByRole('list', { name: 'Dealers' }).getByRole('listitem');
const ELKO = { latitude: 40.8324, longitude: -115.7631 };

describe('no CSP violation while the site works', () => {
  let s: Watched;
  beforeEach(async () => {
    s = await open();
  });
  afterEach(() => s?.close());

  it('home, tire results and tire details render and hydrate', async () => {
    const { page } = s;
    const tire = ((await (await page.request.get('/website/products/list')).json()) as { data: Tire[] }).data[0]!;
    await page.goto('/');
    await page.locator('main h1').waitFor();
    await page.waitForLoadState('networkidle');
    await page.goto(`/tires/tire-results?tireSize=${encodeURIComponent(tire.size)}`);
    await page.getByTestId('result-card').first().waitFor();
    await expectImagesLoaded(page, 1); // the tread images
    // Client-side navigation to the details (same document policy: no reload).
    await page.getByTestId('result-card').getByRole('link', { name: tire.patterns.pattern_name, exact: true }).first().click();
    await page.waitForURL(/\/tires\/tire-details\?tireId=\d+/);
    await page.locator('main h1', { hasText: tire.patterns.pattern_name }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectImagesLoaded(page, 1);
    expect(s.errors).toEqual([]);
    await expectClean(s);
  });

  it('the PDF modal shows a brochure in the viewer, and the fallback frame shows the real PDF answer', async () => {
    const { page } = s;
    await page.goto('/resources/brochures');
    const tile = (name: string) => page.locator('main').getByRole('button', { name });
    await tile('RH-4A+ Lineup').click();
    const dialog = page.getByRole('dialog');
    // pdf.js (its worker from a blob:/same-origin script) drew a page and its text layer.
    await dialog.locator('.rpv-core__text-layer-text').first().waitFor();
    expect(await dialog.locator('canvas').first().evaluate((c: HTMLCanvasElement) => c.width > 0 && c.height > 0)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The viewer's own request (it carries the ispublic header) gets an unreadable body, so the modal falls
    // back to the plain frame; the frame's request reaches the server and gets its real answer and headers.
    const pdf = '/website/documents/brochure-tpms-heavy-duty.pdf';
    await page.route(`**${pdf}`, (route: Route) =>
      route.request().headers().ispublic
        ? route.fulfill({ status: 200, contentType: 'application/pdf', body: 'this is not a PDF' })
        : route.continue(),
    );
    const framed = page.waitForResponse((r) => r.url().endsWith(pdf) && r.request().frame() !== page.mainFrame());
    // The frame's document: the PDF, or chrome-error:// when the browser refuses to show it in a frame.
    const shown = page.waitForEvent('framenavigated', { predicate: (f) => f.parentFrame() === page.mainFrame() && f.url() !== 'about:blank' });
    await tile('TPMS Heavy Duty').click();
    await dialog.locator('iframe[title="TPMS Heavy Duty"]').waitFor();
    const answer = await framed;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect((await shown).url()).toBe(`${baseUrl()}${pdf}`);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await expectClean(s);
  });

  it('the dealers page draws the offline map (no MAPBOX_TOKEN) with a search', async () => {
    const { page } = s;
    await page.goto('/dealers?q=89801');
    const map = page.locator('[data-map="atlas"]');
    await map.waitFor();
    await dealerCards(page).first().waitFor();
    await map.getByRole('img', { name: /Searched location: Elko, NV 89801/ }).waitFor();
    expect(await map.locator('.dealer-map__marker').count()).toBe(await dealerCards(page).count());
    expect(s.errors).toEqual([]);
    await expectClean(s);
  });

  it('content images load: the Total Mobility pages (content service media) and the document covers', async () => {
    const { page } = s;
    for (const url of ['/total-mobility/trusted-products', '/total-mobility/reliable-services', '/total-mobility/tire-management-solutions']) {
      await page.goto(url);
      await page.locator('main h1').waitFor();
      await expectImagesLoaded(page, 1);
    }
    await page.goto('/resources/brochures');
    await page.locator('main').getByRole('button', { name: 'RH-4A+ Lineup' }).waitFor();
    await expectImagesLoaded(page, 3);
    // An Info Center article has no image of its own; it renders clean too.
    await page.goto('/infocenter/otr-tips/correct-tire-inflation');
    await page.locator('main h1').waitFor();
    await page.waitForLoadState('networkidle');
    expect(s.errors).toEqual([]);
    await expectClean(s);
  });
});

describe('geolocation: only /dealers documents, also when reached by a link', () => {
  let s: Watched;
  beforeEach(async () => {
    s = await open();
    await s.context.grantPermissions(['geolocation'], { origin: baseUrl() });
    await s.context.setGeolocation(ELKO);
  });
  afterEach(() => s?.close());

  /** What the current document's policy allows, and what asking for the position gives. */
  const geolocation = (page: Page) =>
    page.evaluate(async () => {
      const doc = document as Document & { featurePolicy?: { allowsFeature(f: string): boolean } };
      const position = await new Promise<string>((resolve) =>
        navigator.geolocation.getCurrentPosition(
          (p) => resolve(`${p.coords.latitude.toFixed(4)},${p.coords.longitude.toFixed(4)}`),
          (e) => resolve(`error ${e.code}`),
          { timeout: 5000 },
        ),
      );
      return { allowed: doc.featurePolicy?.allowsFeature('geolocation') ?? null, position };
    });
  /**
   * Takes out the console messages Chromium writes when a document's policy blocks a location request (the
   * probes above ask on purpose), and says how many there were.
   */
  const takeBlockedLocationMessages = () => {
    const blocked = /Geolocation access has been blocked because of a permissions policy/;
    let taken = 0;
    for (const list of [s.errors, s.policyMessages]) {
      const kept = list.filter((m) => !blocked.test(m));
      taken += list.length - kept.length;
      list.splice(0, list.length, ...kept);
    }
    return taken;
  };
  /** Marks the current document; a new document has no mark. */
  const mark = (page: Page) => page.evaluate(() => ((window as unknown as { documentMark?: string }).documentMark = 'kept'));
  const marked = (page: Page) => page.evaluate(() => (window as unknown as { documentMark?: string }).documentMark ?? null);

  it('home -> /dealers by the footer link loads a document that may locate the visitor; "Use Your Location" finds Elko', async () => {
    const { page } = s;
    await page.goto('/');
    await page.locator('main h1').waitFor();
    // Even with the permission granted, the home document may not use the location.
    expect(await geolocation(page)).toEqual({ allowed: false, position: 'error 1' });
    expect(takeBlockedLocationMessages()).toBeGreaterThan(0);
    // A link within the same policy stays a client-side navigation.
    await mark(page);
    await page.locator('header').getByRole('link', { name: 'Tires', exact: true }).click();
    await page.waitForURL('**/tires');
    await page.locator('main h1', { hasText: 'Tires' }).waitFor();
    expect(await marked(page)).toBe('kept');

    await page.locator('footer').getByRole('link', { name: 'Dealers', exact: true }).click();
    await page.waitForURL('**/dealers');
    await page.getByRole('heading', { level: 1, name: 'Find a Basalt OTR Dealer Near You' }).waitFor();
    expect(await marked(page)).toBeNull(); // a new document, with the /dealers policy
    expect(await geolocation(page)).toEqual({ allowed: true, position: '40.8324,-115.7631' });
    await page.getByRole('button', { name: 'Use Your Location' }).click();
    await dealerCards(page).first().waitFor();
    await expect(dealerCards(page).first().locator('h3').textContent()).resolves.toMatch(/^Elko /);
    await page.waitForURL(/lat=40\.83240&lng=-115\.76310/);

    // Leaving /dealers by a link loads a document without geolocation again; Back returns to a /dealers one.
    await mark(page);
    await page.locator('footer').getByRole('link', { name: 'Tires', exact: true }).click();
    await page.waitForURL('**/tires');
    await page.locator('main h1', { hasText: 'Tires' }).waitFor();
    expect(await marked(page)).toBeNull();
    expect(await geolocation(page)).toEqual({ allowed: false, position: 'error 1' });
    expect(takeBlockedLocationMessages()).toBeGreaterThan(0);
    await page.goBack();
    await dealerCards(page).first().waitFor();
    expect((await geolocation(page)).allowed).toBe(true);
    expect(s.errors).toEqual([]);
    await expectClean(s);
  });

  it("a content button (Reliable Services' Find a Dealer) also opens /dealers as its own document", async () => {
    const { page } = s;
    await page.goto('/total-mobility/reliable-services');
    await mark(page);
    await page.locator('main').getByRole('link', { name: 'Find a Dealer' }).first().click();
    await page.waitForURL('**/dealers');
    await page.getByRole('button', { name: 'Use Your Location' }).waitFor();
    expect(await marked(page)).toBeNull();
    expect((await geolocation(page)).allowed).toBe(true);
    await page.getByRole('button', { name: 'Use Your Location' }).click();
    await dealerCards(page).first().waitFor();
    await expectClean(s);
  });
});

describe('the Mapbox dealer map under the CSP (second server with a dummy MAPBOX_TOKEN, Mapbox answered locally)', () => {
  let server: ServerProcess;
  let s: Watched;
  const mapboxHits: string[] = [];
  beforeAll(async () => {
    server = await startServerProcess({ MAPBOX_TOKEN: 'pk.test-dummy-token-0000' });
    s = await open();
    await answerMapbox(s.page, mapboxHits);
  }, 180_000);
  afterAll(async () => {
    await s?.close();
    await server?.stop();
  });

  it('loads Mapbox GL (its blob: worker), its style from api.mapbox.com and draws the dealers without a violation', async () => {
    const { page } = s;
    const response = await page.goto(`${server.baseUrl}/dealers?q=89801`);
    expect(response?.headers()['content-security-policy']).toContain('https://api.mapbox.com');
    const map = page.locator('[data-map="mapbox"]');
    await map.locator('canvas.mapboxgl-canvas').waitFor();
    await dealerCards(page).first().waitFor();
    await map.locator('.dealer-map__pin').first().waitFor();
    await page.getByRole('button', { name: 'Zoom in' }).waitFor();
    await map.locator('.dealer-map__pin').first().click();
    await map.locator('.mapboxgl-popup').waitFor();
    await page.waitForLoadState('networkidle');
    expect(mapboxHits.some((u) => u.startsWith('https://api.mapbox.com/styles/v1/mapbox/streets-v12'))).toBe(true);
    await expectClean(s);
  });
});
