// The row the compare bar shows for a picked tire id. The picks are ids only (compare-selection.machine.ts):
// the row is service data, read from RTK Query's cache of product searches (the current one and any other
// still cached), and fetched from the detail endpoint only for an id none of them lists once the current
// search has answered (e.g. a pick made on another search, after a reload).
import { skipToken } from '@reduxjs/toolkit/query';
import type { TireSizeRow } from '../../contract/catalog';
import type { CatalogFilter } from '../../contract/params';
import { useGetTireDetailQuery } from '../../services/tireDetailApi';
import { useAppSelector } from '../../state/hooks';
import type { RootState } from '../../state/root-state';
import { tireResultsApi } from './api';

type Services = Pick<Required<RootState>, 'siteApi'>;
const servicesOf = (state: RootState): Services | null => (state.siteApi ? { siteApi: state.siteApi } : null);

/** A cached product search's row for the tire, or undefined (no search cached, or none lists it). */
export function selectCachedTire(state: RootState, tireId: number): TireSizeRow | undefined {
  const services = servicesOf(state);
  if (!services) return undefined;
  for (const arg of tireResultsApi.util.selectCachedArgsForQuery(services, 'getProducts')) {
    const rows = tireResultsApi.endpoints.getProducts.select(arg)(services).data?.data;
    const row = rows?.find((r) => r.tire_size_id === tireId);
    if (row) return row;
  }
  return undefined;
}

const answered = (result: { data?: unknown; isError: boolean }) => result.data !== undefined || result.isError;

/**
 * Whether the products of the page's search may still list a pick: its filter lists have not all answered,
 * or they have and its first product search (the page asks for it as soon as they do) has not yet.
 */
export function selectSearchPending(state: RootState, filter: CatalogFilter | null): boolean {
  const services = servicesOf(state);
  if (filter === null) return false;
  if (!services) return true;
  const { getTireTypes, getTireLines, getTraCodes, getProducts } = tireResultsApi.endpoints;
  const lists = [getTireTypes, getTireLines, getTraCodes].map((endpoint) => endpoint.select(filter)(services));
  if (!lists.every(answered)) return true;
  if (lists.some((list) => list.isError)) return false; // no product search follows failed lists
  const ofThisSearch = tireResultsApi.util
    .selectCachedArgsForQuery(services, 'getProducts')
    .filter((arg) => Object.entries(filter).every(([key, value]) => arg[key as keyof CatalogFilter] === value));
  return !ofThisSearch.some((arg) => answered(getProducts.select(arg)(services)));
}

/** The tire's row: from a cached search, else its detail (undefined while it loads or when it fails). */
export function useComparedTire(tireId: number, filter: CatalogFilter | null): TireSizeRow | undefined {
  const cached = useAppSelector((state) => selectCachedTire(state, tireId));
  const pending = useAppSelector((state) => selectSearchPending(state, filter));
  const { currentData } = useGetTireDetailQuery(cached || pending ? skipToken : tireId);
  return cached ?? currentData?.data;
}
