// Staff accounts (docs/staff-console.md): the list, an invitation (its one-time link comes back to pass on),
// a new role or name, disable and enable, a password reset (a new link). Admins only (scope `staff`).
import type { StaffAccount, StaffLink, StaffRole } from '../../../contract/staff';
import { staffFailure } from '../../api/call-failure';
import { staffApi } from '../../api/staffApi';

export interface InviteBody {
  email: string;
  name: string;
  role: StaffRole;
}

export interface AccountWithLink {
  account: StaffAccount;
  link: StaffLink;
}

export const staffAccountsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    listStaff: build.query<StaffAccount[], void>({
      query: () => '/staff',
      transformResponse: (answer: { accounts: StaffAccount[] }) => answer.accounts,
      transformErrorResponse: staffFailure,
      providesTags: ['Staff'],
    }),
    inviteStaff: build.mutation<AccountWithLink, InviteBody>({
      query: (body) => ({ url: '/staff', method: 'POST', body }),
      transformErrorResponse: staffFailure,
      invalidatesTags: ['Staff'],
    }),
    updateStaff: build.mutation<StaffAccount, { id: number; name?: string; role?: StaffRole }>({
      query: ({ id, ...body }) => ({ url: `/staff/${id}`, method: 'POST', body }),
      transformResponse: (answer: { account: StaffAccount }) => answer.account,
      transformErrorResponse: staffFailure,
      invalidatesTags: ['Staff'],
    }),
    setStaffEnabled: build.mutation<StaffAccount, { id: number; enabled: boolean }>({
      query: ({ id, enabled }) => ({ url: `/staff/${id}/${enabled ? 'enable' : 'disable'}`, method: 'POST' }),
      transformResponse: (answer: { account: StaffAccount }) => answer.account,
      transformErrorResponse: staffFailure,
      invalidatesTags: ['Staff'],
    }),
    resetStaff: build.mutation<AccountWithLink, { id: number }>({
      query: ({ id }) => ({ url: `/staff/${id}/reset`, method: 'POST' }),
      transformErrorResponse: staffFailure,
      invalidatesTags: ['Staff'],
    }),
  }),
});

export const { useListStaffQuery, useInviteStaffMutation, useUpdateStaffMutation, useSetStaffEnabledMutation, useResetStaffMutation } = staffAccountsApi;
