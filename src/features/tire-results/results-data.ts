// The answers a results page shows, asked for before it renders (issue 22). On the server, the page then renders
// once, complete: rendering it to find its lists, again to find its products and a third time to show them cost
// two of every new search's three renders. ResultsView asks for the same four with the same arguments, so it
// finds them in the store.
import { listsMatch, selectedFilter, type FilterLists } from '../../../machines/results-filter.machine';
import type { CatalogFilter } from '../../contract/catalog';
import type { WebsiteResponse } from '../../contract/website';
import { parseResultsQuery } from '../../lib/results-query';
import type { AppDispatch } from '../../state/root-state';
import { tireResultsApi } from './api';

/** The Narrow Results groups' ids, in list order, from the three lists' answers. */
export function filterListsOf(
  types: WebsiteResponse<'tireTypes'>['data'],
  lines: WebsiteResponse<'tireLines'>['data'],
  industries: WebsiteResponse<'traCodes'>['data'],
): FilterLists {
  return {
    tireTypes: types.map((t) => t.tire_type_id),
    lines: lines.map((l) => l.pattern_id),
    industries: industries.map((t) => t.tra_code_id),
  };
}

/** The products query of a search with everything selected (how every results page starts, SPEC §4). */
export const everythingOf = (filter: CatalogFilter, lists: FilterLists) => ({ ...filter, ...selectedFilter({ selected: lists }) });

/**
 * Loads the search's three Narrow Results lists, then its products with everything selected (none when a list is
 * empty: the page shows that nothing matches). A failed answer ends it: the page shows the failure and its retry.
 * The answers stay subscribed until the returned function is called (the server never calls it: its store lives
 * for one render, and an unsubscribed answer would keep it alive on a removal timer).
 */
export async function loadResults(dispatch: AppDispatch, filter: CatalogFilter): Promise<() => void> {
  const { getTireTypes, getTireLines, getTraCodes, getProducts } = tireResultsApi.endpoints;
  const asked = [dispatch(getTireTypes.initiate(filter)), dispatch(getTireLines.initiate(filter)), dispatch(getTraCodes.initiate(filter))] as const;
  const held: { unsubscribe(): void }[] = [...asked];
  const release = () => held.forEach((q) => q.unsubscribe());
  const [types, lines, industries] = await Promise.all(asked);
  if (!types?.data || !lines?.data || !industries?.data) return release;
  const ids = filterListsOf(types.data.data, lines.data.data, industries.data.data);
  if (listsMatch(ids)) {
    const products = dispatch(getProducts.initiate(everythingOf(filter, ids)));
    held.push(products);
    await products;
  }
  return release;
}

/** The page's loader (src/app/routes.tsx): the search its address names, if any. */
export async function loadResultsPage(dispatch: AppDispatch, params: URLSearchParams): Promise<void> {
  const search = parseResultsQuery(params);
  if (search) await loadResults(dispatch, search.filter);
}
