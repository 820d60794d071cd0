// Keyboard-only journeys (issue 10) in a real browser: Tab, Shift+Tab, Enter, Space, arrows, Escape and
// typed text, never a click (support/keyboard.ts checks every focus stop: a visible indicator, on screen,
// Tab forward in page order). Here: the Tire Finder by each of its four searches, its focus trap and focus
// return; compare with the 3-tire limit dialog; a PDF opened and closed; a dealer search by ZIP. The other
// keyboard*.e2e.ts files: panels and menus, the forms, focus order and reduced motion.
import type { Page } from 'playwright-core';
import type { Focused } from './support/keyboard';
import { api, dialog, inDialogButton, keyboardSession, list, load } from './support/keyboard-session';

interface Named {
  name: string;
}

const ctx = keyboardSession('keyboard journeys');

/** Waits for the results URL, checks its query exactly and that the finder closed. */
async function expectResults(page: Page, query: [string, string][]) {
  await page.waitForURL((url) => url.pathname === '/tires/tire-results');
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`).toBe(`/tires/tire-results?${new URLSearchParams(query).toString()}`);
  await dialog(page).waitFor({ state: 'detached' });
  await page.locator('main h1', { hasText: 'Tires That Match Your Search' }).waitFor();
  // Focus is on the new page's heading (announced by name), not back on the opener the dialog left.
  expect((await ctx.kb.waitForFocus((f) => f.tag === 'h1')).name).toBe('Tires That Match Your Search');
}

/** Home page, Tab to the banner's Find Tires, Enter: the finder opens with focus inside it. */
async function openFinder() {
  await load(ctx.s.page, '/');
  await ctx.kb.tabTo((f) => f.name === 'Find Tires' && f.role === 'button' && !f.inDialog);
  await ctx.kb.press('Enter');
  await dialog(ctx.s.page).getByRole('heading', { name: 'How would you like to search?' }).waitFor();
  const f = await ctx.kb.waitForFocus((x) => x.inDialog);
  expect(f.name).toBe('Close');
}

/** Focus is on the step heading and the step's list has loaded. */
async function atStep(stepTitle: string) {
  await ctx.kb.waitForFocus((f) => f.inDialog && f.tag === 'h3' && f.name === stepTitle);
  await dialog(ctx.s.page).locator('.finder-list button').first().waitFor();
}

/** From the choices: Tab to a search, Enter; focus goes to the step's heading. */
async function choose(mode: string, stepTitle: string) {
  await ctx.kb.tabTo(inDialogButton(mode));
  await ctx.kb.press('Enter');
  await atStep(stepTitle);
}

describe('Tire Finder by keyboard', () => {
  it('Size: type in the filter, ArrowDown into the list, Enter', async () => {
    const sizes = await api<{ data: { size: string }[] }>(`tiresize/list?sort_by=size${list}`);
    const size = sizes.data[Math.floor(sizes.data.length / 2)]!.size;
    await openFinder();
    await choose('Size', 'Choose a tire size');
    const filter = await ctx.kb.press('Tab');
    expect(filter?.name).toBe('Filter sizes');
    await ctx.kb.type(size);
    await dialog(ctx.s.page).getByRole('status').filter({ hasText: /of \d+ sizes/ }).waitFor();
    const first = await ctx.kb.press('ArrowDown');
    expect(first?.name).toBe(size);
    await ctx.kb.press('Enter');
    await expectResults(ctx.s.page, [['tireSize', size]]);
  });

  it('Rim Diameter: arrows in the rim list, End in the size list', async () => {
    const rims = await api<{ data: { rim_size_id: number; rim_diameter: number }[] }>(`rimsize/list?sort_by=rim_diameter${list}`);
    const rim = rims.data[1]!;
    const sizes = await api<{ data: { size: string }[] }>(`tiresize/list?sort_by=size${list}&rim_size_id=${rim.rim_size_id}`);
    await openFinder();
    await choose('Rim Diameter', 'Choose a rim diameter');
    expect((await ctx.kb.press('Tab'))?.name).toBe(`${rims.data[0]!.rim_diameter} inch`);
    expect((await ctx.kb.press('ArrowDown'))?.name).toBe(`${rim.rim_diameter} inch`);
    await ctx.kb.press('Enter');
    await atStep('Choose a tire size');
    expect((await ctx.kb.press('Tab'))?.name).toBe(sizes.data[0]!.size);
    expect((await ctx.kb.press('End'))?.name).toBe(sizes.data.at(-1)!.size);
    await ctx.kb.press('Enter');
    await expectResults(ctx.s.page, [
      ['rimDiam', String(rim.rim_diameter)],
      ['rimDiamTireSize', sizes.data.at(-1)!.size],
      ['rimDiamTireSizeId', String(rim.rim_size_id)],
    ]);
  });

  it('Industry: industry, equipment, back with the Equipment Type tab, then a size', async () => {
    const seg = (await api<{ data: (Named & { segment_id: number })[] }>(`segment/list?sort_by=name${list}`)).data[0]!;
    const apps = await api<{ data: { rows: (Named & { application_id: number })[] } }>(
      `application/list?sort_by=name${list}&segment_id=${seg.segment_id}`,
    );
    const app = apps.data.rows[0]!;
    const sizes = await api<{ data: { size: string }[] }>(
      `tiresize/list?sort_by=size${list}&segment_id=${seg.segment_id}&application_id=${app.application_id}`,
    );
    await openFinder();
    await choose('Industry', 'Choose an industry');
    expect((await ctx.kb.press('Tab'))?.name).toBe(seg.name);
    await ctx.kb.press('Enter');
    await atStep('Choose an equipment type');
    expect((await ctx.kb.press('Tab'))?.name).toBe(app.name);
    await ctx.kb.press('Enter');
    await atStep('Choose a tire size');
    // Back one step with the tab header (Shift+Tab from the step heading), then forward again.
    const tab = await ctx.kb.tabTo(inDialogButton(`Equipment Type: ${app.name}`), { back: true, max: 4 });
    expect(tab.name).toBe(`Equipment Type: ${app.name}`);
    await ctx.kb.press('Enter');
    await atStep('Choose an equipment type');
    expect((await ctx.kb.press('Tab'))?.name).toBe(app.name);
    await ctx.kb.press('Enter');
    await atStep('Choose a tire size');
    expect((await ctx.kb.press('Tab'))?.name).toBe(sizes.data[0]!.size);
    await ctx.kb.press('Enter');
    await expectResults(ctx.s.page, [
      ['equipIndustry', String(seg.segment_id)],
      ['equipmentType', String(app.application_id)],
      ['indTireSize', sizes.data[0]!.size],
      ['equipType', app.name],
      ['industry', seg.name],
    ]);
  });

  it('Equipment Type: Start Over returns to the choices, then equipment and a size', async () => {
    const apps = await api<{ data: { rows: (Named & { application_id: number })[] } }>(`application/list?sort_by=name${list}`);
    const app = apps.data.rows[1]!;
    const sizes = await api<{ data: { size: string }[] }>(`tiresize/list?sort_by=size${list}&application_id=${app.application_id}`);
    await openFinder();
    await choose('Equipment Type', 'Choose an equipment type');
    await ctx.kb.tabTo(inDialogButton('Start Over'), { back: true, max: 6 });
    await ctx.kb.press('Enter');
    await ctx.kb.waitForFocus((f) => f.inDialog && f.name === 'How would you like to search?');
    await choose('Equipment Type', 'Choose an equipment type');
    await ctx.kb.press('Tab');
    expect((await ctx.kb.press('ArrowDown'))?.name).toBe(app.name);
    await ctx.kb.press('Enter');
    await atStep('Choose a tire size');
    await ctx.kb.press('Tab');
    await ctx.kb.press('Enter');
    const id = String(app.application_id);
    await expectResults(ctx.s.page, [
      ['equipTypeId', id],
      ['equipmentType', id],
      ['equipType', app.name],
      ['equipTireSize', sizes.data[0]!.size],
    ]);
  });

  it('traps focus (Tab wraps, Shift+Tab from the first goes to the last) and gives it back on Escape', async () => {
    await openFinder();
    const names: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const f = await ctx.kb.press('Tab');
      expect(f?.inDialog).toBe(true);
      names.push(f!.name);
    }
    // Close, Size, Rim Diameter, Industry, Equipment Type, and round to Close.
    expect(names).toEqual(['Size', 'Rim Diameter', 'Industry', 'Equipment Type', 'Close', 'Size']);
    await ctx.kb.press('Shift+Tab');
    expect((await ctx.kb.press('Shift+Tab'))?.name).toBe('Equipment Type');
    // While a step's list loads, focus is on its heading and nothing focusable follows: Tab still wraps.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await ctx.s.page.route('**/website/rimsize/list**', async (route) => {
      await held;
      await route.continue();
    });
    await ctx.kb.tabTo(inDialogButton('Rim Diameter'));
    await ctx.kb.press('Enter');
    await ctx.kb.waitForFocus((f) => f.inDialog && f.name === 'Choose a rim diameter');
    expect((await ctx.kb.press('Tab'))?.name).toBe('Close');
    await ctx.kb.press('Shift+Tab'); // from the first back to the last: the current step's tab
    expect(await ctx.s.page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('step');
    release();
    await ctx.s.page.unrouteAll({ behavior: 'wait' });
    await ctx.kb.press('Escape');
    await dialog(ctx.s.page).waitFor({ state: 'detached' });
    const back = await ctx.kb.waitForFocus((f) => !f.inDialog);
    expect(back).toMatchObject({ name: 'Find Tires', role: 'button' });
  });
});

describe('compare by keyboard', () => {
  it('Space ticks three tires, a fourth opens the limit dialog (trapped, Enter closes, focus back), Enter on Compare Tires', async () => {
    const { data } = await api<{ data: { size: string; tire_size_id: number }[] }>('products/list');
    const counts = new Map<string, number>();
    for (const row of data) counts.set(row.size, (counts.get(row.size) ?? 0) + 1);
    const size = [...counts.entries()].find(([, n]) => n >= 4)![0];
    await load(ctx.s.page, `/tires/tire-results?tireSize=${encodeURIComponent(size)}`, 'Tires That Match Your Search');
    await ctx.s.page.getByTestId('result-card').first().waitFor();
    const compareBox = (f: Focused) => f.role === 'checkbox' && f.name.startsWith('Compare Tire');
    const boxes = ctx.s.page.getByRole('checkbox', { name: /^Compare Tire/ });
    for (let i = 0; i < 3; i += 1) {
      await ctx.kb.tabTo(compareBox);
      await ctx.kb.press('Space');
      expect(await boxes.nth(i).isChecked()).toBe(true);
    }
    const fourth = await ctx.kb.tabTo(compareBox);
    await ctx.kb.press('Space');
    await ctx.s.page.getByRole('alertdialog').waitFor();
    expect((await ctx.kb.waitForFocus((f) => f.inDialog)).name).toBe('Ok');
    expect((await ctx.kb.press('Tab'))?.name).toBe('Ok');
    expect((await ctx.kb.press('Shift+Tab'))?.name).toBe('Ok');
    await ctx.kb.press('Enter');
    await ctx.s.page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect((await ctx.kb.waitForFocus(compareBox)).name).toBe(fourth.name);
    expect(await boxes.nth(3).isChecked()).toBe(false);
    const ids = await ctx.s.page.getByTestId('result-card').evaluateAll((cards) =>
      cards.slice(0, 3).map((c) => c.querySelector('h3 a')!.getAttribute('href')!.split('tireId=')[1]),
    );
    await ctx.kb.tabTo({ name: 'Compare Tires', role: 'a' });
    await ctx.kb.press('Enter');
    await ctx.s.page.waitForURL(/\/tires\/compare-tires/);
    expect(new URL(ctx.s.page.url()).search).toBe(`?tire1_Id=${ids[0]}&tire2_Id=${ids[1]}&tire3_Id=${ids[2]}`);
    await ctx.s.page.locator('main h1', { hasText: 'Compare Tires' }).waitFor();
    // Focus is on the new page's heading; the next Tab goes on into its content (Shift+Tab reaches the back
    // link above the heading), not from where the old page's link was.
    expect((await ctx.kb.waitForFocus((f) => f.tag === 'h1')).name).toBe('Compare Tires');
    expect((await ctx.kb.press('Tab'))?.name).toBe('US');
    expect((await ctx.kb.press('Shift+Tab'))?.name).toBe('Go Back to Tire Results');
  });
});

describe('PDF modal by keyboard', () => {
  it('Enter on a brochure tile opens it; Tab stays inside; Escape closes and focus returns to the tile', async () => {
    await load(ctx.s.page, '/resources/brochures', 'OTR Brochures/Sell Sheets');
    const tile = await ctx.kb.tabTo({ name: 'RH-4A+ Lineup', role: 'button' });
    await ctx.kb.press('Enter');
    await dialog(ctx.s.page).locator('.rpv-core__text-layer-text').first().waitFor();
    expect((await ctx.kb.waitForFocus((f) => f.inDialog)).name).toBe('Close');
    // Tab goes round the dialog's controls back to Close, never out.
    const stops: string[] = [];
    for (let f = await ctx.kb.press('Tab'); f?.name !== 'Close'; f = await ctx.kb.press('Tab')) {
      expect(f?.inDialog).toBe(true);
      stops.push(f!.label);
      expect(stops.length).toBeLessThan(20);
    }
    expect(stops.length).toBeGreaterThanOrEqual(5); // find box, Find, previous, next, Download, Print…
    // Shift+Tab from the first (Close) goes to the last.
    expect((await ctx.kb.press('Shift+Tab'))?.label).toBe(stops.at(-1));
    await ctx.kb.press('Escape');
    await dialog(ctx.s.page).waitFor({ state: 'detached' });
    expect((await ctx.kb.waitForFocus((f) => !f.inDialog)).label).toBe(tile.label);
  });
});

describe('dealers by keyboard', () => {
  it('types a ZIP, Enter, reaches the first dealer; arrows switch the tabs', async () => {
    await load(ctx.s.page, '/dealers', 'Find a Basalt OTR Dealer Near You');
    await ctx.kb.tabTo({ name: 'Full address or zip code', role: 'search' });
    await ctx.kb.type('89801');
    await ctx.kb.press('Enter');
    await ctx.s.page.locator('.dealer-status', { hasText: 'near Elko, NV 89801' }).waitFor();
    const tab = await ctx.kb.tabTo({ name: 'Recommended Stores', role: 'tab' });
    expect(tab.name).toBe('Recommended Stores');
    const phone = await ctx.kb.press('Tab');
    expect(await ctx.s.page.evaluate(() => Boolean(document.activeElement?.closest('.dealer-card')))).toBe(true);
    expect(phone?.role).toBe('a');
    // One tab stop for the tab list (the selected tab); arrows move between the tabs.
    await ctx.kb.tabTo({ name: 'Recommended Stores', role: 'tab' }, { back: true, max: 1 });
    const earth = await ctx.kb.press('ArrowRight');
    expect(earth?.name).toBe('Earthmover');
    expect(await ctx.s.page.getByRole('tab', { name: 'Earthmover' }).getAttribute('aria-selected')).toBe('true');
    expect((await ctx.kb.press('ArrowLeft'))?.name).toBe('Recommended Stores');
    // The map's numbered points are buttons too: Enter highlights the dealer in the list.
    const marker = await ctx.kb.tabTo((f) => f.role === 'button' && /^1\. /.test(f.name));
    await ctx.kb.press('Enter');
    await ctx.s.page.locator('.dealer-card.is-highlighted').waitFor();
    expect(await ctx.s.page.locator('.dealer-card.is-highlighted h3').textContent()).toBe(marker.name.replace(/^1\. /, ''));
    // …and on to the end of the page, every stop visible.
    const rest = await ctx.kb.tabThroughPage();
    expect(rest.at(-1)?.name).toMatch(/Legal Notice/);
  });
});

describe('focus after a navigation', () => {
  it("a link followed by keyboard puts focus on the new page's heading, Tab goes on into the page; Back does the same", async () => {
    await load(ctx.s.page, '/', 'Basalt Off-the-Road Tires');
    const header = (f: Focused) => f.role === 'a' && f.name === 'Tires';
    await ctx.kb.tabTo(header);
    await ctx.kb.press('Enter');
    await ctx.s.page.waitForURL('**/tires');
    expect((await ctx.kb.waitForFocus((f) => f.tag === 'h1')).name).toBe('Tires');
    const next = await ctx.kb.press('Tab');
    expect(await ctx.s.page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    expect(next?.tag).not.toBe('h1');
    await ctx.s.page.goBack(); // the browser's Back button
    await ctx.s.page.waitForURL((url) => url.pathname === '/');
    expect((await ctx.kb.waitForFocus((f) => f.tag === 'h1')).name).toBe('Basalt Off-the-Road Tires');
  });
});
