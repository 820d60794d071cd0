// The signed-in session's CSRF token, which every call to /admin/api carries (docs/staff-console.md). Set from
// the session's answer (GET /admin/api/session, a sign-in, a link used), cleared on sign-out or a 401.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  csrfToken: string | null;
}

const initialState: SessionState = { csrfToken: null };

export const sessionSlice = createSlice({
  name: 'staffSession',
  initialState,
  reducers: {
    csrfTokenSet(state, action: PayloadAction<string | null>) {
      state.csrfToken = action.payload;
    },
  },
});

export const { csrfTokenSet } = sessionSlice.actions;
export const selectCsrfToken = (state: { staffSession: SessionState }) => state.staffSession.csrfToken;
