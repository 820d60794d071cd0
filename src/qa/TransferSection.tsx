// Export and import of the whole state (docs/qa.md). Import only from here (a file the QA person picks or
// drops), never from a URL, so no link can plant state in a visitor's browser.
import { useState, type DragEvent } from 'react';
import { useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AppStore } from '../app/store';
import type { QaShellControls } from '../app/QaShell';
import { createStateExport, downloadStateExport } from './export';

/** Reading and applying a file (with its checks, which know every machine) load on the first import only. */
const loadImport = () =>
  Promise.all([import(/* webpackChunkName: "qa-import" */ './import'), import(/* webpackChunkName: "qa-import" */ './restore')]);

/** FileReader rather than file.text(): the same in every browser and in jsdom. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** `notes`: the parts of an imported file that were left out, and why (support reads them before trusting the screen). */
type Message = { kind: 'status' | 'alert'; text: string; notes?: string[] } | null;

export function TransferSection({ controls }: { controls: QaShellControls }) {
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  const location = useLocation();
  const [includePersonal, setIncludePersonal] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [dragging, setDragging] = useState(false);

  const exportState = () => {
    const doc = createStateExport(store.getState(), { includePersonal, location });
    downloadStateExport(doc);
    setMessage({ kind: 'status', text: `Exported ${doc.machines.length} machines (personal data ${doc.personalData}).` });
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    let text: string;
    let code: Awaited<ReturnType<typeof loadImport>>;
    try {
      text = await readText(file);
    } catch {
      setMessage({ kind: 'alert', text: 'The file could not be read.' });
      return;
    }
    try {
      code = await loadImport();
    } catch {
      setMessage({ kind: 'alert', text: 'The import code could not be loaded (offline?). Try again.' });
      return;
    }
    const [{ readStateExport }, { applyStateExport }] = code;
    const result = readStateExport(text, store.getState().config);
    if (!result.ok) {
      setMessage({ kind: 'alert', text: `Not imported: ${result.message}` });
      return;
    }
    const { doc, notes } = result;
    controls.remount(() => applyStateExport(doc, { store, navigate: (to, options) => navigate(to, options) }));
    const left = notes.length === 0 ? '' : ` ${notes.length === 1 ? 'One part' : `${notes.length} parts`} of the file did not fit this site and ${notes.length === 1 ? 'was' : 'were'} left out:`;
    setMessage({
      kind: 'status',
      text: `Imported the state of ${doc.route.pathname} exported ${doc.exportedAt} (app ${doc.app.version}+${doc.app.commit}).${left}`,
      notes,
    });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void importFile(event.dataTransfer.files[0]);
  };

  return (
    <section className="qa-section" aria-labelledby="qa-transfer-title">
      <h3 id="qa-transfer-title">State file</h3>
      <label className="qa-check">
        <input type="checkbox" checked={includePersonal} onChange={(e) => setIncludePersonal(e.target.checked)} />
        Include personal data (names, emails, phones, addresses, serial numbers)
      </label>
      <button type="button" onClick={exportState}>
        Export state
      </button>
      <div
        className={`qa-drop${dragging ? ' qa-drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label>
          Import state
          <input
            type="file"
            accept="application/json,.json"
            onChange={(event) => {
              void importFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <span className="qa-muted">or drop an export file here</span>
      </div>
      <div role={message?.kind === 'alert' ? 'alert' : 'status'} className={`qa-message qa-message--${message?.kind ?? 'status'}`}>
        <p>{message?.text ?? ''}</p>
        {message?.notes?.length ? (
          <ul aria-label="Left out of the import">
            {message.notes.map((note, i) => (
              <li key={i}>{note}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
