// Resources and the PDF modal in a real browser against the real server: brochures open in the pdf.js
// viewer (loaded only then), find highlights words, the modal closes by an outside click and by Escape
// with focus back on the tile, an unreadable document falls back to a plain frame, and the databook
// downloads under its fixed name (or says why not).
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { openBrowser, type Session } from './support/browser';
import { chunkScript } from './support/assets';

let s: Session;
beforeAll(async () => {
  s = await openBrowser();
});
afterAll(() => s.close());
beforeEach(async () => {
  s.errors.length = 0;
  await s.page.unrouteAll({ behavior: 'ignoreErrors' });
});

const dialog = (page: Page) => page.getByRole('dialog');
const tile = (page: Page, name: string) => page.locator('main').getByRole('button', { name });

async function openBrochures(page: Page) {
  await page.goto('/resources/brochures');
  await tile(page, 'RH-4A+ Lineup').waitFor();
}

async function activeText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
}

describe('PDF modal', () => {
  it('loads the viewer only on opening, shows the brochure and highlights a searched word', async () => {
    const { page } = s;
    const viewerChunks: string[] = [];
    const viewer = chunkScript('pdf-viewer');
    page.on('request', (request) => {
      if (request.url().includes(viewer)) viewerChunks.push(request.url());
    });
    await openBrochures(page);
    expect(viewerChunks).toEqual([]);

    await tile(page, 'RH-4A+ Lineup').click();
    await dialog(page).waitFor();
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    expect(await dialog(page).getByRole('heading').textContent()).toBe('RH-4A+ Lineup');
    expect(await page.evaluate(() => document.body.classList.contains('modal-open'))).toBe(true);
    // pdf.js rendered the first page: its canvas and its text layer.
    await dialog(page).locator('.rpv-core__text-layer-text').first().waitFor();
    expect(viewerChunks.length).toBeGreaterThan(0);

    await dialog(page).getByRole('searchbox', { name: 'Find in document' }).fill('Basalt');
    await dialog(page).getByRole('button', { name: 'Find', exact: true }).click();
    const hit = dialog(page).locator('mark.pdf-find__hit--current');
    await hit.waitFor();
    expect((await hit.textContent())?.toLowerCase()).toBe('basalt');
    await expectVisible(hit);
    expect(await dialog(page).getByRole('status').textContent()).toMatch(/^1 of \d+ match(es)?$/);
    const before = await dialog(page).getByRole('status').textContent();
    await dialog(page).getByRole('button', { name: 'Next match' }).click();
    if (before !== '1 of 1 match') {
      await page.waitForFunction(
        () => document.querySelector('[role=dialog] [role=status]')?.textContent?.startsWith('2 of'),
      );
    }

    expect(await dialog(page).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      '/website/documents/brochure-rh-4a-plus-lineup.pdf',
    );
    expect(await dialog(page).getByRole('button', { name: 'Print' }).isEnabled()).toBe(true);
    expect(s.errors).toEqual([]);
  });

  it('closes on a click outside and on Escape, giving focus back to the tile', async () => {
    const { page } = s;
    await openBrochures(page);
    await tile(page, 'TPMS Heavy Duty').click();
    await dialog(page).waitFor();
    await page.mouse.click(5, 5); // the backdrop, outside the dialog
    await dialog(page).waitFor({ state: 'detached' });
    expect(await activeText(page)).toBe('TPMS Heavy Duty');
    expect(await page.evaluate(() => document.body.classList.contains('modal-open'))).toBe(false);

    await tile(page, 'TPMS Heavy Duty').press('Enter');
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await activeText(page)).toBe('TPMS Heavy Duty');
    expect(s.errors).toEqual([]);
  });

  it('falls back to a plain frame of the document when the viewer cannot read it', async () => {
    const { page } = s;
    await page.route('**/website/documents/brochure-tpms-heavy-duty.pdf', (route) =>
      route.fulfill({ status: 200, contentType: 'application/pdf', body: 'this is not a PDF' }),
    );
    await openBrochures(page);
    await tile(page, 'TPMS Heavy Duty').click();
    const frame = dialog(page).locator('iframe[title="TPMS Heavy Duty"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe('/website/documents/brochure-tpms-heavy-duty.pdf');
    expect(await dialog(page).locator('.rpv-core__viewer').count()).toBe(0);
    expect(s.errors.some((e) => e.includes('could not load the document'))).toBe(true);

    // Another document starts in the viewer again.
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await tile(page, 'RH-4A+ Lineup').click();
    await dialog(page).locator('.rpv-core__text-layer-text').first().waitFor();
    expect(await dialog(page).locator('iframe').count()).toBe(0);
  });

  it('opens the home promo brochures', async () => {
    const { page } = s;
    await page.goto('/');
    // The promo tiles are links to their PDFs; a plain click opens the modal (home.e2e.ts has the rest).
    await page.locator('main').getByRole('link', { name: /TPMS Heavy Duty/ }).click();
    await dialog(page).locator('.rpv-core__text-layer-text').first().waitFor();
    expect(await dialog(page).getByRole('heading').textContent()).toBe('TPMS Heavy Duty');
    expect(s.errors).toEqual([]);
  });
});

