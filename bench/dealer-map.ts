// npx tsx bench/dealer-map.ts [--runs N] [--cpu K]: the offline dealer map's main-thread cost in Chromium at
// K x CPU slowdown (default 4, as Lighthouse's mobile profile): long tasks from navigation until the map's
// land is drawn and the page is quiet, for /dealers (the default view), a search, and zooming out and in.
// Quicker to iterate with than Lighthouse; needs a build (STATIC_DIR measures a copy).
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { startServerProcess } from '../test/support/server-process';
import { blockingMs, OBSERVE_LONG_TASKS, quietLongTasks } from './long-tasks';
import { argNumber as arg, median } from './args';

interface Sample {
  /** Sum of each long task's time over 50 ms (Lighthouse's blocking time), and the longest task. */
  blockingMs: number;
  longestMs: number;
  tasks: number;
  /** Until the land shows (or the last zoom's outlines are drawn). */
  readyMs: number;
  paths: number;
}

async function sample(page: Page, since: number, ready: number): Promise<Sample> {
  const long = await page.evaluate(() => (window as unknown as { __long: [number, number][] }).__long);
  const mine = long.filter(([start]) => start >= since).map(([, d]) => d);
  return {
    blockingMs: blockingMs(mine),
    longestMs: Math.round(Math.max(0, ...mine)),
    tasks: mine.length,
    readyMs: Math.round(ready - since),
    paths: await page.locator('.dealer-map__land path').count(),
  };
}

// After a zoom click the previous outlines are drawn moved and scaled (a transform) until the new ones are
// ready; a map that draws them within the click has no transform at all.
async function landRedrawn(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.dealer-map__land')?.getAttribute('transform'), undefined, {
    timeout: 60_000,
    polling: 'raf',
  });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function main() {
  const runs = arg('runs', 3);
  const cpu = arg('cpu', 4);
  const server = await startServerProcess({ LOG_LEVEL: 'error' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: Record<string, Sample[]> = { 'load /dealers': [], 'load ?q=89801': [], 'zoom out x3': [], 'zoom in x3': [] };
  try {
    for (let r = 0; r < runs; r += 1) {
      for (const [name, url] of [
        ['load /dealers', '/dealers'],
        ['load ?q=89801', '/dealers?q=89801'],
      ] as const) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
        const page = await context.newPage();
        await page.addInitScript(OBSERVE_LONG_TASKS);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
        await page.goto(`${server.baseUrl}${url}`, { waitUntil: 'commit' });
        await page.locator('.dealer-map__land path').first().waitFor({ state: 'attached', timeout: 60_000 });
        const ready = await page.evaluate(() => performance.now());
        await quietLongTasks(page);
        results[name]!.push(await sample(page, 0, ready));
        if (name === 'load ?q=89801') {
          for (const [label, button] of [
            ['zoom out x3', 'Zoom out'],
            ['zoom in x3', 'Zoom in'],
          ] as const) {
            const since = await page.evaluate(() => performance.now());
            for (let i = 0; i < 3; i += 1) {
              await page.getByRole('button', { name: button }).click();
              await landRedrawn(page);
            }
            const done = await page.evaluate(() => performance.now());
            await quietLongTasks(page, 1000);
            results[label]!.push(await sample(page, since, done));
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`dealer map at ${cpu}x CPU slowdown, median of ${runs} (412 px wide):`);
  for (const [name, s] of Object.entries(results)) {
    const m = (k: keyof Sample) => median(s.map((x) => x[k]));
    console.log(
      `  ${name.padEnd(14)} blocking ${String(m('blockingMs')).padStart(5)} ms  longest task ${String(m('longestMs')).padStart(4)} ms  long tasks ${m('tasks')}  ready ${m('readyMs')} ms  country paths ${m('paths')}`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
