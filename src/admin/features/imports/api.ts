// The catalog's and dealers' import jobs, history, rollback (docs/staff-console.md), on the console's one API.
// The upload itself goes through XMLHttpRequest for its progress (src/admin/lib/upload.ts), then lands here.
import type { DatasetVersionRow, ImportDataset, ImportJob } from '../../../contract/staff';
import { staffFailure } from '../../api/call-failure';
import { staffApi } from '../../api/staffApi';

export interface JobArg {
  dataset: ImportDataset;
  id: number;
}

export interface RollbackResult {
  published: number;
  from: number;
}

export const importsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    importJobs: build.query<{ jobs: ImportJob[] }, ImportDataset>({
      query: (dataset) => `/${dataset}/jobs`,
      transformErrorResponse: staffFailure,
      providesTags: (_result, _error, dataset) => [{ type: 'Jobs', id: dataset }],
    }),
    importJob: build.query<{ job: ImportJob }, JobArg>({
      query: ({ dataset, id }) => `/${dataset}/jobs/${id}`,
      transformErrorResponse: staffFailure,
      providesTags: (_result, _error, { id }) => [{ type: 'Job', id }],
    }),
    publishImport: build.mutation<{ job: ImportJob }, JobArg>({
      query: ({ dataset, id }) => ({ url: `/${dataset}/jobs/${id}/publish`, method: 'POST' }),
      transformErrorResponse: staffFailure,
      invalidatesTags: (_result, _error, { dataset, id }) => [{ type: 'Job', id }, { type: 'Jobs', id: dataset }, { type: 'History', id: dataset }],
    }),
    recheckImport: build.mutation<{ job: ImportJob }, JobArg>({
      query: ({ dataset, id }) => ({ url: `/${dataset}/jobs/${id}/recheck`, method: 'POST' }),
      transformErrorResponse: staffFailure,
      invalidatesTags: (_result, _error, { dataset, id }) => [{ type: 'Job', id }, { type: 'Jobs', id: dataset }],
    }),
    discardImport: build.mutation<{ job: ImportJob }, JobArg>({
      query: ({ dataset, id }) => ({ url: `/${dataset}/jobs/${id}/discard`, method: 'POST' }),
      transformErrorResponse: staffFailure,
      invalidatesTags: (_result, _error, { dataset, id }) => [{ type: 'Job', id }, { type: 'Jobs', id: dataset }],
    }),
    importHistory: build.query<{ versions: DatasetVersionRow[] }, ImportDataset>({
      query: (dataset) => `/${dataset}/history`,
      transformErrorResponse: staffFailure,
      providesTags: (_result, _error, dataset) => [{ type: 'History', id: dataset }],
    }),
    // `from`: the version History shows live; the server refuses (409) when another is live by now.
    rollbackImport: build.mutation<RollbackResult, { dataset: ImportDataset; from: number | null }>({
      query: ({ dataset, from }) => ({ url: `/${dataset}/rollback${from === null ? '' : `?from=${from}`}`, method: 'POST' }),
      transformErrorResponse: staffFailure,
      invalidatesTags: (_result, _error, { dataset }) => [{ type: 'History', id: dataset }, { type: 'Jobs', id: dataset }],
    }),
  }),
});

export const {
  useImportJobsQuery,
  useImportJobQuery,
  usePublishImportMutation,
  useRecheckImportMutation,
  useDiscardImportMutation,
  useImportHistoryQuery,
  useRollbackImportMutation,
} = importsApi;
