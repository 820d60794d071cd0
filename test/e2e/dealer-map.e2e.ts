// The offline dealer map's country outlines in a real browser under the site's CSP: fetched and read by the
// atlas worker (the page itself never downloads or parses an outline file), drawn for the opening view over
// India with only the countries in view, redrawn at each zoom down to the whole world (the 1:110m outlines)
// and back, and drawn for a search.
import type { Page, Worker } from 'playwright-core';
import { chunkScript } from './support/assets';
import { openBrowser, type Session } from './support/browser';

const land = (page: Page) => page.locator('[data-map="atlas"] .dealer-map__land');
const listResources = () => performance.getEntriesByType('resource').map((e) => e.name);
/** What a page or a worker downloaded (each has its own list). */
const resources = (where: Page | Worker): Promise<string[]> =>
  'goto' in where ? where.evaluate(listResources) : where.evaluate(listResources);

/** Waits until min..max outlines are drawn for the current view (no stale ones moved in place); their count. */
async function drawn(page: Page, min: number, max = Infinity): Promise<number> {
  const handle = await page.waitForFunction(
    ([lo, hi]) => {
      const g = document.querySelector('[data-map="atlas"] .dealer-map__land');
      const n = g?.querySelectorAll('path').length ?? 0;
      return !!g && !g.getAttribute('transform') && n >= lo! && n <= hi! ? n : 0;
    },
    [min, max] as const,
  );
  return (await handle.jsonValue()) as number;
}

describe('/dealers offline map outlines', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(() => s?.close());

  it('reads the outlines in a worker and redraws only the countries in view at each zoom', async () => {
    const { page } = s;
    const workers: Worker[] = [];
    page.on('worker', (w) => workers.push(w));
    await page.goto('/dealers');
    const opening = await drawn(page, 1);
    expect(opening).toBeLessThan(20); // India and its neighbours, not the 241 countries of the file
    const worker = workers.find((w) => w.url().includes(chunkScript('dealer-atlas')));
    expect(worker).toBeDefined();
    expect((await resources(worker!)).some((url) => url.includes(chunkScript('atlas-50m')))).toBe(true);
    const atlases = [chunkScript('atlas-50m'), chunkScript('atlas-110m')];
    expect((await resources(page)).some((url) => atlases.some((file) => url.includes(file)))).toBe(false);

    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 4; i += 1) await zoomOut.click();
    await expect(zoomOut.isDisabled()).resolves.toBe(true); // zoom 1, the whole world
    expect(await drawn(page, 151)).toBeGreaterThan(150);
    expect((await resources(worker!)).some((url) => url.includes(chunkScript('atlas-110m')))).toBe(true);

    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 4; i += 1) await zoomIn.click();
    expect(await drawn(page, 1, 19)).toBe(opening);

    // A search fits the map to Houston: the coast of the Gulf of Mexico in view.
    await page.goto('/dealers?q=77002');
    await page.locator('[data-map="atlas"] .dealer-map__marker').first().waitFor();
    await drawn(page, 1);
    const d = (await land(page).locator('path').evaluateAll((paths) => paths.map((p) => p.getAttribute('d') ?? ''))).join('');
    expect(d.split('L').length).toBeGreaterThan(5); // more than the rectangle of land that fills the view
    expect(s.errors).toEqual([]);
  });
});
