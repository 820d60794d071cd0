import { useField } from 'formik';
import { useShowErrorsWhen } from './Form';

/** The field's error message when it should show (SPEC §5: after touch, or dirty on the sign-up), else null. */
export function useFieldError(name: string): string | null {
  const [, meta] = useField(name);
  const when = useShowErrorsWhen();
  const dirty = meta.value !== meta.initialValue;
  const show = meta.touched || (when === 'touchedOrDirty' && dirty);
  return show && typeof meta.error === 'string' && meta.error !== '' ? meta.error : null;
}

export const errorId = (name: string) => `${name}-error`;
export const hintId = (name: string) => `${name}-hint`;
