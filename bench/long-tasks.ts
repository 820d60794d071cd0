// Long tasks as a page sees them (PerformanceObserver 'longtask'), for the bench's main-thread tools
// (main-thread.ts, dealer-map.ts): an init script that keeps them on window, and a wait until the page is quiet.
import type { Page } from 'playwright-core';

/** page.addInitScript(OBSERVE_LONG_TASKS): window.__long holds [start, duration] of every long task. */
export const OBSERVE_LONG_TASKS = `
  window.__long = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
`;

/** Waits until no new long task came for `ms`; the long tasks so far, [start, duration] each. */
export async function quietLongTasks(page: Page, ms = 1500): Promise<[number, number][]> {
  let last = -1;
  for (;;) {
    await page.waitForTimeout(ms);
    const long = await page.evaluate(() => (window as unknown as { __long: [number, number][] }).__long);
    if (long.length === last) return long;
    last = long.length;
  }
}

/** Lighthouse's blocking time of a set of tasks: the time of each over 50 ms, summed. */
export const blockingMs = (durations: number[]) => Math.round(durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0));
