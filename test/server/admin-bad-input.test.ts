// Bad input to every admin route (issue 18), with a valid credential so that it reaches the handlers: hostile
// query values, unknown parameters, other media types, broken JSON, empty and random bodies. Every answer is a
// 4xx with a JSON message (or a 2xx), never a 500, and nothing is published.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { makeTestApp, type TestApp } from './support/test-app';

const LOCAL = 'local-secret-for-bad-input-tests-0123456';
let t: TestApp;
let nextIp = 1;

beforeAll(async () => {
  t = await makeTestApp({}, { localAdminSecret: LOCAL });
}, 60_000);
afterAll(() => t?.close());

const HOSTILE = ['', ' ', "'; drop table pattern; --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '\u202e', 'x'.repeat(5000), '-1', '1e309', 'none', '0', '{"a":1}'];
const TYPES = ['application/zip', 'text/csv', 'application/pdf', 'image/png', 'application/json', 'text/plain', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

describe('admin routes under bad input', () => {
  it('answer 2xx or 4xx with a message, never 500, and publish nothing', async () => {
    const routes = t.app.routeList.filter((r) => r.url.startsWith('/admin/api') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(14);
    const statuses = new Map<number, number>();
    let n = 0;
    for (const route of routes) {
      const url = route.url.replace(':name', 'nobody').replace(':slug', 'brochure-nothing');
      for (const value of HOSTILE) {
        for (const param of ['dryRun', 'basedOn', 'file', 'format', 'title', 'section', 'lines', 'limit', 'unknown']) {
          // Every combination in turn (no randomness: a failure replays as it was).
          n += 1;
          const type = TYPES[n % TYPES.length]!;
          const body = route.method === 'POST' ? [Buffer.alloc(0), Buffer.from('{"broken": '), crypto.createHash('sha512').update(String(n)).digest()][n % 3] : undefined;
          const res = await t.app.inject({
            method: route.method as 'GET' | 'POST',
            url: `${url}?${param}=${encodeURIComponent(value)}${param === 'dryRun' ? '' : '&dryRun=true'}`,
            headers: { authorization: `Local ${LOCAL}`, ...(body === undefined ? {} : { 'content-type': type }) },
            ...(body === undefined ? {} : { payload: body }),
            remoteAddress: `198.51.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`,
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expect([route.method, route.url, param, res.statusCode < 500]).toEqual([route.method, route.url, param, true]);
          if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
        }
      }
    }
    console.log(`admin bad input: ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}`);
    expect(await t.database.rows(sql`select id from catalog_version`)).toEqual([]);
    expect(await t.database.rows(sql`select id from dataset_version`)).toEqual([]);
  }, 120_000);
});
