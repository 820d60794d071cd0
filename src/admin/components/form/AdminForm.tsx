// The console's form wrapper: Formik driven by a yup schema, as the public site's (src/components/form/Form.tsx)
// but without its QA state export (a staff form holds passwords and personal data, and the console has no QA
// panel). A submit validates everything and marks every field touched; on errors the first field in error
// takes focus and a live region says how many need correcting (the site's InvalidSubmit); else onValid runs.
// The submit's lifecycle (busy, refused, done) belongs to the page's machine, not to Formik.
import { Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { useState, type ReactNode, type Ref } from 'react';
import type { AnyObjectSchema } from 'yup';
import { InvalidSubmit, type InvalidAttempt } from '../../../components/form/InvalidSubmit';
import '../../../components/form/form.css';

interface Props<V extends FormikValues> {
  schema: AnyObjectSchema;
  initialValues: V;
  onValid: (values: V, helpers: Pick<FormikHelpers<V>, 'resetForm' | 'setFieldError'>) => void;
  /** The Formik bag, to reset the form or set the server's field errors from outside. */
  formikRef?: Ref<FormikProps<V>>;
  id?: string;
  className?: string;
  /** Names the form (a landmark-less form needs none; two forms on a page do). */
  'aria-labelledby'?: string;
  'aria-label'?: string;
  children: (formik: FormikProps<V>) => ReactNode;
}

export function AdminForm<V extends FormikValues>({ schema, initialValues, onValid, formikRef, children, className, ...formProps }: Props<V>) {
  const [invalid, setInvalid] = useState<InvalidAttempt | null>(null);
  const submit = async (formik: FormikProps<V>) => {
    const errors = await formik.validateForm();
    const touched = Object.fromEntries(Object.keys(formik.values).map((k) => [k, true]));
    await formik.setTouched(touched as never, false);
    const count = Object.keys(errors).length;
    setInvalid(count === 0 ? null : (last) => ({ attempt: (last?.attempt ?? 0) + 1, errors: count }));
    if (count === 0) onValid(formik.values, { resetForm: formik.resetForm, setFieldError: formik.setFieldError });
  };
  return (
    <Formik<V> initialValues={initialValues} validationSchema={schema} onSubmit={() => {}} innerRef={formikRef}>
      {(formik) => (
        <form
          noValidate
          className={`console-form${className ? ` ${className}` : ''}`}
          {...formProps}
          onSubmit={(e) => {
            e.preventDefault();
            void submit(formik);
          }}
        >
          <InvalidSubmit invalid={invalid} scroll />
          {children(formik)}
        </form>
      )}
    </Formik>
  );
}
