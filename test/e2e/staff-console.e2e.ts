// Issue 20 in Chromium: the staff console at /admin on a server of its own (a fresh database, no staff yet).
// The shell is noindex and never cached, and the public home page loads none of it; the first admin signs up
// through the setup link `npm run staff -- setup-link` prints, invites an editor and a sales user, who set their
// passwords through their links and see only their pages; a wrong password gets the neutral message; axe-core
// finds nothing on any console page or dialog at 1280 px and at a tablet's 768 px (where nothing overflows the
// page sideways); Tab reaches every control of each page, and dialogs close on Escape.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { auditInto } from './support/axe';
import { openBrowser, type Session } from './support/browser';
import { KeyboardUser } from './support/keyboard';

const root = path.resolve(__dirname, '../..');
const ADMIN = { email: 'ana.admin@example.com', name: 'Ana Admin', password: 'basalt quarry lantern 7' };
const EDITOR = { email: 'eve.editor@example.com', name: 'Eve Editor', password: 'granite ledger window 4' };
const SALES = { email: 'sam.sales@example.com', name: 'Sam Sales', password: 'haul truck meadow 9' };

let server: ServerProcess;
let s: Session;
const links: Record<string, string> = {};

beforeAll(async () => {
  // Fast password hashing and slow-down units: the flows, not scrypt's cost, are under test.
  server = await startServerProcess({ DATABASE_URL: '', PASSWORD_HASH_COST: '12', SIGN_IN_DELAY_UNIT_MS: '10' });
  const printed = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/cli/staff.ts', 'setup-link'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: path.join(server.dataDir, 'db'), DATABASE_URL: '', LOG_LEVEL: 'silent' },
  });
  const url = /https?:\/\/\S+\/admin\/link#\S+/.exec(printed.stdout)?.[0];
  if (!url) throw new Error(`npm run staff -- setup-link printed no link:\n${printed.stdout}\n${printed.stderr}`);
  links.setup = new URL(url).pathname + new URL(url).hash;
  s = await openBrowser(undefined, { origin: server.baseUrl });
}, 180_000);

afterAll(async () => {
  await s?.close();
  await server?.stop();
});

const main = (page: Page) => page.locator('main');
const h1 = (page: Page) => main(page).locator('h1');

/** Goes to a console page through its navigation (no reload: the session stays cached). */
async function navigate(page: Page, label: string, heading: string | RegExp) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: label, exact: true }).click();
  await h1(page).filter({ hasText: heading }).waitFor();
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await main(page).getByLabel(label, { exact: false }).first().fill(value);
}

/** Sets a password through a one-time link (an invitation, a reset) in `page`. */
async function usePasswordLink(page: Page, link: string, password: string) {
  await page.goto(link);
  await h1(page).filter({ hasText: /Choose/ }).waitFor();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await h1(page).filter({ hasText: 'Welcome' }).waitFor();
}

const navLabels = (page: Page) => page.getByRole('navigation', { name: 'Console' }).getByRole('link').allTextContents();

it('the console page is noindex and never cached, and the public home page loads none of it', async () => {
  const shell = await fetch(`${server.baseUrl}/admin/staff`);
  expect(shell.status).toBe(200);
  expect(shell.headers.get('cache-control')).toBe('private, no-store');
  expect(shell.headers.get('x-robots-tag')).toBe('noindex');
  const html = await shell.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).toMatch(/<script defer src="\/assets\/admin\//);
  const home = await (await fetch(`${server.baseUrl}/`)).text();
  expect(home).not.toContain('/assets/admin/');
  // In the browser too: the public home page requests nothing of the console.
  const requested: string[] = [];
  s.page.on('request', (r) => requested.push(r.url()));
  await s.page.goto('/');
  expect(requested.filter((u) => u.includes('/assets/admin/') || u.includes('/admin/api'))).toEqual([]);
  s.page.removeAllListeners('request');
});

it('the first admin signs up through the setup link and lands on the console', async () => {
  const problems: string[] = [];
  await s.page.goto(links.setup!);
  await h1(s.page).filter({ hasText: 'Set up the first admin account' }).waitFor();
  expect(await s.page.title()).toBe('Set up the first admin account · Basalt staff console');
  await auditInto(problems, s.page, 'setup link');
  // The rules are checked before anything is sent, and the errors are announced.
  await s.page.getByRole('button', { name: 'Create the admin account' }).click();
  await main(s.page).getByText('Enter an email address.').waitFor();
  await auditInto(problems, s.page, 'setup link, errors shown');
  await fill(s.page, { 'Your email': ADMIN.email, 'Your name': ADMIN.name });
  await s.page.getByRole('textbox', { name: 'New password', exact: true }).fill(ADMIN.password);
  await s.page.getByLabel('New password again').fill(ADMIN.password);
  await s.page.getByRole('button', { name: 'Create the admin account' }).click();
  await h1(s.page).filter({ hasText: `Welcome, ${ADMIN.name}` }).waitFor();
  expect(await navLabels(s.page)).toEqual(['Home', 'Catalog', 'Dealers', 'Documents', 'Leads', 'Staff', 'API tokens', 'Audit log', 'Your account']);
  expect(problems).toEqual([]);
  // The link worked once.
  await s.page.goto(links.setup!);
  await h1(s.page).filter({ hasText: 'This link cannot be used' }).waitFor();
  await s.page.goto('/admin/');
  await h1(s.page).filter({ hasText: 'Welcome' }).waitFor();
});

