// The header search's suggestions (issue 23 part 2): the APG combobox pattern on the header's text box
// (src/app/layout/HeaderSearch.tsx), with a listbox popup grouped by kind and a "Did you mean" group apart.
// Focus stays in the box; the active option is its aria-activedescendant. Enter on an option opens it; Enter
// without one sends the form (the search page). A status line tells screen readers how many suggestions came.
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SearchHit } from '../../contract/search';
import { SEARCH_TEXT_MAX, SUGGESTIONS_PER_KIND } from '../../contract/search-limits';
import { searchPath, searchText } from '../../lib/site-search';
import { useGetSearchQuery } from '../../services/searchApi';
import { groupsOf, isFile, KIND_NAMES, KIND_TITLES } from './kinds';
import { initialSuggest, suggestReducer } from './suggest-state';
import './search.css';

/** The header's text box, which this makes a combobox. */
export interface SuggestProps {
  input: RefObject<HTMLInputElement | null>;
}

const LISTBOX = 'site-search-listbox';
/** What this sets on the header's text box, and takes off again when it unmounts. */
const COMBOBOX_ATTRIBUTES = ['role', 'autocomplete', 'placeholder', 'maxlength', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant'] as const;
type ComboboxAttribute = (typeof COMBOBOX_ATTRIBUTES)[number];
const optionId = (i: number) => `site-search-option-${i}`;
/** Fewer characters than this list nearly everything: no suggestions yet. */
const MIN_CHARS = 2;
/** Suggestions wait for a pause in typing this long. */
const PAUSE_MS = 150;

interface Section {
  id: string;
  title: string;
  hits: { hit: SearchHit; index: number; named: string | null }[];
}

/** The popup's groups, each option numbered in reading order; "Did you mean" last, each option naming its kind. */
function sectionsOf(hits: readonly SearchHit[], near: readonly SearchHit[]): { sections: Section[]; options: SearchHit[] } {
  const options: SearchHit[] = [];
  const take = (hit: SearchHit, named: string | null) => ({ hit, index: options.push(hit) - 1, named });
  const sections: Section[] = groupsOf(hits).map(({ kind, hits: list }) => ({ id: `site-search-group-${kind}`, title: KIND_TITLES[kind], hits: list.map((h) => take(h, null)) }));
  if (near.length > 0) sections.push({ id: 'site-search-group-near', title: 'Did you mean', hits: near.map((h) => take(h, KIND_NAMES[h.kind])) });
  return { sections, options };
}

/**
 * The text as typed, once typing pauses; `onTyped` hears every change at once. The listeners are added once: a
 * browser runs React's render between two listeners of one event, and a listener added again by that render's
 * effects would miss the event that caused it.
 */
function useTyped(input: SuggestProps['input'], onTyped: () => void): string {
  const [typed, setTyped] = useState(() => input.current?.value ?? '');
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const onInput = () => {
      setTyped(box.value);
      onTyped();
    };
    box.addEventListener('input', onInput);
    return () => box.removeEventListener('input', onInput);
  }, [input, onTyped]);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return searchText(settled);
}

