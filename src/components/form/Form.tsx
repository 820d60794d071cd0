// THE form wrapper (DESIGN habit 6): Formik driven by a yup schema. A submit validates everything, marks
// every field touched (so each error shows), on errors focuses the first field in error and announces their
// count (InvalidSubmit), and calls onValid or onInvalid; the submit lifecycle itself belongs to the
// formSubmit machine, not to Formik. QA exports carry the form's values, touched fields and errors (key
// `form:<pathname>`), and an import shows them again (RestorableFormState, docs/qa.md).
import { Formik, type FormikErrors, type FormikProps, type FormikValues } from 'formik';
import { createContext, useContext, useState, type ReactNode, type Ref } from 'react';
import type { AnyObjectSchema } from 'yup';
import { InvalidSubmit, type InvalidAttempt } from './InvalidSubmit';
import { RestorableFormState } from './RestorableFormState';
import './form.css';

/** When a field's error shows: after a blur (contact form), or also once it differs from its start value. */
export type ShowErrorsWhen = 'touched' | 'touchedOrDirty';

const ShowErrorsContext = createContext<ShowErrorsWhen>('touched');
export const useShowErrorsWhen = () => useContext(ShowErrorsContext);

/** Every key of `values` set to true (Formik's touched shape for flat forms). */
export function allTouched<V extends FormikValues>(values: V): Record<keyof V, boolean> {
  return Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Record<keyof V, boolean>;
}

interface FormProps<V extends FormikValues> {
  schema: AnyObjectSchema;
  initialValues: V;
  onValid: (values: V) => void;
  onInvalid?: (errors: FormikErrors<V>) => void;
  showErrorsWhen?: ShowErrorsWhen;
  /** The Formik bag, for resetting after a successful submit or setting the server's field errors. */
  formikRef?: Ref<FormikProps<V>>;
  /** After a refused submit, focusing the first field in error scrolls to it (false: the page scrolls itself). */
  scrollToFirstError?: boolean;
  /** Errors the server's render found in values it was given (a GET form sent before the scripts ran). */
  initialErrors?: FormikErrors<V>;
  /** A form that also works without scripts: where the browser sends it (GET, the values in the address). */
  method?: 'get';
  action?: string;
  id?: string;
  className?: string;
  'aria-labelledby'?: string;
  children: (formik: FormikProps<V>) => ReactNode;
}

export function Form<V extends FormikValues>({
  schema,
  initialValues,
  onValid,
  onInvalid,
  showErrorsWhen = 'touched',
  formikRef,
  scrollToFirstError = true,
  initialErrors,
  children,
  ...formProps
}: FormProps<V>) {
  const [invalid, setInvalid] = useState<InvalidAttempt | null>(null);
  const submit = async (formik: FormikProps<V>) => {
    const errors = await formik.validateForm();
    await formik.setTouched(allTouched(formik.values) as never, false);
    const count = Object.keys(errors).length;
    setInvalid(count === 0 ? null : (last) => ({ attempt: (last?.attempt ?? 0) + 1, errors: count }));
    if (count === 0) onValid(formik.values);
    else onInvalid?.(errors);
  };
  return (
    <ShowErrorsContext.Provider value={showErrorsWhen}>
      <Formik<V>
        initialValues={initialValues}
        initialErrors={initialErrors}
        initialTouched={initialErrors ? (allTouched(initialErrors) as never) : undefined}
        validationSchema={schema}
        onSubmit={() => {}}
        innerRef={formikRef}
      >
        {(formik) => (
          <form
            noValidate
            {...formProps}
            onSubmit={(e) => {
              e.preventDefault();
              void submit(formik);
            }}
          >
            <RestorableFormState initialValues={initialValues} />
            <InvalidSubmit invalid={invalid} scroll={scrollToFirstError} />
            {children(formik)}
          </form>
        )}
      </Formik>
    </ShowErrorsContext.Provider>
  );
}
