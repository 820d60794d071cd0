// The leads of the sales team (docs/staff-console.md "Leads"): the filtered list, a lead in full, its status and
// assignee, its notification sent again, the accounts to assign to, and erasing one person's data (admins).
import type { LeadDetail, LeadFilter, LeadList, LeadStatus } from '../../../contract/staff';
import { staffFailure } from '../../api/call-failure';
import { staffApi } from '../../api/staffApi';

export interface Assignee {
  id: number;
  name: string;
}

export interface StatusChange {
  id: number;
  status: LeadStatus;
  assigneeId?: number;
}

/** The list's query string (the CSV export takes the same filters, without the paging). */
export function leadQueryString(filter: LeadFilter, paging = true): string {
  const params = new URLSearchParams();
  for (const key of ['kind', 'status', 'from', 'to', 'q'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (paging) {
    if (filter.page && filter.page > 1) params.set('page', String(filter.page));
    if (filter.pageSize) params.set('pageSize', String(filter.pageSize));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export const leadsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    leads: build.query<LeadList, LeadFilter>({
      query: (filter) => `/leads${leadQueryString(filter)}`,
      transformErrorResponse: staffFailure,
      providesTags: ['Leads'],
    }),
    lead: build.query<{ lead: LeadDetail }, number>({
      query: (id) => `/leads/${id}`,
      transformErrorResponse: staffFailure,
      providesTags: (_result, _error, id) => [{ type: 'Lead', id }],
    }),
    setLeadStatus: build.mutation<{ lead: LeadDetail }, StatusChange>({
      query: ({ id, ...body }) => ({ url: `/leads/${id}/status`, method: 'POST', body }),
      transformErrorResponse: staffFailure,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Lead', id }, 'Leads'],
    }),
    resendLead: build.mutation<{ lead: LeadDetail }, number>({
      query: (id) => ({ url: `/leads/${id}/resend`, method: 'POST' }),
      transformErrorResponse: staffFailure,
      invalidatesTags: (_result, _error, id) => [{ type: 'Lead', id }, 'Leads'],
    }),
    leadAssignees: build.query<{ assignees: Assignee[] }, void>({
      query: () => '/leads/assignees',
      transformErrorResponse: staffFailure,
      providesTags: ['Assignees'],
    }),
    eraseLeads: build.mutation<{ erased: number }, string>({
      query: (email) => ({ url: '/leads/erase', method: 'POST', body: { email } }),
      transformErrorResponse: staffFailure,
      invalidatesTags: ['Leads', 'Lead'],
    }),
  }),
});

export const { useLeadsQuery, useLeadQuery, useSetLeadStatusMutation, useResendLeadMutation, useLeadAssigneesQuery, useEraseLeadsMutation } = leadsApi;
