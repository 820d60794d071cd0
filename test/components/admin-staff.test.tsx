// The staff page (src/admin/features/staff): the accounts with their status; an invitation shows its one-time
// link to copy; a reset is asked first and shows a new link; a refusal is announced in the dialog.
import { screen, waitFor, within } from '@testing-library/react';
import type { StaffAccount } from '../../src/contract/staff';
import { fakeServices, reply } from '../support/fake-services';
import { renderConsole, sessionOf } from './support/console';

const account = (id: number, name: string, role: StaffAccount['role'], status: StaffAccount['status']): StaffAccount => ({
  id,
  name,
  email: `${name.toLowerCase().replace(/ /g, '.')}@example.com`,
  role,
  status,
  createdAt: '2026-11-01T10:00:00.000Z',
  createdBy: 'Pat admin',
  lastSeenAt: null,
});

const accounts = [account(1, 'Pat admin', 'admin', 'active'), account(2, 'Eve Editor', 'editor', 'active'), account(3, 'Sam Sales', 'sales', 'invited')];
const link = (token: string) => ({ url: `http://site.example/admin/link#${token}`, expiresAt: '2026-12-08T10:00:00.000Z' });

describe('console staff page', () => {
  it('lists the accounts with role and status, in a table named for screen readers', async () => {
    fakeServices({ 'GET /admin/api/session': sessionOf('admin'), 'GET /admin/api/staff': { accounts } });
    renderConsole('/staff');
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Eve Editor');
    expect(rows[3]).toHaveTextContent(/Sales.*Invited/);
    // One's own account can be neither disabled nor reset here.
    expect(within(rows[1]!).queryByRole('button', { name: /Disable/ })).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Disable Eve Editor' })).toBeInTheDocument();
  });

  it('an invitation shows the one-time link to copy, and the form empties', async () => {
    const net = fakeServices({
      'GET /admin/api/session': sessionOf('admin'),
      'GET /admin/api/staff': { accounts },
      'POST /admin/api/staff': () => reply(201, { account: account(4, 'Lee Lane', 'sales', 'invited'), link: link('invite-secret') }),
    });
    const { user } = renderConsole('/staff');
    await screen.findByRole('table', { name: 'Staff accounts' });
    const form = screen.getByRole('form', { name: 'Invite someone' });
    await user.type(within(form).getByLabelText(/^Email/), 'lee.lane@example.com');
    await user.type(within(form).getByLabelText(/^Name/), 'Lee Lane');
    await user.selectOptions(within(form).getByLabelText(/^Role/), 'sales');
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitation for Lee Lane' });
    expect(within(dialog).getByLabelText('One-time link')).toHaveValue('http://site.example/admin/link#invite-secret');
    expect(dialog).toHaveTextContent('Send this link to lee.lane@example.com');
    expect(net.to('POST /admin/api/staff')[0]!.body).toEqual({ email: 'lee.lane@example.com', name: 'Lee Lane', role: 'sales' });
    expect(net.to('POST /admin/api/staff')[0]!.headers.get('x-csrf-token')).toBe('csrf-admin');
    await waitFor(() => expect(within(form).getByLabelText(/^Email/)).toHaveValue(''));
    // The list is asked again (it has the new account).
    await waitFor(() => expect(net.to('GET /admin/api/staff').length).toBeGreaterThan(1));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a reset is asked first, then shows the new link', async () => {
    fakeServices({
      'GET /admin/api/session': sessionOf('admin'),
      'GET /admin/api/staff': { accounts },
      'POST /admin/api/staff/2/reset': { account: accounts[1], link: link('reset-secret') },
    });
    const { user } = renderConsole('/staff');
    await user.click(await screen.findByRole('button', { name: 'Reset password of Eve Editor' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset the password of Eve Editor?' });
    // The dialog's first control, which has focus, changes nothing.
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Password reset for Eve Editor' });
    expect(within(dialog).getByLabelText('One-time link')).toHaveValue('http://site.example/admin/link#reset-secret');
  });

  it('a refused change of role is announced in its dialog', async () => {
    fakeServices({
      'GET /admin/api/session': sessionOf('admin'),
      'GET /admin/api/staff': { accounts },
      'POST /admin/api/staff/1': reply(409, { statusCode: 409, message: 'The console needs an admin: make someone else admin first.' }),
    });
    const { user } = renderConsole('/staff');
    await user.click(await screen.findByRole('button', { name: 'Change role of Pat admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Role of Pat admin' });
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'editor');
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('make someone else admin first');
  });

  it('an editor who opens the address reads that their role cannot do this', async () => {
    const net = fakeServices({ 'GET /admin/api/session': sessionOf('editor') });
    renderConsole('/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not for your role' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role cannot do this.');
    expect(net.to('GET /admin/api/staff')).toHaveLength(0);
  });
});
