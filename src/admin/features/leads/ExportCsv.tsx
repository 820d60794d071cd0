// "Export CSV": every lead the current filters match (no paging), as the server writes it (cells a spreadsheet
// could run are defused), fetched with the session's CSRF header and saved under the server's file name.
import { useState } from 'react';
import { useStore } from 'react-redux';
import type { LeadFilter } from '../../../contract/staff';
import { selectCsrfToken, type SessionState } from '../../api/session-slice';
import { STAFF_API_BASE } from '../../api/staffApi';
import { downloadFile } from '../../lib/download';
import { leadQueryString } from './api';
import { Alert } from '../../components/Alert';

export function ExportCsv({ filter }: { filter: LeadFilter }) {
  const store = useStore<{ staffSession: SessionState }>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const run = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const name = await downloadFile(`${STAFF_API_BASE}/leads/export.csv${leadQueryString(filter, false)}`, selectCsrfToken(store.getState()), 'leads.csv');
      setMessage({ ok: true, text: `Downloaded ${name}.` });
    } catch (e) {
      setMessage({ ok: false, text: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="leads-export">
      <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => void run()}>
        {busy ? 'Preparing the CSV…' : 'Export CSV'}
      </button>
      <span className="console-loading"> Every lead the filters match, all pages.</span>
      {message ? <Alert tone={message.ok ? 'success' : 'error'}>{message.text}</Alert> : null}
    </div>
  );
}
