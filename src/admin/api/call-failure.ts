// What a failed /admin/api call means to the console: its status, the message to show and, for a 429, the
// seconds to wait (Retry-After). Endpoints return it as their error (transformErrorResponse: staffFailure), so
// pages and machines read one shape. A 403 always reads "Your role cannot do this." (docs/staff-console.md:
// the server checks the role on every call); the other texts are the server's, which say what to do.
import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

export interface StaffFailure {
  /** The HTTP status; null when no answer came. */
  status: number | null;
  message: string;
  /** Seconds, from Retry-After (429). */
  retryAfter: number | null;
}

export const ROLE_REFUSED = 'Your role cannot do this.';
export const SESSION_ENDED = 'Your session ended. Sign in again.';
export const NO_ANSWER = 'The server did not answer. Check your connection and try again.';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function retryAfterOf(meta: FetchBaseQueryMeta | undefined): number | null {
  const raw = meta?.response?.headers.get('Retry-After') ?? null;
  const seconds = raw === null ? NaN : Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

/** RTK Query's error of a call (with its response, for Retry-After) as the console shows it. */
export function staffFailure(error: FetchBaseQueryError, meta?: FetchBaseQueryMeta): StaffFailure {
  const status = typeof error.status === 'number' ? error.status : null;
  if (status === null) return { status: null, message: NO_ANSWER, retryAfter: null };
  if (status === 403) return { status, message: ROLE_REFUSED, retryAfter: null };
  const data = isRecord(error.data) ? error.data : {};
  const said = typeof data.message === 'string' && data.message !== '' ? data.message : null;
  const fallback = status === 401 ? SESSION_ENDED : `The server answered ${status}. Try again in a moment; if it keeps failing, tell an admin.`;
  return { status, message: said ?? fallback, retryAfter: retryAfterOf(meta) };
}

/** Anything a hook's `error` or a rejected `unwrap()` holds, read as a StaffFailure. */
export function failureOf(error: unknown): StaffFailure {
  if (isRecord(error) && 'message' in error && 'retryAfter' in error && typeof error.message === 'string') {
    const status = typeof error.status === 'number' ? error.status : null;
    const retryAfter = typeof error.retryAfter === 'number' ? error.retryAfter : null;
    return { status, message: error.message, retryAfter };
  }
  if (isRecord(error) && 'status' in error) return staffFailure(error as FetchBaseQueryError);
  return { status: null, message: NO_ANSWER, retryAfter: null };
}
