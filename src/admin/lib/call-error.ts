// What a failed /admin/api call says, as the console shows it: RTK Query's error (an HTTP status with the
// server's `{statusCode, error, message}`, or no answer at all) turned into a status and a sentence that says
// what to do. The server's messages already do (docs/staff-console.md); the fallbacks here must too.
import type { ImportProblem } from '../../contract/staff';

export interface CallFailure {
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  message: string;
  /** A refused file's problems (422), if the answer lists them. */
  problems: ImportProblem[];
}

const NO_ANSWER = 'The server did not answer. Check your connection and try again.';

function fallback(status: number): string {
  if (status === 401) return 'Your session has ended. Sign in again.';
  if (status === 403) return 'Your account may not do this. Ask an administrator if you need to.';
  if (status === 404) return 'It is no longer there: someone may have removed it. Reload the page.';
  if (status === 429) return 'Too many requests in a short time. Wait a minute and try again.';
  return `The server answered ${status}. Try again in a moment; if it keeps failing, tell the site's administrator.`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Reads RTK Query's error (FetchBaseQueryError or SerializedError), or anything thrown. */
export function callFailure(error: unknown): CallFailure {
  if (!isRecord(error)) return { status: null, message: NO_ANSWER, problems: [] };
  const status = typeof error.status === 'number' ? error.status : null;
  const data = isRecord(error.data) ? error.data : {};
  const problems = Array.isArray(data.problems)
    ? data.problems.filter((p): p is ImportProblem => isRecord(p) && typeof p.message === 'string')
    : [];
  if (status === null) return { status: null, message: NO_ANSWER, problems };
  const message = typeof data.message === 'string' && data.message !== '' ? data.message : fallback(status);
  return { status, message, problems };
}
