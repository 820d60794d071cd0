// Accessibility audit of issue 10 in the real browser: axe-core's WCAG 2.0/2.1/2.2 A and AA rules and its best
// practices (support/axe.ts) on every route of SPEC §2 and in every modal state, at 1280 px and on a 390 px
// phone: the Tire Finder at each step of each search, the compare limit modal, the PDF modal, the forms
// showing their errors, the dealer results and messages, the header submenu and the mobile menu. Zero
// violations are expected; each one is reported as "where: rule [impact] help — selectors — summary".
// Text zoom and reflow (WCAG 1.4.4, 1.4.10) are in a11y-zoom.e2e.ts.
import type { Page } from 'playwright-core';
import { DEFAULT_BRAND } from '../../server/content/seed';
import { articles as sampleArticles } from '../../server/content/seed/articles';
import { sitemapPaths } from '../../src/routing/sitemap';
import { searchPath } from '../../src/lib/site-search';
import { dutyCheckPath, findByMachinePath, machineResultsPath } from '../../src/routing/lazy-paths';
import { paths } from '../../src/routing/paths';
import { auditInto, describeViolations, runAxe } from './support/axe';
import { baseUrl, openBrowser, type Session } from './support/browser';

// The articles of the sample content the server under test is seeded with.
const articles = sampleArticles(DEFAULT_BRAND);

interface Row {
  tire_size_id: number;
  size: string;
}

const WIDTHS = [
  { name: 'desktop 1280', viewport: { width: 1280, height: 900 } },
  { name: 'phone 390', viewport: { width: 390, height: 844 } },
] as const;

/** Sizes with at least four tires (the compare limit needs a fourth card), and the pages with a query. */
let fourTireSize = '';
let queryPages: string[] = [];
beforeAll(async () => {
  const { data } = (await (await fetch(`${baseUrl()}/website/products/list`)).json()) as { data: Row[] };
  const counts = new Map<string, Row[]>();
  for (const row of data) counts.set(row.size, [...(counts.get(row.size) ?? []), row]);
  const [size, rows] = [...counts.entries()].find(([, r]) => r.length >= 4)!;
  fourTireSize = size;
  queryPages = [
    paths.tireResults({ tireSize: size }),
    paths.compareTires({ tire1_Id: rows[0]!.tire_size_id, tire2_Id: rows[1]!.tire_size_id, tire3_Id: rows[2]!.tire_size_id }),
    paths.tireDetails({ tireId: rows[0]!.tire_size_id }),
    // The dealer results list (a ZIP with dealers near it).
    `${paths.dealers()}?q=89801`,
    // A duty check's answer with the tires of a size (issue 23).
    `${dutyCheckPath({ size: '29.5R25' })}&unit=METRIC&loaded=38000&empty=14000&haul=2.4&trips=30&hours=12&ambient=44`,
    // ... and with a machine's tire loads (a sample row's notice) below it.
    `${dutyCheckPath({ size: '27.00R49', machine: 'belaz-75581' })}&unit=METRIC&haul=2.4&trips=30&hours=12&ambient=44`,
    // A machine whose loads are unknown: the notice above the fields.
    dutyCheckPath({ machine: 'caterpillar-994k' }),
    // A machine with its sizes, and the results of its size naming it (issue 23).
    findByMachinePath({ machine: 'caterpillar-777g' }),
    machineResultsPath('caterpillar-777g', '27.00R49'),
    // The header search's results, and its "did you mean" (issue 23).
    searchPath('29.5R25'),
    searchPath('777H'),
  ];
});

const allPages = () => [...sitemapPaths, ...articles.map(paths.otrTip), ...queryPages, '/no/such/page'];

const main = (page: Page) => page.locator('main');
const dialog = (page: Page) => page.getByRole('dialog');

async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor();
}

/** Every state checked, for the count in the report and so that a skipped step cannot pass unseen. */
const checked: string[] = [];

