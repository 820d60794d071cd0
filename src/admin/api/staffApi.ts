// The console's one RTK Query API over /admin/api (docs/staff-console.md). Each area adds its endpoints with
// `staffApi.injectEndpoints` in its own api.ts; every call carries the session's CSRF token.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { CSRF_HEADER } from '../../contract/staff';
import { selectCsrfToken, type SessionState } from './session-slice';

export const STAFF_API_BASE = '/admin/api';

export const staffApi = createApi({
  reducerPath: 'staffApi',
  baseQuery: fetchBaseQuery({
    baseUrl: STAFF_API_BASE,
    credentials: 'same-origin',
    prepareHeaders: (headers, { getState }) => {
      const token = selectCsrfToken(getState() as { staffSession: SessionState });
      if (token) headers.set(CSRF_HEADER, token);
      return headers;
    },
  }),
  tagTypes: ['Session', 'Staff', 'Tokens', 'Audit', 'Leads', 'Lead', 'Assignees', 'Jobs', 'Job', 'History', 'Documents'],
  endpoints: () => ({}),
});
