// Find by machine (issue 23 part 1) in Chromium: from the tires page, make and model by keyboard, to the results of
// the machine's size naming it; and the same form without scripts. The page's states: test/components/find-by-machine.test.tsx.
import { paths } from '../../src/routing/paths';
import { findByMachinePath } from '../../src/routing/lazy-paths';
import { baseUrl, openBrowser, type Session } from './support/browser';

interface Detail {
  make: string;
  model: string;
  sizes: { size: string; tires: number }[];
}

let cat: Detail;
beforeAll(async () => {
  cat = ((await (await fetch(`${baseUrl()}/website/machine/detail?machine=caterpillar-777g`)).json()) as { data: Detail }).data;
  expect(cat.sizes[0]!.tires).toBeGreaterThan(0);
});

describe('find by machine with scripts', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(() => s.close());

  it('leads from the tires page by make and model to our tires, the machine named on the results', async () => {
    await s.page.goto(paths.tires(), { waitUntil: 'networkidle' });
    await s.page.getByRole('link', { name: /Find by machine/ }).click();
    await s.page.getByRole('heading', { name: 'Find Tires by Machine', level: 1 }).waitFor();
    await s.page.getByLabel('Make').selectOption('Caterpillar');
    await s.page.getByLabel('Model').selectOption('caterpillar-777g');
    await s.page.getByLabel('Model').focus();
    await s.page.keyboard.press('Tab');
    await s.page.keyboard.press('Enter');
    await s.page.getByRole('heading', { name: 'Caterpillar 777G', level: 2 }).waitFor();
    // The machine's heading takes focus, so a screen reader reads it.
    await s.page.waitForFunction(() => document.activeElement?.id === 'machine-title');
    expect(new URL(s.page.url()).search).toBe('?machine=caterpillar-777g');
    const { size, tires } = cat.sizes[0]!;
    await s.page.getByRole('link', { name: `View ${tires} tires in ${size}` }).click();
    await s.page.getByRole('heading', { name: 'Tires That Match Your Search', level: 1 }).waitFor();
    await s.page.locator('.search-summary').getByText('Caterpillar 777G').waitFor();
    await s.page.locator('.result-card').first().waitFor();
    expect(await s.page.locator('.result-card').count()).toBe(tires);
    expect(s.errors).toEqual([]);
  });
});

describe('find by machine without scripts', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser({ width: 1280, height: 900 }, { javaScriptEnabled: false });
  });
  afterAll(() => s.close());

  it('lists a make’s models from the server, then shows the machine', async () => {
    await s.page.goto(findByMachinePath());
    await s.page.getByLabel('Make').selectOption('Caterpillar');
    await s.page.getByRole('button', { name: 'Find Tires' }).click();
    await s.page.waitForURL(/make=Caterpillar/);
    await s.page.getByRole('heading', { name: 'Caterpillar machines', level: 2 }).waitFor();
    expect(await s.page.getByRole('link', { name: 'Caterpillar 777G' }).getAttribute('href')).toBe(findByMachinePath({ machine: 'caterpillar-777g' }));
    await s.page.getByLabel('Model').selectOption('caterpillar-777g');
    await s.page.getByRole('button', { name: 'Find Tires' }).click();
    await s.page.getByRole('heading', { name: 'Caterpillar 777G', level: 2 }).waitFor();
    // No message about an unknown machine: the first send left the model blank, which asks for none.
    expect(await s.page.getByText(/not in our table/).count()).toBe(0);
  });
});
