// The part of the store the browser needs to hydrate: the two services' cached answers. Finished queries
// travel, failed ones too (the page showed the failure: hydration must render the same; the browser then
// asks again); subscriptions and mutations belong to the server's render and stay there.
import type { RootState } from '../app/store';

type ApiState = RootState['siteApi'] | RootState['contentApi'];

function finishedOnly<S extends ApiState>(api: S): S {
  const finished = (status: string | undefined) => status === 'fulfilled' || status === 'rejected';
  const queries = Object.fromEntries(Object.entries(api.queries).filter(([, q]) => finished(q?.status)));
  return { ...api, queries, mutations: {}, subscriptions: {} };
}

export function transferState(state: RootState): Partial<RootState> {
  return { siteApi: finishedOnly(state.siteApi), contentApi: finishedOnly(state.contentApi) };
}

/** True when some query of the render failed (the page shows a retry): such a page is not cached. */
export function hasFailedQuery(state: RootState): boolean {
  return [state.siteApi, state.contentApi].some((api) => Object.values(api.queries).some((q) => q?.status === 'rejected'));
}
