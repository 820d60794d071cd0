// The console's sign-in (src/admin/features/session/SignInPage.tsx): a page needing a session sends the person
// here and back after; a refusal is announced with the neutral message; while slowed down, how long to wait.
import { screen, waitFor, within } from '@testing-library/react';
import { fakeServices, reply } from '../support/fake-services';
import { jsonReply, renderConsole, sessionOf } from './support/console';

const NOT_RIGHT = 'The email or password is not right.';

async function fillAndSubmit(user: ReturnType<typeof renderConsole>['user'], email = 'ana@example.com', password = 'wrong password') {
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('console sign-in', () => {
  it('a console page without a session leads to the sign-in page, which returns there after signing in', async () => {
    let signedIn = false;
    const net = fakeServices({
      'GET /admin/api/session': () => (signedIn ? sessionOf('admin') : reply(401, { message: 'Sign in first.' })),
      'POST /admin/api/session': () => {
        signedIn = true;
        return sessionOf('admin');
      },
      'GET /admin/api/staff': { accounts: [] },
    });
    const { user } = renderConsole('/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in?next=%2Fstaff');
    // Nobody was signed in: no "session ended" message.
    expect(screen.queryByText(/Your session ended/)).not.toBeInTheDocument();
    await fillAndSubmit(user, 'ana@example.com', 'the right password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff accounts' })).toBeInTheDocument();
    expect(net.to('POST /admin/api/session')[0]!.body).toEqual({ email: 'ana@example.com', password: 'the right password' });
    // Every later call carries the new session's CSRF token.
    expect(net.to('GET /admin/api/staff').at(-1)!.headers.get('x-csrf-token')).toBe('csrf-admin');
  });

  it('announces a refused sign-in with the neutral message, again at each refusal', async () => {
    fakeServices({ 'POST /admin/api/session': reply(401, { statusCode: 401, error: 'Unauthorized', message: NOT_RIGHT }) });
    const { user } = renderConsole('/sign-in');
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NOT_RIGHT);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(alert));
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_RIGHT);
  });

  it('while the client is slowed down, says how many seconds to wait (Retry-After)', async () => {
    fakeServices({ 'POST /admin/api/session': () => jsonReply(429, { statusCode: 429, message: 'Too many attempts.' }, { 'Retry-After': '12' }) });
    const { user } = renderConsole('/sign-in');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 12 seconds.');
  });

  it('checks the fields first: empty ones are named, focus goes to the first, nothing is sent', async () => {
    const net = fakeServices({});
    const { user } = renderConsole('/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter an email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('main')).getByText(/correct the 2 fields/)).toBeInTheDocument();
    expect(net.calls).toHaveLength(0);
  });

  it('a session that ends under a page (any call answered 401) leads to the sign-in page with a message', async () => {
    fakeServices({
      'GET /admin/api/session': sessionOf('admin'),
      'GET /admin/api/tokens': reply(401, { statusCode: 401, message: 'Your session has ended: sign in again.' }),
    });
    renderConsole('/tokens');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Your session ended. Sign in again.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in?next=%2Ftokens');
  });

  it('names the brand in the header and the title', async () => {
    fakeServices({});
    renderConsole('/sign-in', { brand: 'Granite' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(within(screen.getByRole('banner')).getByText('Granite staff console')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign in · Granite staff console'));
  });
});
