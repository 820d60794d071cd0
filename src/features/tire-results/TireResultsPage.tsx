import { useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { compareSelectionMachine } from '../../../machines/compare-selection.machine';
import { FindTiresButton } from '../../components/FindTiresButton';
import { PageIntro } from '../../components/PageIntro';
import { useAppMachine } from '../../components/useAppMachine';
import type { TireSizeDetail } from '../../contract/catalog';
import { parseResultsQuery } from '../../lib/results-query';
import { useGetMachineQuery } from '../../services/machineApi';
import { CompareBar } from './components/CompareBar';
import { CompareLimitModal } from './components/CompareLimitModal';
import { ResultsView } from './components/ResultsView';
import { SearchSummary } from './components/SearchSummary';
import { readSavedPicks, savePicks } from './compare-storage';
import './tire-results.css';

/**
 * /tires/tire-results. The URL is the source of truth (SPEC §7 "Navigation to results"): a new search,
 * back/forward or a pasted link all show the search the URL names. The compare picks outlive a change of
 * search (and a visit to the compare page), so tires of different sizes can be compared.
 */
export function TireResultsPage() {
  const [params] = useSearchParams();
  // Each navigation here is its own search, even one with the same query (New Tire Search for the same
  // size): ResultsView remounts per history entry and per search, so the filters start again from everything
  // selected (an entry whose address changed without a new key, by pushState, is a new search too).
  // Back and forward return to an entry's own key, with the search its URL names.
  const { key: searchKey } = useLocation();
  const search = useMemo(() => parseResultsQuery(params), [params]);
  const [compare, sendCompare, compareRef] = useAppMachine(compareSelectionMachine);
  const picks = compare.context.tireIds;
  const machineId = search?.summary.machine;
  const machine = useGetMachineQuery(machineId ?? '', { skip: machineId === undefined }).data?.data;

  useEffect(() => {
    const saved = readSavedPicks();
    if (saved.length > 0) compareRef.send({ type: 'compare.restore', tireIds: saved });
    const subscription = compareRef.subscribe((s) => savePicks(s.context.tireIds));
    return () => subscription.unsubscribe();
  }, [compareRef]);

  const toggleCompare = (tire: TireSizeDetail) => sendCompare({ type: 'compare.toggle', tireId: tire.tire_size_id });

  return (
    <div className="container page tire-results">
      <PageIntro title="Tires That Match Your Search">
        <FindTiresButton label="New Tire Search" className="link-button" />
      </PageIntro>
      {search ? (
        <>
          <SearchSummary summary={search.summary} machine={machine && { name: `${machine.make} ${machine.model}`, sample: machine.sample }} />
          <ResultsView
            key={`${searchKey} ${JSON.stringify(search.filter)}`}
            filter={search.filter}
            pickedIds={picks}
            onCompareToggle={toggleCompare}
          />
        </>
      ) : (
        <p className="results-message results-message--start">
          This link does not name a tire search. Choose New Tire Search to find tires by size, rim diameter,
          industry or equipment type.
        </p>
      )}
      {search || picks.length > 0 ? (
        <CompareBar
          tireIds={picks}
          filter={search?.filter ?? null}
          onRemove={(tireId) => sendCompare({ type: 'compare.remove', tireId })}
        />
      ) : null}
      {compare.hasTag('limit-modal') ? <CompareLimitModal onOk={() => sendCompare({ type: 'compare.dismiss' })} /> : null}
    </div>
  );
}
