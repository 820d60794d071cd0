// useRestorableState: how a Formik form (state outside any machine) joins QA exports and comes back with the
// same values, touched fields and errors after an import. The shared Form wrapper is to use it the same way.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, Form, Field, type FormikProps } from 'formik';
import { useRef } from 'react';
import * as yup from 'yup';
import { clearPendingSnapshots, listRestoreOutcomes, readStateSources, setPendingSnapshots, setPendingStates } from '../../src/actor-runtime/actor-restore';
import { useRestorableState } from '../../src/components/useRestorableState';

interface Values {
  email: string;
}
interface Saved {
  values: Values;
  touched: Record<string, boolean>;
  errors: Record<string, string>;
}
const schema = yup.object({ email: yup.string().required('Please enter an email address.').email('Please enter a valid email address.') });

function EmailForm() {
  const formik = useRef<FormikProps<Values>>(null);
  const restored = useRestorableState<Saved | undefined>('form:email', () =>
    formik.current ? { values: formik.current.values, touched: formik.current.touched as Record<string, boolean>, errors: formik.current.errors as Record<string, string> } : undefined,
  );
  return (
    <Formik<Values>
      innerRef={formik}
      initialValues={restored?.values ?? { email: '' }}
      initialTouched={restored?.touched}
      initialErrors={restored?.errors}
      validationSchema={schema}
      onSubmit={() => {}}
    >
      {({ errors, touched }) => (
        <Form>
          <label>
            Email <Field name="email" />
          </label>
          {touched.email && errors.email ? <p role="alert">{errors.email}</p> : null}
          <button type="submit">Submit</button>
        </Form>
      )}
    </Formik>
  );
}

afterEach(() => clearPendingSnapshots());

it('exports the form state and restores it on the next mount: same value, same error', async () => {
  const user = userEvent.setup();
  const first = render(<EmailForm />);
  await user.type(screen.getByLabelText('Email'), 'ada@@quarry');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  const exported = JSON.parse(JSON.stringify(readStateSources())) as Record<string, unknown>;
  expect(exported['form:email']).toMatchObject({ values: { email: 'ada@@quarry' }, touched: { email: true } });
  first.unmount();
  expect(readStateSources()).toEqual({});

  setPendingSnapshots({});
  setPendingStates(exported);
  render(<EmailForm />);
  expect(screen.getByLabelText('Email')).toHaveValue('ada@@quarry');
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  await waitFor(() => expect(listRestoreOutcomes()).toEqual([{ key: 'form:email' }]));
});
