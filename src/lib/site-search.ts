// The search page's address (issue 23 part 2): /search?q=<text>. Pure: the page and the header read it, the page
// cache keys by it (src/ssr/page-key.ts).
import { SEARCH_TEXT_MAX } from '../contract/search-limits';
import { pages } from '../routing/pages';
import { toQuery } from '../routing/paths';

/** A text as searched: trimmed, spaces collapsed, at most SEARCH_TEXT_MAX characters; '' for nothing. */
export const searchText = (raw: string): string => [...raw.trim().replace(/\s+/g, ' ')].slice(0, SEARCH_TEXT_MAX).join('').trim();

/** What the address asks to search for (searchText of its `q`). */
export const searchParam = (params: URLSearchParams): string => searchText(params.get('q') ?? '');

/** What the page renders from: the text as searched. */
export function searchPageParams(params: URLSearchParams): URLSearchParams {
  const q = searchParam(params);
  return new URLSearchParams(q ? { q } : {});
}

/** The search page for `q`. */
export const searchPath = (q: string): string => `${pages.search.path}${toQuery({ q })}`;
