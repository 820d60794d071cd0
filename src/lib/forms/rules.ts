// Building blocks of the form schemas (SPEC §5) shared by the browser (Formik) and the server (POST routes).
// Pure: yup only, no DOM, so the server imports it as it imports src/contract/.
import { string, type StringSchema } from 'yup';

/** SPEC §5: local part, @, domain, a dot, and a suffix of 2 or more letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
/** SPEC §5/§9: an optional plus sign, a non-zero digit, then 1 to 14 more digits (2 to 15 digits in all). */
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;
/** SPEC §9. */
export const COMMENTS_MAX = 500;

/** Length bounds the SPEC leaves open: generous for people, tight enough to bound what is stored. */
export const MAX = {
  name: 100,
  company: 150,
  email: 254,
  place: 100,
  zip: 20,
  equipment: 100,
  serial: 60,
} as const;

export const tooLong = (max: number) => `Please enter at most ${max} characters.`;
export const NOT_TEXT = 'Please enter text.';

/** True when the value has something other than whitespace (NBSP included: String#trim removes it). */
export function hasContent(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

// Paragraph markup whose only content is non-breaking spaces, as a rich-text field would leave it.
const NBSP_PARAGRAPH = /^\s*(<p>(\s|&nbsp;|&#160;|\u00a0)*<\/p>\s*)+$/i;

/**
 * SPEC §5 registration whitespace rule: fails on empty-looking values, runs of two or more spaces, or
 * paragraph content made only of non-breaking spaces. An absent value passes (the required rule speaks).
 */
export function passesWhitespaceRule(value: string | null | undefined): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (value.trim() === '') return false;
  if (/[ \u00a0]{2,}/.test(value)) return false;
  return !NBSP_PARAGRAPH.test(value);
}

/** A text field: strings only, at most `max` characters. */
export function text(max: number): StringSchema<string | undefined> {
  return string().typeError(NOT_TEXT).max(max, tooLong(max));
}

/** Required and not whitespace-only, one message for both (contact form). */
export function requiredText(max: number, message: string) {
  return text(max).required(message).test('not-blank', message, (v) => v === undefined || hasContent(v));
}

/** Required with its own message, then the registration whitespace rule with another. */
export function requiredNoWhitespace(max: number, required: string, whitespace: string) {
  return text(max).required(required).test('whitespace', whitespace, passesWhitespaceRule);
}
