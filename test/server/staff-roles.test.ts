// Every /admin/api route refuses an anonymous client and every role whose scopes lack the route's (issue 20):
// the routes are read from the app itself, so a route added later is checked without anyone listing it.
import { makeTestApp, type TestApp } from './support/test-app';
import { consoleAs, freshIp } from './support/staff';
import { ROLE_SCOPES, STAFF_ROLES } from '../../src/contract/staff';

process.env.PASSWORD_HASH_COST = '10';
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({});
}, 60_000);
afterAll(() => t?.close());

/** A concrete URL for a route pattern: every parameter filled with a value its schema accepts. */
const concrete = (url: string) => url.replace(/:id\b/g, '1').replace(/:slug\b/g, 'basalt-brochure').replace(/:name\b/g, 'token').replace(/:[A-Za-z]+/g, 'x');

const adminRoutes = () => t.app.routeList.filter((r) => r.url.startsWith('/admin/api/') && (r.adminScope !== undefined || r.signedIn) && r.method !== 'HEAD');

it('finds the console routes to check', () => {
  const scopes = new Set(adminRoutes().map((r) => r.adminScope));
  for (const s of ['catalog', 'dealers', 'documents', 'leads', 'tokens', 'staff', 'audit', 'erase']) expect(scopes).toContain(s);
  expect(adminRoutes().length).toBeGreaterThan(30);
});

it('refuses an anonymous client on every route with 401, before anything else', async () => {
  for (const r of adminRoutes()) {
    const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url), remoteAddress: freshIp() });
    expect(`${r.method} ${r.url} ${res.statusCode}`).toBe(`${r.method} ${r.url} 401`);
  }
});

it('refuses every role without the route\'s scope with 403, and lets the others past the check', async () => {
  for (const r of adminRoutes()) {
    for (const role of STAFF_ROLES) {
      const allowed = r.adminScope === undefined || (ROLE_SCOPES[role] as readonly string[]).includes(r.adminScope);
      // A fresh session each time: some routes end sessions or disable accounts.
      const c = await consoleAs(t.app, t.database, role);
      const res = await c.call(r.method as 'GET', concrete(r.url));
      const got = res.statusCode === 403 && /Your role/.test(res.body) ? 'refused' : 'passed';
      expect(`${role} ${r.method} ${r.url} ${got}`).toBe(`${role} ${r.method} ${r.url} ${allowed ? 'passed' : 'refused'}`);
      expect(res.statusCode).toBeLessThan(500);
    }
  }
}, 120_000);
