// The catalog's and the dealers' page (one implementation, `dataset` says which): upload a file, follow its
// check, see its problems or its difference from what is live, publish or discard it; the recent uploads,
// the history with roll back, and the live data to download.
import { useEffect } from 'react';
import { useToast } from '../../../components/toast/useToast';
import type { ImportDataset } from '../../../contract/staff';
import { PageHeading } from '../../components/PageHeading';
import { DATASETS } from './datasets';
import { ExportPanel } from './ExportPanel';
import { HistoryPanel } from './HistoryPanel';
import { JobPanel } from './JobPanel';
import { JobsList } from './JobsList';
import { UploadPanel } from './UploadPanel';
import { useImportFlow } from './useImportFlow';
import './imports.css';

export function ImportPage({ dataset }: { dataset: ImportDataset }) {
  const info = DATASETS[dataset];
  const flow = useImportFlow(info);
  const { snapshot, send, actorRef } = flow;
  const toast = useToast();

  useEffect(() => {
    const subscription = actorRef.on('import.published', ({ job }) =>
      toast(`${info.title}: ${job.fileName} is published and live on the site.`, 'success'),
    );
    return () => subscription.unsubscribe();
  }, [actorRef, toast, info.title]);

  const busy = snapshot.hasTag('busy');
  return (
    <div className="import-page">
      <PageHeading title={info.title} />
      <UploadPanel
        info={info}
        uploading={snapshot.matches('uploading')}
        busy={snapshot.matches('uploading') || snapshot.matches('publishing') || snapshot.matches('rechecking') || snapshot.matches('discarding')}
        progress={snapshot.context.progress}
        error={snapshot.matches('idle') ? snapshot.context.error : null}
        onUpload={(file) => send({ type: 'import.upload', file })}
      />
      {flow.resuming ? (
        <p role="status" className="console-loading">
          Loading the upload named in the address…
        </p>
      ) : null}
      <JobPanel info={info} flow={flow} />
      <JobsList info={info} shownId={snapshot.context.job?.id ?? null} busy={busy} onShow={(job) => send({ type: 'job.show', job })} />
      <HistoryPanel info={info} />
      <ExportPanel info={info} />
    </div>
  );
}
