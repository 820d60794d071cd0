// Every brochure and sell sheet with its source, and removing an upload (docs/staff-console.md "Documents"),
// on the console's one API. Uploading goes through XMLHttpRequest for its progress (src/admin/lib/upload.ts).
import type { StaffDocument } from '../../../contract/staff';
import { staffFailure } from '../../api/call-failure';
import { staffApi } from '../../api/staffApi';

export const documentsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    staffDocuments: build.query<{ documents: StaffDocument[] }, void>({
      query: () => '/documents/all',
      transformErrorResponse: staffFailure,
      providesTags: ['Documents'],
    }),
    removeDocument: build.mutation<{ removed: string }, string>({
      query: (slug) => ({ url: `/documents/${encodeURIComponent(slug)}/remove`, method: 'POST' }),
      transformErrorResponse: staffFailure,
      invalidatesTags: ['Documents'],
    }),
  }),
});

export const { useStaffDocumentsQuery, useRemoveDocumentMutation } = documentsApi;
