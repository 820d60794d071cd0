// Cross-feature UI requests. Features may not import each other (DESIGN habit 2), yet Find Tires buttons
// live in many features and the Tire Finder is its own lazy feature: they meet here. The finder's machine
// owns whether it is open and which step it shows (the only truth of it); this slice carries the buttons'
// requests to it. It also remembers whether a service call failed in this visit: the forms offer to attach
// diagnostic information only then (docs/privacy.md).
import type { UnknownAction } from 'redux';
import { createAction } from './redux/action';

export interface UiState {
  /** Count of Find Tires requests: each one opens the finder (the finder watches this number). */
  tireFinderRequests: number;
  /** A load or submit of a service failed since the app started (set by the services' base query). */
  serviceFailed: boolean;
}

const initialState: UiState = { tireFinderRequests: 0, serviceFailed: false };

/** A Find Tires button was pressed. */
export const tireFinderOpened = createAction('ui/tireFinderOpened');
/** A service call (load or submit) failed; stays set for the rest of the visit. */
export const serviceCallFailed = createAction('ui/serviceCallFailed');

// A plain reducer, not createSlice, which would bring immer into every page's first script (config-slice.ts).
function reducer(state: UiState = initialState, action: UnknownAction): UiState {
  if (tireFinderOpened.match(action)) return { ...state, tireFinderRequests: state.tireFinderRequests + 1 };
  if (serviceCallFailed.match(action) && state.serviceFailed !== true) return { ...state, serviceFailed: true };
  return state;
}

const uiSlice = { reducerPath: 'ui', reducer } as const;

export const selectTireFinderRequests = (state: { ui: UiState }) => state.ui.tireFinderRequests;
// `=== true`: a state imported from an export made before this field existed lacks it.
export const selectServiceFailed = (state: { ui: UiState }) => state.ui.serviceFailed === true;
export default uiSlice;
