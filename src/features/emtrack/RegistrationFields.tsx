// The sign-up's fields (SPEC §2 layout): existing user + serial, user type, names, emails, country (by name,
// 'US' chosen at first) with its optional state/province and city, access type with prices (SPEC §6, §9).
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { CheckboxField, RadioGroup, SelectField, TextField } from '../../components/form/fields';
import { MAX } from '../../lib/forms/rules';
import type { RegistrationFormValues } from '../../lib/forms/registration-schema';
import type { Country } from './api';
import { countryOptions } from './country-options';

export function RegistrationFields({ brand, tracking, countries }: { brand: string; tracking: string; countries: Country[] }) {
  const { values, setFieldValue } = useFormikContext<RegistrationFormValues>();
  const states = countries.find((c) => c.country_code === values.country)?.states ?? [];
  const countryChoices = useMemo(() => countryOptions(countries, values.country), [countries, values.country]);
  return (
    <>
      <CheckboxField name="is_existing_user" label={`I am an existing ${tracking} user`} />
      {values.is_existing_user ? (
        <TextField name="em_serial_number" label={`${tracking} Serial Number`} required maxLength={MAX.serial} />
      ) : null}
      <RadioGroup
        name="user_type"
        legend="I am a"
        required
        options={[
          { value: 'DEALER', label: 'Dealer' },
          { value: 'END_USER', label: 'End User' },
          { value: 'EMPLOYEE', label: 'Employee' },
        ]}
      />
      <TextField name="first_name" label="First Name" required maxLength={MAX.name} autoComplete="given-name" />
      <TextField name="last_name" label="Last Name" required maxLength={MAX.name} autoComplete="family-name" />
      <TextField name="email" label="Email" type="email" required maxLength={MAX.email} autoComplete="email" />
      <TextField name="verify_email" label="Verify Email" type="email" required maxLength={MAX.email} autoComplete="off" />
      <SelectField
        name="country"
        label="Country"
        required
        placeholder="Select a country"
        autoComplete="country"
        options={countryChoices}
        onValueChange={() => void setFieldValue('state', '', false)}
      />
      {states.length > 0 ? (
        <SelectField
          name="state"
          label="State/Province"
          placeholder="Select a state/province (optional)"
          options={states.map((s) => ({ value: s.state, label: s.state }))}
        />
      ) : (
        <TextField name="state" label="State/Province" maxLength={MAX.place} autoComplete="address-level1" />
      )}
      <TextField name="city" label="City" maxLength={MAX.place} autoComplete="address-level2" />
      <RadioGroup
        name="preferred_access_type"
        legend="Preferred access type"
        required
        options={[
          {
            value: 'FULL',
            label: 'Full access',
            description: `${brand} sees your tire performance data, excluding competitive pricing. System price $3,000.00, earning a $2,000 discount.`,
          },
          {
            value: 'RESTRICTED',
            label: 'Restricted access',
            description: `${brand} sees none of your tire performance data except for support. Price $5,000.`,
          },
        ]}
      />
      <p className="field--wide field__hint">
        For both, the purchase or upgrade fee covers year 1, then a $500 annual maintenance fee.
      </p>
    </>
  );
}
