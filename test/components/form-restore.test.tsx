// The shared Form in QA exports (docs/qa.md "Component state"): a form's values, touched fields and errors are
// exported under `form:<pathname>` and come back on the next mount after an import, so support sees the same
// messages; the form's start values stay its own (a later successful submit still empties it).
import { screen, waitFor } from '@testing-library/react';
import { clearPendingSnapshots, listRestoreOutcomes, readStateSources, setPendingSnapshots, setPendingStates } from '../../src/actor-runtime/actor-restore';
import { restoredFormState } from '../../src/components/form/RestorableFormState';
import { mockFormFetch } from './form-fetch';
import { renderPage } from './support/render';

const KEY = 'form:/contact/contact-us';
const submit = () => screen.getByRole('button', { name: /^Submit/ });
const errorOf = (label: RegExp) =>
  (screen.getByLabelText(label).closest('.field') as HTMLElement).querySelector('.field__error')?.textContent ?? null;

/** What "Export state" then "Import state" carry: JSON, armed for the next mount. */
function importExported(states: Record<string, unknown>) {
  setPendingSnapshots({});
  setPendingStates(JSON.parse(JSON.stringify(states)) as Record<string, unknown>);
}

afterEach(() => clearPendingSnapshots());

describe('form state in exports', () => {
  it('an invalid contact form comes back with the same values, touched fields and messages', async () => {
    mockFormFetch();
    const first = await renderPage('/contact/contact-us');
    await first.user.click(submit());
    await screen.findByText('Please enter first name.');
    await first.user.type(screen.getByLabelText(/^First Name/), 'Augusta');
    await first.user.type(screen.getByLabelText(/^Email Address/), 'ada@quarry');
    await first.user.tab();
    await screen.findByText('Please enter a valid email address.');
    const exported = readStateSources();
    expect(exported[KEY]).toMatchObject({
      values: { first_name: 'Augusta', email_address: 'ada@quarry', last_name: '' },
      touched: { first_name: true, email_address: true, zip_code: true },
      errors: { email_address: 'Please enter a valid email address.', last_name: 'Please enter last name.' },
    });
    first.unmount();

    importExported(exported);
    const second = await renderPage('/contact/contact-us');
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Augusta');
    expect(screen.getByLabelText(/^Email Address/)).toHaveValue('ada@quarry');
    expect(errorOf(/^Email Address/)).toBe('Please enter a valid email address.');
    expect(errorOf(/^Last Name/)).toBe('Please enter last name.');
    expect(errorOf(/^First Name/)).toBeNull();
    expect(screen.getByLabelText(/^Zip\/Postal Code/)).toHaveAttribute('aria-invalid', 'true');
    expect(listRestoreOutcomes()).toEqual(expect.arrayContaining([{ key: KEY }]));

    // The restored form carries on: fixing the email clears its message.
    await second.user.clear(screen.getByLabelText(/^Email Address/));
    await second.user.type(screen.getByLabelText(/^Email Address/), 'ada@quarry.example');
    await second.user.tab();
    await waitFor(() => expect(errorOf(/^Email Address/)).toBeNull());
  });

  it('the sign-up, whose errors show once a field differs from its start value, shows them again', async () => {
    mockFormFetch();
    const first = await renderPage('/emtrack/registration');
    // Typed, never left: the message shows because the field is dirty, not touched.
    await first.user.type(screen.getByLabelText(/^Email/), 'grace@mine');
    await waitFor(() => expect(errorOf(/^Email/)).toBe('Please enter a valid email address.'));
    const exported = readStateSources();
    expect(exported['form:/emtrack/registration']).toMatchObject({ values: { email: 'grace@mine' }, touched: {} });
    first.unmount();

    importExported(exported);
    await renderPage('/emtrack/registration');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('grace@mine');
    expect(errorOf(/^Email/)).toBe('Please enter a valid email address.');
    expect(errorOf(/^First Name/)).toBeNull();
  });

  it('after a restore, a successful submit empties the form (its start values are still the blank ones)', async () => {
    const { posts } = mockFormFetch();
    importExported({
      [KEY]: {
        values: {
          first_name: 'Xxxxxxx',
          last_name: 'Xxxxxxxx',
          company_name: 'Xxxxxx Xx',
          email_address: 'xxx@xxxxxx.xxxxxxx',
          phone: '',
          region: 'NORTH_AMERICA',
          country: 'United States',
          state: 'Xxxxxxxx',
          city: 'Xxxxxx',
          zip_code: '50505',
          equipment_make: '',
          equipment_model: '',
          comments: '',
        },
        touched: {},
        errors: {},
      },
    });
    const { user } = await renderPage('/contact/contact-us');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Xxxxxx');
    await user.click(submit());
    await screen.findByText(/Thank you for your interest/);
    expect(posts[0]!.body).toEqual({ data: expect.objectContaining({ city: 'Xxxxxx', zip_code: '50505' }) });
    expect(screen.getByLabelText(/^City/)).toHaveValue('');
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('');
  });

  it('a damaged form state in the file is taken field by field, never crashing the page', async () => {
    mockFormFetch();
    importExported({
      [KEY]: { values: { first_name: 42, last_name: 'Lovelace', comments: { x: 1 }, fax: '123' }, touched: 'yes', errors: { last_name: 7 } },
    });
    await renderPage('/contact/contact-us');
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Comments')).toHaveValue('');
    expect(errorOf(/^Last Name/)).toBeNull();
  });
});

describe('restoredFormState', () => {
  const initial = { name: '', agree: false };
  it('takes only the form’s own fields, with the start value’s type, true touched flags and text messages', () => {
    expect(
      restoredFormState(initial, {
        values: { name: 'Ada', agree: 'yes', extra: 'x' },
        touched: { name: true, agree: 'true', extra: true },
        errors: { name: 'Too short.', agree: '', extra: 'x' },
      }),
    ).toEqual({ values: { name: 'Ada', agree: false }, touched: { name: true }, errors: { name: 'Too short.' } });
  });

  it('is null for anything that is not a form state', () => {
    for (const saved of [null, 'x', [], { values: [] }, { touched: {} }]) expect(restoredFormState(initial, saved)).toBeNull();
  });
});
