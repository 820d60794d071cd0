// The password rules the server applies (server/staff/passwords.ts passwordProblem), checked in the form first
// with the same words, so a person learns them before a round trip. The server checks again.
import * as yup from 'yup';

export const MIN_PASSWORD = 12;
export const MAX_PASSWORD = 200;

export const PASSWORD_HINT = `At least ${MIN_PASSWORD} characters. A few words you will remember work well.`;

/** A new password; `email`: the address it must differ from (default: the form's own `email` field). */
export function newPasswordRule(email?: string | null) {
  return yup
    .string()
    .required('Enter a password.')
    .test('length', `Use at least ${MIN_PASSWORD} characters.`, (v) => [...(v ?? '')].length >= MIN_PASSWORD)
    .test('max', `Use at most ${MAX_PASSWORD} characters.`, (v) => [...(v ?? '')].length <= MAX_PASSWORD)
    .test('variety', 'Use a password with more different characters.', (v) => new Set(v ?? '').size >= 4)
    .test('not-email', 'The password must not be your email address.', function notEmail(v) {
      const address = email ?? (this.parent as { email?: unknown }).email;
      return typeof address !== 'string' || address === '' || (v ?? '').trim().toLowerCase() !== address.toLowerCase();
    });
}

/** "Type it again": must equal the field `password`. */
export const repeatPasswordRule = yup
  .string()
  .required('Type the password again.')
  .oneOf([yup.ref('password')], 'The two passwords are not the same.');

export const EMAIL_RULE = yup.string().trim().required('Enter an email address.').email('Enter an email address like name@example.com.').max(254);
