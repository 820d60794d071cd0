// "Attach diagnostic information" on the contact / consultation form (docs/qa.md): ticked, the request carries
// a redacted state export as `diagnostics`; the typed names, email, phone and address are not in it.
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { bytesInJsonBody, createDiagnosticAttachment } from '../../src/qa/export';
import { mockFormFetch } from './form-fetch';
import { renderPage } from './support/render';

const LABEL = 'Attach diagnostic information (personal data is removed)';
/** Something failed earlier in this visit, so the form offers the box (attach-diagnostics-offer.test.tsx). */
const afterFailure = { preloadedState: { ui: { tireFinderRequests: 0, serviceFailed: true } } };
const submit = () => screen.getByRole('button', { name: /^Submit/ });
const attach = () => screen.getByRole('checkbox', { name: LABEL });

const TYPED = {
  first: 'Augusta',
  last: 'Lovelace',
  company: 'Analytical Engines',
  email: 'augusta@quarry.example',
  phone: '+13035551234',
  state: 'Colorado',
  city: 'Denver',
  zip: '80202',
};

async function fillValid(user: UserEvent) {
  await user.type(screen.getByLabelText(/^First Name/), TYPED.first);
  await user.type(screen.getByLabelText(/^Last Name/), TYPED.last);
  await user.type(screen.getByLabelText(/^Company Name/), TYPED.company);
  await user.type(screen.getByLabelText(/^Email Address/), TYPED.email);
  await user.type(screen.getByLabelText(/^Phone/), TYPED.phone);
  await user.selectOptions(screen.getByLabelText(/^Region/), 'NORTH_AMERICA');
  await user.type(screen.getByLabelText(/^Country/), 'United States');
  await user.type(screen.getByLabelText(/^State\/Province/), TYPED.state);
  await user.type(screen.getByLabelText(/^City/), TYPED.city);
  await user.type(screen.getByLabelText(/^Zip\/Postal Code/), TYPED.zip);
}

interface Attachment {
  format: string;
  formatVersion: number;
  personalData: string;
  route: { pathname: string };
  components: Record<string, { values: Record<string, string>; touched: Record<string, boolean> }>;
  machines: { key: string; snapshot: { value: unknown }; events: { event: { type: string } }[] }[];
}

describe('attach diagnostic information', () => {
  it('unticked by default: the request is the form only', async () => {
    const { posts } = mockFormFetch();
    const { user } = await renderPage('/contact/contact-us', afterFailure);
    expect(attach()).not.toBeChecked();
    await fillValid(user);
    await user.click(submit());
    await screen.findByText(/Thank you for your interest/);
    expect(Object.keys(posts[0]!.body as object)).toEqual(['data']);
  });

  it('ticked: sends a redacted export of the form as the visitor submitted it, without what was typed', async () => {
    const { posts } = mockFormFetch();
    const { user } = await renderPage('/contact/request-consultation', afterFailure);
    await fillValid(user);
    await user.click(attach());
    await user.click(submit());
    await screen.findByText(/Thank you for your interest/);
    expect(posts).toHaveLength(1);
    const body = posts[0]!.body as { data: Record<string, string>; diagnostics: string };
    // The form itself is sent as typed.
    expect(body.data).toMatchObject({ first_name: TYPED.first, email_address: TYPED.email });
    expect(typeof body.diagnostics).toBe('string');
    for (const value of Object.values(TYPED)) expect(body.diagnostics).not.toContain(value);
    expect(body.diagnostics).not.toContain('13035551234');

    const doc = JSON.parse(body.diagnostics) as Attachment;
    expect(doc).toMatchObject({ format: 'basalt-state-export', formatVersion: 1, personalData: 'redacted' });
    expect(doc.route.pathname).toBe('/contact/request-consultation');
    const form = doc.components['form:/contact/request-consultation']!;
    expect(form.values).toMatchObject({
      first_name: 'Xxxxxxx',
      last_name: 'Xxxxxxxx',
      email_address: 'xxxxxxx@xxxxxx.xxxxxxx',
      phone: '+55055555555',
      zip_code: '50505',
      region: 'NORTH_AMERICA',
    });
    expect(form.touched.first_name).toBe(true);
    expect(doc.components['contact:attach-diagnostics:consultation']).toBe(true);
    // The form's machine as the visitor pressed Submit: support's import shows it ready to submit, not busy.
    const machine = doc.machines.find((m) => m.key === 'formSubmit')!;
    expect(machine.snapshot.value).toBe('idle');
    expect(machine.events.map((e) => e.event.type)).not.toContain('form.submit');
    // A fresh form after the success: the box is unticked again.
    expect(attach()).not.toBeChecked();
  });

  it('a second request does not carry the first one’s attachment inside its own', async () => {
    const { posts } = mockFormFetch();
    const { user } = await renderPage('/contact/contact-us', afterFailure);
    await fillValid(user);
    await user.click(attach());
    await user.click(submit());
    await screen.findByText(/Thank you for your interest/);
    await fillValid(user);
    await user.click(attach());
    await user.click(submit());
    await waitFor(() => expect(posts).toHaveLength(2));
    const [first, second] = posts.map((p) => (p.body as { diagnostics: string }).diagnostics);
    expect(second!.length).toBeLessThan(first!.length * 2);
    expect(second!.split('basalt-state-export')).toHaveLength(2);
  });
});

describe('createDiagnosticAttachment', () => {
  const reduxState = {
    siteApi: {
      queries: { 'getBig(undefined)': { status: 'fulfilled', data: 'y'.repeat(20_000) } },
      mutations: {},
    },
  };

  it('fits the limit counted as sent (quoted inside the body): drops the RTK Query bodies first', () => {
    const whole = createDiagnosticAttachment(reduxState)!;
    expect(whole).toContain('y'.repeat(20_000));
    const small = createDiagnosticAttachment(reduxState, { maxBytes: 10_000 })!;
    expect(small).not.toBeNull();
    expect(bytesInJsonBody(small)).toBeLessThanOrEqual(10_000);
    expect(small).not.toContain('yyyy');
    expect(JSON.parse(small)).toMatchObject({ formatVersion: 1, personalData: 'redacted' });
  });

  it('is null when even the smallest form does not fit', () => {
    expect(createDiagnosticAttachment(reduxState, { maxBytes: 100 })).toBeNull();
  });

  it('counts the quoting and UTF-8: an export full of quotes takes more than its length', () => {
    expect(bytesInJsonBody('{"a":"é"}')).toBe(JSON.stringify('{"a":"é"}').length + 1);
  });
});
