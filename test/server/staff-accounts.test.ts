// Admins run staff accounts from the console (issue 20): invite with a one-time link, change a role, disable
// (sessions end at once), enable, reset a password; the last admin stays; every change in the audit log.
import { sql } from 'drizzle-orm';
import { makeTestApp, type TestApp } from './support/test-app';
import { consoleAs, freshIp, signInAs, STAFF_PASSWORD, type Console } from './support/staff';

process.env.PASSWORD_HASH_COST = '10';
let t: TestApp;
let admin: Console;

beforeAll(async () => {
  t = await makeTestApp({});
  admin = await consoleAs(t.app, t.database, 'admin');
}, 60_000);
afterAll(() => t?.close());

const useLink = (url: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/admin/api/links/use', payload: { token: url.slice(url.indexOf('#') + 1), password }, remoteAddress: freshIp() });

it('invites a member of staff, who sets a password with the link and signs in', async () => {
  const res = await admin.call('POST', '/admin/api/staff', { email: 'Rita.Sales@Example.com', name: ' Rita  Sales ', role: 'sales' });
  expect(res.statusCode).toBe(201);
  const { account, link } = res.json();
  expect(account).toMatchObject({ email: 'rita.sales@example.com', name: 'Rita Sales', role: 'sales', status: 'invited', createdBy: admin.email });
  expect(link.url).toMatch(/^http:\/\/[^/]+\/admin\/link#[A-Za-z0-9_-]{43}$/);
  const check = await t.app.inject({ method: 'POST', url: '/admin/api/links/check', payload: { token: link.url.split('#')[1] } });
  expect(check.json()).toEqual({ purpose: 'invite', email: 'rita.sales@example.com', name: 'Rita Sales' });
  const used = await useLink(link.url, 'rita sets her own password');
  expect(used.statusCode).toBe(200);
  expect(used.json().scopes).toEqual(['leads']);
  const rita = await signInAs(t.app, 'rita.sales@example.com', 'rita sets her own password');
  expect(rita.session.account.role).toBe('sales');
  expect((await useLink(link.url, 'another password here')).statusCode).toBe(404);

  const dup = await admin.call('POST', '/admin/api/staff', { email: 'rita.sales@example.com', name: 'R', role: 'editor' });
  expect(dup.statusCode).toBe(409);
  const bad = await admin.call('POST', '/admin/api/staff', { email: 'not an email', name: 'N', role: 'sales' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toBe('Enter an email address such as name@example.com.');
  const role = await admin.call('POST', '/admin/api/staff', { email: 'x@example.com', name: 'N', role: 'owner' });
  expect(role.statusCode).toBe(400);
});

it('disables an account: its sessions end at once and it cannot sign in; enabling lets it back', async () => {
  const editor = await consoleAs(t.app, t.database, 'editor');
  const id = editor.session.account.id;
  expect((await admin.call('POST', `/admin/api/staff/${id}/disable`)).json().account.status).toBe('disabled');
  expect((await editor.call('GET', '/admin/api/session')).statusCode).toBe(401);
  const again = await t.app.inject({ method: 'POST', url: '/admin/api/session', payload: { email: editor.email, password: STAFF_PASSWORD }, remoteAddress: freshIp() });
  expect(again.statusCode).toBe(401);
  expect((await admin.call('POST', `/admin/api/staff/${id}/enable`)).json().account.status).toBe('active');
  expect((await signInAs(t.app, editor.email)).session.account.id).toBe(id);
});

it('changes a role, which applies to the open session at its next call', async () => {
  const editor = await consoleAs(t.app, t.database, 'editor');
  expect((await editor.call('GET', '/admin/api/leads/assignees')).statusCode).toBe(403);
  const res = await admin.call('POST', `/admin/api/staff/${editor.session.account.id}`, { role: 'sales' });
  expect(res.json().account.role).toBe('sales');
  expect((await editor.call('GET', '/admin/api/leads/assignees')).statusCode).toBe(200);
});

it('resets a password: it stops working, sessions end, and the link sets a new one', async () => {
  const sales = await consoleAs(t.app, t.database, 'sales');
  const res = await admin.call('POST', `/admin/api/staff/${sales.session.account.id}/reset`);
  expect(res.statusCode).toBe(200);
  expect(res.json().account.status).toBe('invited');
  expect((await sales.call('GET', '/admin/api/session')).statusCode).toBe(401);
  const old = await t.app.inject({ method: 'POST', url: '/admin/api/session', payload: { email: sales.email, password: STAFF_PASSWORD }, remoteAddress: freshIp() });
  expect(old.statusCode).toBe(401);
  expect((await t.app.inject({ method: 'POST', url: '/admin/api/links/check', payload: { token: res.json().link.url.split('#')[1] } })).json().purpose).toBe('reset');
  expect((await useLink(res.json().link.url, 'a fresh start password')).statusCode).toBe(200);
});

it('keeps the last admin, and an admin cannot disable or reset their own account', async () => {
  await t.database.rows(sql`update staff_account set disabled_at = now() where role = 'admin' and id <> ${admin.session.account.id}`);
  const self = admin.session.account.id;
  expect((await admin.call('POST', `/admin/api/staff/${self}/disable`)).json().message).toBe('You cannot disable your own account.');
  expect((await admin.call('POST', `/admin/api/staff/${self}/reset`)).json().message).toBe('Change your own password under Account.');
  const demote = await admin.call('POST', `/admin/api/staff/${self}`, { role: 'editor' });
  expect(demote.statusCode).toBe(409);
  expect(demote.json().message).toBe('This is the last active admin: make another account admin first.');
  expect((await admin.call('POST', '/admin/api/staff/999999/disable')).statusCode).toBe(404);
});

it('never loses the last admin to two changes made at once', async () => {
  const { createAccount, setDisabled, updateAccount } = await import('../../server/staff/accounts');
  const { hashPassword } = await import('../../server/staff/passwords');
  await t.database.rows(sql`update staff_account set role = 'editor' where role = 'admin' and id <> ${admin.session.account.id}`);
  const b = await createAccount(t.database, { email: 'second-admin@example.com', name: 'B', role: 'admin', createdBy: 'test', passwordHash: await hashPassword(STAFF_PASSWORD, 10) });
  const outcomes = await Promise.allSettled([updateAccount(t.database, b.id, { role: 'sales' }), setDisabled(t.database, admin.session.account.id, true)]);
  expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  const [left] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from staff_account where role = 'admin' and disabled_at is null and password_hash is not null`);
  expect(Number(left!.n)).toBe(1);
  await t.database.rows(sql`update staff_account set disabled_at = null, role = 'admin' where id = ${admin.session.account.id}`);
  admin = await signInAs(t.app, admin.email);
});

it('lists accounts with their status, and records each change in the audit log without personal values', async () => {
  const list = (await admin.call('GET', '/admin/api/staff')).json().accounts as { email: string; status: string }[];
  expect(list.find((a) => a.email === 'rita.sales@example.com')?.status).toBe('active');
  const entries = (await admin.call('GET', '/admin/api/audit?pageSize=200')).json().entries as { route: string; detail: Record<string, unknown> }[];
  const invites = entries.filter((e) => e.route === '/admin/api/staff' && e.detail.invited);
  expect(invites.length).toBeGreaterThan(0);
  // The actor is who acted; what they acted on is named by number, never by a person's details.
  expect(JSON.stringify(entries.map((e) => e.detail))).not.toMatch(/rita/i);
});
