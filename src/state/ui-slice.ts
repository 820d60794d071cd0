// Cross-feature UI requests. Features may not import each other (DESIGN habit 2), yet Find Tires buttons
// live in many features and the Tire Finder is its own lazy feature: they meet here. The finder's machine
// owns whether it is open and which step it shows (the only truth of it); this slice carries the buttons'
// requests to it. It also remembers whether a service call failed in this visit: the forms offer to attach
// diagnostic information only then (docs/privacy.md).
import { createSlice } from '@reduxjs/toolkit';

export interface UiState {
  /** Count of Find Tires requests: each one opens the finder (the finder watches this number). */
  tireFinderRequests: number;
  /** A load or submit of a service failed since the app started (set by the services' base query). */
  serviceFailed: boolean;
}

const initialState: UiState = { tireFinderRequests: 0, serviceFailed: false };

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    /** A Find Tires button was pressed. */
    tireFinderOpened: (state) => {
      state.tireFinderRequests += 1;
    },
    /** A service call (load or submit) failed; stays set for the rest of the visit. */
    serviceCallFailed: (state) => {
      state.serviceFailed = true;
    },
  },
  selectors: {
    selectTireFinderRequests: (state) => state.tireFinderRequests,
    // `=== true`: a state imported from an export made before this field existed lacks it.
    selectServiceFailed: (state) => state.serviceFailed === true,
  },
});

export const { tireFinderOpened, serviceCallFailed } = uiSlice.actions;
export const { selectTireFinderRequests, selectServiceFailed } = uiSlice.selectors;
export default uiSlice;
