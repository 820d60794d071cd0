// The header search (issue 23 part 2) in Chromium against the real service: suggestions by keyboard to a page,
// Enter to the search page, the box in the phone's MENU list (Escape closes the suggestions, not the menu), and
// the form without scripts. Its states: test/components/header-search.test.tsx; the matching: test/server/search.test.ts.
import { baseUrl, openBrowser, type Session } from './support/browser';

describe('the header search with scripts', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser({ width: 1280, height: 900 });
  });
  afterAll(() => s.close());

  it('suggests a machine for "cat 777g"; Down and Enter open its page', async () => {
    await s.page.goto('/', { waitUntil: 'networkidle' });
    const box = s.page.getByLabel('Search the site');
    await box.focus();
    await s.page.getByRole('combobox', { name: 'Search the site' }).waitFor();
    await box.pressSequentially('cat 777g');
    const option = s.page.getByRole('option', { name: /Caterpillar 777G/ });
    await option.waitFor();
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await option.first().getAttribute('id'));
    await box.press('Enter');
    await s.page.waitForURL(/\/tires\/find-by-machine\?machine=caterpillar-777g$/);
    await s.page.getByRole('heading', { name: 'Caterpillar 777G', level: 2 }).waitFor();
    expect(s.errors).toEqual([]);
  });

  it('Enter on a size in another notation opens the search page with both notations and a "did you mean"', async () => {
    await s.page.goto('/contact', { waitUntil: 'networkidle' });
    const box = s.page.getByLabel('Search the site');
    await box.focus();
    await s.page.getByRole('combobox', { name: 'Search the site' }).waitFor();
    await box.pressSequentially('750/65R25');
    await s.page.getByRole('listbox', { name: 'Suggestions' }).waitFor();
    await box.press('Enter');
    await s.page.waitForURL(/\/search\?q=750%2F65R25$/);
    const main = s.page.locator('main');
    await main.getByRole('heading', { name: /results for “750\/65R25”/, level: 2 }).waitFor();
    await main.getByRole('link', { name: '29.5R25', exact: true }).waitFor();
    await main.getByText('Same size as 750/65R25').waitFor();
    await main.getByRole('link', { name: '29.5R25', exact: true }).click();
    await s.page.getByRole('heading', { name: 'Tires That Match Your Search', level: 1 }).waitFor();
    expect(s.errors).toEqual([]);
  });
});

describe('the header search on a phone', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser({ width: 390, height: 844 });
  });
  afterAll(() => s.close());

  it('is in the MENU list; Escape closes the suggestions and leaves the menu open', async () => {
    await s.page.goto('/', { waitUntil: 'networkidle' });
    await s.page.getByRole('button', { name: 'MENU' }).click();
    await s.page.locator('#site-nav-panel[data-open="true"]').waitFor();
    const box = s.page.getByLabel('Search the site');
    await box.click();
    await s.page.getByRole('combobox', { name: 'Search the site' }).waitFor();
    await box.pressSequentially('mining');
    const option = s.page.getByRole('option', { name: /^Mining/ });
    await option.waitFor();
    // On screen, not clipped by the menu's box: what is drawn at the option's middle is the option.
    const shown = await option.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    expect(shown).toBe(true);
    await box.press('Escape');
    await s.page.getByRole('listbox', { name: 'Suggestions', includeHidden: true }).waitFor({ state: 'hidden' });
    expect(await s.page.locator('#site-nav-panel').getAttribute('data-open')).toBe('true');
    expect(await box.inputValue()).toBe('mining');
    expect(s.errors).toEqual([]);
  });
});

describe('the header search without scripts', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser({ width: 1280, height: 900 }, { javaScriptEnabled: false });
  });
  afterAll(() => s.close());

  it('sends the form to the search page, rendered by the server and not indexed', async () => {
    await s.page.goto('/');
    const box = s.page.getByLabel('Search the site');
    await box.fill('295R25');
    await box.press('Enter');
    await s.page.waitForURL(/\/search\?q=295R25$/);
    const main = s.page.locator('main');
    await main.getByRole('heading', { name: 'No results for “295R25”', level: 2 }).waitFor();
    await main.getByText(/^Did you mean/).getByRole('link', { name: '29.5R25' }).waitFor();
    expect(await s.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await s.page.locator('link[rel="canonical"]').count()).toBe(0);
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/search');
  });
});
