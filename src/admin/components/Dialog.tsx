// The console's dialogs, on the site's one accessible Modal (src/components/Modal.tsx: labelled, focus moved
// in and trapped, Escape and a click outside close it, focus returns to the opener). Dialog shows something
// (a one-time link, a secret); ConfirmDialog asks before an action that cannot be undone, shows the action's
// refusal inside, and keeps its buttons disabled while the action runs.
import { useId, type ReactNode } from 'react';
import { Modal } from '../../components/Modal';
import { Alert } from './Alert';
import { BusyButton } from './form/BusyButton';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The buttons at the bottom; default: one "Close". */
  actions?: ReactNode;
}

export function Dialog({ title, onClose, children, actions }: DialogProps) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose} className="console-dialog">
      <h2 id={titleId} className="console-dialog__title">
        {title}
      </h2>
      <div className="console-dialog__body">{children}</div>
      <div className="console-dialog__actions">
        {actions ?? (
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        )}
      </div>
    </Modal>
  );
}

interface ConfirmProps {
  title: string;
  children: ReactNode;
  /** The confirming button's text: the action itself ("Revoke token"), never "OK". */
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Why the last attempt was refused. */
  error?: string | null;
  /** Counts the refusals, so the same message is announced again. */
  errorKey?: number;
  /** A destructive action: the confirming button is red. */
  danger?: boolean;
}

export function ConfirmDialog({ title, children, confirmLabel, cancelLabel = 'Cancel', onConfirm, onCancel, busy = false, error, errorKey, danger }: ConfirmProps) {
  const titleId = useId();
  // While the action runs, Escape and a click outside do nothing: its outcome shows here.
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal labelledBy={titleId} onClose={close} className="console-dialog" role="alertdialog" closeButton={false}>
      <h2 id={titleId} className="console-dialog__title">
        {title}
      </h2>
      <div className="console-dialog__body">{children}</div>
      {error ? (
        <Alert tone="error" announceKey={errorKey}>
          {error}
        </Alert>
      ) : null}
      <div className="console-dialog__actions">
        {/* Cancel first: the dialog's first control, which takes focus, is the one that changes nothing. */}
        <button type="button" className="button" onClick={close} disabled={busy}>
          {cancelLabel}
        </button>
        <BusyButton type="button" busy={busy} danger={danger} accent={!danger} onClick={() => onConfirm()}>
          {confirmLabel}
        </BusyButton>
      </div>
    </Modal>
  );
}
