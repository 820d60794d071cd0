// The dealerLocator machine with the page's real actors: the search goes through RTK Query (its cache
// holds the answers: the page reads the dealers with useSearchDealersQuery, the machine learns the outcome),
// the location through the browser's geolocation. Kept out of the machine so the
// machine stays pure and tests swap these actors.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  DealerSearchError,
  dealerLocatorMachine,
  type DealerLocatorInput,
  type DealerSearchInput,
  type DealerSearchOutcome,
} from '../../../machines/dealer-locator.machine';
import { useAppDispatch } from '../../state/hooks';
import { useAppMachine } from '../../components/useAppMachine';
import { dealersApi } from './api';

function currentPosition(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (err) => reject(new Error(err.message || 'Geolocation failed')),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}

export function useDealerLocator(input: DealerLocatorInput) {
  const dispatch = useAppDispatch();
  const machine = useMemo(
    () =>
      dealerLocatorMachine.provide({
        actors: {
          // No subscription of its own: the page's query hook holds the shown search's entry.
          searchDealers: fromPromise<DealerSearchOutcome, DealerSearchInput>(async ({ input: arg }) => {
            const answer = await dispatch(dealersApi.endpoints.searchDealers.initiate(arg, { subscribe: false }));
            if (answer.data) return { count: answer.data.data.count, pageSize: answer.data.data.pageSize };
            const status = (answer.error as FetchBaseQueryError | undefined)?.status;
            throw new DealerSearchError(status === 422 ? 'invalid' : 'failed');
          }),
          locate: fromPromise(currentPosition),
        },
      }),
    [dispatch],
  );
  return useAppMachine(machine, { input });
}
