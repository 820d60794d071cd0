// When the visitor asked for the search the next results page shows (issue 22). SPEC §9's 100 ms before the
// products are asked for count from the page's start; a results page the Tire Finder opens starts at the last
// click, not once its component has mounted and its machine has started (the navigation, the mount and the paint
// before effects run were a third of the wait). Handed from the finder's chunk to the results page's through this
// module; the mark is taken once.
let startedAt: number | null = null;

/** A mark older than this belongs to a search that never reached a results page (the navigation failed). */
const FRESH_MS = 1000;

/** `at` when it is a recent time of performance.now()'s clock, else `now`. */
const recentOr = (at: number | null | undefined, now: number) =>
  at !== null && at !== undefined && at <= now && now - at < FRESH_MS ? at : now;

/**
 * The finder: the search was asked for `at` (the last click's event time, performance.now()'s clock: the click
 * waited for the main thread before its handler ran), or just now when `at` is not such a time.
 */
export function markSearchStarted(at?: number, now: number = performance.now()): void {
  startedAt = recentOr(at, now);
}

/** The results page, once: when its search was asked for (performance.now() time); `now` when nothing is pending. */
export function takeSearchStart(now: number = performance.now()): number {
  const at = startedAt;
  startedAt = null;
  return recentOr(at, now);
}

/** The same, left for the results page to take (the loader that asks for its answers as the navigation starts). */
export const peekSearchStart = (now: number = performance.now()): number => recentOr(startedAt, now);

/** A delay of `ms` counted from `startedAt`: what is left of it when asked (never below 0). */
export const delayFrom =
  (startedAt: number, ms: number) =>
  (): number =>
    Math.max(0, ms - (performance.now() - startedAt));
