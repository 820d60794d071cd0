import { loadSearchPage } from './search-data';

export { SearchPage } from './SearchPage';
/** The header box's suggestions, in the search page's chunk (src/app/tool-pages.ts). */
export { SearchSuggest } from './SearchSuggest';

/** The answers the page shows, asked for before it renders (src/app/routes.tsx). */
export const pageData = { SearchPage: loadSearchPage };
