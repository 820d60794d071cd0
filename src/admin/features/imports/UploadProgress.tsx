// An upload's progress as the console shows progress (src/admin/components/Progress.tsx): the share sent, and
// how many bytes of how many.
import { Progress } from '../../components/Progress';
import { formatBytes } from '../../lib/format';

export function UploadProgress({ label, progress }: { label: string; progress: { loaded: number; total: number | null } | null }) {
  const total = progress?.total ?? null;
  const value = progress && total ? progress.loaded / total : null;
  return <Progress label={label} value={value} detail={progress && total ? `${formatBytes(progress.loaded)} of ${formatBytes(total)}` : undefined} />;
}
