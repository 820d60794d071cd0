// Mounts the Tire Finder (its own lazy chunk, with xstate) on the first Find Tires request and keeps it
// mounted: its machine owns open/closed and steps; the ui slice only carries the requests to it.
// Once the finder is in, the results page's chunk follows: a search ends there, and with the chunk at hand the
// navigation after the last pick renders at once instead of waiting for it, and the search's answers are asked for
// as the navigation starts, not once the page has rendered (issue 22: last click to results).
import { lazy, Suspense, useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectTireFinderRequests } from '../../state/ui-slice';
import { prefetchPageData, preloadPage } from '../routes';

const TireFinderController = lazy(() =>
  import(/* webpackChunkName: "tire-finder" */ '../../features/tire-finder/pages').then((m) => {
    preloadPage('tireResults');
    return { default: m.TireFinderController };
  }),
);

export function TireFinderHost() {
  const requested = useAppSelector(selectTireFinderRequests) > 0;
  const dispatch = useAppDispatch();
  const onSearch = useCallback(
    (to: string, startedAt: number) => prefetchPageData('tireResults', to, dispatch, startedAt),
    [dispatch],
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <TireFinderController onSearch={onSearch} />
    </Suspense>
  );
}