describe.each(WIDTHS)('axe on $name', ({ name, viewport }) => {
  let s: Session;
  const problems: string[] = [];
  const audit = async (label: string, scope?: { include?: string[] }) => {
    checked.push(`${name} ${label}`);
    await auditInto(problems, s.page, `[${name}] ${label}`, scope);
  };

  beforeAll(async () => {
    s = await openBrowser(viewport);
  });
  afterAll(() => s?.close());
  beforeEach(() => {
    problems.length = 0;
  });

  it('every route of SPEC §2, the 404 and the dealer results', async () => {
    const pages = allPages();
    expect(pages.length).toBeGreaterThanOrEqual(30);
    for (const path of pages) {
      await visit(s.page, path);
      if (path.startsWith('/dealers?')) await s.page.getByRole('list', { name: 'Dealers' }).getByRole('listitem').first().waitFor();
      if (path.startsWith('/tires/tire-results')) await s.page.getByTestId('result-card').first().waitFor();
      await audit(path);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('the open navigation: a header submenu (desktop) or the MENU list (phone)', async () => {
    await visit(s.page, '/');
    if (viewport.width < 700) {
      await s.page.locator('.menu-toggle').click();
      await s.page.locator('#site-nav-panel[data-open="true"]').waitFor();
      await audit('/ with the mobile menu open');
    } else {
      await s.page.locator('header .site-nav__toggle', { hasText: 'Resources' }).click();
      await s.page.locator('#submenu-resources[data-open="true"]').waitFor();
      await audit('/ with the Resources submenu open');
    }
    expect(problems).toEqual([]);
  });

  it('the header search with its suggestions open (in the MENU list on a phone)', async () => {
    await visit(s.page, '/');
    if (viewport.width < 700) {
      await s.page.locator('.menu-toggle').click();
      await s.page.locator('#site-nav-panel[data-open="true"]').waitFor();
    }
    const box = s.page.getByLabel('Search the site');
    await box.click();
    await s.page.getByRole('combobox', { name: 'Search the site' }).waitFor();
    await box.pressSequentially('29.5');
    await s.page.getByRole('listbox', { name: 'Suggestions' }).waitFor();
    await box.press('ArrowDown');
    await audit('/ with the search suggestions open');
    expect(problems).toEqual([]);
  });

  it('the Tire Finder at each step of each search', async () => {
    const steps: Record<string, string[]> = {
      Size: ['Tire sizes'],
      'Rim Diameter': ['Rim diameters', 'Tire sizes'],
      Industry: ['Industries', 'Equipment types', 'Tire sizes'],
      'Equipment Type': ['Equipment types', 'Tire sizes'],
    };
    for (const [mode, lists] of Object.entries(steps)) {
      await visit(s.page, '/');
      await main(s.page).getByRole('button', { name: 'Find Tires' }).click();
      await dialog(s.page).getByRole('heading', { name: 'How would you like to search?' }).waitFor();
      if (mode === 'Size') await audit('Tire Finder: choices');
      await dialog(s.page).getByRole('button', { name: mode, exact: true }).click();
      for (const [i, list] of lists.entries()) {
        const options = dialog(s.page).getByRole('list', { name: list }).getByRole('button');
        await options.first().waitFor();
        await audit(`Tire Finder: ${mode}, step ${i + 1} (${list})`);
        if (i < lists.length - 1) await options.first().click();
      }
      await s.page.keyboard.press('Escape');
      await dialog(s.page).waitFor({ state: 'detached' });
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('tire results: the compare bar with picks and the compare limit modal', async () => {
    await visit(s.page, paths.tireResults({ tireSize: fourTireSize }));
    await s.page.evaluate(() => window.sessionStorage.clear());
    await s.page.reload();
    const cards = s.page.getByTestId('result-card');
    await cards.first().waitFor();
    const box = (i: number) => cards.nth(i).getByRole('checkbox', { name: /Compare Tire/ });
    for (const i of [0, 1, 2]) await box(i).check();
    await s.page.locator('.compare-bar').getByRole('link', { name: 'Compare Tires' }).waitFor();
    await audit('tire results with three tires picked');
    await box(3).click();
    await s.page.getByRole('alertdialog').waitFor();
    await audit('tire results: compare limit modal');
    await s.page.getByRole('alertdialog').getByRole('button', { name: 'Ok' }).click();
    await s.page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('the PDF modal with the viewer and with a search hit', async () => {
    await visit(s.page, paths.brochures());
    await main(s.page).getByRole('button', { name: 'RH-4A+ Lineup' }).click();
    await dialog(s.page).locator('.rpv-core__text-layer-text').first().waitFor();
    await audit('PDF modal');
    await dialog(s.page).getByRole('searchbox', { name: 'Find in document' }).fill('Basalt');
    await dialog(s.page).getByRole('button', { name: 'Find', exact: true }).click();
    await dialog(s.page).locator('mark.pdf-find__hit--current').waitFor();
    await audit('PDF modal with a find hit');
    await s.page.keyboard.press('Escape');
    await dialog(s.page).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('the forms showing their errors after an empty submit', async () => {
    for (const path of [paths.contactUs(), paths.requestConsultation()]) {
      await visit(s.page, path);
      await s.page.getByRole('button', { name: /^Submit/ }).click();
      await main(s.page).getByText('Please enter first name.').waitFor();
      await audit(`${path} with errors`);
    }
    await visit(s.page, paths.emtrackRegistration());
    await s.page.getByLabel(/existing EMTrack user/).check();
    await s.page.getByRole('button', { name: /Sign Up for EMTrack/ }).click();
    await main(s.page).getByText('Please read and agree to the terms and conditions.').waitFor();
    await audit(`${paths.emtrackRegistration()} with errors`);
    await visit(s.page, dutyCheckPath());
    await s.page.getByRole('button', { name: 'Check the duty' }).click();
    await main(s.page).getByText('Please enter the loaded tire load.').waitFor();
    await audit(`${dutyCheckPath()} with errors`);
    expect(problems).toEqual([]);
  });

  it('the dealer locator: a highlighted dealer, a place without dealers, text it cannot place', async () => {
    await visit(s.page, `${paths.dealers()}?q=Houston%2C%20TX`);
    const cards = s.page.getByRole('list', { name: 'Dealers' }).getByRole('listitem');
    await cards.first().waitFor();
    await cards.nth(1).getByRole('button', { name: 'Show on map' }).click();
    await s.page.locator('[data-map="atlas"]').getByRole('dialog').waitFor();
    await audit('/dealers with a dealer shown on the map');
    const input = s.page.getByLabel('Full address or zip code');
    await input.fill('67901');
    await input.press('Enter');
    await s.page.getByText('There are no dealers within 50 miles of the searched location.', { exact: true }).waitFor();
    await audit('/dealers with no dealers near');
    await input.fill('qwertyuiop');
    await input.press('Enter');
    await s.page.getByText('Please enter a valid address or zip code.', { exact: true }).waitFor();
    await audit('/dealers with an address it cannot place');
    expect(problems).toEqual([]);
  });
});

describe('the audit itself', () => {
  it('checked every state at both widths', () => {
    // Per width: 37 pages (20 fixed, 7 articles, 9 with a query, the 404), the open navigation, the search's
    // suggestions, 9 finder states, 2 results states, 2 PDF states, 4 forms with errors, 3 dealer states.
    expect(checked.length).toBe(2 * (allPages().length + 1 + 1 + 9 + 2 + 2 + 4 + 3));
  });

  it('reports a broken page (the check can fail)', async () => {
    const s = await openBrowser();
    try {
      await visit(s.page, '/');
      await s.page.evaluate(() => {
        document.querySelector('main')!.insertAdjacentHTML(
          'beforeend',
          '<p style="color:#bbb;background:#fff">faint</p><input type="text"><button></button>',
        );
      });
      const lines = describeViolations('home', await runAxe(s.page));
      expect(lines.map((l) => l.split(' ')[1])).toEqual(expect.arrayContaining(['color-contrast', 'label', 'button-name']));
      expect(lines.find((l) => l.includes('color-contrast'))).toMatch(/^home: color-contrast \[serious\] .* — #main > p — Fix any of the following:/);
    } finally {
      await s.close();
    }
  });
});
