// The EMTrack sign-up (SPEC §2, §4, §5 registration table, §6, §7, §9).
import { screen, waitFor, within } from '@testing-library/react';
import { brandState, renderPage } from './support/render';
import { mockFormFetch } from './form-fetch';
import { validRegistration } from '../support/leads';
import { fillRegistrationGate } from './support/lead-forms';

const SUCCESS =
  'Thank you for your interest in EMTrack. Your inquiry has been forwarded to a Basalt associate, who will contact you soon.';
const FAILURE = 'An error occurred while submitting the form. Please check to confirm all information is correct and try again.';

const field = (label: RegExp) => screen.getByLabelText(label);
const errorOf = (el: HTMLElement) => (el.closest('.field') as HTMLElement).querySelector('.field__error')?.textContent ?? null;
const terms = () => screen.getByRole('checkbox', { name: /agree to the terms/ });

describe('EMTrack registration form', () => {
  it('fetches the country list with its timestamp and shows its countries; data used only when code is 200', async () => {
    const { countryUrls } = mockFormFetch();
    const { heading } = await renderPage('/emtrack/registration');
    expect(heading).toHaveTextContent('EMTrack Sign Up');
    expect(await screen.findByRole('option', { name: 'United States of America' })).toHaveValue('US');
    const params = countryUrls[0]!.searchParams;
    expect(params.get('sort_by')).toBe('country_code');
    expect(params.get('sort_type')).toBe('asc');
    expect(params.get('is_all')).toBe('true');
    expect(Number(params.get('timestamp'))).toBeGreaterThan(1_600_000_000_000);
  });

  it("lists the countries by name, each valued by its code, with 'US' chosen at first (SPEC §9)", async () => {
    mockFormFetch();
    await renderPage('/emtrack/registration');
    await screen.findByRole('option', { name: 'Canada' });
    const country = field(/^Country/) as HTMLSelectElement;
    const options = within(country).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => o.textContent)).toEqual([
      'Select a country',
      'Aruba',
      'Canada',
      'Chile',
      'Germany',
      'Switzerland',
      'United Arab Emirates',
      'United States of America',
    ]);
    expect(options.map((o) => o.value)).toEqual(['', 'AW', 'CA', 'CL', 'DE', 'CH', 'AE', 'US']);
    expect(country).toHaveValue('US');
    expect(within(country).getByRole('option', { name: 'United States of America' })).toHaveProperty('selected', true);
    // The states of the preselected country are offered straight away.
    expect(within(field(/^State\/Province/)).getByRole('option', { name: 'Colorado' })).toBeInTheDocument();
  });

  it("shows 'US' as chosen without a country list (one that failed, or before it arrives)", async () => {
    mockFormFetch(undefined, { code: 500, data: [] });
    await renderPage('/emtrack/registration');
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    const country = field(/^Country/) as HTMLSelectElement;
    expect(country).toHaveValue('US');
    expect(country.selectedOptions[0]!.textContent).toMatch(/^United States/);
  });

  it('posts the preselected country when the visitor leaves it', async () => {
    const { posts } = mockFormFetch();
    const { user } = await renderPage('/emtrack/registration');
    await user.click(screen.getByRole('radio', { name: 'Dealer' }));
    await user.type(field(/^First Name/), 'Grace');
    await user.type(field(/^Last Name/), 'Hopper');
    await user.type(field(/^Email/), 'grace@mine.example');
    await user.type(field(/^Verify Email/), 'grace@mine.example');
    await user.click(screen.getByRole('radio', { name: /Full access/ }));
    await waitFor(() => expect(terms()).toBeEnabled());
    await user.click(terms());
    await user.click(screen.getByRole('button', { name: /Sign Up for EMTrack/ }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(posts[0]!.body).toMatchObject({ country: 'US', state: '' });
    // The reset after success chooses 'US' again.
    expect(field(/^Country/)).toHaveValue('US');
  });

  it('ignores a country list whose code is not 200', async () => {
    mockFormFetch(undefined, { code: 500, data: [{ country: 'Nowhere', country_code: 'NW' }] });
    await renderPage('/emtrack/registration');
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('option', { name: 'Nowhere' })).not.toBeInTheDocument();
  });

  it('an invalid submit shows every message of the SPEC §5 table, with the brand, and posts nothing', async () => {
    const { posts } = mockFormFetch();
    const { user } = await renderPage('/emtrack/registration', { preloadedState: brandState('Granite') });
    await user.click(field(/existing EMTrack user/));
    await user.click(screen.getByRole('button', { name: /Sign Up for EMTrack/ }));
    for (const message of [
      'Please enter EMTrack serial number.',
      'Please choose if you are a Granite user, dealer or end user.',
      'Please enter first name.',
      'Please enter last name.',
      'Please choose your preferred access type.',
      'Please read and agree to the terms and conditions.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Please enter an email address.')).toHaveLength(2); // email and confirm email
    // 'US' is chosen at first; the country message shows once the visitor takes it away.
    expect(errorOf(field(/^Country/))).toBeNull();
    await user.selectOptions(field(/^Country/), '');
    expect(await screen.findByText('Please select a country.')).toBeInTheDocument();
    expect(terms()).toBeDisabled();
    expect(posts).toHaveLength(0);
  });

  it('an invalid submit focuses the first field in error (a radio, described by its group message) and announces the count', async () => {
    mockFormFetch();
    const { user } = await renderPage('/emtrack/registration');
    await user.click(screen.getByRole('button', { name: /Sign Up for EMTrack/ }));
    const dealer = screen.getByRole('radio', { name: 'Dealer' });
    await waitFor(() => expect(dealer).toHaveFocus());
    expect(dealer).toHaveAccessibleDescription('Please choose if you are a Basalt user, dealer or end user.');
    expect(within(screen.getByRole('form')).getByRole('status')).toHaveTextContent(/^Please correct the \d+ fields marked with errors\.$/);
  });

  it('the existing-user box reveals a required serial number; whitespace is refused', async () => {
    mockFormFetch();
    const { user } = await renderPage('/emtrack/registration');
    expect(screen.queryByLabelText(/EMTrack Serial Number/)).not.toBeInTheDocument();
    await user.click(field(/existing EMTrack user/));
    await user.type(field(/EMTrack Serial Number/), '  ');
    await waitFor(() => expect(errorOf(field(/EMTrack Serial Number/))).toBe('Serial number cannot be only whitespace.'));
    await user.click(field(/existing EMTrack user/));
    expect(screen.queryByLabelText(/EMTrack Serial Number/)).not.toBeInTheDocument();
  });

  it('applies the whitespace rule: runs of spaces, only spaces, only non-breaking spaces', async () => {
    mockFormFetch();
    const { user } = await renderPage('/emtrack/registration');
    await user.type(field(/^First Name/), 'Grace  Brewster');
    await user.type(field(/^Last Name/), '   ');
    await user.click(field(/^Email/));
    await user.paste('\u00a0\u00a0');
    await waitFor(() => expect(errorOf(field(/^First Name/))).toBe('First name cannot be only whitespace.'));
    expect(errorOf(field(/^Last Name/))).toBe('Last name cannot be only whitespace.');
    expect(errorOf(field(/^Email/))).toBe('Email cannot be only whitespace.');
  });

  it('checks the email format and revalidates the confirmation when the email changes', async () => {
    mockFormFetch();
    const { user } = await renderPage('/emtrack/registration');
    await user.type(field(/^Email/), 'grace@mine');
    await waitFor(() => expect(errorOf(field(/^Email/))).toBe('Please enter a valid email address.'));
    await user.type(field(/^Email/), '.example');
    await user.type(field(/^Verify Email/), 'grace@mine.example');
    await waitFor(() => expect(errorOf(field(/^Verify Email/))).toBeNull());
    await user.type(field(/^Email/), 'x');
    await waitFor(() => expect(errorOf(field(/^Verify Email/))).toBe('This must match email address.'));
  });

  it('keeps the terms box disabled and cleared until the five gate fields are valid', async () => {
    mockFormFetch();
    const { user } = await renderPage('/emtrack/registration');
    expect(terms()).toBeDisabled();
    await fillRegistrationGate(user);
    await waitFor(() => expect(terms()).toBeEnabled());
    await user.click(terms());
    expect(terms()).toBeChecked();
    await user.clear(field(/^Last Name/));
    await waitFor(() => expect(terms()).toBeDisabled());
    expect(terms()).not.toBeChecked();
  });

  it('shows access types with their prices and meaning, and states for the chosen country', async () => {
    mockFormFetch();
    const { user } = await renderPage('/emtrack/registration');
    const access = screen.getByRole('group', { name: /Preferred access type/ });
    expect(within(access).getByText(/excluding competitive pricing\. System price \$3,000\.00, earning a \$2,000 discount/)).toBeInTheDocument();
    expect(within(access).getByText(/sees none of your tire performance data except for support\. Price \$5,000/)).toBeInTheDocument();
    expect(screen.getByText(/then a \$500 annual maintenance fee/)).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Canada' });
    await user.selectOptions(field(/^Country/), 'CA');
    expect(within(field(/^State\/Province/)).getByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    await user.selectOptions(field(/^Country/), 'AW');
    expect(field(/^State\/Province/).tagName).toBe('INPUT');
  });

  it('posts the payload (no terms, no serial for new users); code 200 shows the green banner and resets', async () => {
    const { posts } = mockFormFetch();
    const { user } = await renderPage('/emtrack/registration');
    await user.click(screen.getByRole('radio', { name: 'End User' }));
    await fillRegistrationGate(user);
    await user.selectOptions(field(/^State\/Province/), 'Alberta');
    await user.type(field(/^City/), 'Calgary');
    await user.click(screen.getByRole('radio', { name: /Restricted access/ }));
    await waitFor(() => expect(terms()).toBeEnabled());
    await user.click(terms());
    await user.click(screen.getByRole('button', { name: /Sign Up for EMTrack/ }));
    expect(await screen.findByText(SUCCESS)).toHaveAttribute('role', 'status');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.path).toBe('/website/em-track/create');
    expect(posts[0]!.body).toEqual(validRegistration); // the End User, Alberta, Calgary and Restricted access typed above
    expect(field(/^First Name/)).toHaveValue('');
    expect(terms()).not.toBeChecked();
  });

  it('an answer without code 200, or a network error, shows the red banner', async () => {
    let status = 200;
    mockFormFetch(() => ({ status, body: { code: 500 } }));
    const { user } = await renderPage('/emtrack/registration');
    await user.click(screen.getByRole('radio', { name: 'Dealer' }));
    await fillRegistrationGate(user);
    await user.click(screen.getByRole('radio', { name: /Full access/ }));
    await waitFor(() => expect(terms()).toBeEnabled());
    await user.click(terms());
    await user.click(screen.getByRole('button', { name: /Sign Up for EMTrack/ }));
    expect(await screen.findByText(FAILURE)).toHaveAttribute('role', 'alert');
    expect(field(/^First Name/)).toHaveValue('Grace');
    status = 0;
    await user.click(screen.getByRole('button', { name: /Sign Up for EMTrack/ }));
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
  });
});