describe('OE pressure recommendations', () => {
  it('open in the PDF modal: the viewer shows the recommendation and finds its pressures', async () => {
    const { page } = s;
    await page.goto('/resources/pressure-recommendations');
    const loader = tile(page, 'Wheel Loader');
    await loader.waitFor();
    // The tile shows the document's cover, drawn by the server.
    const cover = loader.getByRole('img', { name: 'Cover of Wheel Loader' });
    expect(await cover.getAttribute('src')).toBe('/website/documents/thumbnails/oe-pressure-wheel-loader.svg');
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('main img')].some((img) => img.alt === 'Cover of Wheel Loader' && img.complete && img.naturalWidth > 0),
    );

    await loader.click();
    await dialog(page).waitFor();
    expect(await dialog(page).getByRole('heading').textContent()).toBe('Wheel Loader');
    await dialog(page).locator('.rpv-core__text-layer-text').first().waitFor();
    expect(await dialog(page).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      '/website/documents/oe-pressure-wheel-loader.pdf',
    );

    await dialog(page).getByRole('searchbox', { name: 'Find in document' }).fill('Front');
    await dialog(page).getByRole('button', { name: 'Find', exact: true }).click();
    await dialog(page).locator('mark.pdf-find__hit--current').waitFor();
    expect(await dialog(page).getByRole('status').textContent()).toMatch(/^1 of \d+ match(es)?$/);

    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await activeText(page)).toBe('Wheel Loader');
    expect(s.errors).toEqual([]);
  });
});

describe('document sections on a phone', () => {
  it('show every sell sheet: the 6000 px animation cap never cuts a long list off', async () => {
    const phone = await openBrowser({ width: 375, height: 740 });
    try {
      await phone.page.goto('/resources/brochures');
      const region = phone.page.getByRole('region', { name: 'Sell Sheets' });
      const last = region.getByRole('button').last();
      await last.waitFor();
      await last.scrollIntoViewIfNeeded();
      const [tileBox, regionBox] = await Promise.all([last.boundingBox(), region.boundingBox()]);
      expect(tileBox!.y + tileBox!.height).toBeLessThanOrEqual(regionBox!.y + regionBox!.height);
      expect(regionBox!.height).toBeGreaterThan(0);

      await phone.page.getByRole('button', { name: 'Sell Sheets', exact: true }).click();
      await phone.page.waitForFunction(
        (id) => getComputedStyle(document.getElementById(id)!).visibility === 'hidden',
        (await region.getAttribute('id'))!,
      );
      expect(await region.getByRole('button').count()).toBe(0);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});

describe('engineering data', () => {
  it('saves the databook as otr-databook-10-15-2021.pdf', async () => {
    const { page } = s;
    await page.goto('/resources/engineering-data');
    await page.locator('main').getByRole('button', { name: /databook/i }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('otr-databook-10-15-2021.pdf');
    expect(fs.readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(s.errors).toEqual([]);
  });

  it('marks Download PDF busy while the databook downloads', async () => {
    const { page } = s;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/website/documents/otr-engineering-databook.pdf', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/resources/engineering-data');
    const link = page.getByRole('link', { name: 'Download PDF' });
    const download = page.waitForEvent('download');
    await link.click();
    await page.waitForFunction(() => document.querySelector('main a[download]')?.getAttribute('aria-busy') === 'true');
    expect(await link.locator('.download-spinner').count()).toBe(1);
    release();
    expect((await download).suggestedFilename()).toBe('otr-databook-10-15-2021.pdf');
    await page.waitForFunction(() => document.querySelector('main a[download]')?.getAttribute('aria-busy') === 'false');
    expect(s.errors).toEqual([]);
  });

  it('tells the visitor when the download fails', async () => {
    const { page } = s;
    await page.route('**/website/documents/otr-engineering-databook.pdf', (route) =>
      route.fulfill({ status: 503, body: 'unavailable' }),
    );
    await page.goto('/resources/engineering-data');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'We could not download the databook' });
    await toast.waitFor();
    await toast.click(); // tap to dismiss
    await toast.waitFor({ state: 'detached' });
    expect(s.errors.some((e) => e.includes('The databook download failed'))).toBe(true);
  });

  it('opens the databook in the viewer from its tile', async () => {
    const { page } = s;
    await page.goto('/resources/engineering-data');
    await page.locator('main').getByRole('button', { name: /databook/i }).click();
    await dialog(page).locator('.rpv-core__text-layer-text').first().waitFor();
  });
});

async function expectVisible(locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  expect(box && box.width > 0 && box.height > 0).toBe(true);
}
