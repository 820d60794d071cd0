// The EMTrack sign-up (SPEC §3 registration payload, §5 registration table, §6 access types). The form
// schema adds the terms box and a required country; the payload schema is what POST /website/em-track/create
// accepts (country 'US' when empty, em_serial_number only for existing users).
import { boolean, object, string, type InferType } from 'yup';
import { EMAIL_PATTERN, MAX, requiredNoWhitespace, text } from './rules';

export const USER_TYPES = ['DEALER', 'END_USER', 'EMPLOYEE'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const ACCESS_TYPES = ['FULL', 'RESTRICTED'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];
/** SPEC §9 default country. */
export const DEFAULT_COUNTRY = 'US';

export function registrationMessages(brand: string) {
  return {
    serialRequired: 'Please enter EMTrack serial number.',
    serialWhitespace: 'Serial number cannot be only whitespace.',
    serialNotExisting: 'A serial number is sent only by existing users.',
    userType: `Please choose if you are a ${brand} user, dealer or end user.`,
    firstName: 'Please enter first name.',
    firstNameWhitespace: 'First name cannot be only whitespace.',
    lastName: 'Please enter last name.',
    lastNameWhitespace: 'Last name cannot be only whitespace.',
    email: 'Please enter an email address.',
    emailInvalid: 'Please enter a valid email address.',
    emailWhitespace: 'Email cannot be only whitespace.',
    verifyMismatch: 'This must match email address.',
    country: 'Please select a country.',
    accessType: 'Please choose your preferred access type.',
    terms: 'Please read and agree to the terms and conditions.',
    yesNo: 'Please choose yes or no.',
  } as const;
}

const validEmail = (v: string | undefined) => !v || EMAIL_PATTERN.test(v.trim());

function commonFields(brand: string) {
  const M = registrationMessages(brand);
  return {
    is_existing_user: boolean().typeError(M.yesNo).required(M.yesNo),
    user_type: string().typeError(M.userType).required(M.userType).oneOf([...USER_TYPES], M.userType),
    first_name: requiredNoWhitespace(MAX.name, M.firstName, M.firstNameWhitespace),
    last_name: requiredNoWhitespace(MAX.name, M.lastName, M.lastNameWhitespace),
    email: requiredNoWhitespace(MAX.email, M.email, M.emailWhitespace).test('email', M.emailInvalid, validEmail),
    // Revalidated with the whole object, so a change of email re-checks the match (SPEC §5).
    verify_email: text(MAX.email)
      .required(M.email)
      .test('email', M.emailInvalid, validEmail)
      .test('match', M.verifyMismatch, function match(v) {
        const email = (this.parent as { email?: unknown }).email;
        return !v || typeof email !== 'string' || v.trim() === email.trim();
      }),
    state: text(MAX.place),
    city: text(MAX.place),
    preferred_access_type: string()
      .typeError(M.accessType)
      .required(M.accessType)
      .oneOf([...ACCESS_TYPES], M.accessType),
  };
}

/** Serial number: required (and not blank) for existing users. */
function serialNumber(brand: string, forPayload: boolean) {
  const M = registrationMessages(brand);
  return text(MAX.serial).when('is_existing_user', {
    is: true,
    then: () => requiredNoWhitespace(MAX.serial, M.serialRequired, M.serialWhitespace),
    otherwise: (s) => (forPayload ? s.test('absent', M.serialNotExisting, (v) => v === undefined || v === '') : s),
  });
}

export function registrationFormSchema(brand: string) {
  const M = registrationMessages(brand);
  return object({
    ...commonFields(brand),
    em_serial_number: serialNumber(brand, false),
    country: text(MAX.place).required(M.country),
    terms: boolean().typeError(M.terms).required(M.terms).oneOf([true], M.terms),
  });
}

export function registrationPayloadSchema(brand: string) {
  return object({
    ...commonFields(brand),
    em_serial_number: serialNumber(brand, true),
    country: text(MAX.place),
  });
}

export type RegistrationPayload = InferType<ReturnType<typeof registrationPayloadSchema>>;

export interface RegistrationFormValues {
  is_existing_user: boolean;
  em_serial_number: string;
  user_type: string;
  first_name: string;
  last_name: string;
  email: string;
  verify_email: string;
  country: string;
  state: string;
  city: string;
  preferred_access_type: string;
  terms: boolean;
}

export const registrationInitialValues: RegistrationFormValues = {
  is_existing_user: false,
  em_serial_number: '',
  user_type: '',
  first_name: '',
  last_name: '',
  email: '',
  verify_email: '',
  // SPEC §9: 'US' is preselected (and the payload's default when empty).
  country: DEFAULT_COUNTRY,
  state: '',
  city: '',
  preferred_access_type: '',
  terms: false,
};

/** Fields that must all be valid before the terms box can be ticked (SPEC §4). */
export const TERMS_GATE_FIELDS = ['first_name', 'last_name', 'email', 'verify_email', 'country'] as const;

/** The body of POST em-track/create: no terms flag, country 'US' when empty, serial only for existing users. */
export function toRegistrationPayload(values: RegistrationFormValues): Record<string, string | boolean> {
  const { terms: _terms, em_serial_number, ...rest } = values;
  const payload: Record<string, string | boolean> = { ...rest, country: values.country.trim() || DEFAULT_COUNTRY };
  if (values.is_existing_user) payload.em_serial_number = em_serial_number;
  return payload;
}
