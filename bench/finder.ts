// Tire Finder to results, in Debian's Chromium (playwright-core, the browser tests' flags): for each of the
// four searches, the time from the last finder click (choosing the tire size) to the rendered results page
// (its h1 plus a result card, or its final message), measured inside the page: the click event's timestamp
// to the animation frame that shows the results. Each run starts from a fresh load of the home page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import type { SearchMode } from '../src/lib/results-query';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { medianMean as median } from './args';

export interface FinderModeResult {
  mode: SearchMode;
  /** The picks, e.g. ['Mining', 'Rigid Haul Truck', '40.00R57']. */
  picks: string[];
  runsMs: number[];
  medianMs: number;
  /** What the results page showed: result cards, or a message. */
  outcome: string;
}

export interface FinderBenchResult {
  runsPerMode: number;
  modes: FinderModeResult[];
}

const flags = CHROMIUM_ARGS;
const list = '&sort_type=asc&is_all=true';
const RESULTS_H1 = 'Tires That Match Your Search';

interface Named {
  name: string;
}

/** The picks of each search, read from the running catalog (middle entries: typical, not edge cases). */
async function plan(baseUrl: string): Promise<{ mode: SearchMode; labels: string[]; picks: string[] }[]> {
  const get = async <T>(p: string): Promise<T> =>
    (await (await fetch(`${baseUrl}/website/${p}`, { headers: { ispublic: 'true' } })).json()) as T;
  const mid = <T>(items: T[]): T => items[Math.floor(items.length / 2)]!;
  const sizesOf = async (q: string) => mid((await get<{ data: { size: string }[] }>(`tiresize/list?sort_by=size${list}${q}`)).data).size;

  const rim = mid((await get<{ data: { rim_size_id: number; rim_diameter: number }[] }>(`rimsize/list?sort_by=rim_diameter${list}`)).data);
  const app = mid((await get<{ data: { rows: (Named & { application_id: number })[] } }>(`application/list?sort_by=name${list}`)).data.rows);
  const seg = mid((await get<{ data: (Named & { segment_id: number })[] }>(`segment/list?sort_by=name${list}`)).data);
  const segApp = mid(
    (await get<{ data: { rows: (Named & { application_id: number })[] } }>(`application/list?sort_by=name${list}&segment_id=${seg.segment_id}`))
      .data.rows,
  );
  const size = await sizesOf('');
  const rimSize = await sizesOf(`&rim_size_id=${rim.rim_size_id}`);
  const appSize = await sizesOf(`&application_id=${app.application_id}`);
  const segSize = await sizesOf(`&segment_id=${seg.segment_id}&application_id=${segApp.application_id}`);
  // `labels` are the buttons' accessible names; `picks` what a person reads.
  return [
    { mode: 'size', labels: ['Size', size], picks: [size] },
    { mode: 'rim', labels: ['Rim Diameter', `${rim.rim_diameter} inch`, rimSize], picks: [`${rim.rim_diameter}"`, rimSize] },
    { mode: 'industry', labels: ['Industry', seg.name, segApp.name, segSize], picks: [seg.name, segApp.name, segSize] },
    { mode: 'equipment', labels: ['Equipment Type', app.name, appSize], picks: [app.name, appSize] },
  ];
}

/**
 * In-page script (a string: the runner's compiler adds helpers a function's source would lack in the page): sets
 * `window.benchResults`, a promise that from the next click checks every animation frame for the results page's h1
 * with a result card or its final message, and resolves with the ms from the click event to that frame, and what
 * the page showed.
 */
const awaitResults = (h1: string, timeoutMs: number) => `window.benchResults = new Promise((resolve, reject) => {
  let clickAt;
  document.addEventListener('click', (event) => { clickAt = event.timeStamp; }, { capture: true, once: true });
  const until = performance.now() + ${timeoutMs};
  const check = () => {
    const heading = document.querySelector('main h1')?.textContent?.trim();
    const cards = document.querySelectorAll('main [data-testid="result-card"]').length;
    const message = document.querySelector('main .results-message, main [role="alert"]')?.textContent?.trim();
    if (clickAt !== undefined && heading === ${JSON.stringify(h1)} && (cards || message)) {
      resolve({ ms: performance.now() - clickAt, outcome: cards ? cards + ' result cards' : 'message: ' + message });
    } else if (performance.now() > until) reject(new Error('no results within ${timeoutMs} ms'));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}); undefined`;

/** One run: home page, Find Tires, the picks; returns ms from the last click to the shown results. */
async function runOnce(page: Page, labels: string[]): Promise<{ ms: number; outcome: string }> {
  await page.goto('/');
  await page.locator('main h1').waitFor();
  await page.locator('main').getByRole('button', { name: 'Find Tires' }).click();
  const dialog = page.getByRole('dialog');
  for (const label of labels.slice(0, -1)) await dialog.getByRole('button', { name: label, exact: true }).click();
  const last = dialog.getByRole('button', { name: labels.at(-1)!, exact: true });
  await last.waitFor();
  // The wait for the results is set up in the page before the click, so no script of the bench's own is compiled
  // or run in the page between the click and the results: a wait started after the click (Playwright's
  // waitForFunction) evaluated its script 15-35 ms into the search, on the main thread the page renders on.
  await page.evaluate(awaitResults(RESULTS_H1, 15_000));
  await last.click();
  return (await page.evaluate('window.benchResults')) as { ms: number; outcome: string };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export async function measureFinder(baseUrl: string, runs = 5): Promise<FinderBenchResult> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-bench-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    viewport: { width: 1280, height: 900 },
    baseURL: baseUrl,
    executablePath: CHROMIUM_PATH,
    args: flags,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const modes: FinderModeResult[] = [];
    for (const { mode, labels, picks } of await plan(baseUrl)) {
      const runsMs: number[] = [];
      let outcome = '';
      for (let i = 0; i < runs; i += 1) {
        const r = await runOnce(page, labels);
        runsMs.push(round(r.ms));
        outcome = r.outcome;
      }
      modes.push({ mode, picks, runsMs, medianMs: round(median(runsMs)), outcome });
    }
    return { runsPerMode: runs, modes };
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}
