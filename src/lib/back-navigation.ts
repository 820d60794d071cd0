// "Go Back to Tire Results" / "See All Tire Results": back in history when there is somewhere to go back
// to, otherwise a plain link to /tires. Pure: callers pass window.history.state and the router location
// state from an event handler (never during render).

/** Router location state a results page link passes: `<Link to={...} state={FROM_TIRE_RESULTS}>`. */
export const FROM_TIRE_RESULTS = { from: 'tire-results' } as const;

/** Whether the router location state says the visitor came from the tire results page. */
export function cameFromResults(locationState: unknown): boolean {
  return (
    typeof locationState === 'object' &&
    locationState !== null &&
    'from' in locationState &&
    locationState.from === FROM_TIRE_RESULTS.from
  );
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
