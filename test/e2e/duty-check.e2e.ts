// The duty check (issue 23) in Chromium: from an E-class tire's details page, by keyboard, with and without
// scripts. The arithmetic itself: test/unit/duty-check.test.ts.
import type { Page } from 'playwright-core';
import { dutyCheckPath } from '../../src/routing/lazy-paths';
import { paths } from '../../src/routing/paths';
import { baseUrl, openBrowser, type Session } from './support/browser';

interface DutyTire {
  tire_size_id: number;
  pattern_name: string;
  ply_rating: string;
  PC_2S_TKPH: number | null;
}

const SIZE = '29.5R25';
let tires: DutyTire[] = [];
beforeAll(async () => {
  tires = ((await (await fetch(`${baseUrl()}/website/duty/tires?tire_size=${SIZE}`)).json()) as { data: DutyTire[] }).data;
  expect(tires.length).toBeGreaterThan(1);
});

/** The content's worked example: 26 t mean load x 12 km/h, +12 % at 44 °C: 350 TKPH. */
const EXAMPLE = { loaded: '38000', empty: '14000', haul: '2.4', trips: '30', hours: '12', ambient: '44' };

async function fillByKeyboard(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await page.locator(`input[name="${name}"]`).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(value);
  }
}

describe('the duty check with scripts', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(() => s.close());

  it('opens from a tire details page with its size and tire, and answers by keyboard', async () => {
    const tire = tires[0]!;
    await s.page.goto(paths.tireDetails({ tireId: tire.tire_size_id }), { waitUntil: 'networkidle' });
    await s.page.getByRole('link', { name: 'Check the Duty (TKPH/TMPH)' }).click();
    await s.page.getByRole('heading', { name: 'Duty Check: TKPH/TMPH', level: 1 }).waitFor();
    // The page shows at once; its size is chosen as the list of sizes arrives.
    await s.page.waitForFunction((size) => (document.getElementById('size') as HTMLSelectElement | null)?.value === size, SIZE);
    await s.page.getByLabel(/^Metric/).check();
    await fillByKeyboard(s.page, EXAMPLE);
    await s.page.keyboard.press('Enter');
    const answer = s.page.getByRole('heading', { name: 'Site TKPH: 350', level: 2 });
    await answer.waitFor();
    // Focus moves to the answer, so a screen reader reads it.
    await s.page.waitForFunction(() => document.activeElement?.id === 'duty-answer-title');
    const url = new URL(s.page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ ...EXAMPLE, size: SIZE, tireId: String(tire.tire_size_id), unit: 'METRIC' });
    const table = s.page.getByRole('table', { name: new RegExp(`Our tires in ${SIZE} against a site TKPH of 350`) });
    await table.waitFor();
    await table.getByRole('row', { name: /\(your tire\)/ }).waitFor();
    expect(await table.getByRole('row').count()).toBe(tires.length + 1);
    // Each rating's verdict matches the arithmetic of the answer.
    const expectPass = tires.filter((t) => t.PC_2S_TKPH !== null && t.PC_2S_TKPH >= 350).length;
    expect(await table.locator('tbody tr td:nth-child(3).duty-pass').count()).toBe(expectPass);
    expect(s.errors).toEqual([]);
  });

  it('converts what was typed when the unit changes, and answers in TMPH', async () => {
    await s.page.getByLabel(/^US/).check();
    expect(await s.page.getByLabel(/Tire load, machine loaded/).inputValue()).toBe('83776');
    expect(await s.page.getByLabel(/Highest ambient temperature/).inputValue()).toBe('111.2');
    await s.page.getByRole('button', { name: 'Check the duty' }).click();
    await s.page.getByRole('heading', { name: 'Site TMPH: 240', level: 2 }).waitFor();
  });

  it("takes a machine's most loaded tire's loads for blank load fields, and its size, and shows its tire loads with the answer", async () => {
    await s.page.goto(dutyCheckPath(), { waitUntil: 'networkidle' });
    await s.page.getByLabel(/^Metric/).check();
    await s.page.getByLabel('Machine (optional)').selectOption({ label: 'Caterpillar 785C' });
    // Its Specalog's weights and split: the front tire carries the most on average (38,235 kg loaded, 22,495 empty),
    // which blank load fields take.
    expect(await s.page.getByLabel(/Tire load, machine loaded/).inputValue()).toBe('');
    await s.page.getByText('Blank: the Caterpillar 785C’s 38,235 kg on each front tire, its most loaded.').waitFor();
    await s.page.getByText('Blank: the Caterpillar 785C’s 22,495 kg on each front tire, its most loaded.').waitFor();
    expect(await s.page.getByLabel('Tire size to check').inputValue()).toBe('33.00R51');
    await fillByKeyboard(s.page, { haul: EXAMPLE.haul, trips: EXAMPLE.trips, hours: EXAMPLE.hours, ambient: EXAMPLE.ambient });
    await s.page.keyboard.press('Enter');
    // 30.365 t x 12 km/h x 1.12: 408.1, rounded up.
    await s.page.getByRole('heading', { name: 'Site TKPH: 409', level: 2 }).waitFor();
    expect(new URL(s.page.url()).searchParams.get('machine')).toBe('caterpillar-785c');
    const loads = s.page.getByRole('table', { name: 'Load on each tire of the Caterpillar 785C' });
    await loads.getByRole('row', { name: /Front: 2 × 33\.00R51 \(the most loaded: checked\) 22,495 kg 38,235 kg 30,365 kg/ }).waitFor();
    await loads.getByRole('row', { name: /Rear: 4 × 33\.00R51 12,684 kg 38,814 kg/ }).waitFor();
    await s.page.getByText(/47\/53 % of the weight on its axles empty and 33\/67 % loaded, front to rear, as its specification gives it/).waitFor();
    expect(await s.page.getByText('The check above uses the loads you entered, not these.').count()).toBe(0);
    // A load typed over the machine's is the visitor's: the answer says the check used it.
    await fillByKeyboard(s.page, { loaded: '40000' });
    await s.page.keyboard.press('Enter');
    await s.page.getByRole('heading', { name: /^Site TKPH: 4\d\d$/, level: 2 }).waitFor();
    await s.page.getByText('The check above uses the loads you entered, not these.').waitFor();
    expect(s.errors).toEqual([]);
  });

  it('announces errors and focuses the first field in error', async () => {
    await s.page.goto(dutyCheckPath(), { waitUntil: 'networkidle' });
    await s.page.getByRole('button', { name: 'Check the duty' }).click();
    await s.page.getByRole('status').getByText('Please correct the 6 fields marked with errors.').waitFor();
    await s.page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'loaded');
    await s.page.getByText('Please enter the loaded tire load.').waitFor();
  });
});

