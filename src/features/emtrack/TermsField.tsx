// The terms box (SPEC §4): disabled and cleared until first name, last name, email, confirm email and
// country are all valid and non-empty. Checked against the schema directly, not Formik's (async) errors.
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import type { AnyObjectSchema } from 'yup';
import { CheckboxField } from '../../components/form/fields';
import { LegalLinks } from '../../components/form/parts';
import { TERMS_GATE_FIELDS, type RegistrationFormValues } from '../../lib/forms/registration-schema';

export function termsUnlocked(schema: AnyObjectSchema, values: RegistrationFormValues): boolean {
  return TERMS_GATE_FIELDS.every((field) => {
    if (!values[field].trim()) return false;
    try {
      schema.validateSyncAt(field, values);
      return true;
    } catch {
      return false;
    }
  });
}

export function TermsField({ schema }: { schema: AnyObjectSchema }) {
  const { values, setFieldValue } = useFormikContext<RegistrationFormValues>();
  const unlocked = termsUnlocked(schema, values);
  useEffect(() => {
    if (!unlocked && values.terms) void setFieldValue('terms', false);
  }, [unlocked, values.terms, setFieldValue]);
  return (
    <div className="field--wide">
      <CheckboxField name="terms" label="I have read and agree to the terms and conditions." disabled={!unlocked} />
      <p className="form-legal field__hint">
        <LegalLinks>See the </LegalLinks>.
      </p>
    </div>
  );
}
