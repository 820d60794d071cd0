// The header search (issue 23 part 2): what a text matches. Shared by the header's suggestions and the search page,
// both lazy chunks.
import { RESULTS_PER_KIND, SUGGESTIONS_PER_KIND } from '../contract/search-limits';
import type { WebsiteResponse } from '../contract/website';
import { siteApi } from './siteApi';

export interface SearchArgs {
  q: string;
  /** How many of each kind: the suggestions' five or the page's twenty. */
  limit: typeof SUGGESTIONS_PER_KIND | typeof RESULTS_PER_KIND;
}

export const searchApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    getSearch: build.query<WebsiteResponse<'search'>, SearchArgs>({
      query: ({ q, limit }) => ({ url: 'search', params: limit === SUGGESTIONS_PER_KIND ? { q } : { q, limit } }),
      providesTags: ['Catalog', 'Resource'],
    }),
  }),
});

export const { useGetSearchQuery } = searchApi;
