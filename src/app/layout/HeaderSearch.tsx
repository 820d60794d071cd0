// The header's search box (issue 23 part 2): a plain GET form to /search, so it works before and without scripts.
// The rest loads with the search page's chunk (issue 23's pages: src/app/tool-pages.ts) when a visitor comes to the
// box (the first script carries only this form): the suggestions (a combobox with grouped options), Enter as an app
// navigation, the text's limits and its hint.
import { useRef, useState, type ComponentType } from 'react';
import type { SuggestProps } from '../../features/search/SearchSuggest';
import { pages } from '../../routing/pages';
import { tools } from '../routes';

export function HeaderSearch() {
  const input = useRef<HTMLInputElement>(null);
  const [Suggest, setSuggest] = useState<ComponentType<SuggestProps>>();
  // A failed load leaves the plain form (Enter still opens the search page); the next visit to the box tries again.
  const enhance = () => Suggest ?? tools.load().then((m) => setSuggest(() => m.SearchSuggest), () => undefined);
  return (
    <form role="search" action={pages.search.path} onFocus={enhance}>
      <input ref={input} aria-label="Search the site" type="search" name="q" />
      <button>Search</button>
      {Suggest ? <Suggest input={input} /> : null}
    </form>
  );
}
