// Failed sign-ins slow down progressively per client and per account, with a neutral message, and nobody can
// lock anyone out (issue 20, server/staff/throttle.ts). The slow-down's unit is 200 ms here (1 s in use).
import { sql } from 'drizzle-orm';
import { makeTestApp, type TestApp } from './support/test-app';
import { consoleAs, makeAccount, STAFF_PASSWORD } from './support/staff';
import { units } from '../../server/staff/throttle';

process.env.PASSWORD_HASH_COST = '10';
process.env.SIGN_IN_DELAY_UNIT_MS = '200';
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({});
}, 60_000);
afterAll(() => t?.close());

const signIn = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/admin/api/session', payload: { email, password }, remoteAddress: ip });

it('doubles the wait after the free failures, up to a cap', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 8].map((f) => units(f, 3, 16))).toEqual([0, 0, 0, 1, 2, 4, 8, 16]);
  expect(units(40, 5, 300)).toBe(300);
});

it('makes a client that keeps failing wait (429, Retry-After, neutral words), whatever account it tries', async () => {
  const ip = '203.0.113.50';
  for (let i = 0; i < 5; i++) expect((await signIn(`guess${i}@example.com`, 'wrong password!', ip)).statusCode).toBe(401);
  expect((await signIn('guess5@example.com', 'wrong password!', ip)).statusCode).toBe(401);
  const slowed = await signIn('someone@example.com', 'wrong password!', ip);
  expect(slowed.statusCode).toBe(429);
  expect(slowed.headers['retry-after']).toBe('1');
  expect(slowed.json().message).toBe('Too many attempts. Try again in 1 second.');
  // Another client is not slowed by it.
  const email = await makeAccount(t.database, 'sales');
  expect((await signIn(email, STAFF_PASSWORD, '203.0.113.51')).statusCode).toBe(200);
});

it('lets the client try again once the wait is over', async () => {
  const ip = '203.0.113.60';
  for (let i = 0; i < 6; i++) await signIn(`x${i}@example.com`, 'wrong password!', ip);
  expect((await signIn('x@example.com', 'wrong password!', ip)).statusCode).toBe(429);
  await t.database.rows(sql`update sign_in_throttle set last_failure_at = last_failure_at - interval '1 second'`);
  expect((await signIn('x@example.com', 'wrong password!', ip)).statusCode).toBe(401);
});

it('holds every attempt at an attacked account longer, but never refuses its owner', async () => {
  const email = await makeAccount(t.database, 'editor');
  // An attacker spread over many addresses: no client is slowed, the account is.
  for (let i = 0; i < 6; i++) expect((await signIn(email, `wrong password ${i}`, `192.0.2.${i + 1}`)).statusCode).toBe(401);
  const [row] = await t.database.rows<{ failures: number }>(sql`select failures from sign_in_throttle where key like 'account:%' order by failures desc limit 1`);
  expect(Number(row!.failures)).toBe(6);
  // Six failures: every attempt waits units(6, 3, 16) = 4 units = 800 ms before the password is checked.
  const started = Date.now();
  const owner = await signIn(email, STAFF_PASSWORD, '192.0.2.100');
  expect(Date.now() - started).toBeGreaterThanOrEqual(800);
  expect(owner.statusCode).toBe(200);
  // Success forgets the failures: the next sign-in is not held.
  const [left] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from sign_in_throttle where key like 'account:%' and failures >= 6`);
  expect(Number(left!.n)).toBe(0);
});

it('stores neither addresses nor email addresses for it', async () => {
  const keys = await t.database.rows<{ key: string }>(sql`select key from sign_in_throttle`);
  expect(keys.length).toBeGreaterThan(0);
  for (const { key } of keys) expect(key).toMatch(/^(client|account):[A-Za-z0-9_-]{43}$/);
});

it('counts attempts sent at once one after the other, so they cannot all pass on the same count', async () => {
  const ip = '203.0.113.70';
  const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(`p${i}@example.com`, 'wrong password!', ip)));
  const statuses = answers.map((a) => a.statusCode).sort();
  expect(statuses.filter((s) => s === 401)).toHaveLength(6);
  expect(statuses.filter((s) => s === 429)).toHaveLength(6);
});

it('slows down guessing the current password from an open session too', async () => {
  const c = await consoleAs(t.app, t.database, 'sales');
  let n = 0;
  const change = (current: string) =>
    t.app.inject({
      method: 'POST',
      url: '/admin/api/session/password',
      headers: { cookie: c.cookie, 'x-csrf-token': c.session.csrfToken },
      payload: { current, password: 'a brand new passphrase' },
      remoteAddress: `203.0.113.${90 + n++}`,
    });
  for (let i = 0; i < 6; i++) expect((await change(`guess number ${i}`)).statusCode).toBe(400);
  // Six failures at the account: the next guess is held 4 units (800 ms) before it is checked.
  const started = Date.now();
  expect((await change('guess number 7')).statusCode).toBe(400);
  expect(Date.now() - started).toBeGreaterThanOrEqual(800);
  // From one address, the client's own slow-down answers 429 first.
  const ip = '203.0.113.120';
  const fromOne = (current: string) =>
    t.app.inject({ method: 'POST', url: '/admin/api/session/password', headers: { cookie: c.cookie, 'x-csrf-token': c.session.csrfToken }, payload: { current, password: 'a brand new passphrase' }, remoteAddress: ip });
  const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => fromOne(`parallel guess ${i}`)));
  expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThan(0);
}, 60_000);
