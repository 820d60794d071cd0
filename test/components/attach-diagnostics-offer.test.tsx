// When the public forms offer "Attach diagnostic information" (docs/privacy.md): only after a load or submit
// failed in this visit, or while the QA panel is open; then unticked. Otherwise the box is not there at all.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { recentConsoleErrors } from '../../src/app/console-errors';
import { selectServiceFailed } from '../../src/state/ui-slice';
import { mockFormFetch, type Answer } from './form-fetch';
import { serveResources } from './resources.fixtures';
import { validContact } from '../support/leads';
import { fillContactForm } from './support/lead-forms';
import { renderPage } from './support/render';

const LABEL = 'Attach diagnostic information (personal data is removed)';
const box = () => screen.queryByRole('checkbox', { name: LABEL });
const main = () => within(screen.getByRole('main'));

/** A valid contact as typed, under another name (the phone given too). */
const fillValid = (user: UserEvent) =>
  fillContactForm(user, { first_name: 'Augusta', company_name: 'Analytical Engines', email_address: 'augusta@quarry.example', phone: validContact.phone });

let quiet: jest.SpyInstance;
beforeEach(() => {
  quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => quiet.mockRestore());

it('nothing failed: the box is not there, and a request carries the form only', async () => {
  const { posts } = mockFormFetch();
  const { user } = await renderPage('/contact/contact-us');
  expect(screen.getByRole('button', { name: /^Submit/ })).toBeInTheDocument();
  expect(box()).toBeNull();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: /^Submit/ }));
  await screen.findByText(/Thank you for your interest/);
  expect(Object.keys(posts[0]!.body as object)).toEqual(['data']);
  expect(box()).toBeNull();
});

it('after a failed submit: the box appears unticked, and ticked it goes with the next try', async () => {
  const answers: Answer[] = [{ status: 500, body: { message: 'database down' } }, { status: 200, body: { code: 200 } }];
  const { posts } = mockFormFetch(() => answers.shift()!);
  const { user } = await renderPage('/contact/request-consultation');
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: /^Submit/ }));
  await screen.findByText(/An error occurred while submitting the form/);
  expect(recentConsoleErrors().map((e) => e.message)).toContain(
    'Sending sendContact failed: POST /website/request-consultation answered 500',
  );

  const offered = await screen.findByRole('checkbox', { name: LABEL });
  expect(offered).not.toBeChecked();
  await user.click(offered);
  await user.click(screen.getByRole('button', { name: /^Submit/ }));
  await screen.findByText(/Thank you for your interest/);
  await waitFor(() => expect(posts).toHaveLength(2));
  expect(Object.keys(posts[0]!.body as object)).toEqual(['data']);
  expect(typeof (posts[1]!.body as { diagnostics?: unknown }).diagnostics).toBe('string');
});

it('after a failed load on another page of the visit: the box is there, unticked', async () => {
  mockFormFetch(); // the resource list is not answered (404)
  const { user } = await renderPage('/resources/brochures');
  await main().findByText(/We could not load the brochures/);
  await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contact Us' }));
  await main().findByRole('heading', { level: 1, name: /^Contact/ });
  expect(screen.getByRole('checkbox', { name: LABEL })).not.toBeChecked();
});

it('a failed databook download counts as a failed load of the visit', async () => {
  serveResources({ urls: [] }); // the PDF itself: 404
  const { store, user } = await renderPage('/resources/engineering-data');
  await main().findByRole('button', { name: /OTR Engineering Databook/ });
  expect(selectServiceFailed(store.getState())).toBe(false);
  await user.click(main().getByRole('link', { name: 'Download PDF' }));
  await screen.findByText('We could not download the databook. Please try again later.');
  expect(selectServiceFailed(store.getState())).toBe(true);
});

it('while the QA panel is open: the box is there, unticked; closed, it goes and attaches nothing', async () => {
  const { posts } = mockFormFetch();
  const { user } = await renderPage('/contact/contact-us?qa');
  const offered = await screen.findByRole('checkbox', { name: LABEL });
  expect(offered).not.toBeChecked();
  await user.click(offered);
  await user.click(screen.getByRole('button', { name: 'Close the QA panel' }));
  expect(box()).toBeNull();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: /^Submit/ }));
  await screen.findByText(/Thank you for your interest/);
  expect(Object.keys(posts[0]!.body as object)).toEqual(['data']);
});

it('the EMTrack sign-up never has the box (its body is SPEC §3’s payload)', async () => {
  mockFormFetch();
  await renderPage('/emtrack/registration?qa');
  await screen.findByRole('complementary', { name: 'QA panel' });
  expect(box()).toBeNull();
});
