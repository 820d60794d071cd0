// Cross-feature UI requests. Features may not import each other (DESIGN habit 2), yet Find Tires buttons
// live in many features and the Tire Finder is its own lazy feature: they meet here. The finder's own
// steps belong to its machine; this slice only says whether the finder was asked to be shown.
import { createSlice } from '@reduxjs/toolkit';

export interface UiState {
  tireFinderOpen: boolean;
}

const initialState: UiState = { tireFinderOpen: false };

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    tireFinderOpened: (state) => {
      state.tireFinderOpen = true;
    },
    tireFinderClosed: (state) => {
      state.tireFinderOpen = false;
    },
  },
  selectors: {
    selectTireFinderOpen: (state) => state.tireFinderOpen,
  },
});

export const { tireFinderOpened, tireFinderClosed } = uiSlice.actions;
export const { selectTireFinderOpen } = uiSlice.selectors;
export default uiSlice;
