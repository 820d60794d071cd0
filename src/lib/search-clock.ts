// When the visitor asked for the search the next results page shows (issue 22). SPEC §9's 100 ms before the
// products are asked for count from the page's start; a results page the Tire Finder opens starts at the last
// click, not once its component has mounted (the navigation and the mount were a fifth of the wait). Handed from
// the finder's chunk to the results page's through this module; the mark is taken once.
let startedAt: number | null = null;

/** A mark older than this belongs to a search that never reached a results page (the navigation failed). */
const FRESH_MS = 1000;

/** The finder: the search was just asked for. */
export function markSearchStarted(now: number = performance.now()): void {
  startedAt = now;
}

/** The results page, once: ms since its search was asked for; 0 when nothing is pending (a link, back or forward). */
export function takeSearchAge(now: number = performance.now()): number {
  const at = startedAt;
  startedAt = null;
  if (at === null) return 0;
  const age = now - at;
  return age >= 0 && age < FRESH_MS ? age : 0;
}
