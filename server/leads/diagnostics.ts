// "Attach diagnostic information" (docs/qa.md): a contact or consultation request may carry `diagnostics`, the
// visitor's redacted QA state export as a JSON string. Checked here (text, size, a JSON object with a
// formatVersion) and stored as sent, beside the lead, for support to import in the QA panel.

/** The browser sends at most 512 KB; the string may not be longer than this many characters. */
export const DIAGNOSTICS_MAX_LENGTH = 512 * 1024;

export type DiagnosticsCheck = { ok: true; diagnostics: string | null } | { ok: false; message: string };

/** `value` is the body's `diagnostics` (undefined when absent). */
export function checkDiagnostics(value: unknown): DiagnosticsCheck {
  if (value === undefined) return { ok: true, diagnostics: null };
  if (typeof value !== 'string') return { ok: false, message: 'diagnostics must be a string holding a JSON state export.' };
  if (value.length > DIAGNOSTICS_MAX_LENGTH) {
    return { ok: false, message: `diagnostics must be at most ${DIAGNOSTICS_MAX_LENGTH} characters.` };
  }
  let doc: unknown;
  try {
    doc = JSON.parse(value);
  } catch {
    return { ok: false, message: 'diagnostics is not valid JSON.' };
  }
  const version = typeof doc === 'object' && doc !== null && !Array.isArray(doc) ? (doc as { formatVersion?: unknown }).formatVersion : undefined;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, message: 'diagnostics must be a JSON object with a formatVersion (a state export of the site).' };
  }
  return { ok: true, diagnostics: value };
}
