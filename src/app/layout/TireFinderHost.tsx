// Mounts the Tire Finder (its own lazy chunk, with xstate) on the first Find Tires request and keeps it
// mounted: its machine owns open/closed and steps; the ui slice only carries the requests to it.
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../state/hooks';
import { selectTireFinderRequests } from '../../state/ui-slice';

const TireFinderController = lazy(() =>
  import(/* webpackChunkName: "tire-finder" */ '../../features/tire-finder/pages').then((m) => ({
    default: m.TireFinderController,
  })),
);

export function TireFinderHost() {
  const requested = useAppSelector(selectTireFinderRequests) > 0;
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <TireFinderController />
    </Suspense>
  );
}
