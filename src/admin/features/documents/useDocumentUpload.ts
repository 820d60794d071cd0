// The document upload's workflow: the staff-document-upload machine with its upload actor (XMLHttpRequest for
// the progress, the session's CSRF header, the PDF as the body and title, section and lines in the query); a
// listed document refreshes the table.
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { fromCallback, type EventObject } from 'xstate';
import { staffDocumentUploadMachine, type DocumentUploadInput } from '../../../../machines/staff-document-upload.machine';
import { selectCsrfToken, type SessionState } from '../../api/session-slice';
import { STAFF_API_BASE } from '../../api/staffApi';
import { NO_ANSWER_MESSAGE, upload, UploadError } from '../../lib/upload';
import { documentsApi } from './api';

export function uploadUrl({ title, section, lines }: Pick<DocumentUploadInput, 'title' | 'section' | 'lines'>): string {
  const query = new URLSearchParams({ title, section });
  if (lines.length > 0) query.set('lines', lines.join(';'));
  return `${STAFF_API_BASE}/documents?${query}`;
}

export function useDocumentUpload() {
  const store = useStore<{ staffSession: SessionState }>();
  const dispatch = useDispatch();
  const machine = useMemo(
    () =>
      staffDocumentUploadMachine.provide({
        actors: {
          upload: fromCallback<EventObject, DocumentUploadInput>(({ sendBack, input }) => {
            const controller = new AbortController();
            upload<unknown>({
              url: uploadUrl(input),
              body: input.file,
              contentType: 'application/pdf',
              csrfToken: selectCsrfToken(store.getState()),
              onProgress: (progress) => sendBack({ type: 'upload.progress', ...progress }),
              signal: controller.signal,
            }).then(
              () => {
                dispatch(documentsApi.util.invalidateTags(['Documents']));
                sendBack({ type: 'upload.done', title: input.title });
              },
              (error: unknown) => {
                if (controller.signal.aborted) return;
                sendBack({
                  type: 'upload.failed',
                  message: error instanceof Error ? error.message : NO_ANSWER_MESSAGE,
                  problems: error instanceof UploadError ? error.problems : [],
                });
              },
            );
            return () => controller.abort();
          }),
        },
      }),
    [store, dispatch],
  );
  return useMachine(machine);
}
