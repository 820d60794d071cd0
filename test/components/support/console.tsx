// Rendering the staff console in component tests: its real store, providers and route table (ConsoleRoutes)
// in a MemoryRouter under /admin, as the browser runs it. Pair with fakeServices for /admin/api; `session`
// fakes GET /admin/api/session for a signed-in role.
import './polyfills';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ConsoleProviders } from '../../../src/admin/app/ConsoleProviders';
import { ConsoleRoutes } from '../../../src/admin/app/ConsoleRoutes';
import { makeAdminStore, type AdminStore } from '../../../src/admin/app/store';
import { ROLE_SCOPES, type StaffRole, type StaffSession } from '../../../src/contract/staff';
import { CONSOLE_BASE } from '../../../src/admin/routing/pages';
import { LocationDisplay } from './render';

window.scrollTo = () => {};

const IN_AN_HOUR = () => new Date(Date.now() + 3_600_000).toISOString();

/** A session of `role` as GET /admin/api/session answers it. */
export function sessionOf(role: StaffRole, overrides: Partial<StaffSession> = {}): StaffSession {
  return {
    account: { id: 1, email: `${role}@example.com`, name: `Pat ${role}`, role },
    scopes: [...ROLE_SCOPES[role]],
    csrfToken: `csrf-${role}`,
    idleExpiresAt: IN_AN_HOUR(),
    expiresAt: IN_AN_HOUR(),
    cmsAdminUrl: null,
    ...overrides,
  };
}

/** The console at `path` (under /admin, e.g. '/sign-in'); the location (without /admin) shows in data-testid="location". */
export function renderConsole(path: string, { store = makeAdminStore(), brand = 'Basalt' }: { store?: AdminStore; brand?: string } = {}) {
  const user = userEvent.setup();
  const result = render(
    <ConsoleProviders store={store} brand={brand}>
      <MemoryRouter basename={CONSOLE_BASE} initialEntries={[`${CONSOLE_BASE}${path}`]}>
        <ConsoleRoutes />
        <LocationDisplay />
      </MemoryRouter>
    </ConsoleProviders>,
  );
  return { store, user, ...result };
}

/** A JSON answer with headers (Retry-After). */
export function jsonReply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}
