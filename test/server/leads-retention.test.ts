// Retention of leads (issue 20, docs/privacy.md): the sweep deletes leads older than LEAD_RETENTION_DAYS with
// their notifications and clears the client address of leads older than LEAD_CLIENT_ADDRESS_DAYS; the app's
// sweep uses the configured days; bad settings stop the start with a message naming the variable.
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../server/config';
import { sweepLeads } from '../../server/leads/retention';
import { makeTestApp, type TestApp } from './support/test-app';
import { poster } from './leads-support';
import { validContact } from '../support/leads';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ LEAD_RETENTION_DAYS: '100', LEAD_CLIENT_ADDRESS_DAYS: '10' });
}, 60_000);
afterAll(() => t?.close());

interface Row {
  id: number;
  client_ip: string | null;
  outbox: number;
}
const rows = () =>
  t.database.rows<Row>(sql`
    select l.id, l.client_ip, (select count(*)::int from lead_outbox o where o.lead_id = l.id) as outbox
    from lead l order by l.id`);

/** Posts one lead per age (days) and moves its created_at back by that many days; returns their ids. */
async function leadsAged(days: number[]): Promise<number[]> {
  const post = poster(t.app);
  const ids: number[] = [];
  for (const age of days) {
    expect((await post('/website/contact-us', { data: { ...validContact, last_name: `Aged${age}` } })).statusCode).toBe(200);
    const [row] = await t.database.rows<{ id: number }>(sql`
      update lead set created_at = now() - make_interval(days => ${age}) - interval '1 minute'
      where id = (select max(id) from lead) returning id`);
    ids.push(row!.id);
  }
  return ids;
}

describe('lead retention', () => {
  it('deletes leads past their time with their notifications, and clears old client addresses', async () => {
    await t.database.rows(sql`delete from lead_outbox`);
    await t.database.rows(sql`delete from lead`);
    const [fresh, month, year, old] = await leadsAged([0, 31, 400, 731]);
    expect((await rows()).every((r) => r.client_ip !== null && r.outbox === 1)).toBe(true);

    expect(await sweepLeads(t.database, { leadDays: 730, clientAddressDays: 30 })).toEqual({ deleted: 1, addressesCleared: 2 });
    expect(await rows()).toEqual([
      { id: fresh, client_ip: expect.any(String), outbox: 1 },
      { id: month, client_ip: null, outbox: 1 },
      { id: year, client_ip: null, outbox: 1 },
    ]);
    expect(await t.database.rows(sql`select id from lead_outbox where lead_id = ${old!}`)).toEqual([]);
    // Nothing more to do the second time.
    expect(await sweepLeads(t.database, { leadDays: 730, clientAddressDays: 30 })).toEqual({ deleted: 0, addressesCleared: 0 });
  });

  it('deletes Idempotency-Key records once they expire (24 hours)', async () => {
    const post = poster(t.app);
    for (const key of ['old-key', 'new-key']) {
      expect((await post('/website/contact-us', { data: validContact }, { headers: { 'idempotency-key': key } })).statusCode).toBe(200);
    }
    await t.database.rows(sql`update idempotency_key set created_at = now() - interval '25 hours' where key = 'old-key'`);
    await sweepLeads(t.database, { leadDays: 730, clientAddressDays: 30 });
    expect(await t.database.rows(sql`select key from idempotency_key where key in ('old-key', 'new-key')`)).toEqual([{ key: 'new-key' }]);
  });

  it('keeps the audit log as long as the leads, refusals of nobody a week, and drops ended sessions', async () => {
    const entry = (actor: string | null, status: number, days: number) => sql`
      insert into audit_log (at, actor, method, route, status, detail)
      values (now() - make_interval(days => ${days}), ${actor}, 'GET', '/admin/api/leads', ${status}, '{}'::jsonb)`;
    await t.database.rows(sql`delete from audit_log`);
    for (const q of [entry('ana@example.com', 200, 731), entry('ana@example.com', 200, 700), entry(null, 401, 8), entry(null, 401, 6), entry('ana@example.com', 403, 8)]) {
      await t.database.rows(q);
    }
    await sweepLeads(t.database, { leadDays: 730, clientAddressDays: 30 });
    const left = await t.database.rows<{ actor: string | null; status: number; days: number }>(sql`
      select actor, status, extract(day from now() - at)::int as days from audit_log order by at`);
    expect(left.map((r) => [r.actor, r.status, Number(r.days)])).toEqual([
      ['ana@example.com', 200, 700],
      ['ana@example.com', 403, 8],
      [null, 401, 6],
    ]);
  });

  it("the app's sweep (at start, then hourly) uses LEAD_RETENTION_DAYS and LEAD_CLIENT_ADDRESS_DAYS", async () => {
    await t.database.rows(sql`delete from lead_outbox`);
    await t.database.rows(sql`delete from lead`);
    const [fresh, eleven] = await leadsAged([0, 11, 101]);
    await t.app.leads.sweep();
    expect(await rows()).toEqual([
      { id: fresh, client_ip: expect.any(String), outbox: 1 },
      { id: eleven, client_ip: null, outbox: 1 },
    ]);
  });

  it('reads the settings, 730 and 30 days by default, and refuses bad ones naming the variable', () => {
    expect(loadConfig({}).leadRetention).toEqual({ leadDays: 730, clientAddressDays: 30 });
    expect(loadConfig({ LEAD_RETENTION_DAYS: '365', LEAD_CLIENT_ADDRESS_DAYS: '7' }).leadRetention).toEqual({ leadDays: 365, clientAddressDays: 7 });
    // Unset, the address is kept no longer than the lead.
    expect(loadConfig({ LEAD_RETENTION_DAYS: '14' }).leadRetention).toEqual({ leadDays: 14, clientAddressDays: 14 });
    const bad: [Record<string, string>, RegExp][] = [
      [{ LEAD_RETENTION_DAYS: '0' }, /LEAD_RETENTION_DAYS must be a whole number of days from 1 to 36500, got "0"/],
      [{ LEAD_RETENTION_DAYS: 'two years' }, /LEAD_RETENTION_DAYS/],
      [{ LEAD_RETENTION_DAYS: '36501' }, /LEAD_RETENTION_DAYS/],
      [{ LEAD_CLIENT_ADDRESS_DAYS: '-1' }, /LEAD_CLIENT_ADDRESS_DAYS/],
      [{ LEAD_CLIENT_ADDRESS_DAYS: '1.5' }, /LEAD_CLIENT_ADDRESS_DAYS/],
      [{ LEAD_RETENTION_DAYS: '30', LEAD_CLIENT_ADDRESS_DAYS: '60' }, /LEAD_CLIENT_ADDRESS_DAYS \(60\) must not be more than LEAD_RETENTION_DAYS \(30\)/],
    ];
    for (const [env, message] of bad) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    }
  });
});
