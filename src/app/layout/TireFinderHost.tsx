// Mounts the Tire Finder popup (its own lazy chunk) when a Find Tires button asked for it. SPEC §2: any
// completed navigation closes it.
import { Suspense, useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../hooks';
import { TireFinderDialog } from '../routes';
import { selectTireFinderOpen, tireFinderClosed } from '../ui-slice';

export function TireFinderHost() {
  const open = useAppSelector(selectTireFinderOpen);
  const dispatch = useAppDispatch();
  const { key } = useLocation();
  const close = useCallback(() => dispatch(tireFinderClosed()), [dispatch]);
  useEffect(() => {
    close();
  }, [key, close]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <TireFinderDialog onClose={close} />
    </Suspense>
  );
}
