// API tokens, the audit log and one's own account in the console: a token's secret shown once, revoking asked
// first (Escape cancels), the audit log a page at a time, a password change and signing out.
import { screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '../../src/contract/staff';
import { fakeServices, reply } from '../support/fake-services';
import { renderConsole, sessionOf } from './support/console';

const token = (id: number, name: string, revokedAt: string | null = null) => ({
  id,
  name,
  scopes: ['catalog'],
  createdAt: '2026-11-01T10:00:00.000Z',
  createdBy: 'Pat admin',
  revokedAt,
  lastUsedAt: null,
});

describe('console API tokens', () => {
  it('creates a token with the scopes ticked and shows its secret once', async () => {
    const net = fakeServices({
      'GET /admin/api/session': sessionOf('admin'),
      'GET /admin/api/tokens': { tokens: [] },
      'POST /admin/api/tokens': { token: token(1, 'pim nightly'), secret: 'bst_secret' },
    });
    const { user } = renderConsole('/tokens');
    expect(await screen.findByText('No token yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Create a token' });
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByText('Choose at least one thing the token may do.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Name/), 'pim nightly');
    await user.click(within(form).getByRole('checkbox', { name: /Catalog/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Leads/ }));
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Token "pim nightly" created' });
    expect(within(dialog).getByLabelText('Token')).toHaveValue('bst_secret');
    expect(net.to('POST /admin/api/tokens')[0]!.body).toEqual({ name: 'pim nightly', scopes: 'catalog,leads' });
  });

  it('revokes a token after asking; Escape cancels the question', async () => {
    const net = fakeServices({
      'GET /admin/api/session': sessionOf('admin'),
      'GET /admin/api/tokens': { tokens: [token(1, 'pim nightly'), token(2, 'old', '2026-11-02T10:00:00.000Z')] },
      'POST /admin/api/tokens/pim%20nightly/revoke': { token: token(1, 'pim nightly', '2026-11-03T10:00:00.000Z') },
    });
    const { user } = renderConsole('/tokens');
    const revoke = await screen.findByRole('button', { name: 'Revoke pim nightly' });
    expect(screen.queryByRole('button', { name: 'Revoke old' })).not.toBeInTheDocument();
    await user.click(revoke);
    expect(await screen.findByRole('alertdialog', { name: 'Revoke the token "pim nightly"?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(revoke).toHaveFocus();
    await user.click(revoke);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(net.to('POST /admin/api/tokens/pim%20nightly/revoke')).toHaveLength(1);
  });
});

describe('console audit log', () => {
  const entry = (id: number): AuditEntry => ({ id, at: '2026-11-03T10:00:00.000Z', actor: 'Pat admin', method: 'POST', route: '/admin/api/staff', status: 201, detail: { account: id } });

  it('shows a page of entries and moves through the pages with the address', async () => {
    const net = fakeServices({
      'GET /admin/api/session': sessionOf('admin'),
      'GET /admin/api/audit': (call) => ({ entries: [entry(Number(call.params.page))], total: 120 }),
    });
    const { user } = renderConsole('/audit');
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    expect(table).toHaveTextContent('POST /admin/api/staff');
    const pages = screen.getByRole('navigation', { name: 'Audit log pages' });
    expect(pages).toHaveTextContent('Page 1 of 3 (120 entries)');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 3'));
    expect(screen.getByTestId('location')).toHaveTextContent('/audit?page=2');
    expect(net.to('GET /admin/api/audit').at(-1)!.params).toEqual({ page: '2', pageSize: '50' });
  });
});

describe('console account page', () => {
  it('changes the password (current one first) and says the other sessions ended', async () => {
    let calls = 0;
    const net = fakeServices({
      'GET /admin/api/session': sessionOf('sales'),
      'POST /admin/api/session/password': () => {
        calls += 1;
        return calls === 1 ? reply(400, { statusCode: 400, message: 'The current password is not right.' }) : reply(204);
      },
    });
    const { user } = renderConsole('/account');
    const form = await screen.findByRole('form', { name: 'Change your password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'old one');
    await user.type(within(form).getByLabelText(/^New password \*?$/), 'a brand new phrase');
    await user.type(within(form).getByLabelText(/^New password again/), 'a brand new phrase');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not right.');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed. Your other sessions have ended.')).toBeInTheDocument();
    expect(net.to('POST /admin/api/session/password').at(-1)!.body).toEqual({ current: 'old one', password: 'a brand new phrase' });
    await waitFor(() => expect(within(form).getByLabelText(/^Current password/)).toHaveValue(''));
  });

  it('signs out everywhere after asking, and lands on the sign-in page', async () => {
    const net = fakeServices({
      'GET /admin/api/session': () => (net.to('POST /admin/api/session/sign-out-everywhere').length ? reply(401, { message: 'no' }) : sessionOf('sales')),
      'POST /admin/api/session/sign-out-everywhere': reply(204),
    });
    const { user } = renderConsole('/account');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Sign out on every device?' })).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('You signed out.')).toBeInTheDocument();
    expect(net.to('POST /admin/api/session/sign-out-everywhere')[0]!.headers.get('x-csrf-token')).toBe('csrf-sales');
  });
});
