// The part of the store the browser needs to hydrate: the two services' cached answers. Finished queries
// travel, failed ones too (the page showed the failure: hydration must render the same; the browser then
// asks again); subscriptions and mutations belong to the server's render and stay there. A service the page
// did not ask travels not at all: its API need not load in the browser (the home page has none).
import type { RootState } from '../state/root-state';

type ApiState = NonNullable<RootState['siteApi'] | RootState['contentApi']>;

const finished = (status: string | undefined) => status === 'fulfilled' || status === 'rejected';

/**
 * What a transferred query says of its request: the same on every instance and every render, so a page's bytes,
 * and its ETag, depend only on its data (issue 21: a browser's or a shared cache's revalidation against another
 * instance is a 304). The timestamp is non-zero because RTK Query reads a zero as "never fetched" and would ask
 * again; no public page's query reads the data's age (refetchOnMountOrArgChange is true or false, never seconds).
 */
export const TRANSFERRED_REQUEST = { requestId: 'ssr', at: 1 } as const;

type Query = NonNullable<ApiState['queries'][string]>;

function withoutRequest(q: Query): Query {
  return {
    ...q,
    requestId: TRANSFERRED_REQUEST.requestId,
    ...(q.startedTimeStamp === undefined ? {} : { startedTimeStamp: TRANSFERRED_REQUEST.at }),
    ...(q.fulfilledTimeStamp === undefined ? {} : { fulfilledTimeStamp: TRANSFERRED_REQUEST.at }),
  } as Query;
}

function finishedOnly<S extends ApiState>(api: S | undefined): S | undefined {
  const queries = Object.fromEntries(
    Object.entries(api?.queries ?? {})
      .filter(([, q]) => finished(q?.status))
      .map(([key, q]) => [key, withoutRequest(q!)]),
  );
  if (!api || Object.keys(queries).length === 0) return undefined;
  return { ...api, queries, mutations: {}, subscriptions: {} };
}

export function transferState(state: RootState): Partial<RootState> {
  const siteApi = finishedOnly(state.siteApi);
  const contentApi = finishedOnly(state.contentApi);
  return { ...(siteApi ? { siteApi } : {}), ...(contentApi ? { contentApi } : {}) };
}

/** True when some query of the render failed (the page shows a retry): such a page is not cached. */
export function hasFailedQuery(state: RootState): boolean {
  return [state.siteApi, state.contentApi].some((api) =>
    Object.values(api?.queries ?? {}).some((q) => q?.status === 'rejected'),
  );
}
