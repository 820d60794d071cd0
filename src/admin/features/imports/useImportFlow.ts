// The import page's workflow: the staff-import machine with its calls (the upload through XMLHttpRequest for its
// progress; publish, recheck and discard through RTK Query), the shown job polled while the server works on it,
// and the job's id in the URL (?job=), so a reload shows the same job where it is now.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { ImportJob } from '../../../contract/staff';
import { staffImportMachine } from '../../../../machines/staff-import.machine';
import { selectCsrfToken, type SessionState } from '../../api/session-slice';
import { STAFF_API_BASE } from '../../api/staffApi';
import { NO_ANSWER_MESSAGE, upload } from '../../lib/upload';
import { importsApi, useDiscardImportMutation, useImportJobQuery, usePublishImportMutation, useRecheckImportMutation } from './api';
import { mediaTypeOf, uploadName, type DatasetInfo } from './datasets';

/** How often the shown job is asked for while the server checks or publishes it. */
export const JOB_POLL_MS = 1000;

const jobParam = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export function useImportFlow(info: DatasetInfo) {
  const { dataset } = info;
  const store = useStore<{ staffSession: SessionState }>();
  const dispatch = useDispatch();
  const [publishJob] = usePublishImportMutation();
  const [recheckJob] = useRecheckImportMutation();
  const [discardJob] = useDiscardImportMutation();

  const machine = useMemo(
    () =>
      staffImportMachine.provide({
        actors: {
          upload: fromCallback<EventObject, { file: File }>(({ sendBack, input }) => {
            const contentType = mediaTypeOf(info, input.file.name);
            if (!contentType) {
              sendBack({ type: 'upload.failed', message: `Choose a ${info.extensions.map((e) => `.${e}`).join(' or ')} file: ${info.fileHint}` });
              return;
            }
            const controller = new AbortController();
            upload<{ job: ImportJob }>({
              url: `${STAFF_API_BASE}/${dataset}/jobs?file=${encodeURIComponent(uploadName(input.file.name))}`,
              body: input.file,
              contentType,
              csrfToken: selectCsrfToken(store.getState()),
              onProgress: (progress) => sendBack({ type: 'upload.progress', ...progress }),
              signal: controller.signal,
            }).then(
              ({ job }) => {
                dispatch(importsApi.util.invalidateTags([{ type: 'Jobs', id: dataset }]));
                sendBack({ type: 'upload.done', job });
              },
              (error: unknown) => {
                if (!controller.signal.aborted) sendBack({ type: 'upload.failed', message: error instanceof Error ? error.message : NO_ANSWER_MESSAGE });
              },
            );
            return () => controller.abort();
          }),
          publish: fromPromise<ImportJob, { jobId: number }>(async ({ input }) => (await publishJob({ dataset, id: input.jobId }).unwrap()).job),
          recheck: fromPromise<ImportJob, { jobId: number }>(async ({ input }) => (await recheckJob({ dataset, id: input.jobId }).unwrap()).job),
          discard: fromPromise<ImportJob, { jobId: number }>(async ({ input }) => (await discardJob({ dataset, id: input.jobId }).unwrap()).job),
        },
      }),
    [info, dataset, store, dispatch, publishJob, recheckJob, discardJob],
  );
  // A job named in the URL when the page opened: resumed once its answer comes.
  const [params, setParams] = useSearchParams();
  const [snapshot, send, actorRef] = useMachine(machine, { input: { resumeId: jobParam(params.get('job')) } });
  const { job, resumeId } = snapshot.context;
  const shownId = job?.id ?? null;
  const queryId = shownId ?? resumeId;
  const resuming = snapshot.matches('resuming');
  const jobQuery = useImportJobQuery(queryId === null ? { dataset, id: 0 } : { dataset, id: queryId }, {
    skip: queryId === null,
    pollingInterval: snapshot.hasTag('polling') ? JOB_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const answered = jobQuery.data?.job;

  useEffect(() => {
    if (answered) send({ type: 'job.updated', job: answered });
  }, [answered, send]);

  useEffect(() => {
    if (resuming && jobQuery.isError) send({ type: 'resume.failed' });
  }, [resuming, jobQuery.isError, send]);

  // The shown job's id in the URL (replaced, not pushed: Back leaves the page).
  useEffect(() => {
    if (resuming) return;
    const wanted = shownId === null ? null : String(shownId);
    setParams(
      (current) => {
        if (current.get('job') === wanted) return current;
        const next = new URLSearchParams(current);
        if (wanted === null) next.delete('job');
        else next.set('job', wanted);
        return next;
      },
      { replace: true },
    );
  }, [shownId, resuming, setParams]);

  return { snapshot, send, actorRef, resuming };
}

export type ImportFlow = ReturnType<typeof useImportFlow>;
