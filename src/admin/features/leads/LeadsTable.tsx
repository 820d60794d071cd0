// One page of leads: date, type, name (the link to the lead), company, email, country, status with its
// assignee, and the notification's state.
import { Link } from 'react-router-dom';
import type { LeadRow } from '../../../contract/staff';
import { DataTable, type Column } from '../../components/DataTable';
import { StatusBadge } from '../../components/StatusBadge';
import { consolePaths } from '../../routing/pages';
import { KIND_LABELS, leadDate, NOTIFICATION_LABELS, NOTIFICATION_TONES, statusText } from './labels';

export function LeadsTable({ leads, caption, back, busy }: { leads: LeadRow[]; caption: string; back: string; busy: boolean }) {
  const columns: Column<LeadRow>[] = [
    { key: 'date', header: 'Date', cell: (l) => leadDate(l.createdAt) },
    { key: 'type', header: 'Type', cell: (l) => KIND_LABELS[l.kind] },
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (l) => (
        <Link to={consolePaths.lead(l.id)} state={{ back }}>
          {l.name || `Lead ${l.id}`}
        </Link>
      ),
    },
    { key: 'company', header: 'Company', cell: (l) => l.company || '—' },
    { key: 'email', header: 'Email', cell: (l) => l.email },
    { key: 'country', header: 'Country', cell: (l) => l.country || '—' },
    { key: 'status', header: 'Status', cell: statusText },
    { key: 'notification', header: 'Notification', cell: (l) => <StatusBadge tone={NOTIFICATION_TONES[l.notification]}>{NOTIFICATION_LABELS[l.notification]}</StatusBadge> },
  ];
  return <DataTable caption={caption} columns={columns} rows={leads} rowKey={(l) => l.id} busy={busy} empty="No lead matches these filters." />;
}
