// The staff console's sign-in (issue 20, docs/staff-console.md): the first admin from a one-time link, sessions
// in the database with idle and absolute expiry, the cookie's attributes, CSRF on every session call, sign-out
// (here and everywhere), password changes, and a neutral message for every failed sign-in.
import { sql } from 'drizzle-orm';
import { makeTestApp, type TestApp } from './support/test-app';
import { consoleAs, freshIp, makeAccount, signInAs, STAFF_PASSWORD } from './support/staff';
import { createAccount } from '../../server/staff/accounts';
import { hashPassword } from '../../server/staff/passwords';

process.env.PASSWORD_HASH_COST = '10';
const LOCAL = 'local-secret-for-staff-tests-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({}, { localAdminSecret: LOCAL });
}, 60_000);
afterAll(() => t?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/admin/api${url}`, payload, headers, remoteAddress: freshIp() });
const tokenOf = (url: string) => url.slice(url.indexOf('#') + 1);

describe('the first admin', () => {
  it('comes from a one-time setup link, which works once and not once there is an admin', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/admin/api/staff/setup-link', headers: { authorization: `Local ${LOCAL}` } });
    expect(made.statusCode).toBe(200);
    const { url } = made.json().link as { url: string };
    expect(url).toMatch(/\/admin\/link#[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(url);

    expect((await post('/links/check', { token })).json()).toEqual({ purpose: 'first-admin', email: null, name: null });
    const weak = await post('/links/use', { token, password: 'short', email: 'boss@example.com', name: 'Boss' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Use at least 12 characters.');

    const used = await post('/links/use', { token, password: STAFF_PASSWORD, email: 'Boss@Example.com', name: 'Ada Boss' });
    expect(used.statusCode).toBe(200);
    expect(used.json().account).toMatchObject({ email: 'boss@example.com', name: 'Ada Boss', role: 'admin' });
    expect(used.json().scopes).toEqual(expect.arrayContaining(['staff', 'tokens', 'audit', 'leads', 'catalog']));

    const again = await post('/links/use', { token, password: STAFF_PASSWORD, email: 'x@example.com', name: 'X' });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/used already or has expired/);
    const another = await t.app.inject({ method: 'POST', url: '/admin/api/staff/setup-link', headers: { authorization: `Local ${LOCAL}` } });
    expect(another.statusCode).toBe(409);
  });
});

describe('signing in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie for /admin only, Secure behind TLS', async () => {
    const email = await makeAccount(t.database, 'editor');
    const res = await post('/session', { email, password: STAFF_PASSWORD });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^basalt_staff=[A-Za-z0-9_-]{43}; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=43200$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const stored = await t.database.rows<{ id_hash: string }>(sql`select id_hash from staff_session`);
    expect(stored.map((r) => r.id_hash)).not.toContain(cookie.split(';')[0]!.split('=')[1]);

    const tls = await makeTestApp({ TRUST_PROXY: 'true' });
    try {
      const email2 = await makeAccount(tls.database, 'sales');
      const secure = await tls.app.inject({ method: 'POST', url: '/admin/api/session', payload: { email: email2, password: STAFF_PASSWORD }, headers: { 'x-forwarded-proto': 'https' } });
      expect(String(secure.headers['set-cookie'])).toMatch(/^__Secure-basalt_staff=.*; Secure$/);
    } finally {
      await tls.close();
    }
  });

  it('answers every failure with the same neutral message', async () => {
    const email = await makeAccount(t.database, 'sales');
    const disabled = await makeAccount(t.database, 'editor');
    await t.database.rows(sql`update staff_account set disabled_at = now() where email = ${disabled}`);
    const messages = await Promise.all(
      [
        { email, password: 'wrong password here' },
        { email: 'nobody@example.com', password: STAFF_PASSWORD },
        { email: disabled, password: STAFF_PASSWORD },
      ].map(async (body) => {
        const res = await post('/session', body);
        return `${res.statusCode} ${res.json().message}`;
      }),
    );
    expect(new Set(messages)).toEqual(new Set(['401 The email or password is not right.']));
  });

  it('refuses a sign-in another site posts', async () => {
    const email = await makeAccount(t.database, 'sales');
    const res = await post('/session', { email, password: STAFF_PASSWORD }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('CSRF', () => {
  it('takes the public origin for this site behind a proxy that passes its own Host on', async () => {
    const proxied = await makeTestApp({ PUBLIC_ORIGIN: 'https://www.example.com', TRUST_PROXY: 'true' });
    try {
      const email = await makeAccount(proxied.database, 'sales');
      const signIn = (origin: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/admin/api/session',
          payload: { email, password: STAFF_PASSWORD },
          headers: { host: '127.0.0.1:3000', origin, 'x-forwarded-proto': 'https' },
        });
      expect((await signIn('https://www.example.com')).statusCode).toBe(200);
      expect((await signIn('https://evil.example')).statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it('answers every admin call with no-store', async () => {
    const c = await consoleAs(t.app, t.database, 'admin');
    for (const url of ['/admin/api/staff', '/admin/api/audit', '/admin/api/tokens', '/admin/api/session']) {
      expect((await c.call('GET', url)).headers['cache-control']).toBe('private, no-store');
    }
  });

  it('needs the session token on every session call, GET included, except reading the session', async () => {
    const c = await consoleAs(t.app, t.database, 'admin');
    const bare = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method, url, headers: { cookie: c.cookie, ...headers }, remoteAddress: freshIp() });
    expect((await bare('GET', '/admin/api/session')).statusCode).toBe(200);
    expect((await bare('GET', '/admin/api/staff')).statusCode).toBe(403);
    expect((await bare('GET', '/admin/api/staff', { 'x-csrf-token': 'not-the-token' })).statusCode).toBe(403);
    expect((await bare('POST', '/admin/api/session/sign-out-everywhere')).statusCode).toBe(403);
    const other = await consoleAs(t.app, t.database, 'admin');
    expect((await bare('GET', '/admin/api/staff', { 'x-csrf-token': other.session.csrfToken })).statusCode).toBe(403);
    expect((await c.call('GET', '/admin/api/staff', undefined, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await c.call('GET', '/admin/api/staff', undefined, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    const ok = await c.call('GET', '/admin/api/staff');
    expect(ok.statusCode).toBe(200);
    expect((await c.call('GET', '/admin/api/session')).json().account.email).toBe(c.email);
  });

  it('needs none for API token calls', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/admin/api/tokens', headers: { authorization: `Local ${LOCAL}` }, payload: { name: 'csrf-free', scopes: 'catalog' } });
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/catalog/history', headers: { authorization: `Bearer ${made.json().secret as string}` }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(200);
  });
});

describe('session expiry and sign-out', () => {
  it('ends a session idle for too long, and one past its absolute expiry, however busy', async () => {
    const idle = await consoleAs(t.app, t.database, 'sales');
    await t.database.rows(sql`update staff_session set last_seen_at = now() - interval '61 minutes' where id_hash = (
      select id_hash from staff_session order by created_at desc limit 1)`);
    const res = await idle.call('GET', '/admin/api/leads/assignees');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session ended. Sign in again.');

    const busy = await consoleAs(t.app, t.database, 'sales');
    expect((await busy.call('GET', '/admin/api/session')).statusCode).toBe(200);
    await t.database.rows(sql`update staff_session set expires_at = now() - interval '1 second', last_seen_at = now()`);
    expect((await busy.call('GET', '/admin/api/session')).statusCode).toBe(401);
  });

  it('moves the idle expiry forward with use', async () => {
    const c = await consoleAs(t.app, t.database, 'editor');
    await t.database.rows(sql`update staff_session set last_seen_at = now() - interval '50 minutes'`);
    expect((await c.call('GET', '/admin/api/session')).statusCode).toBe(200);
    const [row] = await t.database.rows<{ age: number }>(sql`select extract(epoch from now() - max(last_seen_at))::int as age from staff_session`);
    expect(Number(row!.age)).toBeLessThan(60);
  });

  it('signs out here, or everywhere', async () => {
    const email = await makeAccount(t.database, 'editor');
    const laptop = await signInAs(t.app, email);
    const tablet = await signInAs(t.app, email);
    const out = await laptop.call('POST', '/admin/api/session/sign-out');
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^basalt_staff=; .*Max-Age=0/);
    expect((await laptop.call('GET', '/admin/api/session')).statusCode).toBe(401);
    expect((await tablet.call('GET', '/admin/api/session')).statusCode).toBe(200);

    const phone = await signInAs(t.app, email);
    expect((await phone.call('POST', '/admin/api/session/sign-out-everywhere')).statusCode).toBe(204);
    expect((await tablet.call('GET', '/admin/api/session')).statusCode).toBe(401);
    expect((await phone.call('GET', '/admin/api/session')).statusCode).toBe(401);
  });
});

describe('passwords', () => {
  it('a user changes their own: the other sessions end, this one stays, the old password stops working', async () => {
    const email = await makeAccount(t.database, 'sales');
    const here = await signInAs(t.app, email);
    const there = await signInAs(t.app, email);
    const wrong = await here.call('POST', '/admin/api/session/password', { current: 'not my password', password: 'a brand new passphrase' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is not right.');
    const ok = await here.call('POST', '/admin/api/session/password', { current: STAFF_PASSWORD, password: 'a brand new passphrase' });
    expect(ok.statusCode).toBe(204);
    expect((await here.call('GET', '/admin/api/session')).statusCode).toBe(200);
    expect((await there.call('GET', '/admin/api/session')).statusCode).toBe(401);
    expect((await post('/session', { email, password: STAFF_PASSWORD })).statusCode).toBe(401);
    expect((await post('/session', { email, password: 'a brand new passphrase' })).statusCode).toBe(200);
  });

  it('are stored as memory-hard hashes, never as given', async () => {
    const [row] = await t.database.rows<{ password_hash: string }>(sql`select password_hash from staff_account where password_hash is not null limit 1`);
    expect(row!.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    const [plain] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from staff_account where password_hash like ${`%${STAFF_PASSWORD}%`}`);
    expect(Number(plain!.n)).toBe(0);
  });

  it("a sign-in with an older, cheaper hash stores one at today's cost", async () => {
    const email = 'old-hash@example.com';
    await createAccount(t.database, { email, name: 'Old Hash', role: 'sales', createdBy: 'test', passwordHash: await hashPassword(STAFF_PASSWORD, 9) });
    expect((await post('/session', { email, password: STAFF_PASSWORD })).statusCode).toBe(200);
    const [row] = await t.database.rows<{ password_hash: string }>(sql`select password_hash from staff_account where email = ${email}`);
    expect(row!.password_hash).toMatch(/^scrypt\$10\$/);
    // Storing the new hash ends no session: the person is the same, the password too.
    const open = await signInAs(t.app, email);
    await t.database.rows(sql`update staff_account set password_hash = ${await hashPassword(STAFF_PASSWORD, 9)} where email = ${email}`);
    expect((await post('/session', { email, password: STAFF_PASSWORD })).statusCode).toBe(200);
    expect((await open.call('GET', '/admin/api/session')).statusCode).toBe(200);
    expect((await post('/session', { email, password: STAFF_PASSWORD })).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('names the signed-in person for session calls, and never a password', async () => {
    const c = await consoleAs(t.app, t.database, 'admin');
    await c.call('GET', '/admin/api/staff');
    const entries = (await c.call('GET', '/admin/api/audit?page=1&pageSize=20')).json().entries as { actor: string; route: string; detail: object }[];
    expect(entries.find((e) => e.route === '/admin/api/staff')?.actor).toBe(c.email);
    const all = await t.database.rows<{ detail: string }>(sql`select detail::text as detail from audit_log`);
    expect(all.some((r) => r.detail.includes(STAFF_PASSWORD))).toBe(false);
  });
});
