// Server rendering only: a query that failed is not asked again during the same render. Each render pass
// mounts the page afresh, and RTK Query retries a failed query on mount; the page would then render its
// loading state instead of the failure (a not-found tire, a retry message). Dropping the retry's `pending`
// keeps the failure in the state (its late answer is then ignored: its request id is not the current one).
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

interface PendingQuery extends UnknownAction {
  meta: { arg: { queryCacheKey: string } };
}

type ApiStates = Record<string, { queries?: Record<string, { status?: string } | undefined> } | undefined>;

const PENDING = /^(siteApi|contentApi)\/executeQuery\/pending$/;

function pendingQuery(action: unknown): action is PendingQuery & { type: string } {
  const a = action as Partial<PendingQuery> | null;
  return typeof a?.type === 'string' && PENDING.test(a.type) && typeof a.meta?.arg?.queryCacheKey === 'string';
}

export const keepFailures: Middleware = (api) => (next) => (action) => {
  if (pendingQuery(action)) {
    const reducerPath = action.type.slice(0, action.type.indexOf('/'));
    const state = (api.getState() as ApiStates)[reducerPath];
    if (state?.queries?.[action.meta.arg.queryCacheKey]?.status === 'rejected') return action;
  }
  return next(action);
};
