// How a job's status reads in the console, and its badge's colour.
import type { ImportJobStatus } from '../../../contract/staff';
import type { BadgeTone } from '../../components/StatusBadge';

export const STATUS_LABELS: Record<ImportJobStatus, string> = {
  checking: 'Checking',
  refused: 'Refused',
  ready: 'Ready to publish',
  publishing: 'Publishing',
  published: 'Published',
  failed: 'Failed',
  discarded: 'Discarded',
};

export const STATUS_TONES: Record<ImportJobStatus, BadgeTone> = {
  checking: 'info',
  refused: 'bad',
  ready: 'warn',
  publishing: 'info',
  published: 'good',
  failed: 'bad',
  discarded: 'neutral',
};

/** The server is still working on a job of this status (the lists poll while one is). */
export const isRunning = (status: ImportJobStatus) => status === 'checking' || status === 'publishing';
