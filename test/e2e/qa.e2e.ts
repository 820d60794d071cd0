// QA panel in the real browser: for each machine in an interesting state, export in one browser, import in a
// fresh one (another profile: nothing shared but the file), and compare what is on screen; redaction of the
// personal fields of the contact form and the dealer search; refusal of broken files; replay stepping.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { openBrowser, type Session } from './support/browser';
import { chunkScript } from './support/assets';

interface Exported {
  formatVersion: number;
  app: { version: string; commit: string };
  route: { pathname: string; search: string };
  machines: { key: string; machineId: string; snapshot: { value: unknown } }[];
  redux: Record<string, unknown>;
  components: Record<string, unknown>;
  personalData: string;
}

const LIMIT = 'You have already selected 3 tires. Please deselect a tire to add another to your list.';
const panel = (page: Page) => page.getByRole('complementary', { name: 'QA panel' });
const sessions: Session[] = [];
async function browser(): Promise<Session> {
  const s = await openBrowser();
  sessions.push(s);
  return s;
}
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

/** Everything a visitor sees of the app (not the QA panel): URL, texts, dialogs, form controls, tabs. */
async function screenOf(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const frame = document.querySelector('.app-frame') as HTMLElement;
    const controls = [...frame.querySelectorAll('input, select, textarea')].map((el) => {
      const input = el as HTMLInputElement;
      return input.type === 'checkbox' || input.type === 'radio' ? `${input.name}:${input.checked}` : `${input.name}=${input.value}`;
    });
    const selected = [...frame.querySelectorAll('[aria-selected="true"]')].map((el) => el.textContent);
    const dialogs = [...frame.querySelectorAll('[role=dialog], [role=alertdialog]')].map((el) => el.querySelector('h2')?.textContent ?? el.textContent);
    const viewer = frame.querySelector('.pdf-modal');
    // Announcements to screen readers (visually hidden live regions, e.g. "Please correct the 9 fields...")
    // are events, not state: a restore shows the errors but does not repeat the announcement.
    const announced = [...frame.querySelectorAll<HTMLElement>('.visually-hidden[role=status]')].map((el) => el.innerText).filter(Boolean);
    let text = frame.innerText.replace(viewer ? (viewer as HTMLElement).innerText : '\u0000', '[pdf viewer]');
    for (const a of announced) text = text.replace(a, '');
    text = text.replace(/\n{3,}/g, '\n\n');
    return JSON.stringify({ url: location.pathname + location.search, text, controls, selected, dialogs, modalOpen: document.body.classList.contains('modal-open') }, null, 1);
  });
}

async function openPanel(page: Page) {
  if (!(await panel(page).isVisible())) await page.keyboard.press('Control+Alt+Shift+KeyQ');
  await panel(page).waitFor();
}

async function exportState(page: Page, includePersonal = false): Promise<{ file: string; doc: Exported }> {
  await openPanel(page);
  const box = panel(page).getByRole('checkbox', { name: /Include personal data/ });
  await box.setChecked(includePersonal);
  const [download] = await Promise.all([page.waitForEvent('download'), panel(page).getByRole('button', { name: 'Export state' }).click()]);
  const file = await download.path();
  return { file, doc: JSON.parse(fs.readFileSync(file, 'utf8')) as Exported };
}

/**
 * A busy CI machine: the CPU six times slower and every script chunk late, `lateChunk` (the restored page's
 * own) the latest, so the chunks the restore needs arrive in the order that once lost the restored state.
 */
async function slowDown(page: Page, lateChunk: string) {
  const lateFile = chunkScript(lateChunk);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.route(/\/assets\/[\w-]+\.[0-9a-f]+\.js$/, async (route) => {
    const late = route.request().url().endsWith(lateFile);
    await new Promise((resolve) => setTimeout(resolve, late ? 1500 : 300));
    await route.continue();
  });
}

/** A fresh browser (own profile) that imports `file` from the QA panel (on a slowed machine with `slow`). */
async function importInFreshBrowser(file: string, slow?: { lateChunk: string }): Promise<Page> {
  const { page } = await browser();
  await page.goto('/?qa');
  await panel(page).waitFor();
  if (slow) await slowDown(page, slow.lateChunk);
  await panel(page).getByLabel('Import state').setInputFiles(file);
  return page;
}

/**
 * The screen of `page` once it shows `expected`, or after 10 s (a slow machine may still be loading the
 * document or the map when `ready` is satisfied); read once more, so a screen that only passed by is caught.
 */
async function screenSettledOn(page: Page, expected: string): Promise<string> {
  const end = Date.now() + 10_000;
  while ((await screenOf(page)) !== expected && Date.now() < end) await page.waitForTimeout(250);
  return screenOf(page);
}

