// `?inspect` on a real page: the contact form is filled in and submitted while the Stately Inspector is
// attached (its adapter replaced by a receiver that keeps everything it is given). The inspector follows the
// submit, and never receives what the visitor typed: only the export's same-shape placeholders.
import { screen, waitFor } from '@testing-library/react';
import { isStatelyConnected } from '../../src/qa/stately';
import { createFakeInspector, type FakeInspector } from '../support/fake-inspector';
import { mockFormFetch } from './form-fetch';
import { renderPage } from './support/render';

let inspector: FakeInspector | undefined;
jest.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => (inspector = createFakeInspector()),
}));

const SUCCESS = 'Thank you for your interest in the provider OTR. You will hear from a representative soon.';
const typed = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  'Company Name': 'Quarry Co',
  'Email Address': 'ada@quarry.example',
  Phone: '+61812345678',
  City: 'Perth',
  'Zip/Postal Code': '6000',
  Comments: 'Six trucks and a loader',
};

it('the inspector follows the submit with every personal value replaced', async () => {
  const { posts } = mockFormFetch();
  const { user } = await renderPage('/contact/contact-us?inspect');
  await waitFor(() => expect(isStatelyConnected()).toBe(true));
  for (const [label, value] of Object.entries(typed)) await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  await user.selectOptions(screen.getByLabelText(/^Region/), 'ASIA_PACIFIC');
  await user.type(screen.getByLabelText(/^Country/), 'Australia');
  await user.type(screen.getByLabelText(/^State\/Province/), 'Western Australia');
  await user.click(screen.getByRole('button', { name: /^Submit/ }));
  expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
  expect(posts).toHaveLength(1);
  // Let the adapter read what it was given (the real one does so when the browser is idle).
  await new Promise((resolve) => setTimeout(resolve, 0));

  const events = inspector!.events;
  const submit = events.find((e) => e.type === '@xstate.event' && e.event.type === 'form.submit');
  expect(submit).toMatchObject({
    event: { values: { first_name: 'Xxx', email_address: 'xxx@xxxxxx.xxxxxxx', phone: '+55555555555', zip_code: '5000', region: 'ASIA_PACIFIC' } },
  });
  expect(events.some((e) => e.type === '@xstate.snapshot' && (e.snapshot as { value?: unknown }).value === 'success')).toBe(true);
  const readable = inspector!.readable();
  for (const value of Object.values(typed)) expect(readable.filter((text) => text.includes(value))).toEqual([]);
});
