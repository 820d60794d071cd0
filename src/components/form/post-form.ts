// Turns a refused form POST (an RTK Query error) into the SubmitError the formSubmit machine keeps: the
// service's message (SPEC §8: shown as a toast, or GENERIC_FAILURE when none) and its field messages.
import { SubmitError } from '../../../machines/form-submit.machine';

/** SPEC §8: the toast text when the service gives no message. */
export const GENERIC_FAILURE = 'Something bad happened; please try again later.';

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

export function toSubmitError(error: unknown): SubmitError {
  if (error instanceof SubmitError) return error;
  const data = (typeof error === 'object' && error !== null && 'data' in error ? error.data : null) as ErrorBody | null;
  if (!data || typeof data !== 'object') return new SubmitError(null);
  const fields =
    typeof data.errors === 'object' && data.errors !== null
      ? Object.fromEntries(Object.entries(data.errors).filter((e): e is [string, string] => typeof e[1] === 'string'))
      : {};
  return new SubmitError(typeof data.message === 'string' && data.message ? data.message : null, fields);
}

/** A fresh Idempotency-Key per submission: a retried request is stored once. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
