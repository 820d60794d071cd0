// Open/closed state of the header: UI-local, so a reducer in the Header rather than a workflow machine.
import type { SubmenuId } from './nav-links';

export interface HeaderState {
  /** The mobile MENU list (below 768 px); starts collapsed. */
  menuOpen: boolean;
  /** At most one submenu is open: they behave as an accordion. */
  submenu: SubmenuId | null;
}

export type HeaderAction =
  | { type: 'menu.toggle' }
  | { type: 'submenu.toggle'; id: SubmenuId }
  | { type: 'submenu.close' }
  | { type: 'all.close' };

export const initialHeaderState: HeaderState = { menuOpen: false, submenu: null };

export function headerReducer(state: HeaderState, action: HeaderAction): HeaderState {
  switch (action.type) {
    case 'menu.toggle':
      return { menuOpen: !state.menuOpen, submenu: null };
    case 'submenu.toggle':
      return { ...state, submenu: state.submenu === action.id ? null : action.id };
    case 'submenu.close':
      return state.submenu === null ? state : { ...state, submenu: null };
    case 'all.close':
      return state.menuOpen || state.submenu !== null ? initialHeaderState : state;
  }
}
