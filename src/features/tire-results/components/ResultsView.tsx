// One search's results: the Narrow Results lists, the filter machine and the products. The page mounts a
// fresh ResultsView (key) for each search, so a new search starts from "everything selected" (SPEC §4).
import { useEffect } from 'react';
import { resultsFilterMachine, selectedFilter } from '../../../../machines/results-filter.machine';
import { LoadError, Skeleton } from '../../../components/QueryStatus';
import { useAppMachine } from '../../../components/useAppMachine';
import type { CatalogFilter, TireSizeDetail } from '../../../lib/catalog-types';
import { useGetProductsQuery, useGetTireLinesQuery, useGetTireTypesQuery, useGetTraCodesQuery } from '../api';
import { FilterPanel } from './FilterPanel';
import { ResultCard } from './ResultCard';

interface Props {
  filter: CatalogFilter;
  pickedIds: number[];
  onCompareToggle: (tire: TireSizeDetail) => void;
}

const countText = (n: number) => (n === 1 ? '1 tire matches your search' : `${n} tires match your search`);

export function ResultsView({ filter, pickedIds, onCompareToggle }: Props) {
  const [state, send] = useAppMachine(resultsFilterMachine);
  const types = useGetTireTypesQuery(filter);
  const lines = useGetTireLinesQuery(filter);
  const industries = useGetTraCodesQuery(filter);
  const typeRows = types.data?.data;
  const lineRows = lines.data?.data;
  const traRows = industries.data?.data;

  useEffect(() => {
    if (!typeRows || !lineRows || !traRows) return;
    send({
      type: 'filters.loaded',
      tireTypes: typeRows.map((t) => t.tire_type_id),
      lines: lineRows.map((l) => l.pattern_id),
      industries: traRows.map((t) => t.tra_code_id),
    });
  }, [typeRows, lineRows, traRows, send]);

  const products = useGetProductsQuery({ ...filter, ...selectedFilter(state.context) }, { skip: !state.hasTag('products') });
  const listsFailed = types.isError || lines.isError || industries.isError;
  const retryLists = () => {
    for (const q of [types, lines, industries]) if (q.isError) void q.refetch();
  };
  const rows = products.currentData?.data;

  let count = 'Searching for matching tires…';
  let body = <Skeleton rows={6} label="Loading matching tires" />;
  if (listsFailed) {
    count = '';
    body = <LoadError what="the tires for this search" onRetry={retryLists} />;
  } else if (state.hasTag('no-match')) {
    count = countText(0);
    body = <p className="results-message">No tires match this search. Try a New Tire Search.</p>;
  } else if (state.hasTag('no-selection')) {
    count = countText(0);
    body = (
      <p className="results-message results-message--error" role="alert">
        Sorry, no results were found. You must select at least one tire line and one tire industry in the search
        filters to the left.
      </p>
    );
  } else if (state.hasTag('products') && products.isError) {
    count = '';
    body = <LoadError what="the matching tires" onRetry={() => void products.refetch()} />;
  } else if (state.hasTag('products') && rows) {
    count = countText(rows.length);
    body =
      rows.length === 0 ? (
        <p className="results-message">No tires match the selected filters.</p>
      ) : (
        <ul className="results-list">
          {rows.map((tire) => (
            <li key={tire.tire_size_id}>
              <ResultCard
                tire={tire}
                picked={pickedIds.includes(tire.tire_size_id)}
                onCompareToggle={() => onCompareToggle(tire)}
              />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <div className="results-layout">
      <aside className="results-filters" aria-labelledby="narrow-results-title">
        <h2 id="narrow-results-title" className="results-filters__title">
          Narrow Results
        </h2>
        {state.hasTag('loading') && !listsFailed ? <Skeleton rows={6} label="Loading the search filters" /> : null}
        {state.matches('narrowing') ? (
          <FilterPanel
            tireTypes={(typeRows ?? []).map((t) => ({ id: t.tire_type_id, label: t.name }))}
            lines={(lineRows ?? []).map((l) => ({ id: l.pattern_id, label: l.patterns.pattern_name }))}
            industries={(traRows ?? []).map((t) => ({ id: t.tra_code_id, label: t.code }))}
            selected={state.context.selected}
            typeRefused={state.context.typeRefused}
            send={send}
          />
        ) : null}
      </aside>
      <div className="results-main" aria-busy={products.isFetching || state.hasTag('loading')}>
        <p className="results-count" role="status">
          {count}
        </p>
        {body}
      </div>
    </div>
  );
}
