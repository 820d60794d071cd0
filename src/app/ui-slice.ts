// Cross-feature UI requests. Features may not import each other (DESIGN habit 2), yet Find Tires buttons
// live in many features and the Tire Finder is its own lazy feature: they meet here. The finder's machine
// owns whether it is open and which step it shows; this slice carries the buttons' requests to it and a
// mirror of "is it showing" that the finder keeps up to date.
import { createSlice } from '@reduxjs/toolkit';

export interface UiState {
  /** Mirror of the finder machine: true from a request until the machine is closed again. */
  tireFinderOpen: boolean;
  /** Count of Find Tires requests: each one opens the finder (the finder watches this number). */
  tireFinderRequests: number;
}

const initialState: UiState = { tireFinderOpen: false, tireFinderRequests: 0 };

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
  },
  selectors: {
    selectTireFinderOpen: (state) => state.tireFinderOpen,
    selectTireFinderRequests: (state) => state.tireFinderRequests,
  },
});

export const { tireFinderOpened, tireFinderClosed } = uiSlice.actions;
export const { selectTireFinderOpen, selectTireFinderRequests } = uiSlice.selectors;
export default uiSlice;
