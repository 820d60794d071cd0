// The audit log (docs/staff-console.md): every admin API call, newest first, a page at a time. Admins only
// (scope `audit`).
import type { AuditEntry } from '../../../contract/staff';
import { staffFailure } from '../../api/call-failure';
import { staffApi } from '../../api/staffApi';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

export const auditApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<AuditPage, { page: number; pageSize: number }>({
      query: ({ page, pageSize }) => ({ url: '/audit', params: { page, pageSize } }),
      transformErrorResponse: staffFailure,
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAuditQuery } = auditApi;