it('the admin invites an editor and a sales user: each one-time link is shown to copy, and Escape closes it', async () => {
  const problems: string[] = [];
  await navigate(s.page, 'Staff', 'Staff accounts');
  // Focus moved to the new page's heading.
  expect(await s.page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  const form = s.page.getByRole('form', { name: 'Invite someone' });
  for (const [person, role] of [
    [EDITOR, 'editor'],
    [SALES, 'sales'],
  ] as const) {
    await form.getByLabel('Email').fill(person.email);
    await form.getByLabel('Name').fill(person.name);
    await form.getByLabel('Role').selectOption(role);
    await form.getByRole('button', { name: 'Invite' }).click();
    const dialog = s.page.getByRole('dialog', { name: `Invitation for ${person.name}` });
    await dialog.waitFor();
    const link = await dialog.getByLabel('One-time link').inputValue();
    expect(link).toMatch(/\/admin\/link#[A-Za-z0-9_-]{20,}$/);
    links[role] = new URL(link).pathname + new URL(link).hash;
    if (role === 'editor') await auditInto(problems, s.page, 'invitation link dialog');
    await s.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
  const table = s.page.getByRole('table', { name: 'Staff accounts' });
  await table.getByRole('row', { name: new RegExp(SALES.name) }).waitFor();
  expect(await table.getByRole('row').count()).toBe(4);
  await auditInto(problems, s.page, 'staff page with accounts');
  expect(problems).toEqual([]);
});

it('the editor and the sales user set their passwords through their links and see only their pages', async () => {
  for (const [person, role, expected] of [
    [EDITOR, 'editor', ['Home', 'Catalog', 'Dealers', 'Documents', 'Your account']],
    [SALES, 'sales', ['Home', 'Leads', 'Your account']],
  ] as const) {
    const other = await openBrowser(undefined, { origin: server.baseUrl });
    try {
      await usePasswordLink(other.page, links[role]!, person.password);
      expect(await navLabels(other.page)).toEqual(expected);
      expect(await main(other.page).textContent()).toContain(person.name);
      // A page of another role is refused in words, and its data is never asked for.
      await other.page.goto('/admin/staff');
      await h1(other.page).filter({ hasText: 'Not for your role' }).waitFor();
      await expect(main(other.page).getByRole('alert').textContent()).resolves.toContain('Your role cannot do this.');
    } finally {
      await other.close();
    }
  }
});

it('a wrong password gets the neutral message; the right one signs in again', async () => {
  const problems: string[] = [];
  await s.page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await h1(s.page).filter({ hasText: 'Sign in' }).waitFor();
  await main(s.page).getByText('You signed out.').waitFor();
  await s.page.getByLabel('Email').fill(ADMIN.email);
  await s.page.getByLabel('Password').fill('not the password at all');
  await s.page.getByRole('button', { name: 'Sign in' }).click();
  const alert = main(s.page).getByRole('alert');
  await alert.waitFor();
  expect(await alert.textContent()).toBe('The email or password is not right.');
  await auditInto(problems, s.page, 'sign-in refused');
  await s.page.getByLabel('Password').fill(ADMIN.password);
  await s.page.getByRole('button', { name: 'Sign in' }).click();
  await h1(s.page).filter({ hasText: 'Welcome' }).waitFor();
  expect(problems).toEqual([]);
});

describe.each([
  { name: 'desktop 1280', viewport: { width: 1280, height: 900 } },
  { name: 'tablet 768', viewport: { width: 768, height: 1024 } },
])('every console page at $name', ({ name, viewport }) => {
  it('axe finds no violation, and nothing overflows the page sideways', async () => {
    await s.page.setViewportSize(viewport);
    const problems: string[] = [];
    const pages: [string, string | RegExp][] = [
      ['Home', 'Welcome'],
      ['Catalog', 'Catalog'],
      ['Dealers', 'Dealers'],
      ['Documents', 'Documents'],
      ['Leads', 'Leads'],
      ['Staff', 'Staff accounts'],
      ['API tokens', 'API tokens'],
      ['Audit log', 'Audit log'],
      ['Your account', 'Your account'],
    ];
    for (const [label, heading] of pages) {
      await navigate(s.page, label, heading);
      await auditInto(problems, s.page, `[${name}] ${label}`);
      const overflow = await s.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`[${name}] ${label}: the page is ${overflow} px wider than the window`);
    }
    expect(problems).toEqual([]);
  });
});

it('API tokens: the secret is shown once; revoking is asked first, Escape cancels and focus returns', async () => {
  await s.page.setViewportSize({ width: 1280, height: 900 });
  const problems: string[] = [];
  await navigate(s.page, 'API tokens', 'API tokens');
  const form = s.page.getByRole('form', { name: 'Create a token' });
  await form.getByLabel('Name').fill('pim nightly');
  await form.getByRole('checkbox', { name: /Catalog/ }).check();
  await form.getByRole('button', { name: 'Create token' }).click();
  const created = s.page.getByRole('dialog', { name: 'Token "pim nightly" created' });
  await created.waitFor();
  expect(await created.getByLabel('Token').inputValue()).toMatch(/^bst_[A-Za-z0-9_-]{43}$/);
  await auditInto(problems, s.page, 'token created dialog');
  await s.page.keyboard.press('Escape');
  await created.waitFor({ state: 'detached' });
  const revoke = s.page.getByRole('button', { name: 'Revoke pim nightly' });
  await revoke.click();
  const confirm = s.page.getByRole('alertdialog', { name: 'Revoke the token "pim nightly"?' });
  await confirm.waitFor();
  await auditInto(problems, s.page, 'revoke confirmation');
  await s.page.keyboard.press('Escape');
  await confirm.waitFor({ state: 'detached' });
  expect(await revoke.evaluate((el) => el === document.activeElement)).toBe(true);
  await revoke.click();
  await confirm.getByRole('button', { name: 'Revoke token' }).click();
  await confirm.waitFor({ state: 'detached' });
  await s.page.getByRole('table', { name: 'API tokens' }).getByText(/Revoked/).waitFor();
  expect(problems).toEqual([]);
});

it('the audit log lists what the staff did, newest first', async () => {
  await navigate(s.page, 'Audit log', 'Audit log');
  const table = s.page.getByRole('table', { name: 'Audit log entries, newest first' });
  // Asked afresh on opening: the revocation just made is there.
  await table.getByText(/^POST \/admin\/api\/tokens\/[^ ]+\/revoke$/).first().waitFor();
  const text = (await table.textContent()) ?? '';
  expect(text).toContain(ADMIN.email);
  expect(text).toMatch(/POST \/admin\/api\/staff\b/);
  await s.page.getByRole('navigation', { name: 'Audit log pages' }).waitFor();
});

/** The next Tab goes to the page's first control (Chromium continues from where focus was, even after blur()). */
async function startFromTop(page: Page) {
  await page.evaluate(() => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    start.addEventListener('blur', () => start.remove(), { once: true });
    window.scrollTo(0, 0);
  });
}

/** Tabs through the page from its top; returns the controls Tab never reached (visible, enabled ones). */
async function unreachedByTab(kb: KeyboardUser): Promise<string[]> {
  await startFromTop(kb.page);
  await kb.page.evaluate(() => document.addEventListener('focusin', (e) => (e.target as HTMLElement).setAttribute('data-tab-reached', '')));
  await kb.tabThroughPage();
  return kb.page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]'))
      .filter((el) => !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .filter((el) => !el.hasAttribute('data-tab-reached'))
      .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`),
  );
}

it('keyboard: Tab reaches every control of each page with a visible focus, and a dialog keeps focus until Escape', async () => {
  const kb = new KeyboardUser(s.page);
  for (const [label, heading] of [
    ['Home', 'Welcome'],
    ['Staff', 'Staff accounts'],
    ['API tokens', 'API tokens'],
    ['Audit log', 'Audit log'],
    ['Your account', 'Your account'],
  ] as const) {
    await navigate(s.page, label, heading);
    expect({ page: label, unreached: await unreachedByTab(kb) }).toEqual({ page: label, unreached: [] });
  }
  // A dialog opened from the keyboard keeps focus inside and gives it back on Escape.
  await navigate(s.page, 'Staff', 'Staff accounts');
  await s.page.getByRole('button', { name: `Change role of ${EDITOR.name}` }).focus();
  await s.page.keyboard.press('Enter');
  const dialog = s.page.getByRole('dialog', { name: `Role of ${EDITOR.name}` });
  await dialog.waitFor();
  for (let i = 0; i < 6; i += 1) await kb.press('Tab');
  await kb.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await s.page.evaluate(() => document.activeElement?.textContent)).toContain('Change role');
  expect(kb.problems).toEqual([]);
  expect(kb.checked).toBeGreaterThan(20);
});

it('keyboard: the sign-in page is complete without a mouse', async () => {
  const visitor = await openBrowser(undefined, { origin: server.baseUrl });
  try {
    await visitor.page.goto('/admin/tokens');
    await h1(visitor.page).filter({ hasText: 'Sign in' }).waitFor();
    const kb = new KeyboardUser(visitor.page);
    expect(await unreachedByTab(kb)).toEqual([]);
    await startFromTop(visitor.page);
    await kb.tabTo({ name: 'Skip to main content' });
    await kb.tabTo({ name: /^Email/ });
    await kb.type(ADMIN.email);
    await kb.press('Tab');
    await kb.type(ADMIN.password);
    await kb.press('Enter');
    // Back where the person was heading.
    await h1(visitor.page).filter({ hasText: 'API tokens' }).waitFor();
    expect(kb.problems).toEqual([]);
  } finally {
    await visitor.close();
  }
});
