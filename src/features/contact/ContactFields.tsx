// The fields of the contact / consultation form (SPEC §3 contact form), in reading order.
import { TextAreaField, TextField, SelectField } from '../../components/form/fields';
import { COMMENTS_MAX, MAX } from '../../lib/forms/rules';
import { REGION_LABELS, REGIONS } from '../../lib/forms/contact-schema';

const regionOptions = REGIONS.map((value) => ({ value, label: REGION_LABELS[value] }));

export function ContactFields({ commentsLabel, commentsLength }: { commentsLabel: string; commentsLength: number }) {
  return (
    <>
      <TextField name="first_name" label="First Name" required maxLength={MAX.name} autoComplete="given-name" />
      <TextField name="last_name" label="Last Name" required maxLength={MAX.name} autoComplete="family-name" />
      <TextField name="company_name" label="Company Name" required maxLength={MAX.company} autoComplete="organization" />
      <TextField name="email_address" label="Email Address" type="email" required maxLength={MAX.email} autoComplete="email" />
      <TextField name="phone" label="Phone" type="tel" maxLength={16} autoComplete="tel" />
      <SelectField name="region" label="Region" required options={regionOptions} placeholder="Select a region" />
      <TextField name="country" label="Country" required maxLength={MAX.place} autoComplete="country-name" />
      <TextField name="state" label="State/Province" required maxLength={MAX.place} autoComplete="address-level1" />
      <TextField name="city" label="City" required maxLength={MAX.place} autoComplete="address-level2" />
      <TextField name="zip_code" label="Zip/Postal Code" required maxLength={MAX.zip} autoComplete="postal-code" />
      <TextField name="equipment_make" label="Equipment Make" maxLength={MAX.equipment} />
      <TextField name="equipment_model" label="Equipment Model" maxLength={MAX.equipment} />
      <div className="field--wide">
        {/* SPEC §5: at most 500 characters, no message: the box stops there and counts. */}
        <TextAreaField
          name="comments"
          label={commentsLabel}
          maxLength={COMMENTS_MAX}
          hint={`${commentsLength}/${COMMENTS_MAX} characters`}
        />
      </div>
    </>
  );
}
