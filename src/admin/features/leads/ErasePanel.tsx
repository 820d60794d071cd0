// The admin's "Erase a person's data" on the lead list: the button, its dialog, and what was erased.
import { useEffect, useRef, useState } from 'react';
import { EraseDialog } from './EraseDialog';
import { Alert } from '../../components/Alert';

export function ErasePanel() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const message = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) message.current?.focus();
  }, [done]);

  return (
    <section className="console-section" aria-labelledby="lead-erase">
      <h2 id="lead-erase" className="console-section-title">
        A person’s data
      </h2>
      <p>When someone asks for their data to be erased: every lead of their email address goes, at once.</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          setDone(null);
          setOpen(true);
        }}
      >
        Erase a person’s data
      </button>
      {done ? (
        <div ref={message} tabIndex={-1} className="leads-focus">
          <Alert tone="success">{done}</Alert>
        </div>
      ) : null}
      {open ? (
        <EraseDialog
          onClose={() => setOpen(false)}
          onErased={(text) => {
            setOpen(false);
            setDone(text);
          }}
        />
      ) : null}
    </section>
  );
}
