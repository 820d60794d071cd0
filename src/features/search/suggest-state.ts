// The header search's suggestion list (issue 23 part 2): which option is active and whether the popup shows.
// A reducer over the options shown, kept apart from the component so the keyboard rules are tested alone (APG
// combobox with a listbox popup: Down/Up move through the options and wrap, Escape closes, typing starts again).
export interface SuggestState {
  /** The popup is shown (when there is something to show). */
  open: boolean;
  /** The active option's index among those shown; -1: none (the text box's own value). */
  active: number;
}

export type SuggestEvent =
  | { type: 'typed' }
  | { type: 'down'; count: number }
  | { type: 'up'; count: number }
  | { type: 'show' }
  | { type: 'close' }
  | { type: 'point'; index: number };

export const initialSuggest: SuggestState = { open: false, active: -1 };

export function suggestReducer(state: SuggestState, event: SuggestEvent): SuggestState {
  switch (event.type) {
    case 'typed':
      return { open: true, active: -1 };
    case 'show':
      return { ...state, open: true };
    case 'close':
      return initialSuggest;
    case 'point':
      return { open: true, active: event.index };
    case 'down':
      if (event.count === 0) return state;
      // Down opens a closed popup on its first option; from the last it wraps to the first.
      if (!state.open) return { open: true, active: 0 };
      return { open: true, active: (state.active + 1) % event.count };
    case 'up':
      if (event.count === 0) return state;
      if (!state.open) return { open: true, active: event.count - 1 };
      return { open: true, active: state.active <= 0 ? event.count - 1 : state.active - 1 };
  }
}