async function roundTrip(page: Page, ready: (p: Page) => Promise<void>, includePersonal = true) {
  await ready(page);
  // The importing browser has the panel open, and some of a page shows only then (the contact form's attach
  // box, docs/qa.md): the exporting screen is read with the panel open too.
  await openPanel(page);
  const before = await screenOf(page);
  const { file, doc } = await exportState(page, includePersonal);
  const restored = await importInFreshBrowser(file);
  await ready(restored);
  expect(await screenSettledOn(restored, before)).toBe(before);
  // A real export fits this site whole: no part of it was left out (src/qa/check).
  expect(await panel(restored).getByRole('list', { name: 'Left out of the import' }).count()).toBe(0);
  return { doc, restored };
}

/**
 * The brochure's modal is open and its viewer has loaded (its find box shows): before that the modal still
 * shows "Loading the document…", which a busy machine may show for a while after the heading.
 */
async function pdfViewerReady(p: Page): Promise<void> {
  const dialog = p.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'RH-4A+ Lineup' }).waitFor();
  await dialog.getByRole('searchbox', { name: 'Find in document' }).waitFor();
  await dialog.getByText('Loading the document…').waitFor({ state: 'hidden' });
}

describe('export -> import shows the same screen', () => {
  it('tire finder at a sub-step (rim chosen, sizes listed)', async () => {
    const { page } = await browser();
    await page.goto('/');
    await page.locator('main').getByRole('button', { name: 'Find Tires' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rim Diameter', exact: true }).click();
    await page.getByRole('dialog').getByRole('list', { name: 'Rim diameters' }).getByRole('button').nth(1).click();
    const ready = (p: Page) => p.getByRole('dialog').getByRole('list', { name: 'Tire sizes' }).getByRole('button').first().waitFor();
    const { doc, restored } = await roundTrip(page, ready);
    expect(doc.machines.find((m) => m.key === 'tireFinder')?.snapshot.value).toEqual({ open: { rim: 'sizes' } });
    expect(await panel(restored).getByText('tireFinder: restored').isVisible()).toBe(true);
  });

  it('compare selection: three tires picked and the limit modal open', async () => {
    const { page } = await browser();
    const products = (await (await page.request.get('/website/products/list')).json()) as { data: { size: string }[] };
    const counts = new Map<string, number>();
    for (const p of products.data) counts.set(p.size, (counts.get(p.size) ?? 0) + 1);
    const size = [...counts].find(([, n]) => n >= 4)![0];
    await page.goto(`/tires/tire-results?tireSize=${encodeURIComponent(size)}`);
    const boxes = page.getByTestId('result-card').getByRole('checkbox');
    for (const i of [0, 1, 2, 3]) await boxes.nth(i).click();
    const ready = (p: Page) => p.getByRole('alertdialog', { name: LIMIT }).waitFor();
    const { doc, restored } = await roundTrip(page, ready);
    expect(doc.machines.find((m) => m.key === 'compareSelection')?.snapshot.value).toBe('limitReached');
    // The restored machine carries on: Ok closes the modal, three stay picked.
    await restored.getByRole('alertdialog').getByRole('button', { name: 'Ok' }).click();
    expect(await restored.getByTestId('result-card').getByRole('checkbox', { checked: true }).count()).toBe(3);
  });

  it('PDF modal open on a brochure', async () => {
    const { page } = await browser();
    await page.goto('/resources/brochures');
    await page.locator('main').getByRole('button', { name: 'RH-4A+ Lineup' }).click();
    const ready = pdfViewerReady;
    const { doc } = await roundTrip(page, ready);
    expect(doc.machines.find((m) => m.key === 'pdfModal')?.snapshot.value).toEqual({ open: 'viewing' });
  });

  // The app used to mount at the importing tab's route (the home page, which offers the same brochure) before
  // the router showed the restored one: the home page's modal took the snapshot, and the brochures page, its
  // chunk arriving last, opened with none.
  it('PDF modal open on a brochure, restored on a slow machine, stays open', async () => {
    const { page } = await browser();
    await page.goto('/resources/brochures');
    await page.locator('main').getByRole('button', { name: 'RH-4A+ Lineup' }).click();
    const ready = pdfViewerReady;
    await ready(page);
    const before = await screenOf(page);
    const { file } = await exportState(page);
    const restored = await importInFreshBrowser(file, { lateChunk: 'resources' });
    await ready(restored);
    await restored.waitForTimeout(2000);
    expect(await restored.getByRole('dialog').getByRole('heading', { name: 'RH-4A+ Lineup' }).isVisible()).toBe(true);
    expect(await restored.evaluate(() => document.body.classList.contains('modal-open'))).toBe(true);
    expect(await screenSettledOn(restored, before)).toBe(before);
    expect(await restored.locator('main h1').first().textContent()).toBe('OTR Brochures/Sell Sheets');
  });

  it('dealer locator on the Earthmover tab', async () => {
    const { page } = await browser();
    await page.goto('/dealers');
    await page.getByLabel('Full address or zip code').fill('67901');
    await page.getByRole('button', { name: 'Go' }).click();
    await page.getByRole('tab', { name: 'Earthmover' }).click();
    await page.waitForURL(/kind=earthmover/);
    const ready = async (p: Page) => {
      await p.getByRole('tab', { name: 'Earthmover', selected: true }).waitFor();
      await p.getByRole('button', { name: 'Zoom in' }).waitFor(); // the map has loaded
      // The search must have settled before the screen is read (it may still be running after a tab switch).
      await p.getByText('Searching for dealers…').waitFor({ state: 'hidden' });
    };
    const { doc } = await roundTrip(page, ready);
    expect(JSON.stringify(doc.machines.find((m) => m.key === 'dealerLocator')?.snapshot.value)).toContain('earthmover');
  });

  it('contact form with its errors showing', async () => {
    const { page } = await browser();
    await page.goto('/contact/contact-us');
    await page.getByRole('button', { name: /^Submit/ }).click();
    await page.locator('main').getByText('Please enter first name.').waitFor();
    await page.getByLabel(/^First Name/).fill('Ada');
    await page.getByLabel(/^Email Address/).fill('ada@quarry');
    const ready = (p: Page) => p.locator('main').getByText('Please enter a valid email address.').waitFor();
    const { doc } = await roundTrip(page, ready);
    expect(doc.components['form:/contact/contact-us']).toMatchObject({
      values: { first_name: 'Ada', email_address: 'ada@quarry' },
      touched: { first_name: true, last_name: true },
      errors: { email_address: 'Please enter a valid email address.', last_name: 'Please enter last name.' },
    });

    // Redacted (the default): the same fields in error with the same messages, placeholders for the values.
    const redacted = await exportState(page);
    const restored = await importInFreshBrowser(redacted.file);
    await ready(restored);
    expect(await restored.getByLabel(/^First Name/).inputValue()).toBe('Xxx');
    expect(await restored.getByLabel(/^Email Address/).inputValue()).toBe('xxx@xxxxxx');
    const errorsOf = (p: Page) => p.locator('main .field__error').allTextContents();
    expect(await errorsOf(restored)).toEqual(await errorsOf(page));
    expect(await panel(restored).getByText('form:/contact/contact-us: restored').isVisible()).toBe(true);
  });
});

describe('redaction', () => {
  it('replaces the contact request’s names, email, phone and address by same-shape placeholders unless opted in', async () => {
    const { page } = await browser();
    await page.goto('/contact/contact-us');
    await page.getByLabel(/^First Name/).fill('Ada');
    await page.getByLabel(/^Last Name/).fill('Lovelace');
    await page.getByLabel(/^Company Name/).fill('Analytical Engines');
    await page.getByLabel(/^Email Address/).fill('ada@quarry.example');
    await page.getByLabel(/^Phone/).fill('+13035551234');
    await page.getByLabel(/^Region/).selectOption('NORTH_AMERICA');
    await page.getByLabel(/^Country/).fill('United States');
    await page.getByLabel(/^State\/Province/).fill('Colorado');
    await page.getByLabel(/^City/).fill('Denver');
    await page.getByLabel(/^Zip\/Postal Code/).fill('80202');
    await page.getByRole('button', { name: /^Submit/ }).click();
    await page.getByText(/Thank you for your interest/).first().waitFor();
    const personal = ['Lovelace', 'Analytical Engines', 'ada@quarry.example', '13035551234', 'Colorado', 'Denver', '80202'];
    const redacted = JSON.stringify((await exportState(page)).doc);
    for (const value of personal) expect(redacted).not.toContain(value);
    for (const placeholder of ['Xxxxxxxx', 'xxx@xxxxxx.xxxxxxx', '+55055555555', '50505']) expect(redacted).toContain(placeholder);
    const included = JSON.stringify((await exportState(page, true)).doc);
    for (const value of personal) expect(included).toContain(value);
  });

  it('replaces the dealer search (URL, cache keys, machine context, the place label) unless opted in', async () => {
    const { page } = await browser();
    await page.goto('/dealers?q=89801');
    await page.getByRole('list', { name: 'Dealers' }).getByRole('listitem').first().waitFor();
    const { doc } = await exportState(page);
    expect(JSON.stringify(doc)).not.toContain('89801');
    expect(doc.route.search).toBe('?q=55505');
    const included = (await exportState(page, true)).doc;
    expect(included.route.search).toBe('?q=89801');
    expect(included.personalData).toBe('included');
  });
});

describe('import refuses broken files', () => {
  it.each([
    ['truncated', (text: string) => text.slice(0, Math.floor(text.length / 2)), /not complete JSON/],
    ['malformed', () => '{"format": "basalt-state-export", formatVersion: 1}', /not complete JSON/],
    ['newer version', (text: string) => text.replace('"formatVersion": 1', '"formatVersion": 2'), /format version 2, newer/],
    ['wrong format', (text: string) => text.replace('basalt-state-export', 'something-else'), /not a Basalt state export/],
    ['a "__proto__" key', (text: string) => text.replace('"redux": {', '"redux": {"__proto__": {"polluted": true},'), /holds a "__proto__" key \(at redux\)/],
    ['another site’s address', (text: string) => text.replace('"pathname": "/resources/brochures"', '"pathname": "/\\\\evil.example/x"'), /page address outside this site/],
  ])('%s file: a clear message, the page unchanged', async (_name, damage, message) => {
    const { page } = await browser();
    await page.goto('/resources/brochures');
    const { file } = await exportState(page);
    const broken = `${file}.broken.json`;
    fs.writeFileSync(broken, damage(fs.readFileSync(file, 'utf8')));
    await page.goto('/tires?qa');
    await panel(page).waitFor();
    const before = await screenOf(page);
    await panel(page).getByLabel('Import state').setInputFiles(broken);
    expect(await panel(page).getByRole('alert').textContent()).toMatch(message);
    expect(await screenOf(page)).toBe(before);
  });
});

describe('hostile files', () => {
  it('an old export whose pick rows hold markup: restored as their ids, the bar shows the names the service gives, nothing runs', async () => {
    const { page } = await browser();
    const products = (await (await page.request.get('/website/products/list')).json()) as { data: { size: string }[] };
    await page.goto(`/tires/tire-results?tireSize=${encodeURIComponent(products.data[0]!.size)}`);
    const boxes = page.getByTestId('result-card').getByRole('checkbox');
    await boxes.first().click();
    const { file, doc } = await exportState(page);
    const markup = '<img src=x onerror="document.title=\'pwned\'"><script>document.title=\'pwned\'</script>';
    // Exports made before the picks were tire ids held rows of what the bar showed.
    const snapshot = doc.machines.find((m) => m.key === 'compareSelection')!.snapshot as unknown as { context: Record<string, unknown> };
    const [tireId] = snapshot.context.tireIds as number[];
    snapshot.context = { items: [{ tireId, image: '', patternName: markup }] };
    fs.writeFileSync(`${file}.markup.json`, JSON.stringify(doc));
    const picked = await page.locator('.compare-bar__name').first().textContent();
    const restored = await importInFreshBrowser(`${file}.markup.json`);
    const bar = restored.getByRole('region', { name: 'Tires to compare' });
    await bar.locator('.compare-bar__name', { hasText: picked! }).waitFor();
    expect(await bar.getByText(/onerror/).count()).toBe(0);
    expect(await restored.locator('img[onerror], .compare-bar script').count()).toBe(0);
    expect(await restored.title()).not.toBe('pwned');
  });
});

describe('replay', () => {
  it('steps the tire finder forward and back from its initial state, the dialog following', async () => {
    const { page } = await browser();
    await page.goto('/');
    await page.locator('main').getByRole('button', { name: 'Find Tires' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Industry', exact: true }).click();
    await dialog.getByRole('list', { name: 'Industries' }).getByRole('button').first().click();
    await dialog.getByRole('list', { name: 'Equipment types' }).getByRole('button').first().waitFor();
    await openPanel(page);
    const card = panel(page).locator('[data-actor-key="tireFinder"]');
    await card.getByRole('button', { name: 'tireFinder' }).click();
    await card.getByRole('button', { name: 'Replay from start' }).click();
    await dialog.waitFor({ state: 'detached' });
    const status = card.getByRole('group', { name: 'Replay of tireFinder' }).getByRole('status');
    expect(await status.textContent()).toBe('Event 0 of 3');
    const step = (name: string) => card.getByRole('button', { name }).click();
    await step('Step forward');
    await dialog.getByRole('heading', { name: 'How would you like to search?' }).waitFor();
    await step('Step forward');
    await step('Step forward');
    await expect(card.getByTestId('qa-state-value').textContent()).resolves.toBe('open.industry.equipment');
    await dialog.getByRole('list', { name: 'Equipment types' }).getByRole('button').first().waitFor();
    await step('Step back');
    await expect(card.getByTestId('qa-state-value').textContent()).resolves.toBe('open.industry.industries');
    await step('Step back');
    await step('Step back');
    await dialog.waitFor({ state: 'detached' });
  });
});
