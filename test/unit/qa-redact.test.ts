import { createRedactor, redactDocument, redactSearch } from '../../src/qa/redact';

const contact = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company_name: 'Rock & Sons',
  email_address: 'ada@quarry.example',
  verify_email: 'ada@quarry.exampel',
  phone: '+13035551234',
  city: 'Denver',
  state: 'Colorado',
  zip_code: '80202',
  country: 'United States',
  region: 'NORTH_AMERICA',
  comments: 'Call me',
};

describe('redaction of personal data', () => {
  const out = redactDocument({ values: contact });
  const values = out.values;

  it.each([
    ['first_name', 'Ada', 'Xxx'],
    ['last_name', 'Lovelace', 'Xxxxxxxx'],
    ['company_name', 'Rock & Sons', 'Xxxx & Xxxx'],
    ['email_address', 'ada@quarry.example', 'xxx@xxxxxx.xxxxxxx'],
    ['phone', '+13035551234', '+55055555555'],
    ['city', 'Denver', 'Xxxxxx'],
    // Same shape as Lovelace's placeholder: bumped so that different values stay different.
    ['state', 'Colorado', 'Xxxxxxxy'],
    ['zip_code', '80202', '50505'],
    ['comments', 'Call me', 'Xxxx xx'],
  ] as const)('%s: %s becomes the same-shape %s', (field, original, placeholder) => {
    expect(values[field]).toBe(placeholder);
    expect(values[field]).not.toBe(original);
  });

  it('keeps what is not personal (country, region)', () => {
    expect(values.country).toBe('United States');
    expect(values.region).toBe('NORTH_AMERICA');
  });

  it('keeps different values different (verify email still mismatches) and equal values equal', () => {
    expect(values.verify_email).not.toBe(values.email_address);
    expect(values.verify_email).toMatch(/^xxx@xxxxxx\.[a-z]{7}$/);
    const twice = redactDocument({ email: 'a@b.co', verify_email: 'a@b.co' });
    expect(twice.email).toBe(twice.verify_email);
  });

  it('keeps validity: a phone starting with 0 stays invalid, a valid email stays valid', () => {
    const r = redactDocument({ phone: '+0123', email: 'jane@x.io' });
    expect(r.phone).toBe('+0555');
    expect(r.email).toMatch(/^[a-z]+@[a-z]+\.[a-z]{2,}$/);
  });

  it('finds serial numbers, addresses (nested), coordinates, camelCase and form change events', () => {
    const r = redactDocument({
      em_serial_number: 'EM-12345-AB',
      serialNumber: 'X9',
      address: { street: '12 Main St', postal_code: '89801' },
      location: { lat: 40.83, lng: -115.76 },
      firstName: 'Grace',
      event: { type: 'form.change', field: 'last_name', value: 'Hopper' },
    });
    expect(r.em_serial_number).toBe('XX-55555-XX');
    expect(r.serialNumber).toBe('X5');
    expect(r.address).toEqual({ street: '55 Xxxx Xx', postal_code: '55505' });
    expect(r.location.lat).not.toBe(40.83);
    expect(r.location.lng).toBeLessThan(0);
    expect(r.firstName).toBe('Xxxxx');
    expect(r.event).toEqual({ type: 'form.change', field: 'last_name', value: 'Xxxxxx' });
  });

  it('finds emails anywhere and personal values inside free text', () => {
    const r = redactDocument({ where: { q: '89801' }, note: 'failed for bob@example.com', place: { label: 'Elko, NV 89801' } });
    expect(r.note).toBe('failed for xxx@xxxxxxx.xxx');
    expect(r.place.label).toBe('Elko, NV 55505');
  });

  it('rewrites RTK Query cache keys with the redacted arguments, consistently with originalArgs', () => {
    const key = 'searchDealers({"kind":"recommended","where":{"q":"89801"}})';
    const queries: Record<string, { originalArgs: unknown; queryCacheKey: string }> = {
      [key]: { originalArgs: { where: { q: '89801' }, kind: 'recommended' }, queryCacheKey: key },
    };
    const r = redactDocument({ queries });
    const [newKey] = Object.keys(r.queries);
    expect(newKey).toBe('searchDealers({"kind":"recommended","where":{"q":"55505"}})');
    expect(r.queries[newKey!]!.queryCacheKey).toBe(newKey);
  });

  it('leaves router state objects and machine values alone', () => {
    const r = redactDocument({ state: { from: '/tires' }, value: { open: 'choice' }, industry: { name: 'Mining' } });
    expect(r).toEqual({ state: { from: '/tires' }, value: { open: 'choice' }, industry: { name: 'Mining' } });
  });

  it('redacts personal URL parameters only', () => {
    expect(redactSearch('?q=89801&kind=earthmover', createRedactor())).toBe('?q=55505&kind=earthmover');
    expect(redactSearch('?tireSize=29.5R25&qa', createRedactor())).toBe('?tireSize=29.5R25&qa');
  });

  it('redacts a form snapshot (useRestorableState "form:<path>"): values replaced, touched flags and error messages kept', () => {
    const r = redactDocument({
      components: {
        'form:/contact/contact-us': {
          values: { ...contact, equipment_make: 'CAT' },
          touched: { first_name: true, email_address: true, zip_code: true },
          errors: { email_address: 'Please enter a valid email address.', zip_code: 'Please enter a zip/postal code.' },
        },
        'form:/emtrack/sign-up': {
          values: { em_serial_number: 'EM-12345-AB', email: 'ada@quarry.example', verify_email: 'ada@quarry.exampel', terms: true },
          touched: { verify_email: true },
          errors: { verify_email: 'Emails do not match.' },
        },
      },
    });
    const contactForm = r.components['form:/contact/contact-us'];
    expect(contactForm.values).toMatchObject({
      first_name: 'Xxx',
      last_name: 'Xxxxxxxx',
      email_address: 'xxx@xxxxxx.xxxxxxx',
      phone: '+55055555555',
      zip_code: '50505',
      country: 'United States',
      equipment_make: 'CAT',
    });
    expect(contactForm.touched).toEqual({ first_name: true, email_address: true, zip_code: true });
    expect(contactForm.errors).toEqual({
      email_address: 'Please enter a valid email address.',
      zip_code: 'Please enter a zip/postal code.',
    });
    const signUp = r.components['form:/emtrack/sign-up'];
    expect(signUp.values.em_serial_number).toBe('XX-55555-XX');
    expect(signUp.values.terms).toBe(true);
    expect(signUp.values.verify_email).not.toBe(signUp.values.email);
    expect(signUp.errors).toEqual({ verify_email: 'Emails do not match.' });
    const text = JSON.stringify(r);
    for (const value of ['Lovelace', 'ada@quarry', 'Rock & Sons', '13035551234', 'Denver', 'Colorado', '80202', 'EM-12345-AB']) {
      expect(text).not.toContain(value);
    }
  });

  it('still replaces emails and known personal values inside error messages', () => {
    const r = redactDocument({
      values: { city: 'Kalgoorlie' },
      errors: { email_address: 'ada@quarry.example is already registered.', city: 'No dealer near Kalgoorlie.' },
    });
    expect(r.errors).toEqual({ email_address: 'xxx@xxxxxx.xxxxxxx is already registered.', city: 'No dealer near Xxxxxxxxxx.' });
  });
});
