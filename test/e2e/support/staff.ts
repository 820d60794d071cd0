// Staff accounts for the console's browser tests (issue 20): made through the running server's admin API with
// the local secret it leaves in its data folder (server/admin/local-access.ts, as `npm run staff -- invite`
// does), the invitation's one-time link used to set the password (POST /admin/api/links/use), then signing in
// on the console's own sign-in page as a person does.
//
//   const editor = await createStaffAccount(dataDir, { role: 'editor' });   // dataDir: the server's DATA_DIR
//   await signInToConsole(page, editor);                                     // page at /admin, signed in
//   problems.push(...(await tabletLayoutProblems(page, 'catalog')));         // usable at 768 px wide?
import type { Page } from 'playwright-core';
import { readLocalAccess, type LocalAccess } from '../../../server/admin/local-access';
import type { StaffAccount, StaffLink, StaffRole } from '../../../src/contract/staff';
import { collectLayoutFacts } from './layout-audit';

export interface StaffCredentials {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

export interface NewStaff {
  role: StaffRole;
  /** Default: `<role>-<n>@staff.example`. */
  email?: string;
  /** Default: "E2E <Role> <n>". */
  name?: string;
  /** Default: a password the rules accept (docs/staff-console.md). */
  password?: string;
}

let made = 0;

/** The server's local access (its address and secret), waiting for the file a starting server writes. */
export async function localAccess(dataDir: string, timeoutMs = 30_000): Promise<LocalAccess> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const access = readLocalAccess(dataDir);
    if (access) return access;
    if (Date.now() > until) throw new Error(`no admin-local.json in ${dataDir}: is a server running on that data folder (PGlite)?`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An admin API call as the local CLI makes it (every scope); rejects on an answer other than 2xx. */
export async function localAdminCall<T>(dataDir: string, method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  const access = await localAccess(dataDir);
  const response = await fetch(`${access.url}/admin/api${route}`, {
    method,
    headers: { authorization: `Local ${access.secret}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /admin/api${route} answered ${response.status}: ${text}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** An active account of `role` with a password set, on the server whose DATA_DIR is `dataDir`. */
export async function createStaffAccount(dataDir: string, input: NewStaff): Promise<StaffCredentials> {
  made += 1;
  const n = `${process.pid}-${made}`;
  const role = input.role;
  const email = input.email ?? `${role}-${n}@staff.example`;
  const name = input.name ?? `E2E ${role[0]!.toUpperCase()}${role.slice(1)} ${made}`;
  const password = input.password ?? `Basalt quarry haul road ${n}`;
  const { account, link } = await localAdminCall<{ account: StaffAccount; link: StaffLink }>(dataDir, 'POST', '/staff', { email, name, role });
  const token = decodeURIComponent(new URL(link.url).hash.slice(1));
  const access = await localAccess(dataDir);
  const used = await fetch(`${access.url}/admin/api/links/use`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password }),
  });
  if (!used.ok) throw new Error(`setting the password of ${email} answered ${used.status}: ${await used.text()}`);
  return { id: account.id, email: account.email, name: account.name, role, password };
}

/** Signs in on /admin/sign-in (the page must be on the server's origin) and waits for the console's frame. */
export async function signInToConsole(page: Page, who: Pick<StaffCredentials, 'email' | 'password'>): Promise<void> {
  await page.goto('/admin/sign-in');
  await page.getByLabel(/^Email/).fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/sign-in'));
  await page.getByRole('navigation').first().waitFor();
}

/** A tablet's width (768 px): the console is usable there (wide tables scroll in their own labelled box). */
export const TABLET = { width: 768, height: 1024 } as const;

/**
 * What keeps the page as it stands from being usable at a tablet's width: the page scrolling sideways, a
 * control outside the window or text cut off (test/e2e/support/layout-audit.ts), each labelled. The viewport
 * is put back afterwards.
 */
export async function tabletLayoutProblems(page: Page, label: string): Promise<string[]> {
  const before = page.viewportSize();
  await page.setViewportSize(TABLET);
  try {
    const facts = await page.evaluate(collectLayoutFacts, 1);
    return [
      facts.horizontalOverflow > 0 ? `scrolls sideways by ${facts.horizontalOverflow}px (${facts.widest.join('; ')})` : '',
      ...facts.offscreen.map((x) => `outside the window: ${x}`),
      ...facts.clipped.map((x) => `clipped: ${x}`),
    ]
      .filter(Boolean)
      .map((x) => `${label} at 768 px: ${x}`);
  } finally {
    if (before) await page.setViewportSize(before);
  }
}
