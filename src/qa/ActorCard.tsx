// One live actor in the QA panel: key and state value; on demand its context, its event log and replay.
import { useId, useState } from 'react';
import type { ActorSlot } from '../actor-runtime/actor-registry';
import { canReplay, startReplay, stepReplay, stopReplay } from '../actor-runtime/actor-replay';
import { formatTime, formatValue } from './useRegistry';

function EventLog({ slot }: { slot: ActorSlot }) {
  const replay = slot.replay;
  const rows = replay ? replay.events : slot.log;
  if (rows.length === 0) return <p className="qa-muted">No events yet.</p>;
  return (
    <ol className="qa-log" aria-label={`Event log of ${slot.key}`}>
      {rows.map((entry, i) => {
        const { type, ...payload } = entry.event;
        const done = replay ? i < replay.position : true;
        const detail = Object.keys(payload).length > 0 ? JSON.stringify(payload) : '';
        return (
          <li key={`${entry.at}-${i}`} className={done ? undefined : 'qa-log__pending'} aria-current={replay && i === replay.position - 1 ? 'step' : undefined}>
            <time dateTime={new Date(entry.at).toISOString()}>{formatTime(entry.at)}</time> <strong>{type}</strong>
            {entry.source !== 'outside' ? <span className="qa-muted"> ({entry.source})</span> : null}
            {entry.ignored ? <span className="qa-muted"> ignored ({entry.ignored})</span> : null}
            {detail ? <code className="qa-log__payload">{detail}</code> : null}
            {entry.value !== undefined && !replay ? <span className="qa-log__value"> → {formatValue(entry.value)}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

function ReplayControls({ slot }: { slot: ActorSlot }) {
  const replay = slot.replay;
  if (!replay) {
    return (
      <button type="button" onClick={() => startReplay(slot)} disabled={!canReplay(slot)}>
        Replay from start
      </button>
    );
  }
  return (
    <div className="qa-replay" role="group" aria-label={`Replay of ${slot.key}`}>
      <button type="button" onClick={() => stepReplay(slot, replay.position - 1)} disabled={replay.position === 0}>
        Step back
      </button>
      <span role="status">
        Event {replay.position} of {replay.events.length}
      </span>
      <button type="button" onClick={() => stepReplay(slot, replay.position + 1)} disabled={replay.position >= replay.events.length}>
        Step forward
      </button>
      <button type="button" onClick={() => stopReplay(slot)}>
        End replay
      </button>
    </div>
  );
}

export function ActorCard({ slot }: { slot: ActorSlot }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const snapshot = slot.actor.getSnapshot() as { value?: unknown; context?: unknown };
  return (
    <li className="qa-actor" data-actor-key={slot.key}>
      <div className="qa-actor__head">
        <button type="button" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
          {slot.key}
        </button>
        <code className="qa-actor__value" data-testid="qa-state-value">
          {formatValue(snapshot.value)}
        </code>
        {slot.replay ? <span className="qa-badge">replay</span> : null}
      </div>
      <div id={detailsId} hidden={!open}>
        {open ? (
          <>
            <h4>Context</h4>
            <pre className="qa-pre">{JSON.stringify(snapshot.context, null, 2)}</pre>
            <h4>Events</h4>
            <ReplayControls slot={slot} />
            {!canReplay(slot) && !slot.replay ? (
              <p className="qa-muted">Replay needs the log from the initial state (this one was cut or restored without it).</p>
            ) : null}
            <EventLog slot={slot} />
          </>
        ) : null}
      </div>
    </li>
  );
}
