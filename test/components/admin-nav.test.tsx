// The console's frame (src/admin/app): the navigation offers what the role may do, the home page says it and
// links to the CMS when there is one; landmarks and the skip link; focus moves to the new page's heading.
import { screen, waitFor, within } from '@testing-library/react';
import type { StaffRole } from '../../src/contract/staff';
import { fakeServices, reply } from '../support/fake-services';
import { renderConsole, sessionOf } from './support/console';

const navLinks = () => within(screen.getByRole('navigation', { name: 'Console' })).getAllByRole('link').map((a) => a.textContent);

const EXPECTED: Record<StaffRole, string[]> = {
  admin: ['Home', 'Catalog', 'Dealers', 'Documents', 'Leads', 'Staff', 'API tokens', 'Audit log', 'Your account'],
  editor: ['Home', 'Catalog', 'Dealers', 'Documents', 'Your account'],
  sales: ['Home', 'Leads', 'Your account'],
};

describe('console navigation by role', () => {
  it.each(Object.keys(EXPECTED) as StaffRole[])('%s sees only the pages of its role', async (role) => {
    fakeServices({ 'GET /admin/api/session': sessionOf(role) });
    renderConsole('/');
    await screen.findByRole('heading', { level: 1, name: `Welcome, Pat ${role}` });
    expect(navLinks()).toEqual(EXPECTED[role]);
    // The home page lists the same pages, each with what it is for.
    const cards = within(screen.getByRole('main')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(cards).toEqual(EXPECTED[role].filter((n) => n !== 'Home').map((n) => (n === 'Staff' ? 'Staff accounts' : n)));
    expect(screen.getByRole('banner')).toHaveTextContent(`Signed in as Pat ${role}`);
  });

  it('marks the current page in the navigation', async () => {
    fakeServices({ 'GET /admin/api/session': sessionOf('sales') });
    renderConsole('/account');
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    expect(within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', { name: 'Your account' })).toHaveAttribute('aria-current', 'page');
  });

  it('links to the CMS for page copy when the site has one, saying it has its own sign-in', async () => {
    fakeServices({ 'GET /admin/api/session': sessionOf('editor', { cmsAdminUrl: 'https://cms.example.com/admin' }) });
    renderConsole('/');
    const link = await screen.findByRole('link', { name: /Open the content management system/ });
    expect(link).toHaveAttribute('href', 'https://cms.example.com/admin');
    expect(screen.getByRole('region', { name: 'Page copy' })).toHaveTextContent(/sign-in of its own/);
  });

  it('has a skip link first, the landmarks, and moves focus to the heading of the page navigated to', async () => {
    fakeServices({ 'GET /admin/api/session': sessionOf('admin'), 'GET /admin/api/tokens': { tokens: [] } });
    const { user } = renderConsole('/');
    const home = await screen.findByRole('heading', { level: 1, name: 'Welcome, Pat admin' });
    // The first load leaves focus alone.
    expect(home).not.toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', { name: 'API tokens' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'API tokens' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(document.title).toBe('API tokens · Basalt staff console'));
  });

  it('Sign out in the header ends the session and leads to the sign-in page', async () => {
    const net = fakeServices({
      'GET /admin/api/session': () => (net.to('POST /admin/api/session/sign-out').length ? reply(401, { message: 'no' }) : sessionOf('editor')),
      'POST /admin/api/session/sign-out': reply(204),
    });
    const { user } = renderConsole('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Pat editor' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('You signed out.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sign-in$/);
  });

  it('an address the console does not have says so inside the frame', async () => {
    fakeServices({ 'GET /admin/api/session': sessionOf('sales') });
    renderConsole('/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Console' })).toBeInTheDocument();
  });
});