describe('the duty check without scripts', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser({ width: 1280, height: 900 }, { javaScriptEnabled: false });
  });
  afterAll(() => s.close());

  it('sends the form and gets the answer from the server, errors included', async () => {
    await s.page.goto(dutyCheckPath({ size: SIZE }));
    await s.page.getByLabel(/^Metric/).check();
    for (const [name, value] of Object.entries(EXAMPLE)) await s.page.locator(`input[name="${name}"]`).fill(value);
    await s.page.getByRole('button', { name: 'Check the duty' }).click();
    await s.page.getByRole('heading', { name: 'Site TKPH: 350', level: 2 }).waitFor();
    await s.page.getByRole('table', { name: new RegExp(`Our tires in ${SIZE}`) }).waitFor();
    await s.page.locator('input[name="hours"]').fill('30');
    await s.page.getByRole('button', { name: 'Check the duty' }).click();
    await s.page.getByText('Please enter more than 0 and at most 24 h.').waitFor();
    expect(await s.page.getByRole('heading', { name: /^Site TKPH/ }).count()).toBe(0);
  });

  it("checks a machine named in the address with its loads, and says when it cannot work a machine's loads out", async () => {
    const { haul, trips, hours, ambient } = EXAMPLE;
    await s.page.goto(`${dutyCheckPath({ machine: 'caterpillar-785c' })}&${new URLSearchParams({ unit: 'METRIC', haul, trips, hours, ambient }).toString()}`);
    await s.page.getByRole('heading', { name: 'Site TKPH: 409', level: 2 }).waitFor();
    await s.page.getByText(/Tire load, machine loaded: 38,235 kg; Tire load, machine empty: 22,495 kg/).waitFor();
    await s.page.getByRole('table', { name: 'Load on each tire of the Caterpillar 785C' }).waitFor();
    // Another machine, the load fields left blank: its loads, not the first one's.
    await s.page.getByLabel('Machine (optional)').selectOption({ label: 'Caterpillar 730' });
    await s.page.getByRole('button', { name: 'Check the duty' }).click();
    await s.page.getByRole('table', { name: 'Load on each tire of the Caterpillar 730' }).waitFor();
    await s.page.getByText(/Tire load, machine loaded: 9,140 kg; Tire load, machine empty: 7,500 kg/).waitFor();
    // A machine from its page, alone: its loads shown, no check asked for, no errors.
    await s.page.goto(dutyCheckPath({ size: '27.00R49', machine: 'belaz-75581' }));
    await s.page.getByText(/Blank: the BelAZ 75581’s [\d,]+ (kg|lb) on each front tire/).first().waitFor();
    expect(await s.page.getByText(/^Please enter/).count()).toBe(0);
    expect(await s.page.getByRole('heading', { name: /^Site TKPH/ }).count()).toBe(0);
    // A loader: no loads to work out; the page asks for them and shows no errors before a check.
    await s.page.goto(dutyCheckPath({ machine: 'caterpillar-994k' }));
    await s.page.getByText(/We cannot work out the tire loads of the machine in this address/).waitFor();
    expect(await s.page.getByRole('heading', { name: /^Site TKPH/ }).count()).toBe(0);
    expect(await s.page.getByText('Please enter the loaded tire load.').count()).toBe(0);
  });
});
