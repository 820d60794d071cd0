// Every staff account with its role and status, and what an admin can do to it: change the role, disable or
// enable it, reset its password. One's own account is neither disabled nor reset from here (no locking
// oneself out: one's own password is changed on the account page).
import type { StaffAccount } from '../../../contract/staff';
import { DataTable, type Column } from '../../components/DataTable';
import { StatusBadge } from '../../components/StatusBadge';
import { ROLE_LABELS, STATUS_LABELS } from './roles';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : 'Never');

interface Props {
  accounts: readonly StaffAccount[];
  ownId: number;
  onRole: (account: StaffAccount) => void;
  onEnabled: (account: StaffAccount, enabled: boolean) => void;
  onReset: (account: StaffAccount) => void;
}

export function StaffTable({ accounts, ownId, onRole, onEnabled, onReset }: Props) {
  const columns: Column<StaffAccount>[] = [
    { key: 'name', header: 'Name', rowHeader: true, cell: (a) => a.name },
    { key: 'email', header: 'Email', cell: (a) => a.email },
    { key: 'role', header: 'Role', cell: (a) => ROLE_LABELS[a.role] },
    { key: 'status', header: 'Status', cell: (a) => <StatusBadge tone={STATUS_LABELS[a.status].tone}>{STATUS_LABELS[a.status].text}</StatusBadge> },
    { key: 'seen', header: 'Last seen', cell: (a) => day(a.lastSeenAt) },
    { key: 'added', header: 'Added', cell: (a) => `${day(a.createdAt)} by ${a.createdBy}` },
    {
      key: 'actions',
      header: 'Actions',
      className: 'data-table__actions',
      cell: (a) => (
        <div className="row-actions">
          <button type="button" className="button button--small" onClick={() => onRole(a)}>
            Change role<span className="visually-hidden"> of {a.name}</span>
          </button>
          {a.id === ownId ? null : a.status === 'disabled' ? (
            <button type="button" className="button button--small" onClick={() => onEnabled(a, true)}>
              Enable<span className="visually-hidden"> {a.name}</span>
            </button>
          ) : (
            <button type="button" className="button button--small" onClick={() => onEnabled(a, false)}>
              Disable<span className="visually-hidden"> {a.name}</span>
            </button>
          )}
          {a.id === ownId ? null : (
            <button type="button" className="button button--small" onClick={() => onReset(a)}>
              Reset password<span className="visually-hidden"> of {a.name}</span>
            </button>
          )}
        </div>
      ),
    },
  ];
  return <DataTable caption="Staff accounts" captionHidden columns={columns} rows={accounts} rowKey={(a) => a.id} />;
}
