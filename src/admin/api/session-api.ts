// The session's calls (docs/staff-console.md "Session and accounts"): who is signed in, signing in and out,
// one's own password, and the one-time links. Every answer that starts a session sets the CSRF token the
// other calls carry (session-slice.ts); signing out clears it and drops every cached answer, so nothing of
// one account is shown to the next. Shared by the console's frame and every page (useStaffSession).
import type { LinkInfo, StaffScope, StaffSession } from '../../contract/staff';
import { staffFailure, type StaffFailure } from './call-failure';
import { csrfTokenSet } from './session-slice';
import { staffApi } from './staffApi';

export interface SignInBody {
  email: string;
  password: string;
}

export interface RedeemLinkBody {
  token: string;
  password: string;
  /** The first admin's only. */
  email?: string;
  name?: string;
}

export interface PasswordBody {
  current: string;
  password: string;
}

/** Who is signed in: a query of its own, so that the calls below can write their session into it. */
const sessionQueryApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<StaffSession, void>({
      query: () => '/session',
      transformErrorResponse: staffFailure,
      providesTags: ['Session'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(csrfTokenSet(data.csrfToken));
        } catch {
          // 401: nobody is signed in (the frame sends them to the sign-in page).
        }
      },
    }),
  }),
});

type Dispatch = (action: unknown) => unknown;

/** After an answer that starts a session: its CSRF token, and it is the session the console shows. */
async function startsSession(queryFulfilled: Promise<{ data: StaffSession }>, dispatch: Dispatch): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    // Another account may have been signed in in this tab: none of its answers may stay.
    dispatch(staffApi.util.resetApiState());
    dispatch(csrfTokenSet(data.csrfToken));
    dispatch(sessionQueryApi.util.upsertQueryData('getSession', undefined, data));
  } catch {
    // A refused call: the page shows why.
  }
}

/** After a session ended (sign-out): no token, no cached answer. */
async function endsSession(queryFulfilled: Promise<unknown>, dispatch: Dispatch): Promise<void> {
  try {
    await queryFulfilled;
    dispatch(csrfTokenSet(null));
    dispatch(staffApi.util.resetApiState());
  } catch {
    // Still signed in: the page shows why.
  }
}

export const sessionApi = sessionQueryApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<StaffSession, SignInBody>({
      query: (body) => ({ url: '/session', method: 'POST', body }),
      transformErrorResponse: staffFailure,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => startsSession(queryFulfilled, dispatch),
    }),
    signOut: build.mutation<void, void>({
      query: () => ({ url: '/session/sign-out', method: 'POST' }),
      transformErrorResponse: staffFailure,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => endsSession(queryFulfilled, dispatch),
    }),
    signOutEverywhere: build.mutation<void, void>({
      query: () => ({ url: '/session/sign-out-everywhere', method: 'POST' }),
      transformErrorResponse: staffFailure,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => endsSession(queryFulfilled, dispatch),
    }),
    changePassword: build.mutation<void, PasswordBody>({
      query: (body) => ({ url: '/session/password', method: 'POST', body }),
      transformErrorResponse: staffFailure,
    }),
    checkLink: build.mutation<LinkInfo, { token: string }>({
      query: (body) => ({ url: '/links/check', method: 'POST', body }),
      transformErrorResponse: staffFailure,
    }),
    redeemLink: build.mutation<StaffSession, RedeemLinkBody>({
      query: (body) => ({ url: '/links/use', method: 'POST', body }),
      transformErrorResponse: staffFailure,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => startsSession(queryFulfilled, dispatch),
    }),
  }),
});

export const {
  useGetSessionQuery,
  useSignInMutation,
  useSignOutMutation,
  useSignOutEverywhereMutation,
  useChangePasswordMutation,
  useCheckLinkMutation,
  useRedeemLinkMutation,
} = sessionApi;

/** The signed-in session (the frame loads it before any page shows), or undefined. */
export function useStaffSession(): StaffSession | undefined {
  return useGetSessionQuery().data;
}

/** Whether the signed-in account's role has `scope` (what the nav and the pages offer; the server decides). */
export function useHasScope(scope: StaffScope): boolean {
  return useStaffSession()?.scopes.includes(scope) ?? false;
}

export type { StaffFailure };
