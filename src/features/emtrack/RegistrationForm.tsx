// The EMTrack sign-up form: Form (formik + the shared yup schema, errors once touched or dirty) and the
// formSubmit machine. Success (response code 200) resets the form, shows the green banner and scrolls to the
// top; a failure shows the red banner; an invalid submit scrolls to the top of the form (SPEC §4).
import type { FormikProps } from 'formik';
import { useMemo, useRef } from 'react';
import { SubmitError } from '../../../machines/form-submit.machine';
import { Form } from '../../components/form/Form';
import { FormBanner, Honeypot, SubmitButton } from '../../components/form/parts';
import { GENERIC_FAILURE, newIdempotencyKey, toSubmitError } from '../../components/form/post-form';
import { scrollIntoView, scrollToTop, useFormSubmit } from '../../components/form/useFormSubmit';
import { useToast } from '../../components/toast/useToast';
import {
  registrationFormSchema,
  registrationInitialValues,
  toRegistrationPayload,
  type RegistrationFormValues,
} from '../../lib/forms/registration-schema';
import { useCreateRegistrationMutation, useGetCountriesQuery } from './api';
import { RegistrationFields } from './RegistrationFields';
import { TermsField } from './TermsField';

export const REGISTRATION_FAILURE =
  'An error occurred while submitting the form. Please check to confirm all information is correct and try again.';

export const registrationSuccess = (tracking: string, brand: string) =>
  `Thank you for your interest in ${tracking}. Your inquiry has been forwarded to a ${brand} associate, who will contact you soon.`;

export function RegistrationForm({ brand, tracking, titleId }: { brand: string; tracking: string; titleId: string }) {
  const schema = useMemo(() => registrationFormSchema(brand), [brand]);
  const formik = useRef<FormikProps<RegistrationFormValues>>(null);
  const formEl = useRef<HTMLDivElement>(null);
  const banner = useRef<HTMLDivElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const { data: countries = [] } = useGetCountriesQuery();
  const [create] = useCreateRegistrationMutation();
  const form = useFormSubmit({
    post: async (values) => {
      const payload = toRegistrationPayload(values as unknown as RegistrationFormValues);
      const website = honeypot.current?.value ?? '';
      if (website) payload.website = website;
      let response: { code?: number };
      try {
        response = await create({ payload, idempotencyKey: newIdempotencyKey() }).unwrap();
      } catch (err) {
        throw toSubmitError(err);
      }
      if (response?.code !== 200) throw new SubmitError(null);
      return response;
    },
    resetForm: () => formik.current?.resetForm(),
    scrollToMessage: () => (form.failed ? scrollIntoView(banner.current) : scrollToTop()),
    revealErrors: () => scrollIntoView(formEl.current),
    reportFailure: (failure) => {
      const fields = failure?.fields ?? {};
      if (Object.keys(fields).length > 0) {
        void formik.current?.setTouched(Object.fromEntries(Object.keys(fields).map((k) => [k, true])), false);
        formik.current?.setErrors(fields);
      }
      toast(failure?.message ?? GENERIC_FAILURE, 'error');
    },
  });

  return (
    <div ref={formEl} className="registration">
      <FormBanner
        ref={banner}
        success={form.succeeded ? registrationSuccess(tracking, brand) : null}
        danger={form.failed ? REGISTRATION_FAILURE : null}
      />
      <Form<RegistrationFormValues>
        schema={schema}
        initialValues={registrationInitialValues}
        showErrorsWhen="touchedOrDirty"
        formikRef={formik}
        // SPEC §4: an invalid submit scrolls to the top of the form (revealErrors); focus goes to the first
        // field in error without a scroll of its own.
        scrollToFirstError={false}
        onValid={(values) => form.submit({ ...values })}
        onInvalid={() => form.invalid()}
        className="lead-form"
        aria-labelledby={titleId}
      >
        {() => (
          <>
            <RegistrationFields brand={brand} tracking={tracking} countries={countries} />
            <TermsField schema={schema} />
            <Honeypot inputRef={honeypot} />
            <div className="form-actions">
              <SubmitButton busy={form.busy}>Sign Up for {tracking}</SubmitButton>
            </div>
          </>
        )}
      </Form>
    </div>
  );
}
