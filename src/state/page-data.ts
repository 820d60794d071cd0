// What a page's data loader is (a feature's pages module exports it as `pageData`; src/app/routes.tsx runs it).
import type { AppDispatch } from './root-state';

/**
 * Asks for the answers a page shows before it renders, from its address's query: the server then renders the page
 * once, complete, instead of rendering it again for each round of answers its render asked for (issue 22). In the
 * browser it starts them as the navigation starts (prefetchPageData in src/app/routes.tsx), unsubscribed: RTK
 * Query drops them after its unused-data time unless the page's own queries take them.
 */
export type PageDataLoader = (dispatch: AppDispatch, params: URLSearchParams, options?: PageDataOptions) => Promise<unknown>;

export interface PageDataOptions {
  /** Keep the answers subscribed (default true: the server's render). */
  subscribe?: boolean;
  /** When the page started (performance.now()), in the browser: SPEC §9's delays count from it. */
  startedAt?: number;
}
