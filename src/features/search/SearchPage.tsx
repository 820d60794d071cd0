// /search?q= (issue 23 part 2): the header search's results, Enter in its box (or its form sent without scripts).
// Groups by kind, the kinds with an exact match first; one character off is offered as "did you mean", apart.
import { Fragment } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageIntro } from '../../components/PageIntro';
import { QueryStatus } from '../../components/QueryStatus';
import { usePageHead } from '../../components/usePageHead';
import type { SearchAnswer } from '../../contract/search';
import { RESULTS_PER_KIND, SEARCH_TEXT_MAX } from '../../contract/search-limits';
import { pages } from '../../routing/pages';
import { searchParam, searchPath, searchText } from '../../lib/site-search';
import { useGetSearchQuery } from '../../services/searchApi';
import { HitLink } from './HitLink';
import { groupsOf, KIND_NAMES, KIND_TITLES } from './kinds';
import './search.css';

function DidYouMean({ near }: { near: SearchAnswer['near'] }) {
  return (
    <p className="search-results__near">
      {'Did you mean '}
      {near.map((hit, i) => (
        <Fragment key={`${hit.kind}|${hit.label}`}>
          {i > 0 ? (i === near.length - 1 ? ' or ' : ', ') : null}
          <HitLink hit={hit} />
          {` (${KIND_NAMES[hit.kind].toLowerCase()})`}
        </Fragment>
      ))}
      ?
    </p>
  );
}

function Results({ answer }: { answer: SearchAnswer }) {
  const groups = groupsOf(answer.hits);
  const count = answer.hits.length;
  return (
    <div className="search-results">
      <h2 className="search-results__count">
        {count === 0 ? `No results for “${answer.query}”` : `${count} ${count === 1 ? 'result' : 'results'} for “${answer.query}”`}
      </h2>
      {answer.near.length > 0 ? <DidYouMean near={answer.near} /> : null}
      {count === 0 ? (
        <p>Try a tire size (29.5R25 or 750/65R25), a tire line, a machine model (777G) or an industry (mining).</p>
      ) : null}
      {groups.map(({ kind, hits }) => (
        <section key={kind} className="search-results__group" aria-labelledby={`search-group-${kind}`}>
          <h3 id={`search-group-${kind}`}>{KIND_TITLES[kind]}</h3>
          <ul className="link-list search-results__list">
            {hits.map((hit) => (
              <li key={`${hit.label}|${hit.href}`}>
                <HitLink hit={hit} />
                {hit.detail ? <span className="search-results__detail">{hit.detail}</span> : null}
              </li>
            ))}
          </ul>
          {hits.length === RESULTS_PER_KIND ? <p className="search-results__more">{`The first ${RESULTS_PER_KIND}: add to your search to narrow it.`}</p> : null}
        </section>
      ))}
    </div>
  );
}

export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = searchParam(params);
  const result = useGetSearchQuery({ q, limit: RESULTS_PER_KIND }, { skip: q === '' });
  usePageHead({
    title: q ? `Search: ${q}` : 'Search',
    description: 'Search our OTR tire sizes, tire lines, machines, industries, documents and articles.',
  });
  return (
    <div className="container page search-page">
      <PageIntro title="Search" lead="Tire sizes in any notation, tire lines, machine models, industries, documents and articles." />
      <form
        className="search-page__form"
        action={pages.search.path}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          const input = event.currentTarget.elements.namedItem('q') as HTMLInputElement;
          const text = searchText(input.value);
          if (text) navigate(searchPath(text));
        }}
      >
        <label htmlFor="search-page-q">Search for</label>
        <input id="search-page-q" type="search" name="q" defaultValue={q} key={q} maxLength={SEARCH_TEXT_MAX} autoComplete="off" />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {q === '' ? (
        <p>Type a tire size, a tire line, a machine, an industry or a few words, then press Search.</p>
      ) : (
        <QueryStatus isLoading={result.isFetching && !result.currentData} isError={result.isError} onRetry={() => void result.refetch()} what="the search results" rows={6}>
          {result.currentData ? <Results answer={result.currentData.data} /> : null}
        </QueryStatus>
      )}
    </div>
  );
}
