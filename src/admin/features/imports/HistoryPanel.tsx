// Every version of the data set, newest first (who published it, when, from which file, which one is live),
// and Roll back: the version the last publish replaced is live again. Nothing to roll back to: the server's
// 409 message says so, in the dialog.
import { useEffect, useRef, useState } from 'react';
import type { DatasetVersionRow } from '../../../contract/staff';
import { failureOf } from '../../api/call-failure';
import { Alert } from '../../components/Alert';
import { DataTable, type Column } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/Dialog';
import { LoadState } from '../../components/LoadState';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime } from '../../lib/format';
import { useImportHistoryQuery, useRollbackImportMutation } from './api';
import type { DatasetInfo } from './datasets';

function counts(v: DatasetVersionRow): string {
  if (typeof v.lines === 'number' && typeof v.sizes === 'number') return `${v.lines} lines, ${v.sizes} sizes`;
  if (typeof v.count === 'number') return `${v.count} dealers`;
  return '—';
}

const columns: Column<DatasetVersionRow>[] = [
  { key: 'id', header: 'Version', cell: (v) => v.id, rowHeader: true },
  { key: 'by', header: 'Published by', cell: (v) => v.createdBy },
  { key: 'when', header: 'When', cell: (v) => formatDateTime(v.createdAt) },
  { key: 'source', header: 'Source', cell: (v) => v.sourceName },
  { key: 'size', header: 'Size', cell: counts },
  { key: 'live', header: 'Live', cell: (v) => (v.published ? <StatusBadge tone="good">Live</StatusBadge> : '') },
];

export function HistoryPanel({ info }: { info: DatasetInfo }) {
  const history = useImportHistoryQuery(info.dataset);
  const [rollback, rollbackState] = useRollbackImportMutation();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<{ text: string; n: number } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const message = useRef<HTMLDivElement>(null);

  const confirm = async () => {
    try {
      const live = history.data?.versions.find((v) => v.published)?.id ?? null;
      const result = await rollback({ dataset: info.dataset, from: live }).unwrap();
      setAsking(false);
      setDone(`Rolled back: version ${result.published} is live again (it replaces version ${result.from}).`);
    } catch (error) {
      setRefusal((last) => ({ text: failureOf(error).message, n: (last?.n ?? 0) + 1 }));
    }
  };

  // The outcome takes focus once the dialog has given it back to the button.
  useEffect(() => {
    if (done) message.current?.focus();
  }, [done]);

  return (
    <section className="console-section" aria-labelledby={`${info.dataset}-history`}>
      <h2 id={`${info.dataset}-history`} className="console-section-title">
        History
      </h2>
      <div className="console-form__actions import-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            setDone(null);
            setRefusal(null);
            setAsking(true);
          }}
        >
          Roll back the last publish
        </button>
      </div>
      {done ? (
        <div ref={message} tabIndex={-1}>
          <Alert tone="success">{done}</Alert>
        </div>
      ) : null}
      <LoadState isLoading={history.isLoading} error={history.error} onRetry={() => void history.refetch()} what="the history">
        <DataTable caption={`Versions of ${info.what}, newest first`} columns={columns} rows={history.data?.versions ?? []} rowKey={(v) => v.id} empty="No version yet." />
      </LoadState>
      {asking ? (
        <ConfirmDialog
          title={`Roll back ${info.what}?`}
          confirmLabel="Roll back"
          busy={rollbackState.isLoading}
          error={refusal?.text ?? null}
          errorKey={refusal?.n}
          onCancel={() => setAsking(false)}
          onConfirm={() => void confirm()}
        >
          <p>The version the last publish replaced is live again, at once. The newer version stays in the history.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
