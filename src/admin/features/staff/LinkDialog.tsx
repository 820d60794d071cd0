// The one-time link an invitation or a reset made: shown once, to copy and pass on (by a channel the admin
// trusts), with when it stops working.
import type { StaffLink } from '../../../contract/staff';
import { CopyField } from '../../components/CopyField';
import { Dialog } from '../../components/Dialog';

interface Props {
  title: string;
  /** Who it is for and what it does, in a sentence. */
  children: React.ReactNode;
  link: StaffLink;
  onClose: () => void;
}

export function LinkDialog({ title, children, link, onClose }: Props) {
  const expires = new Date(link.expiresAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{children}</p>
      <CopyField label="One-time link" value={link.url} hint={`It works once, until ${expires}. It is not shown again: copy it now.`} />
    </Dialog>
  );
}
