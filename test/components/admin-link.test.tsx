// One-time links (src/admin/features/session/LinkPage.tsx): the first admin's setup asks email, name and a
// password; a reset asks a password for the account it names; a used link says to ask for another.
import { screen, waitFor } from '@testing-library/react';
import { fakeServices, reply } from '../support/fake-services';
import { renderConsole, sessionOf } from './support/console';

const PASSWORD = 'basalt quarry lantern';

describe('console link page', () => {
  it('the first admin gives email, name and password, and lands signed in on the home page', async () => {
    const net = fakeServices({
      'POST /admin/api/links/check': { purpose: 'first-admin', email: null, name: null },
      'POST /admin/api/links/use': sessionOf('admin', { account: { id: 1, email: 'ana@example.com', name: 'Ana Ruiz', role: 'admin' } }),
    });
    const { user } = renderConsole('/link#setup-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up the first admin account' })).toBeInTheDocument();
    expect(net.to('POST /admin/api/links/check')[0]!.body).toEqual({ token: 'setup-token' });
    await user.type(screen.getByLabelText(/^Your email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Your name/), 'Ana Ruiz');
    await user.type(screen.getByLabelText(/^New password \*?$/), PASSWORD);
    await user.type(screen.getByLabelText(/^New password again/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create the admin account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana Ruiz' })).toBeInTheDocument();
    expect(net.to('POST /admin/api/links/use')[0]!.body).toEqual({ token: 'setup-token', email: 'ana@example.com', name: 'Ana Ruiz', password: PASSWORD });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    // The admin's navigation: every page.
    expect(screen.getByRole('navigation', { name: 'Console' })).toHaveTextContent(/Staff.*API tokens.*Audit log/);
  });

  it('checks the password against the rules first, with the words of the server', async () => {
    const net = fakeServices({ 'POST /admin/api/links/check': { purpose: 'reset', email: 'bo@example.com', name: 'Bo' } });
    const { user } = renderConsole('/link#reset-token');
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await user.type(screen.getByLabelText(/^New password \*?$/), 'short');
    await user.type(screen.getByLabelText(/^New password again/), 'other');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByText('Use at least 12 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(net.to('POST /admin/api/links/use')).toHaveLength(0);
  });

  it('a reset names the account, sends the password only, and announces a refusal', async () => {
    let uses = 0;
    const net = fakeServices({
      'POST /admin/api/links/check': { purpose: 'reset', email: 'bo@example.com', name: 'Bo' },
      'POST /admin/api/links/use': () => {
        uses += 1;
        return uses === 1 ? reply(400, { statusCode: 400, message: 'The password must not be your email address.' }) : sessionOf('editor');
      },
    });
    const { user } = renderConsole('/link#reset-token');
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    expect(screen.getByText('bo@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Your email/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password \*?$/), PASSWORD);
    await user.type(screen.getByLabelText(/^New password again/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password must not be your email address.');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Pat editor' })).toBeInTheDocument();
    expect(net.to('POST /admin/api/links/use')[0]!.body).toEqual({ token: 'reset-token', password: PASSWORD });
  });

  it('a used or expired link says to ask an admin for a new one', async () => {
    fakeServices({ 'POST /admin/api/links/check': reply(404, { statusCode: 404, message: 'gone' }) });
    renderConsole('/link#old-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link was used already or has expired: ask an admin for a new one.');
  });

  it('an address without a token checks nothing', async () => {
    const net = fakeServices({});
    renderConsole('/link');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/no link in it/));
    expect(net.calls).toHaveLength(0);
  });
});
