// The in-app QA panel (docs/qa.md): live actors with state, context, event log and replay; state export and
// import; the Stately Inspector. A lazy chunk that QaShell loads only on `?qa` or Ctrl+Alt+Shift+Q.
import { useState, useSyncExternalStore } from 'react';
import { listPendingKeys, listRestoreOutcomes } from '../actor-runtime/actor-restore';
import { getRegistryVersion, subscribeRegistry } from '../actor-runtime/actor-registry';
import type { QaShellControls } from '../app/QaShell';
import { ActorCard } from './ActorCard';
import { connectStatelyInspector, isStatelyConnected } from './stately';
import { TransferSection } from './TransferSection';
import { useLiveSlots } from './useRegistry';
import './qa.css';

function RestoreReport() {
  useSyncExternalStore(subscribeRegistry, getRegistryVersion, getRegistryVersion);
  const outcomes = listRestoreOutcomes();
  const waiting = listPendingKeys();
  if (outcomes.length === 0 && waiting.length === 0) return null;
  return (
    <ul className="qa-restore" aria-label="Restored machines">
      {outcomes.map((o) => (
        <li key={o.key}>{o.error ? `${o.key}: not restored (${o.error})` : `${o.key}: restored`}</li>
      ))}
      {waiting.map((key) => (
        <li key={key}>{key}: waiting for its component to mount</li>
      ))}
    </ul>
  );
}

export default function QaPanel({ controls }: { controls: QaShellControls }) {
  const slots = useLiveSlots();
  const [stately, setStately] = useState(isStatelyConnected());
  return (
    <aside className="qa-panel" aria-labelledby="qa-panel-title" data-qa-panel="">
      <header className="qa-panel__head">
        <h2 id="qa-panel-title">QA panel</h2>
        <button type="button" onClick={controls.close} aria-label="Close the QA panel">
          ×
        </button>
      </header>
      <section className="qa-section" aria-labelledby="qa-actors-title">
        <h3 id="qa-actors-title">Live machines ({slots.length})</h3>
        {slots.length === 0 ? <p className="qa-muted">No machine is running on this page.</p> : null}
        <ul className="qa-actors">
          {slots.map((slot) => (
            <ActorCard key={slot.key} slot={slot} />
          ))}
        </ul>
        <RestoreReport />
      </section>
      <TransferSection controls={controls} />
      <section className="qa-section">
        <button
          type="button"
          disabled={stately}
          onClick={() => void connectStatelyInspector().then(() => setStately(isStatelyConnected()))}
        >
          {stately ? 'Stately Inspector connected' : 'Connect Stately Inspector'}
        </button>
      </section>
    </aside>
  );
}
