// A checked file, ready: its difference from what is live, the summary, and Publish (after a question) or
// Discard. A publish refused because the live version moved since shows the server's message and Check again.
import { useState } from 'react';
import type { ImportJob } from '../../../contract/staff';
import { Alert } from '../../components/Alert';
import { ConfirmDialog } from '../../components/Dialog';
import type { DatasetInfo } from './datasets';
import { DiffView } from './DiffView';

interface Props {
  info: DatasetInfo;
  job: ImportJob;
  /** The 409's message, when the publish was refused. */
  conflict: string | null;
  error: string | null;
  onPublish: () => void;
  onDiscard: () => void;
  onRecheck: () => void;
}

export function JobReady({ info, job, conflict, error, onPublish, onDiscard, onRecheck }: Props) {
  const [asking, setAsking] = useState(false);
  const base = job.comparedWith === null ? 'the sample data' : `live version ${job.comparedWith}`;
  return (
    <>
      {conflict ? (
        <Alert tone="error">
          <p>{conflict}</p>
          <p>Check the file again against what is live now, then look at the difference before you publish.</p>
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p>The difference from {info.what} as live ({base}):</p>
      <DiffView dataset={info.dataset} diff={job.diff} />
      {job.summary ? (
        <details className="import-summary">
          <summary>Summary as text</summary>
          <pre>{job.summary}</pre>
        </details>
      ) : null}
      <div className="console-form__actions import-actions">
        {conflict ? (
          <button type="button" className="button button--accent" onClick={onRecheck}>
            Check again
          </button>
        ) : (
          <button type="button" className="button button--accent" onClick={() => setAsking(true)}>
            Publish
          </button>
        )}
        <button type="button" className="button" onClick={onDiscard}>
          Discard
        </button>
      </div>
      {asking ? (
        <ConfirmDialog
          title={`Publish ${job.fileName}?`}
          confirmLabel="Publish"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onPublish();
          }}
        >
          <p>The site shows {info.what} from this file at once. The version live now stays in the history: you can roll back to it.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
