// The contact / consultation form (SPEC §2, §4, §5, §8): every message, errors only after touch, the
// submit lifecycle, banners and toasts.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderPage } from './support/render';
import { mockFormFetch, type Answer } from './form-fetch';

const SUCCESS = 'Thank you for your interest in the provider OTR. You will hear from a representative soon.';
const FAILURE = 'An error occurred while submitting the form. Please check to confirm all information is correct and try again.';
const REQUIRED_MESSAGES = [
  'Please enter first name.',
  'Please enter last name.',
  'Please enter company name.',
  'Please enter an email address.',
  'Please select a region.',
  'Please enter a city.',
  'Please enter a state/province.',
  'Please enter a zip/postal code.',
  'Please enter a country.',
];

async function fillValid(user: UserEvent) {
  await user.type(screen.getByLabelText(/^First Name/), 'Ada');
  await user.type(screen.getByLabelText(/^Last Name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Company Name/), 'Quarry Co');
  await user.type(screen.getByLabelText(/^Email Address/), 'ada@quarry.example');
  await user.selectOptions(screen.getByLabelText(/^Region/), 'ASIA_PACIFIC');
  await user.type(screen.getByLabelText(/^Country/), 'Australia');
  await user.type(screen.getByLabelText(/^State\/Province/), 'Western Australia');
  await user.type(screen.getByLabelText(/^City/), 'Perth');
  await user.type(screen.getByLabelText(/^Zip\/Postal Code/), '6000');
}

const submit = () => screen.getByRole('button', { name: /^Submit/ });

describe('contact form', () => {
  it('is titled by route; the consultation form labels comments "Question or Comment"', async () => {
    mockFormFetch();
    const contact = await renderPage('/contact/contact-us');
    expect(contact.heading).toHaveTextContent('Contact Basalt OTR');
    expect(screen.getByLabelText('Comments')).toHaveAttribute('maxLength', '500');
    contact.unmount();
    const consultation = await renderPage('/contact/request-consultation');
    expect(consultation.heading).toHaveTextContent('Request a Consultation');
    expect(screen.getByLabelText('Question or Comment')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('target', '_blank');
    expect(main.getByRole('link', { name: /Legal Notice/ })).toBeInTheDocument();
  });

  it('shows a field error only after the field is touched; whitespace-only counts as empty', async () => {
    mockFormFetch();
    const { user } = await renderPage('/contact/contact-us');
    expect(screen.queryByText('Please enter first name.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^First Name/), '   ');
    expect(screen.queryByText('Please enter first name.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Please enter first name.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Please enter last name.')).not.toBeInTheDocument();
  });

  it('an invalid submit shows every required message and posts nothing', async () => {
    const { posts } = mockFormFetch();
    const { user } = await renderPage('/contact/contact-us');
    await user.click(submit());
    for (const message of REQUIRED_MESSAGES) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('an invalid submit moves focus to the first field in error, linked to its message, and announces the count', async () => {
    mockFormFetch();
    const { user } = await renderPage('/contact/contact-us');
    await user.click(submit());
    const first = screen.getByLabelText(/^First Name/);
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription('Please enter first name.');
    const form = screen.getByRole('form');
    expect(within(form).getByRole('status')).toHaveTextContent('Please correct the 9 fields marked with errors.');
    // Fixed, the next refused submit announces the new count and focuses the next field in error.
    await user.type(first, 'Ada');
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText(/^Last Name/)).toHaveFocus());
    expect(within(form).getByRole('status')).toHaveTextContent('Please correct the 8 fields marked with errors.');
  });

  it('checks the email format and the phone rule once edited', async () => {
    mockFormFetch();
    const { user } = await renderPage('/contact/contact-us');
    await user.type(screen.getByLabelText(/^Email Address/), 'ada@quarry');
    await user.type(screen.getByLabelText(/^Phone/), '0123');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number (e.g., +1234567890).')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '+61812345678');
    await waitFor(() => expect(screen.queryByText(/valid phone number/)).not.toBeInTheDocument());
  });

  it('posts {data: form} with a spinner, then shows the success banner and resets the form', async () => {
    let release: (a: Answer) => void = () => {};
    const { posts } = mockFormFetch(() => new Promise<Answer>((r) => (release = r)));
    const { user } = await renderPage('/contact/request-consultation');
    await fillValid(user);
    await user.type(screen.getByLabelText('Question or Comment'), 'Six trucks & a loader');
    await user.click(submit());
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveTextContent('(sending)');
    expect(posts[0]!.path).toBe('/website/request-consultation');
    expect(posts[0]!.headers.get('ispublic')).toBe('true');
    expect(posts[0]!.headers.get('idempotency-key')).toMatch(/.{8,}/);
    expect(posts[0]!.body).toEqual({
      data: expect.objectContaining({ first_name: 'Ada', region: 'ASIA_PACIFIC', comments: 'Six trucks & a loader', phone: '' }),
    });
    release({ status: 200, body: { code: 200, message: 'ok' } });
    expect(await screen.findByText(SUCCESS)).toHaveAttribute('role', 'status');
    expect(submit()).toBeEnabled();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('');
    expect(screen.queryByText('Please enter first name.')).not.toBeInTheDocument();
  });

  it('a failed post shows the danger banner and a toast with the service message, or the generic one', async () => {
    let next: Answer = { status: 500, body: {} };
    mockFormFetch(() => next);
    const { user } = await renderPage('/contact/contact-us');
    await fillValid(user);
    await user.click(submit());
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(expect.arrayContaining([FAILURE]));
    expect(await screen.findByText('Something bad happened; please try again later.')).toBeInTheDocument();
    // The values stay for another try.
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Ada');

    next = { status: 400, body: { message: 'Please correct: city.', errors: { city: 'Please enter a city.' } } };
    await user.click(submit());
    expect(await screen.findByText('Please correct: city.')).toBeInTheDocument();
    expect(within(screen.getByLabelText(/^City/).closest('.field') as HTMLElement).getByText('Please enter a city.')).toBeInTheDocument();
  });

  it('a network error shows the danger banner', async () => {
    mockFormFetch(() => ({ status: 0, body: null }));
    const { user } = await renderPage('/contact/contact-us');
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(FAILURE));
  });
});
