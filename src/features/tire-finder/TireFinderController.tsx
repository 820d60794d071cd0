// The Tire Finder's one actor, mounted by the layout's TireFinderHost on the first Find Tires request and
// kept mounted after that (this whole module, xstate included, lives in the lazy tire-finder chunk).
// It turns each request into 'finder.open', each completed navigation into 'finder.close', the machine's
// 'finder.selected' into the navigation to the results. The machine is the only truth of "is it open".
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { tireFinderMachine } from '../../../machines/tire-finder.machine';
import { useAppSelector } from '../../state/hooks';
import { peekSearchStart } from '../../lib/search-clock';
import { paths } from '../../routing/paths';
import { selectTireFinderRequests } from '../../state/ui-slice';
import { useAppMachine } from '../../components/useAppMachine';
import { toResultsQuery } from '../../lib/results-query';
import { TireFinderDialog } from './TireFinderDialog';

/**
 * `onSearch`: called with the results' address as the navigation there starts, and when the search was asked for
 * (the host asks for its answers).
 */
export function TireFinderController({ onSearch }: { onSearch?: (to: string, startedAt: number) => void }) {
  const [snapshot, send, actor] = useAppMachine(tireFinderMachine);
  const requests = useAppSelector(selectTireFinderRequests);
  const navigate = useNavigate();
  const { key } = useLocation();

  useEffect(() => {
    if (requests > 0) send({ type: 'finder.open' });
  }, [requests, send]);

  useEffect(() => {
    // The size list marked the search's start at the last click (src/lib/search-clock.ts).
    const sub = actor.on('finder.selected', ({ selection }) => {
      const to = paths.tireResults(toResultsQuery(selection));
      onSearch?.(to, peekSearchStart());
      void navigate(to);
    });
    return () => sub.unsubscribe();
  }, [actor, navigate, onSearch]);

  // SPEC §2: any completed navigation closes the finder (the router commits the new location only once the
  // next page's chunk is in, so this is "completed", not "started").
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    send({ type: 'finder.close' });
  }, [key, send]);

  if (!snapshot.hasTag('open')) return null;
  return <TireFinderDialog snapshot={snapshot} send={send} />;
}
