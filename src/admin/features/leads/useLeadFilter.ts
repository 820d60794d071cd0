// The lead list's filters: the staff-lead-filter machine (choices at once, text after a pause, back to page 1)
// written into the URL, and a URL changed from outside (back, forward, a link) read back into it. The list
// shows what the URL says.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { staffLeadFilterMachine } from '../../../../machines/staff-lead-filter.machine';
import { filterFromQuery, queryFromFilter, sameFilter } from './filter-query';

export function useLeadFilter() {
  const [params, setParams] = useSearchParams();
  const urlFilter = useMemo(() => filterFromQuery(params), [params]);
  const [snapshot, send, actorRef] = useMachine(staffLeadFilterMachine, { input: { filter: urlFilter } });

  useEffect(() => {
    const subscription = actorRef.on('filter.changed', ({ filter }) => setParams(queryFromFilter(filter)));
    return () => subscription.unsubscribe();
  }, [actorRef, setParams]);

  useEffect(() => {
    if (!sameFilter(urlFilter, actorRef.getSnapshot().context.filter)) send({ type: 'filter.url', filter: urlFilter });
  }, [urlFilter, actorRef, send]);

  return { filter: urlFilter, chosen: snapshot.context.filter, text: snapshot.context.text, send };
}

export type LeadFilterControl = ReturnType<typeof useLeadFilter>;
