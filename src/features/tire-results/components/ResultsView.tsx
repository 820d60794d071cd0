// One search's results: the Narrow Results lists, the filter machine and the products. The page mounts a
// fresh ResultsView (key) for each navigation, so a new search starts from "everything selected" (SPEC §4),
// and asks the service again (SPEC §2: a router navigation reloads the page; §4: a filter change refetches)
// while a cached answer stays on screen.
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { PRODUCTS_DELAY_MS, resultsFilterMachine, type FilterLists } from '../../../../machines/results-filter.machine';
import { LoadError, Skeleton } from '../../../components/QueryStatus';
import { useAppMachine } from '../../../components/useAppMachine';
import { pageHydrated } from '../../../components/useHasDom';
import type { CatalogFilter, TireSizeDetail } from '../../../contract/catalog';
import { delayFrom, takeSearchStart } from '../../../lib/search-clock';
import { serverRendering } from '../../../services/create-api';
import { useAppDispatch } from '../../../state/hooks';
import {
  tireResultsApi,
  useGetProductsQuery,
  useGetTireLinesQuery,
  useGetTireTypesQuery,
  useGetTraCodesQuery,
} from '../api';
import { filterListsOf, productsAskedSince, productsQueryOf } from '../results-data';
import { FilterPanel } from './FilterPanel';
import { ResultCard } from './ResultCard';

interface Props {
  filter: CatalogFilter;
  pickedIds: number[];
  onCompareToggle: (tire: TireSizeDetail) => void;
}

/** An answer younger than this was asked for by this very page (its layout effect): the hook does not ask again. */
const JUST_ASKED_S = 2;

const countText = (n: number) => (n === 1 ? '1 tire matches your search' : `${n} tires match your search`);

