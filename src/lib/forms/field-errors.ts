// Turns a yup ValidationError (abortEarly: false) into one message per field: the first failing rule of
// each field, in the schema's order, as the form shows it and as the server answers 400 with it.
import { ValidationError } from 'yup';

export type FieldErrors = Record<string, string>;

export function fieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ValidationError)) throw error;
  const out: FieldErrors = {};
  const items = error.inner.length > 0 ? error.inner : [error];
  for (const item of items) {
    const path = item.path || 'body';
    if (!(path in out)) out[path] = item.message;
  }
  return out;
}

/** Keys of `value` that `known` does not list (unknown fields are refused, each named). */
export function unknownFields(value: Record<string, unknown>, known: readonly string[]): FieldErrors {
  const out: FieldErrors = {};
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) out[key] = `${key} is not a known field.`;
  }
  return out;
}

/** Honeypot field name: hidden from people, filled by simple bots. */
export const HONEYPOT_FIELD = 'website';
