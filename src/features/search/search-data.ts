// The search page's answer, asked for before it renders (src/app/routes.tsx).
import { RESULTS_PER_KIND } from '../../contract/search';
import { searchParam } from '../../lib/site-search';
import { searchApi } from '../../services/searchApi';
import type { PageDataOptions } from '../../state/page-data';
import type { AppDispatch } from '../../state/root-state';

export async function loadSearchPage(dispatch: AppDispatch, params: URLSearchParams, options: PageDataOptions = {}): Promise<void> {
  const q = searchParam(params);
  if (q) await dispatch(searchApi.endpoints.getSearch.initiate({ q, limit: RESULTS_PER_KIND }, { subscribe: options.subscribe ?? true }));
}
