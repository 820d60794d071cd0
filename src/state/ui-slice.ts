// Cross-feature UI requests. Features may not import each other (DESIGN habit 2), yet Find Tires buttons
// live in many features and the Tire Finder is its own lazy feature: they meet here. The finder's machine
// owns whether it is open and which step it shows; this slice carries the buttons' requests to it and a
// mirror of "is it showing" that the finder keeps up to date. It also remembers whether a service call failed in
// this visit: the forms offer to attach diagnostic information only then (docs/privacy.md).
import { createSlice } from '@reduxjs/toolkit';

export interface UiState {
  /** Mirror of the finder machine: true from a request until the machine is closed again. */
  tireFinderOpen: boolean;
  /** Count of Find Tires requests: each one opens the finder (the finder watches this number). */
  tireFinderRequests: number;
  /** A load or submit of a service failed since the app started (set by the services' base query). */
  serviceFailed: boolean;
}

const initialState: UiState = { tireFinderOpen: false, tireFinderRequests: 0, serviceFailed: false };

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    /** A Find Tires button was pressed. */
    tireFinderOpened: (state) => {
      state.tireFinderOpen = true;
      state.tireFinderRequests += 1;
    },
    /** The finder closed (or someone asks it to close: the finder machine follows the flag). */
    tireFinderClosed: (state) => {
      state.tireFinderOpen = false;
    },
    /** A service call (load or submit) failed; stays set for the rest of the visit. */
    serviceCallFailed: (state) => {
      state.serviceFailed = true;
    },
  },
  selectors: {
    selectTireFinderOpen: (state) => state.tireFinderOpen,
    selectTireFinderRequests: (state) => state.tireFinderRequests,
    // `=== true`: a state imported from an export made before this field existed lacks it.
    selectServiceFailed: (state) => state.serviceFailed === true,
  },
});

export const { tireFinderOpened, tireFinderClosed, serviceCallFailed } = uiSlice.actions;
export const { selectTireFinderOpen, selectTireFinderRequests, selectServiceFailed } = uiSlice.selectors;
export default uiSlice;
