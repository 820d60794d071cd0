// POST /website/contact-us, /website/request-consultation, /website/em-track/create (issue 6).
import { makeTestApp, type TestApp } from './support/test-app';
import { freshIp, leadRows, outboxRows, poster } from './leads-support';
import { validConsultation, validContact, validRegistration } from '../support/leads';

let t: TestApp;
let post: ReturnType<typeof poster>;
beforeAll(async () => {
  t = await makeTestApp();
  post = poster(t.app);
});
afterAll(() => t.close());

describe('contact and consultation requests', () => {
  it('store an accepted request once, trimmed, with its notification queued, before answering 200', async () => {
    const before = (await leadRows(t.database)).length;
    const res = await post('/website/contact-us', { data: { ...validContact, first_name: '  Ada ', comments: '<b>hi</b> & bye' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'Thank you. Your request has been received.' });
    const rows = await leadRows(t.database);
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1)!;
    expect(row.kind).toBe('contact');
    // Trimmed, and stored as typed: no HTML interpretation or escaping.
    expect(row.data).toMatchObject({ first_name: 'Ada', comments: '<b>hi</b> & bye', region: 'NORTH_AMERICA' });
    const outbox = (await outboxRows(t.database)).filter((o) => o.lead_id === row.id);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.subject).toBe(`[Basalt] Contact request #${row.id} from Ada Lovelace`);
    expect(outbox[0]!.body).toContain('comments: <b>hi</b> & bye');
    expect(outbox[0]!.sent_at).toBeNull();
  });

  it('the consultation endpoint stores a consultation', async () => {
    const res = await post('/website/request-consultation', { data: validConsultation });
    expect(res.statusCode).toBe(200);
    expect((await leadRows(t.database)).at(-1)!.kind).toBe('consultation');
  });

  it('answer 400 with every failing field and its SPEC §5 message, storing nothing', async () => {
    const before = (await leadRows(t.database)).length;
    const res = await post('/website/contact-us', {
      data: { first_name: ' ', email_address: 'not-an-email', phone: '0123', region: 'MARS', comments: 'x'.repeat(501) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      first_name: 'Please enter first name.',
      last_name: 'Please enter last name.',
      company_name: 'Please enter company name.',
      email_address: 'Please enter a valid email address.',
      region: 'Please select a region.',
      city: 'Please enter a city.',
      state: 'Please enter a state/province.',
      zip_code: 'Please enter a zip/postal code.',
      country: 'Please enter a country.',
      phone: 'Please enter a valid phone number (e.g., +1234567890).',
      comments: 'Comments must be at most 500 characters.',
    });
    expect((await leadRows(t.database)).length).toBe(before);
  });

  it('a missing email gets the "missing" message', async () => {
    const res = await post('/website/contact-us', { data: { ...validContact, email_address: '' } });
    expect(res.json().errors).toEqual({ email_address: 'Please enter an email address.' });
  });

  it('refuse unknown fields, in the form and beside it, naming each', async () => {
    const res = await post('/website/contact-us', { data: { ...validContact, fax: '123' }, extra: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ fax: 'fax is not a known field.', extra: 'extra is not a known field.' });
  });

  it('refuse values of the wrong type without coercing them', async () => {
    const res = await post('/website/contact-us', { data: { ...validContact, zip_code: 80202, city: null } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['city', 'zip_code']);
  });

  it('refuse a body that is not {data: {...}}', async () => {
    for (const body of [[], 'null', { data: 'x' }]) {
      const res = await post('/website/contact-us', body);
      expect(res.statusCode).toBe(400);
    }
  });

  it('refuse oversized bodies with 413 and non-JSON bodies with 415', async () => {
    // 600 KB: room for an attached diagnostic export (leads-diagnostics.test.ts); the form alone is far smaller.
    const big = await post('/website/contact-us', { data: { ...validContact, comments: 'x'.repeat(620 * 1024) } });
    expect(big.statusCode).toBe(413);
    const form = await t.app.inject({
      method: 'POST',
      url: '/website/contact-us',
      payload: 'first_name=Ada',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: freshIp(),
    });
    expect(form.statusCode).toBe(415);
  });

  it('a filled honeypot gets the usual answer and nothing is stored', async () => {
    const before = (await leadRows(t.database)).length;
    const res = await post('/website/contact-us', { data: { ...validContact, website: 'http://spam.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'Thank you. Your request has been received.' });
    expect((await leadRows(t.database)).length).toBe(before);
  });
});

describe('Idempotency-Key', () => {
  it('a retried submission gets the first answer and is stored once', async () => {
    const before = (await leadRows(t.database)).length;
    const headers = { 'idempotency-key': 'retry-test-1' };
    const first = await post('/website/contact-us', { data: validContact }, { headers });
    const again = await post('/website/contact-us', { data: validContact }, { headers });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await leadRows(t.database)).length).toBe(before + 1);
    expect((await outboxRows(t.database)).length).toBe(before + 1);
  });

  it('concurrent retries with one key store once', async () => {
    const before = (await leadRows(t.database)).length;
    const headers = { 'idempotency-key': 'retry-test-concurrent' };
    const answers = await Promise.all([1, 2, 3].map(() => post('/website/em-track/create', validRegistration, { headers })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await leadRows(t.database)).length).toBe(before + 1);
  });

  it('the same key with a different body is refused (422), a malformed key too (400)', async () => {
    const headers = { 'idempotency-key': 'retry-test-2' };
    await post('/website/contact-us', { data: validContact }, { headers });
    const other = await post('/website/contact-us', { data: { ...validContact, city: 'Boulder' } }, { headers });
    expect(other.statusCode).toBe(422);
    const bad = await post('/website/contact-us', { data: validContact }, { headers: { 'idempotency-key': 'has space' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('Idempotency-Key');
  });
});

describe('rate limit', () => {
  it('answers 429 with a clear message and Retry-After after 10 posts from one client', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await post('/website/contact-us', { data: {} }, { ip })).statusCode).toBe(400);
    }
    const limited = await post('/website/contact-us', { data: validContact }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many submissions from your address\. Please try again in \d+ seconds\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await post('/website/contact-us', { data: validContact })).statusCode).toBe(200);
  });
});

