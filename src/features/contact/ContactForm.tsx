// The contact / consultation form: Form (formik + the shared yup schema) for the fields, the formSubmit
// machine for the lifecycle (SPEC §4), banners in a message area it scrolls to after 300 ms.
import type { FormikProps } from 'formik';
import { useRef } from 'react';
import { Form } from '../../components/form/Form';
import { FormBanner, Honeypot, LegalLinks, SubmitButton } from '../../components/form/parts';
import { GENERIC_FAILURE, newIdempotencyKey, toSubmitError } from '../../components/form/post-form';
import { scrollIntoView, useFormSubmit } from '../../components/form/useFormSubmit';
import { useToast } from '../../components/toast/useToast';
import { contactInitialValues, contactSchema, type ContactFormValues } from '../../lib/forms/contact-schema';
import { useSendContactMutation, type ContactKind } from './api';
import { ContactFields } from './ContactFields';

export const CONTACT_SUCCESS = 'Thank you for your interest in the provider OTR. You will hear from a representative soon.';
export const CONTACT_FAILURE =
  'An error occurred while submitting the form. Please check to confirm all information is correct and try again.';

export function ContactForm({ kind, titleId }: { kind: ContactKind; titleId: string }) {
  const formik = useRef<FormikProps<ContactFormValues>>(null);
  const banner = useRef<HTMLDivElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const [send] = useSendContactMutation();
  const form = useFormSubmit({
    post: async (values) => {
      const website = honeypot.current?.value ?? '';
      const body = { ...(values as ContactFormValues), ...(website ? { website } : {}) };
      try {
        return await send({ kind, values: body, idempotencyKey: newIdempotencyKey() }).unwrap();
      } catch (err) {
        throw toSubmitError(err);
      }
    },
    resetForm: () => formik.current?.resetForm(),
    scrollToMessage: () => scrollIntoView(banner.current),
    revealErrors: () => {
      document.querySelector<HTMLElement>('.lead-form [aria-invalid="true"]')?.focus();
    },
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
    <>
      <FormBanner ref={banner} success={form.succeeded ? CONTACT_SUCCESS : null} danger={form.failed ? CONTACT_FAILURE : null} />
      <Form<ContactFormValues>
        schema={contactSchema}
        initialValues={contactInitialValues}
        formikRef={formik}
        onValid={(values) => form.submit(values)}
        onInvalid={() => form.invalid()}
        className="lead-form"
        aria-labelledby={titleId}
      >
        {({ values }) => (
          <>
            <ContactFields
              commentsLabel={kind === 'contact' ? 'Comments' : 'Question or Comment'}
              commentsLength={values.comments.length}
            />
            <Honeypot inputRef={honeypot} />
            <p className="form-legal">
              <LegalLinks>Read our </LegalLinks>.
            </p>
            <div className="form-actions">
              <SubmitButton busy={form.busy}>Submit</SubmitButton>
            </div>
          </>
        )}
      </Form>
    </>
  );
}
