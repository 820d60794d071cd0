// What the server logs when things go wrong (issue 16, docs/security.md "Logs"): a database error during a
// submission is logged by class and code, with the request's id, method and route pattern, and nothing of what
// the visitor sent: not the query's parameters (the error's message holds them), the URL, nor the address.
import { sql } from 'drizzle-orm';
import { makeTestApp, type TestApp } from './support/test-app';
import { LogCapture } from './support/fuzz/log-leaks';
import { validContact } from '../support/leads';

let t: TestApp;
const log = new LogCapture();

beforeAll(async () => {
  t = await makeTestApp({ LOG_LEVEL: 'trace' }, { logStream: log });
}, 60_000);
afterAll(() => t.close());

describe('logs', () => {
  it('a failed query during a submission: logged by class and code, no values; the visitor gets a bare 500', async () => {
    // Break the table the submission is stored in: PostgreSQL refuses the insert, and drizzle's error message
    // repeats the statement with every parameter.
    await t.database.rows(sql`alter table lead rename to lead_gone`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/website/contact-us?utm_source=mail-ada.lovelace',
      payload: { data: { ...validContact, email_address: 'ada.lovelace@quarry.example', zip_code: '80202-7711' } },
      remoteAddress: '203.0.113.45',
    });
    await t.database.rows(sql`alter table lead_gone rename to lead`);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' });

    const text = [...log.strings()].join('\n');
    for (const value of ['ada.lovelace', 'Lovelace', '80202-7711', '+13035551234', 'Quarry Co', 'Denver', '203.0.113.45', 'utm_source', 'Need 27.00R49']) {
      expect([value, text.includes(value)]).toEqual([value, false]);
    }
    const lines = log.text.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
    const failed = lines.find((l) => l.msg === 'request failed');
    expect(failed).toMatchObject({ level: 50, reqId: expect.any(String), err: { type: expect.any(String) } });
    // The cause is PostgreSQL's "undefined table", by code.
    expect(JSON.stringify(failed!.err)).toContain('"code":"42P01"');
    expect(JSON.stringify(failed!.err)).not.toContain('message');
    const done = lines.find((l) => l.msg === 'request completed' && l.reqId === failed!.reqId);
    expect(done).toMatchObject({ method: 'POST', route: '/website/contact-us', statusCode: 500, ms: expect.any(Number) });
  });

  it('an ordinary request: one line with method, route pattern, status and time; no URL, no address', async () => {
    await t.app.inject({ method: 'GET', url: '/website/dealer/search?q=1600%20Pennsylvania%20Ave&unit=mi', remoteAddress: '198.51.100.9' });
    const lines = log.text.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
    const last = lines.filter((l) => l.msg === 'request completed').at(-1);
    expect(last).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: expect.any(Number),
      hostname: expect.any(String),
      reqId: expect.any(String),
      msg: 'request completed',
      method: 'GET',
      route: '/website/dealer/search',
      statusCode: expect.any(Number),
      ms: expect.any(Number),
    });
    expect(log.text).not.toContain('Pennsylvania');
    expect(log.text).not.toContain('198.51.100.9');
  });

  it('a cache hit written straight to the socket is logged with the status that went out', async () => {
    const url = '/website/rimsize/list?sort_by=rim_diameter&sort_type=asc&is_all=true';
    const first = await t.app.inject({ method: 'GET', url });
    await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    const lines = log.text.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
    const last = lines.filter((l) => l.msg === 'request completed').at(-1);
    expect(last).toMatchObject({ route: '/website/rimsize/list', statusCode: 304 });
  });
});
