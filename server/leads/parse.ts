// Validates a lead POST body with the same yup schemas as the browser (src/lib/forms), strictly: no type
// coercion, unknown fields refused (each named), every failing field with its message. Accepted strings are
// trimmed; the honeypot is checked and dropped. Contact and consultation bodies may carry `diagnostics`
// (diagnostics.ts), checked beside the form.
import type { AnyObjectSchema } from 'yup';
import { contactSchema, CONTACT_FIELDS } from '../../src/lib/forms/contact-schema';
import { fieldErrors, HONEYPOT_FIELD, unknownFields, type FieldErrors } from '../../src/lib/forms/field-errors';
import { DEFAULT_COUNTRY, registrationPayloadSchema } from '../../src/lib/forms/registration-schema';
import { checkDiagnostics } from './diagnostics';
import type { LeadData, LeadKind } from './types';

export type ParseResult =
  | { ok: false; errors: FieldErrors }
  | {
      ok: true;
      data: LeadData;
      /** The honeypot was filled: answer as if accepted, store nothing. */
      bot: boolean;
      /** The attached diagnostic information (a JSON state export), as sent; null without one. */
      diagnostics: string | null;
    };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const REGISTRATION_FIELDS = [
  'is_existing_user',
  'em_serial_number',
  'user_type',
  'first_name',
  'last_name',
  'email',
  'verify_email',
  'country',
  'state',
  'city',
  'preferred_access_type',
] as const;

function validate(schema: AnyObjectSchema, fields: readonly string[], input: Record<string, unknown>): ParseResult {
  const honeypot = input[HONEYPOT_FIELD];
  const values = { ...input };
  delete values[HONEYPOT_FIELD];
  const errors: FieldErrors = unknownFields(values, fields);
  if (honeypot !== undefined && typeof honeypot !== 'string') errors[HONEYPOT_FIELD] = 'Please enter text.';
  try {
    schema.validateSync(values, { strict: true, abortEarly: false });
  } catch (err) {
    Object.assign(errors, fieldErrors(err));
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const data: LeadData = {};
  for (const [k, v] of Object.entries(values)) {
    if (typeof v === 'string') data[k] = v.trim();
    else if (typeof v === 'boolean') data[k] = v;
  }
  return { ok: true, data, bot: typeof honeypot === 'string' && honeypot.trim() !== '', diagnostics: null };
}

/** Contact and consultation bodies are {data: form}; the sign-up body is the payload itself. */
export function parseLead(kind: LeadKind, body: unknown, brand: string): ParseResult {
  if (!isObject(body)) return { ok: false, errors: { body: 'The body must be a JSON object.' } };
  if (kind === 'emtrack') {
    const result = validate(registrationPayloadSchema(brand), REGISTRATION_FIELDS, body);
    if (result.ok && !result.data.country) result.data.country = DEFAULT_COUNTRY; // SPEC §3
    return result;
  }
  const extra = unknownFields(body, ['data', 'diagnostics']);
  const attached = checkDiagnostics(body.diagnostics);
  if (!attached.ok) extra.diagnostics = attached.message;
  if (!isObject(body.data)) return { ok: false, errors: { ...extra, data: 'data must be an object of form fields.' } };
  const result = validate(contactSchema, CONTACT_FIELDS, body.data);
  if (Object.keys(extra).length > 0) return { ok: false, errors: { ...extra, ...(result.ok ? {} : result.errors) } };
  return result.ok && attached.ok ? { ...result, diagnostics: attached.diagnostics } : result;
}