export function ResultsView({ filter, pickedIds, onCompareToggle }: Props) {
  // SPEC §9's 100 ms count from when the page started: a search the Tire Finder just asked for, at its last click.
  const [startedAt] = useState(takeSearchStart);
  // A navigation here asks the service again, and so does a filter change to a search already cached. What was
  // asked for since this search started is its answer already: the Tire Finder asks for the lists and the products
  // of everything as it navigates here (src/app/routes.tsx prefetchPageData; issue 22), so the page reloads only
  // answers older than its start (pending ones are never asked twice). The server's render has nothing older to
  // reload, and the hydrating render shows the answers the server's render fetched for this very page (issue 22:
  // asking for all four again made a page load fetch, re-render and re-commit every card for nothing); from the
  // first render after hydration on, the page reloads as before. (pageHydrated() is false on the server.)
  const [askedSince] = useState(() => Date.now() - (performance.now() - startedAt));
  const [reloadOlderThanS] = useState(() => pageHydrated() && Math.max((performance.now() - startedAt) / 1000, 0.001));
  const reloading = { refetchOnMountOrArgChange: reloadOlderThanS };
  const types = useGetTireTypesQuery(filter, reloading);
  const lines = useGetTireLinesQuery(filter, reloading);
  const industries = useGetTraCodesQuery(filter, reloading);
  // currentData: lists of this search only, never those of the search before (RTK Query keeps `data` across args).
  const typeRows = types.currentData?.data;
  const lineRows = lines.currentData?.data;
  const traRows = industries.currentData?.data;
  // The same option arrays while the lists stay the same: the memoised FilterPanel skips the products' renders.
  const typeOptions = useMemo(() => (typeRows ?? []).map((t) => ({ id: t.tire_type_id, label: t.name })), [typeRows]);
  const lineOptions = useMemo(() => (lineRows ?? []).map((l) => ({ id: l.pattern_id, label: l.patterns.pattern_name })), [lineRows]);
  const industryOptions = useMemo(() => (traRows ?? []).map((t) => ({ id: t.tra_code_id, label: t.code })), [traRows]);
  const lists = useMemo<FilterLists | null>(
    () => (typeRows && lineRows && traRows ? filterListsOf(typeRows, lineRows, traRows) : null),
    [typeRows, lineRows, traRows],
  );

  // Lists already at hand (the server's render, which runs no effects; hydration; a cached search) start the
  // machine in the state they lead to, and so does the products' 100 ms wait (SPEC §9) when the products of
  // everything selected are loaded too (or on the server, which waits for nothing). A search made in the
  // browser waits.
  const everything = lists ? productsQueryOf(filter, lists) : skipToken;
  const productsReady = serverRendering || tireResultsApi.endpoints.getProducts.useQueryState(everything).isSuccess;
  // The machine's 100 ms wait is worked out as its actor is created (this render), counted from the start; the
  // actor starts in an effect, after the first paint, and its timer counts from its creation (start-clock.ts).
  // The server's machine never waits (its products are ready) and is never started: it keeps the machine as
  // defined, since provide() builds a whole new machine, 2 % of an uncached render's CPU (issue 22).
  const logic = useMemo(
    () =>
      serverRendering
        ? resultsFilterMachine
        : resultsFilterMachine.provide({ delays: { productsDelay: delayFrom(startedAt, PRODUCTS_DELAY_MS) } }),
    [startedAt],
  );
  const [view, send] = useAppMachine(logic, { input: { lists, productsReady } });

  const loading = view.hasTag('loading');
  useEffect(() => {
    if (lists && loading) send({ type: 'filters.loaded', ...lists });
  }, [lists, loading, send]);

  const listing = view.hasTag('products');
  const { selected } = view.context;
  const productArgs = useMemo(() => productsQueryOf(filter, selected), [filter, selected]);
  const dispatch = useAppDispatch();
  // The products are asked for as soon as the machine lists them, before the browser paints: the query hook
  // subscribes in an effect, which runs only after the next paint (a frame later: issue 22's Tire Finder figure).
  // The hook then finds the answer on its way or just in (fresh: no second request), and keeps it. The first
  // listing's products (everything selected) are not asked for again when this search asked for them already.
  const firstListing = useRef(true);
  useLayoutEffect(() => {
    if (!listing || !pageHydrated()) return;
    const first = firstListing.current;
    firstListing.current = false;
    if (first && dispatch((_, getState) => productsAskedSince(getState(), productArgs, askedSince))) return;
    void dispatch(tireResultsApi.endpoints.getProducts.initiate(productArgs, { subscribe: false, forceRefetch: true }));
  }, [listing, productArgs, dispatch, askedSince]);
  const products = useGetProductsQuery(productArgs, {
    refetchOnMountOrArgChange: pageHydrated() ? JUST_ASKED_S : false,
    skip: !listing,
  });
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
  } else if (view.hasTag('no-match')) {
    count = countText(0);
    body = <p className="results-message">No tires match this search. Try a New Tire Search.</p>;
  } else if (view.hasTag('no-selection')) {
    count = countText(0);
    body = (
      <p className="results-message results-message--error" role="alert">
        Sorry, no results were found. You must select at least one tire line and one tire industry in the search
        filters to the left.
      </p>
    );
  } else if (listing && products.isError) {
    count = '';
    body = <LoadError what="the matching tires" onRetry={() => void products.refetch()} />;
  } else if (listing && rows) {
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
        {view.hasTag('loading') && !listsFailed ? <Skeleton rows={6} label="Loading the search filters" /> : null}
        {view.matches('narrowing') ? (
          <FilterPanel
            tireTypes={typeOptions}
            lines={lineOptions}
            industries={industryOptions}
            selected={view.context.selected}
            typeRefused={view.context.typeRefused}
            send={send}
          />
        ) : null}
      </aside>
      <div className="results-main" aria-busy={products.isFetching || view.hasTag('loading')}>
        {/* The result cards' h3 titles belong under this, not under Narrow Results. */}
        <h2 className="visually-hidden">Matching tires</h2>
        <p className="results-count" role="status">
          {count}
        </p>
        {body}
      </div>
    </div>
  );
}
