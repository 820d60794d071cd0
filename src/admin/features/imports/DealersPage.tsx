// /admin/dealers: the dealer network's import, history and export (issue 20).
import { ImportPage } from './ImportPage';

export default function DealersPage() {
  return <ImportPage key="dealers" dataset="dealers" />;
}