export function SearchSuggest({ input }: SuggestProps) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(suggestReducer, initialSuggest);
  const onTyped = useCallback(() => dispatch({ type: 'typed' }), []);
  // Text typed while this chunk loaded gets its suggestions too.
  useEffect(() => {
    if (input.current?.value) onTyped();
  }, [input, onTyped]);
  const q = useTyped(input, onTyped);
  const asked = q.length >= MIN_CHARS;
  const result = useGetSearchQuery({ q, limit: SUGGESTIONS_PER_KIND }, { skip: !asked });
  const answer = asked ? result.currentData?.data : undefined;
  const { sections, options } = sectionsOf(answer?.hits ?? [], answer?.near ?? []);
  const { key } = useLocation();
  useEffect(() => dispatch({ type: 'close' }), [key]);
  const shown = state.open && options.length > 0;
  // An option of the list shown (a new answer may be shorter than the one the arrows moved through).
  const active = shown && state.active >= 0 && state.active < options.length ? state.active : -1;

  const go = (hit: SearchHit) => {
    dispatch({ type: 'close' });
    if (isFile(hit.href)) window.location.assign(hit.href);
    else navigate(hit.href);
  };

  // The text box is the combobox: its role and states are set here, on the element the header rendered.
  useLayoutEffect(() => {
    const box = input.current;
    if (!box) return;
    const set: Record<ComboboxAttribute, string | null> = {
      role: 'combobox',
      autocomplete: 'off',
      placeholder: 'Size, tire line or machine',
      maxlength: String(SEARCH_TEXT_MAX),
      'aria-autocomplete': 'list',
      'aria-controls': LISTBOX,
      'aria-expanded': String(shown),
      'aria-activedescendant': active >= 0 ? optionId(active) : null,
    };
    for (const name of COMBOBOX_ATTRIBUTES) {
      const value = set[name];
      if (value === null) box.removeAttribute(name);
      else box.setAttribute(name, value);
    }
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });
  useEffect(() => {
    const box = input.current;
    return () => {
      for (const name of COMBOBOX_ATTRIBUTES) box?.removeAttribute(name);
    };
  }, [input]);

  // Enter without an active option: the search page, as an app navigation (the form alone loads it anew).
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const text = searchText(input.current?.value ?? '');
      if (text) navigate(searchPath(text));
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [input, navigate]);

  // What the keys act on, as last rendered (the listeners below are added once: see useTyped).
  const view = useRef({ options, active, shown, go });
  useLayoutEffect(() => {
    view.current = { options, active, shown, go };
  });

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const onBlur = () => dispatch({ type: 'close' });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return; // an input method's own keys
      const { options: list, active: current, shown: isOpen, go: choose } = view.current;
      const count = list.length;
      switch (event.key) {
        case 'ArrowDown':
          event.preventDefault();
          dispatch(event.altKey ? { type: 'show' } : { type: 'down', count });
          break;
        case 'ArrowUp':
          event.preventDefault();
          dispatch(event.altKey ? { type: 'close' } : { type: 'up', count });
          break;
        case 'Enter':
          if (current >= 0) {
            event.preventDefault();
            choose(list[current]!);
          }
          break;
        case 'Escape':
          // Only the popup closes: a menu the box is in (the mobile menu) stays open, and the text stays (a search
          // field's own Escape would clear it). A second Escape clears it, as in every browser.
          if (isOpen) {
            event.preventDefault();
            event.stopPropagation();
            dispatch({ type: 'close' });
          } else if (box.value !== '') {
            event.preventDefault();
            event.stopPropagation();
            box.value = '';
            box.dispatchEvent(new Event('input', { bubbles: true }));
            dispatch({ type: 'close' });
          }
          break;
        case 'Tab':
          dispatch({ type: 'close' });
          break;
      }
    };
    box.addEventListener('blur', onBlur);
    box.addEventListener('keydown', onKeyDown);
    return () => {
      box.removeEventListener('blur', onBlur);
      box.removeEventListener('keydown', onKeyDown);
    };
  }, [input]);

  const keepFocus = (event: MouseEvent) => event.preventDefault();
  const status = !asked || !answer || !state.open ? '' : options.length === 0 ? `No suggestions for ${q}` : `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'}: use the up and down arrows to choose`;

  return (
    <>
      <div className="site-search__popup" role="listbox" id={LISTBOX} aria-label="Suggestions" hidden={!shown} onMouseDown={keepFocus}>
        {sections.map((section) => (
          <div key={section.id} role="group" aria-labelledby={section.id} className="site-search__group">
            <div role="presentation" id={section.id} className="site-search__group-title">
              {section.title}
            </div>
            {section.hits.map(({ hit, index, named }) => (
              <div
                key={index}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className="site-search__option"
                onClick={() => go(hit)}
                onMouseMove={() => index !== active && dispatch({ type: 'point', index })}
              >
                <span className="site-search__label">{hit.label}</span>
                {named || hit.detail ? <span className="site-search__detail">{named ?? hit.detail}</span> : null}
              </div>
            ))}
          </div>
        ))}
      </div>
      <div className="visually-hidden" role="status">
        {status}
      </div>
    </>
  );
}
