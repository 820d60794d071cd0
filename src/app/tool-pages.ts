// Issue 23's pages as one lazy chunk: the duty check, find by machine, and the search (its page and the header
// box's suggestions). Each chunk of its own costs every page's first script its loader and its entries in
// webpack's chunk maps, and issue 23 allows no increase of it.
import { pageData as machineData } from '../features/find-by-machine/pages';
import { pageData as searchData } from '../features/search/pages';

export { DutyCheckPage } from '../features/duty-check/pages';
export { FindByMachinePage } from '../features/find-by-machine/pages';
export { SearchPage, SearchSuggest } from '../features/search/pages';

export const pageData = { ...machineData, ...searchData };
