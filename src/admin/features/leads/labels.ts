// How the leads' kinds, statuses and notification states read in the console.
import type { LeadKindName, LeadRow, LeadStatus, NotificationStatus } from '../../../contract/staff';
import type { BadgeTone } from '../../components/StatusBadge';

export const KIND_LABELS: Record<LeadKindName, string> = {
  contact: 'Contact',
  consultation: 'Consultation',
  emtrack: 'EMTrack sign-up',
};

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  assigned: 'Assigned',
  handled: 'Handled',
};

export const NOTIFICATION_LABELS: Record<NotificationStatus, string> = {
  sent: 'Sent',
  queued: 'Queued',
  failed: 'Failed',
};

export const NOTIFICATION_TONES: Record<NotificationStatus, BadgeTone> = { sent: 'good', queued: 'info', failed: 'bad' };

/** "Assigned to Sam", "New", "Handled". */
export function statusText(lead: Pick<LeadRow, 'status' | 'assignee'>): string {
  if (lead.status === 'assigned' && lead.assignee) return `Assigned to ${lead.assignee.name}`;
  return STATUS_LABELS[lead.status];
}

/** A lead's day, YYYY-MM-DD, and time, as the list shows them (local time). */
export function leadDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
