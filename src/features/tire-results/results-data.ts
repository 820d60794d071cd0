// The answers a results page shows, asked for before it renders (issue 22). On the server, the page then renders
// once, complete: rendering it to find its lists, again to find its products and a third time to show them cost
// two of every new search's three renders. ResultsView asks for the same four with the same arguments, so it
// finds them in the store.
import { listsMatch, PRODUCTS_DELAY_MS, selectedFilter, type FilterLists } from '../../../machines/results-filter.machine';
import type { CatalogFilter } from '../../contract/catalog';
import type { ProductFilter } from '../../contract/params';
import type { WebsiteResponse } from '../../contract/website';
import { parseResultsQuery } from '../../lib/results-query';
import { delayFrom } from '../../lib/search-clock';
import type { PageDataOptions } from '../../state/page-data';
import type { AppDispatch, RootState } from '../../state/root-state';
import { machineApi } from '../../services/machineApi';
import { tireResultsApi } from './api';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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

/** The products query of a search with `selected` chosen in Narrow Results (everything, as every results page starts). */
export const productsQueryOf = (filter: CatalogFilter, selected: FilterLists) => ({ ...filter, ...selectedFilter({ selected }) });

/**
 * The page's loader (src/app/routes.tsx): the three Narrow Results lists of the search its address names, then its
 * products with everything selected (none when a list is empty: the page shows that nothing matches). A failed
 * answer ends it: the page shows the failure and its retry. On the server the answers stay subscribed, as its render
 * leaves every query it makes: its store lives for one render (an unsubscribed answer would keep it alive on a
 * removal timer).
 */
export async function loadResultsPage(dispatch: AppDispatch, params: URLSearchParams, options: PageDataOptions = {}): Promise<void> {
  const search = parseResultsQuery(params);
  if (!search) return;
  // A machine's size (issue 23): the summary names the machine.
  const machine = search.summary.machine;
  const subscribe = { subscribe: options.subscribe ?? true };
  await Promise.all([
    loadSearch(dispatch, search.filter, options),
    machine === undefined ? null : dispatch(machineApi.endpoints.getMachine.initiate(machine, subscribe)),
  ]);
}

async function loadSearch(dispatch: AppDispatch, filter: CatalogFilter, options: PageDataOptions): Promise<void> {
  const { getTireTypes, getTireLines, getTraCodes, getProducts } = tireResultsApi.endpoints;
  const subscribe = { subscribe: options.subscribe ?? true };
  // SPEC §9: in the browser, the products 100 ms after the page started (the server's render waits for nothing).
  // The wait runs while the lists load: its timer is set at the start, not once the lists are in.
  const due = options.startedAt === undefined ? undefined : pause(delayFrom(options.startedAt, PRODUCTS_DELAY_MS)());
  const [types, lines, industries] = await Promise.all([
    dispatch(getTireTypes.initiate(filter, subscribe)),
    dispatch(getTireLines.initiate(filter, subscribe)),
    dispatch(getTraCodes.initiate(filter, subscribe)),
  ]);
  if (!types.data || !lines.data || !industries.data) return;
  const lists = filterListsOf(types.data.data, lines.data.data, industries.data.data);
  if (!listsMatch(lists)) return;
  await due;
  await dispatch(getProducts.initiate(productsQueryOf(filter, lists), subscribe));
}

/** Clocks differ by a millisecond or so: the search's start is a performance.now() mark, RTK Query stamps Date.now(). */
const CLOCK_SLACK_MS = 5;

/** Whether the products of `args` were asked for since `since` (Date.now() time): on their way or in. */
export function productsAskedSince(state: RootState, args: ProductFilter, since: number): boolean {
  if (!state.siteApi) return false;
  const { startedTimeStamp } = tireResultsApi.endpoints.getProducts.select(args)({ siteApi: state.siteApi });
  return startedTimeStamp !== undefined && startedTimeStamp >= since - CLOCK_SLACK_MS;
}
