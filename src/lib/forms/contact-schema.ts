// The contact / consultation form (SPEC §3 contact form, §5 rules and messages). The browser validates with
// it through the Form wrapper; POST /website/contact-us and /website/request-consultation validate again.
import { object, string, type InferType } from 'yup';
import { COMMENTS_MAX, EMAIL_PATTERN, MAX, PHONE_PATTERN, requiredText, text } from './rules';

export const REGIONS = ['NORTH_AMERICA', 'EUROPE_MIDDLE_EAST_AFRICA', 'ASIA_PACIFIC', 'LATIN_AMERICA'] as const;
export type Region = (typeof REGIONS)[number];

export const REGION_LABELS: Record<Region, string> = {
  NORTH_AMERICA: 'North America',
  EUROPE_MIDDLE_EAST_AFRICA: 'Europe, Middle East & Africa',
  ASIA_PACIFIC: 'Asia Pacific',
  LATIN_AMERICA: 'Latin America',
};

export const CONTACT_MESSAGES = {
  first_name: 'Please enter first name.',
  last_name: 'Please enter last name.',
  company_name: 'Please enter company name.',
  email_missing: 'Please enter an email address.',
  email_invalid: 'Please enter a valid email address.',
  region: 'Please select a region.',
  city: 'Please enter a city.',
  state: 'Please enter a state/province.',
  zip_code: 'Please enter a zip/postal code.',
  country: 'Please enter a country.',
  phone: 'Please enter a valid phone number (e.g., +1234567890).',
  comments: `Comments must be at most ${COMMENTS_MAX} characters.`,
} as const;

const M = CONTACT_MESSAGES;

export const contactSchema = object({
  first_name: requiredText(MAX.name, M.first_name),
  last_name: requiredText(MAX.name, M.last_name),
  company_name: requiredText(MAX.company, M.company_name),
  // An empty value passes the format check (the required rule speaks instead).
  email_address: requiredText(MAX.email, M.email_missing).test(
    'email',
    M.email_invalid,
    (v) => !v || EMAIL_PATTERN.test(v.trim()),
  ),
  region: string().typeError(M.region).required(M.region).oneOf([...REGIONS], M.region),
  city: requiredText(MAX.place, M.city),
  state: requiredText(MAX.place, M.state),
  zip_code: requiredText(MAX.zip, M.zip_code),
  country: requiredText(MAX.place, M.country),
  phone: text(16).test('phone', M.phone, (v) => !v || PHONE_PATTERN.test(v.trim())),
  equipment_make: text(MAX.equipment),
  equipment_model: text(MAX.equipment),
  comments: text(COMMENTS_MAX).max(COMMENTS_MAX, M.comments),
});

export type ContactValues = InferType<typeof contactSchema>;

/** The form's values as the browser holds them: every field a string (empty when not filled). */
export type ContactFormValues = { [K in keyof ContactValues]-?: string };

export const contactInitialValues: ContactFormValues = {
  first_name: '',
  last_name: '',
  company_name: '',
  email_address: '',
  region: '',
  city: '',
  state: '',
  zip_code: '',
  country: '',
  phone: '',
  equipment_make: '',
  equipment_model: '',
  comments: '',
};

export const CONTACT_FIELDS = Object.keys(contactInitialValues) as (keyof ContactFormValues)[];
