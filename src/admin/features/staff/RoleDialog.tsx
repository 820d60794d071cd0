// Changing an account's role: a dialog with the roles explained; the change takes effect at the account's
// next call. The server refuses to take away the last admin, and says so here.
import { useId, useState } from 'react';
import { Modal } from '../../../components/Modal';
import type { StaffAccount, StaffRole } from '../../../contract/staff';
import { Alert } from '../../components/Alert';
import { BusyButton } from '../../components/form/BusyButton';
import { ROLE_CHOICES } from './roles';

interface Props {
  account: StaffAccount;
  busy: boolean;
  error: string | null;
  errorKey: number;
  onSave: (role: StaffRole) => void;
  onCancel: () => void;
}

export function RoleDialog({ account, busy, error, errorKey, onSave, onCancel }: Props) {
  const titleId = useId();
  const selectId = useId();
  const [role, setRole] = useState<StaffRole>(account.role);
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal labelledBy={titleId} onClose={close} className="console-dialog">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSave(role);
        }}
      >
        <h2 id={titleId} className="console-dialog__title">
          Role of {account.name}
        </h2>
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            Role
          </label>
          <select id={selectId} className="field__control" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {ROLE_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        {error ? (
          <Alert tone="error" announceKey={errorKey}>
            {error}
          </Alert>
        ) : null}
        <div className="console-dialog__actions">
          <button type="button" className="button" onClick={close} disabled={busy}>
            Cancel
          </button>
          <BusyButton busy={busy} accent busyText="saving" disabled={role === account.role}>
            Save role
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
