// Removing an uploaded document, after a question that says what happens: the upload is no longer listed and,
// when the site generates a document of the same title, that one comes back at the same address. A refusal
// shows in the dialog.
import type { StaffDocument } from '../../../contract/staff';
import { ConfirmDialog } from '../../components/Dialog';

interface Props {
  document: StaffDocument;
  busy: boolean;
  error: { text: string; n: number } | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function RemoveDocument({ document, busy, error, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog title={`Remove “${document.title}”?`} confirmLabel="Remove" danger busy={busy} error={error?.text ?? null} errorKey={error?.n} onConfirm={onConfirm} onCancel={onCancel}>
      <p>The uploaded PDF is no longer listed on the site.</p>
      <p>If the site generates a document with this title (a sell sheet or a line's brochure), the generated one comes back in its place, at the same address.</p>
    </ConfirmDialog>
  );
}
