// The data set's recent uploads, newest first, so a reload or another staff member sees a job that is running
// (the list asks again every few seconds while one is) and can open any of them.
import type { ImportJob } from '../../../contract/staff';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadState } from '../../components/LoadState';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime } from '../../lib/format';
import { useImportJobsQuery } from './api';
import type { DatasetInfo } from './datasets';
import { isRunning, STATUS_LABELS, STATUS_TONES } from './status';

const LIST_POLL_MS = 3000;

interface Props {
  info: DatasetInfo;
  shownId: number | null;
  /** Disabled while the page's job is busy. */
  busy: boolean;
  onShow: (job: ImportJob) => void;
}

export function JobsList({ info, shownId, busy, onShow }: Props) {
  const list = useImportJobsQuery(info.dataset);
  const jobs = list.data?.jobs ?? [];
  const running = jobs.some((j) => isRunning(j.status));
  // A second subscription with the same argument adds the polling while something runs.
  useImportJobsQuery(info.dataset, { pollingInterval: running ? LIST_POLL_MS : 0, skip: !running });
  const columns: Column<ImportJob>[] = [
    { key: 'file', header: 'File', cell: (j) => j.fileName, rowHeader: true },
    { key: 'status', header: 'Status', cell: (j) => <StatusBadge tone={STATUS_TONES[j.status]}>{STATUS_LABELS[j.status]}</StatusBadge> },
    { key: 'by', header: 'By', cell: (j) => j.createdBy },
    { key: 'when', header: 'When', cell: (j) => formatDateTime(j.createdAt) },
    {
      key: 'show',
      header: <span className="visually-hidden">Action</span>,
      className: 'data-table__actions',
      cell: (j) =>
        j.id === shownId ? (
          <span className="console-loading">Shown above</span>
        ) : (
          <button type="button" className="button button--small" disabled={busy} onClick={() => onShow(j)}>
            Show<span className="visually-hidden"> {j.fileName}</span>
          </button>
        ),
    },
  ];
  return (
    <section className="console-section" aria-labelledby={`${info.dataset}-jobs`}>
      <h2 id={`${info.dataset}-jobs`} className="console-section-title">
        Recent uploads
      </h2>
      <LoadState isLoading={list.isLoading} error={list.error} onRetry={() => void list.refetch()} what="the recent uploads">
        <DataTable caption={`Recent uploads of ${info.what}`} columns={columns} rows={jobs} rowKey={(j) => j.id} empty="No uploads yet." />
      </LoadState>
    </section>
  );
}
