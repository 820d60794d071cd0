// The shared schemas (src/lib/forms): SPEC §5 rules, as both the browser and the server apply them.
import { contactInitialValues, contactSchema } from '../../src/lib/forms/contact-schema';
import { fieldErrors } from '../../src/lib/forms/field-errors';
import {
  registrationFormSchema,
  registrationInitialValues,
  toRegistrationPayload,
  type RegistrationFormValues,
} from '../../src/lib/forms/registration-schema';
import { passesWhitespaceRule } from '../../src/lib/forms/rules';

function errorsOf(schema: { validateSync(v: unknown, o: object): unknown }, values: unknown) {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (err) {
    return fieldErrors(err);
  }
}

const contact = {
  ...contactInitialValues,
  first_name: 'Ada',
  last_name: 'Lovelace',
  company_name: 'Quarry Co',
  email_address: 'ada@quarry.example',
  region: 'EUROPE_MIDDLE_EAST_AFRICA',
  city: 'Leeds',
  state: 'West Yorkshire',
  zip_code: 'LS1',
  country: 'United Kingdom',
};

describe('whitespace rule (SPEC §5 registration)', () => {
  it.each([
    ['   ', false],
    ['\u00a0\u00a0', false],
    ['<p>&nbsp;</p>', false],
    ['<p>\u00a0\u00a0</p>', false],
    ['Ada  Lovelace', false],
    ['Ada Lovelace', true],
    ['', true],
  ])('%j passes: %s', (value, ok) => expect(passesWhitespaceRule(value)).toBe(ok));
});

describe('contact schema', () => {
  it('accepts a complete form with optional fields empty', () => {
    expect(errorsOf(contactSchema, contact)).toEqual({});
  });

  it('refuses whitespace-only required fields with their own messages', () => {
    expect(errorsOf(contactSchema, { ...contact, city: '   ', country: '\u00a0' })).toEqual({
      city: 'Please enter a city.',
      country: 'Please enter a country.',
    });
  });

  it('checks phone (optional plus, non-zero digit, 1-14 more) only when given', () => {
    const phone = (p: string) => errorsOf(contactSchema, { ...contact, phone: p });
    expect(phone('')).toEqual({});
    expect(phone('+1234567890')).toEqual({});
    expect(phone('12')).toEqual({});
    expect(phone('1234567890123456')).toEqual({ phone: 'Please enter a valid phone number (e.g., +1234567890).' });
    expect(phone('0123456')).toEqual({ phone: 'Please enter a valid phone number (e.g., +1234567890).' });
    expect(phone('+1 555 1234')).toEqual({ phone: 'Please enter a valid phone number (e.g., +1234567890).' });
  });

  it('allows 500 characters of comments, not 501', () => {
    expect(errorsOf(contactSchema, { ...contact, comments: 'x'.repeat(500) })).toEqual({});
    expect(Object.keys(errorsOf(contactSchema, { ...contact, comments: 'x'.repeat(501) }))).toEqual(['comments']);
  });
});

describe('registration schema', () => {
  const valid: RegistrationFormValues = {
    ...registrationInitialValues,
    user_type: 'DEALER',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@quarry.example',
    verify_email: 'ada@quarry.example',
    country: 'GB',
    preferred_access_type: 'FULL',
    terms: true,
  };
  const schema = registrationFormSchema('Basalt');

  it('accepts a complete sign-up', () => expect(errorsOf(schema, valid)).toEqual({}));

  it('names the brand in the user type message', () => {
    expect(errorsOf(registrationFormSchema('Granite'), { ...valid, user_type: '' })).toEqual({
      user_type: 'Please choose if you are a Granite user, dealer or end user.',
    });
  });

  it('requires the serial number only for existing users', () => {
    expect(errorsOf(schema, { ...valid, is_existing_user: true })).toEqual({
      em_serial_number: 'Please enter EMTrack serial number.',
    });
    expect(errorsOf(schema, { ...valid, is_existing_user: true, em_serial_number: '  ' })).toEqual({
      em_serial_number: 'Serial number cannot be only whitespace.',
    });
  });

  it('builds the payload: no terms, country US when empty, serial only for existing users', () => {
    expect(toRegistrationPayload({ ...valid, country: '', em_serial_number: 'SN-1' })).toEqual({
      is_existing_user: false,
      user_type: 'DEALER',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@quarry.example',
      verify_email: 'ada@quarry.example',
      country: 'US',
      state: '',
      city: '',
      preferred_access_type: 'FULL',
    });
    expect(toRegistrationPayload({ ...valid, is_existing_user: true, em_serial_number: 'SN-1' }).em_serial_number).toBe('SN-1');
  });
});
