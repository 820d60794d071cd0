// The details page's answers, asked for before it renders: the tire, then the ratings of its size (issue 23 part 4).
// On the server the page then renders once, complete, instead of once per answer it finds it needs.
import { parseTireId } from '../../lib/tire-id';
import { tireDetailApi } from '../../services/tireDetailApi';
import type { PageDataOptions } from '../../state/page-data';
import type { AppDispatch } from '../../state/root-state';
import { ratingsApi } from './api';

export async function loadDetailsPage(dispatch: AppDispatch, params: URLSearchParams, options: PageDataOptions = {}): Promise<void> {
  const id = parseTireId(params.get('tireId'));
  if (id === null) return;
  const subscribe = { subscribe: options.subscribe ?? true };
  const tire = await dispatch(tireDetailApi.endpoints.getTireDetail.initiate(id, subscribe));
  const size = tire.data?.data.size;
  if (size !== undefined) await dispatch(ratingsApi.endpoints.getSizeRatings.initiate(size, subscribe));
}
