// The form's values, touched fields and errors in QA exports (key `form:<pathname>`), and back after an import
// (docs/qa.md "Component state"), so support sees the same fields, the same red borders and the same messages.
// Restored into the live Formik state right after mount, before the first paint: the form's own initialValues
// stay its start values, so "dirty" (the sign-up shows errors once a field differs from it) and resetForm()
// after a successful submit behave as they did for the visitor.
import { useFormikContext, type FormikErrors, type FormikTouched, type FormikValues } from 'formik';
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useRestorableState } from '../useRestorableState';

/** What an export holds for one form (flat forms: field name -> value / touched / message). */
export interface FormSnapshot {
  values: Record<string, unknown>;
  touched: Record<string, unknown>;
  errors: Record<string, unknown>;
}

export interface RestoredForm<V extends FormikValues> {
  values: V;
  touched: FormikTouched<V>;
  errors: FormikErrors<V>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The part of an imported snapshot this form can take (the file is outside input): only its own fields, each
 * value of the type the field starts with, touched flags that are true, messages that are text. Null when the
 * snapshot is not a form state at all.
 */
export function restoredFormState<V extends FormikValues>(initialValues: V, saved: unknown): RestoredForm<V> | null {
  if (!isObject(saved) || !isObject(saved.values)) return null;
  const values: Record<string, unknown> = { ...initialValues };
  const touched: Record<string, boolean> = {};
  const errors: Record<string, string> = {};
  const savedTouched = isObject(saved.touched) ? saved.touched : {};
  const savedErrors = isObject(saved.errors) ? saved.errors : {};
  for (const [name, start] of Object.entries(initialValues)) {
    const value = saved.values[name];
    if (value !== undefined && typeof value === typeof start && !isObject(value)) values[name] = value;
    if (savedTouched[name] === true) touched[name] = true;
    if (typeof savedErrors[name] === 'string' && savedErrors[name] !== '') errors[name] = savedErrors[name];
  }
  return { values: values as V, touched: touched as FormikTouched<V>, errors: errors as FormikErrors<V> };
}

/** Rendered inside Formik by the shared Form: registers the state, and applies an imported one once. */
export function RestorableFormState<V extends FormikValues>({ initialValues }: { initialValues: V }) {
  const formik = useFormikContext<V>();
  const { pathname } = useLocation();
  const saved = useRestorableState<unknown>(
    `form:${pathname}`,
    (): FormSnapshot => ({ values: formik.values, touched: formik.touched, errors: formik.errors as Record<string, unknown> }),
  );
  const applied = useRef(false);
  const { setFormikState } = formik;
  useLayoutEffect(() => {
    if (applied.current || saved === undefined) return;
    applied.current = true;
    const restored = restoredFormState(initialValues, saved);
    if (restored) setFormikState((state) => ({ ...state, ...restored }));
  }, [saved, initialValues, setFormikState]);
  return null;
}
