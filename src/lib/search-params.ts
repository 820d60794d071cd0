// React Router's useSearchParams, in a module of its own (re-exported by react-router-dom.tsx). React Router is
// one module: any of its hooks a lazy page uses rides in the first script, since webpack cannot split a module.
// Only lazy pages read the query this way, so here it stays with them (issue 22). Same result and setter as React
// Router's (test/components/router-parts.test.tsx holds the two side by side); the default-values argument,
// which nothing passes, is left out.
import { useCallback, useMemo } from 'react';
import { createSearchParams, useLocation, useNavigate, type SetURLSearchParams } from 'react-router';

/** The current location's query, and a setter that navigates to a new query (as React Router's). */
export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const { search } = useLocation();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const navigate = useNavigate();
  const setSearchParams = useCallback<SetURLSearchParams>(
    (nextInit, navigateOptions) => {
      const next = typeof nextInit === 'function' ? nextInit(new URLSearchParams(searchParams)) : nextInit;
      void navigate(`?${createSearchParams(next)}`, navigateOptions);
    },
    [navigate, searchParams],
  );
  return [searchParams, setSearchParams];
}
