// "Download live data": what is published now, in the exchange format, to edit and upload again. A button that
// is busy stays focusable (aria-disabled, not disabled), so focus does not fall to the page.
import { useState } from 'react';
import { useStore } from 'react-redux';
import { selectCsrfToken, type SessionState } from '../../api/session-slice';
import { STAFF_API_BASE } from '../../api/staffApi';
import { Alert } from '../../components/Alert';
import { downloadFile } from '../../lib/download';
import type { DatasetInfo } from './datasets';

export function ExportPanel({ info }: { info: DatasetInfo }) {
  const store = useStore<{ staffSession: SessionState }>();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async (format: 'xlsx' | 'csv', fallbackName: string) => {
    if (busy !== null) return;
    setBusy(format);
    setError(null);
    try {
      await downloadFile(`${STAFF_API_BASE}/${info.dataset}/export?format=${format}`, selectCsrfToken(store.getState()), fallbackName);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="console-section" aria-labelledby={`${info.dataset}-export`}>
      <h2 id={`${info.dataset}-export`} className="console-section-title">
        Download live data
      </h2>
      <p>What the site shows now, in the format an upload takes: edit it and upload it again.</p>
      <div className="console-form__actions">
        {info.exports.map((e) => (
          <button key={e.format} type="button" className="button" aria-disabled={busy !== null || undefined} onClick={() => void download(e.format, e.fallbackName)}>
            {busy === e.format ? 'Preparing the download…' : e.label}
          </button>
        ))}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </section>
  );
}
