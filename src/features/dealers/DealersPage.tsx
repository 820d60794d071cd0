import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEALER_MESSAGES } from '../../../machines/dealer-locator.machine';
import { PageIntro } from '../../components/PageIntro';
import { useBrand } from '../../components/useBrand';
import { DealerSearchForm, DealerTabs, UnitChoice } from './components/DealerControls';
import { DealerList } from './components/DealerList';
import { DealerMap } from './components/DealerMap';
import { useSearchDealersQuery } from './api';
import { dealerUrlParams, parseDealerUrl } from './dealer-url';
import { useDealerLocator } from './useDealerLocator';
import './dealers.css';

/** /dealers (SPEC §2): search by address, city, ZIP / postal code or the visitor's location. */
export function DealersPage() {
  const brand = useBrand();
  const [params, setParams] = useSearchParams();
  const [initial] = useState(() => parseDealerUrl(params));
  const [state, send] = useDealerLocator(initial);
  const { kind, unit, where, page, shown, highlighted } = state.context;
  // The dealers of the search the machine shows, from RTK Query's cache (the machine's search put them there).
  const result = useSearchDealersQuery(shown ?? skipToken).currentData?.data ?? null;

  // The last search in the URL: shareable, and a reload shows it again.
  useEffect(() => {
    const next = dealerUrlParams({ where, kind, unit, page });
    // Only when it differs: setParams always navigates, which re-renders the whole app (a long task on load).
    if (params.toString() !== next.toString()) setParams(next, { replace: true });
  }, [where, kind, unit, page, params, setParams]);

  const searching = state.matches({ search: 'searching' });
  const highlight = (dealerId: number | null) => send({ type: 'dealer.highlight', dealerId });
  const pages = result ? Math.max(1, Math.ceil(result.count / result.pageSize)) : 1;
  const showList = state.matches({ search: 'results' }) || (searching && result !== null && result.count > 0);

  let status = '';
  if (searching) status = 'Searching for dealers…';
  else if (state.matches({ location: 'locating' })) status = 'Finding your location…';
  else if (state.matches({ search: 'results' }) && result) {
    const from = (result.page - 1) * result.pageSize + 1;
    const to = from + result.rows.length - 1;
    const noun = kind === 'earthmover' ? 'Earthmover location' : 'dealer';
    const range = to > from ? `${from}–${to} of ${result.count}` : `${from} of ${result.count}`;
    const place = result.place.match === 'coordinates' ? `your location (${result.place.label})` : result.place.label;
    status = `${range} ${noun}${result.count === 1 ? '' : 's'} near ${place}`;
  }

  return (
    <div className="container page dealers">
      <PageIntro title={`Find a ${brand} OTR Dealer Near You`} lead="Search by address or zip code, or use your location." />
      <div className="dealer-controls">
        <DealerSearchForm initial={where && 'q' in where ? where.q : ''} busy={searching} onSearch={(q) => send({ type: 'search.submit', q })} />
        <button
          type="button"
          className="button button--secondary"
          onClick={() => send({ type: 'location.request' })}
          disabled={state.matches({ location: 'locating' })}
        >
          Use Your Location
        </button>
        <UnitChoice unit={unit} onChange={(u) => send({ type: 'unit.select', unit: u })} />
      </div>
      {state.matches({ location: 'failed' }) ? (
        <p className="dealer-message dealer-message--warning" role="alert">
          {DEALER_MESSAGES.locationFailed}
        </p>
      ) : null}
      <DealerTabs kind={kind} onSelect={(k) => send({ type: 'tab.select', kind: k })} />
      <div id="dealer-panel" role="tabpanel" aria-labelledby={`dealer-tab-${kind}`} className="dealer-panel">
        <p className="dealer-status" role="status">
          {status}
        </p>
        {state.matches({ search: 'invalid' }) ? (
          <p className="dealer-message" role="alert">
            {DEALER_MESSAGES.invalid}
          </p>
        ) : null}
        {state.matches({ search: 'empty' }) ? (
          <p className="dealer-message" role="alert">
            {kind === 'earthmover' ? DEALER_MESSAGES.emptyEarthmover : DEALER_MESSAGES.emptyRecommended}
          </p>
        ) : null}
        {state.matches({ search: 'failed' }) ? (
          <p className="dealer-message" role="alert">
            The dealer search is not available right now.{' '}
            <button type="button" className="link-button" onClick={() => send({ type: 'search.retry' })}>
              Retry
            </button>
          </p>
        ) : null}
        {showList && result ? (
          <>
            {/* The cards' names are h3: the outline goes h1, h2, h3. */}
            <h2 className="visually-hidden">Dealer results</h2>
            <DealerList
              dealers={result.rows}
              first={(result.page - 1) * result.pageSize + 1}
              unit={unit}
              highlighted={highlighted}
              onHighlight={highlight}
            />
            <nav className="dealer-pages" aria-label="Dealer result pages">
              <button type="button" className="button button--secondary" disabled={!state.can({ type: 'page.previous' })} onClick={() => send({ type: 'page.previous' })}>
                Previous
              </button>
              <span>
                Page {result.page} of {pages}
              </span>
              <button type="button" className="button button--secondary" disabled={!state.can({ type: 'page.next' })} onClick={() => send({ type: 'page.next' })}>
                Next
              </button>
            </nav>
          </>
        ) : null}
      </div>
      <DealerMap
        place={result?.place ?? null}
        dealers={showList && result ? result.rows : []}
        highlighted={highlighted}
        unit={unit}
        onHighlight={highlight}
      />
    </div>
  );
}
