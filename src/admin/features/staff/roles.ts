// The roles as the staff page names and explains them (docs/staff-console.md "Roles").
import type { StaffRole, StaffStatus } from '../../../contract/staff';
import type { BadgeTone } from '../../components/StatusBadge';

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor', sales: 'Sales' };

export const ROLE_CHOICES = [
  { value: 'editor', label: 'Editor: catalog, dealers, documents' },
  { value: 'sales', label: 'Sales: leads' },
  { value: 'admin', label: 'Admin: everything, staff, tokens, audit log' },
] as const;

export const STATUS_LABELS: Record<StaffStatus, { text: string; tone: BadgeTone }> = {
  active: { text: 'Active', tone: 'good' },
  invited: { text: 'Invited', tone: 'info' },
  disabled: { text: 'Disabled', tone: 'bad' },
};