describe('EMTrack sign-up', () => {
  it('stores the payload; country US when empty; the serial only for existing users', async () => {
    const res = await post('/website/em-track/create', { ...validRegistration, country: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(200);
    const row = (await leadRows(t.database)).at(-1)!;
    expect(row.kind).toBe('emtrack');
    expect(row.data).toMatchObject({ country: 'US', user_type: 'END_USER', is_existing_user: false });
    expect(row.data).not.toHaveProperty('em_serial_number');

    const existing = await post('/website/em-track/create', { ...validRegistration, is_existing_user: true, em_serial_number: ' SN-42 ' });
    expect(existing.statusCode).toBe(200);
    expect((await leadRows(t.database)).at(-1)!.data.em_serial_number).toBe('SN-42');
  });

  it('answers 400 with the SPEC §5 registration messages', async () => {
    const res = await post('/website/em-track/create', {
      is_existing_user: true,
      em_serial_number: '   ',
      user_type: 'ADMIN',
      first_name: 'Ada  Byron',
      last_name: '<p>&nbsp;</p>',
      email: 'grace@mine',
      verify_email: 'other@mine.example',
      preferred_access_type: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      em_serial_number: 'Serial number cannot be only whitespace.',
      user_type: 'Please choose if you are a Basalt user, dealer or end user.',
      first_name: 'First name cannot be only whitespace.',
      last_name: 'Last name cannot be only whitespace.',
      email: 'Please enter a valid email address.',
      verify_email: 'This must match email address.',
      preferred_access_type: 'Please choose your preferred access type.',
    });
  });

  it('missing fields, whitespace email and missing serial get their messages', async () => {
    const res = await post('/website/em-track/create', { is_existing_user: true, email: '   ' });
    expect(res.json().errors).toEqual({
      em_serial_number: 'Please enter EMTrack serial number.',
      user_type: 'Please choose if you are a Basalt user, dealer or end user.',
      first_name: 'Please enter first name.',
      last_name: 'Please enter last name.',
      email: 'Email cannot be only whitespace.',
      verify_email: 'Please enter an email address.',
      preferred_access_type: 'Please choose your preferred access type.',
    });
  });

  it('refuses a serial number from a new user, a string boolean and unknown fields', async () => {
    const res = await post('/website/em-track/create', {
      ...validRegistration,
      is_existing_user: 'false',
      em_serial_number: 'SN-1',
      terms: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      is_existing_user: 'Please choose yes or no.',
      terms: 'terms is not a known field.',
    });
    const newUser = await post('/website/em-track/create', { ...validRegistration, em_serial_number: 'SN-1' });
    expect(newUser.json().errors).toEqual({ em_serial_number: 'A serial number is sent only by existing users.' });
  });
});

describe('GET /website/country/list', () => {
  it('lists every ISO 3166 country with code 200, by code, with states where a country has them', async () => {
    const res = await t.app.inject('/website/country/list?sort_by=country_code&sort_type=asc&is_all=true&timestamp=1730000000000');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { code: number; data: { country: string; country_code: string; states?: { state: string }[] }[] };
    expect(body.code).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(249);
    const codes = body.data.map((c) => c.country_code);
    expect(codes).toEqual([...codes].sort());
    const us = body.data.find((c) => c.country_code === 'US')!;
    expect(us.country).toBe('United States of America');
    expect(us.states!.map((s) => s.state)).toEqual(expect.arrayContaining(['Colorado', 'Texas', 'Alaska']));
    expect(body.data.find((c) => c.country_code === 'CA')!.states!.map((s) => s.state)).toContain('Alberta');
    expect(body.data.find((c) => c.country_code === 'SJ')).toBeDefined();
    expect(body.data.find((c) => c.country_code === 'AQ')!.states).toBeUndefined();
  });

  it('refuses unknown parameters', async () => {
    expect((await t.app.inject('/website/country/list?foo=1')).statusCode).toBe(400);
  });
});
