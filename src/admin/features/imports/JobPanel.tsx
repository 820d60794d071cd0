// The shown job, as its state says: being checked, refused (every problem), ready (the difference, publish,
// discard), publishing, refused for a conflict (check again), published, failed or discarded. Focus moves to
// the panel's heading when the job reaches a new state, so a keyboard or screen reader user lands on the news.
import { useEffect, useId, useRef } from 'react';
import { Alert } from '../../components/Alert';
import { Progress } from '../../components/Progress';
import { formatBytes, formatDateTime } from '../../lib/format';
import type { DatasetInfo } from './datasets';
import { JobReady } from './JobReady';
import { ProblemsTable } from './ProblemsTable';
import type { ImportFlow } from './useImportFlow';

function stateName(flow: ImportFlow): string {
  const value = flow.snapshot.value;
  return typeof value === 'string' ? value : Object.keys(value)[0]!;
}

/** States with no job to show: the panel is not there. */
const HIDDEN = ['start', 'resuming', 'idle', 'uploading'];

const BUSY: Record<string, (file: string) => string> = {
  checking: (file) => `Checking ${file}: a large catalog takes up to a minute; you may leave this page and come back`,
  publishing: (file) => `Publishing ${file}: the site switches once all of it is ready`,
  rechecking: () => 'Checking again against what is live now',
  discarding: () => 'Discarding',
};

export function JobPanel({ info, flow }: { info: DatasetInfo; flow: ImportFlow }) {
  const { snapshot, send } = flow;
  const { job, error } = snapshot.context;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const state = stateName(flow);
  const previous = useRef<string | null>(null);

  // Not when the page opens on a job (the page's heading has focus then), nor for states the panel hides.
  useEffect(() => {
    const last = previous.current;
    previous.current = state;
    const opening = last === null || last === 'start' || last === 'resuming';
    if (!opening && last !== state && !HIDDEN.includes(state)) heading.current?.focus();
  }, [state]);

  if (!job || HIDDEN.includes(state)) return null;
  const busy = BUSY[state];

  return (
    <section className="console-section import-job" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="console-section-title">
        {job.fileName}
      </h2>
      <p className="console-loading">
        {formatBytes(job.fileBytes)}, uploaded by {job.createdBy} at {formatDateTime(job.createdAt)}
      </p>
      {busy ? (
        <div role="status">
          <Progress label={busy(job.fileName)} value={null} />
        </div>
      ) : null}
      {state === 'refused' ? (
        <>
          <Alert tone="error">
            <p>
              The file was refused: {job.problems.length} {job.problems.length === 1 ? 'problem' : 'problems'}. Nothing was published.
            </p>
            <p>Fix the file and upload it again.</p>
          </Alert>
          <ProblemsTable problems={job.problems} caption={`Problems in ${job.fileName}`} />
        </>
      ) : null}
      {state === 'ready' || state === 'conflict' ? (
        <JobReady
          info={info}
          job={job}
          conflict={state === 'conflict' ? error : null}
          error={state === 'ready' ? error : null}
          onPublish={() => send({ type: 'import.publish' })}
          onDiscard={() => send({ type: 'import.discard' })}
          onRecheck={() => send({ type: 'import.recheck' })}
        />
      ) : null}
      {state === 'published' ? (
        <Alert tone="success">
          Published{job.published === null ? '' : ` as version ${job.published}`}
          {job.publishedBy ? ` by ${job.publishedBy}` : ''}: it is live on the site.
        </Alert>
      ) : null}
      {state === 'failed' ? (
        <Alert tone="error">
          <p>{job.error ?? 'The check failed on the server.'}</p>
          <p>Upload the file again; if it fails again, tell the site's administrator.</p>
        </Alert>
      ) : null}
      {state === 'discarded' ? <Alert tone="info">Discarded: nothing from this file was published.</Alert> : null}
    </section>
  );
}
