// "Go Back to Tire Results" / "See All Tire Results": back in history when the visitor came straight from the
// results, to the results' address when they came by way of the comparison, otherwise a plain link to /tires.
// Pure: callers pass window.history.state and the router location state from an event handler or render.
import { pages } from '../routing/pages';

type From = 'tire-results' | 'compare';

/**
 * Router location state of the links that lead on from a tire search: where they were followed (the results
 * page, or the compare page reached from it) and the results page's address, query included.
 */
export interface FromSearch {
  from: From;
  results: string;
}

const RESULTS_PATH = pages.tireResults.path;

/** State for a link on the results page at `results` (its path and query). */
export function fromTireResults(results: string): FromSearch {
  return { from: 'tire-results', results };
}

function fromSearch(locationState: unknown): FromSearch | null {
  if (typeof locationState !== 'object' || locationState === null) return null;
  const { from, results } = locationState as Partial<Record<keyof FromSearch, unknown>>;
  if (from !== 'tire-results' && from !== 'compare') return null;
  // Only ever an address of the results page of this site (history state can be written by any script).
  if (typeof results !== 'string' || !(results === RESULTS_PATH || results.startsWith(`${RESULTS_PATH}?`))) return null;
  return { from, results };
}

/** Whether the router location state says the visitor came straight from the tire results page. */
export function cameFromResults(locationState: unknown): boolean {
  return fromSearch(locationState)?.from === 'tire-results';
}

/** The address of the results the visitor's path started from (directly or through the comparison), if any. */
export function resultsAddress(locationState: unknown): string | null {
  return fromSearch(locationState)?.results ?? null;
}

/** State for a link on the compare page: the results it was reached from, if any, go along. */
export function fromCompare(locationState: unknown): FromSearch | undefined {
  const results = resultsAddress(locationState);
  return results === null ? undefined : { from: 'compare', results };
}

/**
 * Whether this tab has an earlier entry of the app to go back to. React Router keeps the entry's index in
 * history.state.idx (0 for the page the visitor opened directly).
 */
export function hasAppHistory(historyState: unknown): boolean {
  if (typeof historyState !== 'object' || historyState === null || !('idx' in historyState)) return false;
  const idx = Number(historyState.idx);
  return Number.isInteger(idx) && idx > 0;
}
