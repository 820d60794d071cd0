// The contact / consultation form: Form (formik + the shared yup schema) for the fields, the formSubmit
// machine for the lifecycle (SPEC §4), banners in a message area it scrolls to after 300 ms. With "Attach
// diagnostic information" ticked, a redacted QA state export of the moment the visitor pressed Submit goes
// with the request (docs/qa.md "Diagnostic information"); the box is there only when offered (docs/privacy.md).
import type { FormikProps } from 'formik';
import { useRef } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Form } from '../../components/form/Form';
import { FormBanner, Honeypot, LegalLinks, SubmitButton } from '../../components/form/parts';
import { GENERIC_FAILURE, newIdempotencyKey, toSubmitError } from '../../components/form/post-form';
import { scrollIntoView, useFormSubmit } from '../../components/form/useFormSubmit';
import { useToast } from '../../components/toast/useToast';
import { contactInitialValues, contactSchema, type ContactFormValues } from '../../lib/forms/contact-schema';
import { useSendContactMutation, type ContactKind } from './api';
import { ContactFields } from './ContactFields';
import { AttachDiagnostics, useAttachState, useDiagnosticsOffered } from './AttachDiagnostics';
import { captureMoment, diagnosticAttachment, type DiagnosticMoment } from './diagnostics';

export const CONTACT_SUCCESS = 'Thank you for your interest in the provider OTR. You will hear from a representative soon.';
export const CONTACT_FAILURE =
  'An error occurred while submitting the form. Please check to confirm all information is correct and try again.';

export function ContactForm({ kind, titleId }: { kind: ContactKind; titleId: string }) {
  const formik = useRef<FormikProps<ContactFormValues>>(null);
  const banner = useRef<HTMLDivElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const store = useStore();
  const location = useLocation();
  const [send] = useSendContactMutation();
  const [attach, setAttach] = useAttachState(kind);
  const offered = useDiagnosticsOffered();
  // A box that went away (the QA panel closed) attaches nothing, and comes back unticked.
  if (attach && !offered) setAttach(false);
  // The page as the visitor pressed Submit, and the attachment the machine's preparing step made of it.
  const moment = useRef<DiagnosticMoment | null>(null);
  const diagnostics = useRef<string | null>(null);
  const form = useFormSubmit({
    // No attachment never stops the request (the machine posts whatever becomes of this).
    prepare: async () => {
      const taken = moment.current;
      moment.current = null;
      diagnostics.current = taken ? await diagnosticAttachment(taken) : null;
    },
    post: async (values) => {
      const website = honeypot.current?.value ?? '';
      const body = { ...(values as ContactFormValues), ...(website ? { website } : {}) };
      try {
        const attachment = diagnostics.current;
        diagnostics.current = null;
        return await send({ kind, values: body, idempotencyKey: newIdempotencyKey(), diagnostics: attachment }).unwrap();
      } catch (err) {
        throw toSubmitError(err);
      }
    },
    resetForm: () => {
      formik.current?.resetForm();
      setAttach(false);
    },
    scrollToMessage: () => scrollIntoView(banner.current),
    // The Form focuses the first field in error (scrolling to it) and announces how many there are.
    revealErrors: () => {},
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
        onValid={(values) => {
          // Taken before the machine leaves idle, so that support's import shows the form ready to submit.
          moment.current = attach && offered ? captureMoment(store.getState(), location) : null;
          form.submit(values, moment.current !== null);
        }}
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
            {offered ? <AttachDiagnostics checked={attach} onChange={setAttach} /> : null}
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
