// The staff console's leads (issue 20, docs/staff-console.md): the list's filters and paging, text search with
// LIKE's wildcards taken literally, refusals of bad input, the detail, status and assignee, resending a
// notification, the CSV export, erasing one person, and the audit log holding no personal data. Leads arrive
// through the public forms; their dates are moved with SQL.
import { sql } from 'drizzle-orm';
import { makeTestApp, type TestApp } from './support/test-app';
import { poster } from './leads-support';
import { validContact, validRegistration } from '../support/leads';

const LOCAL = 'local-secret-for-staff-leads-0123456789ab';
let t: TestApp;
let nextIp = 1;
const ids: Record<'ada' | 'bob' | 'grace' | 'ada2' | 'cleo', number> = { ada: 0, bob: 0, grace: 0, ada2: 0, cleo: 0 };
const staff: Record<'sales' | 'admin' | 'editor' | 'disabled', number> = { sales: 0, admin: 0, editor: 0, disabled: 0 };

async function call(method: 'GET' | 'POST', url: string, body?: object, auth: string | null = `Local ${LOCAL}`) {
  return t.app.inject({
    method,
    url: `/admin/api/leads${url}`,
    headers: { ...(auth ? { authorization: auth } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
    remoteAddress: `198.18.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`,
  });
}
const list = async (query: string) => {
  const res = await call('GET', `?${query}`);
  expect([query, res.statusCode]).toEqual([query, 200]);
  return res.json() as { leads: { id: number }[]; total: number; page: number; pageSize: number };
};
const listed = async (query: string) => (await list(query)).leads.map((l) => l.id);
const idOf = async (where: string) => (await t.database.rows<{ id: number }>(sql`select id from lead where data->>'last_name' = ${where}`)).map((r) => r.id);

beforeAll(async () => {
  t = await makeTestApp({}, { localAdminSecret: LOCAL });
  const post = poster(t.app);
  await post('/website/contact-us', { data: validContact });
  await post('/website/request-consultation', {
    data: { ...validContact, first_name: 'Bob', last_name: 'Stone', company_name: '100%_Mining', email_address: 'Bob@Stone.example', comments: '=HYPERLINK("x")', equipment_make: '@SUM(1)' },
  });
  await post('/website/em-track/create', validRegistration);
  await post('/website/contact-us', { data: { ...validContact, last_name: 'King', email_address: 'ADA@Quarry.example', comments: 'Second request' } });
  await post('/website/contact-us', { data: { ...validContact, first_name: 'Cleo', last_name: 'Patra', company_name: 'Nile Haulage', email_address: 'cleo@nile.example', comments: 'Back\\slash' } });
  [ids.ada] = await idOf('Lovelace');
  [ids.bob] = await idOf('Stone');
  [ids.grace] = await idOf('Hopper');
  [ids.ada2] = await idOf('King');
  [ids.cleo] = await idOf('Patra');
  const dates: [number, string][] = [[ids.ada, '2025-01-10T12:00:00Z'], [ids.bob, '2025-02-15T08:00:00Z'], [ids.grace, '2025-03-01T23:59:59Z'], [ids.ada2, '2025-03-02T00:00:00Z']];
  for (const [id, at] of dates) await t.database.rows(sql`update lead set created_at = ${at}::timestamptz where id = ${id}`);
  for (const [key, role, disabled] of [['sales', 'sales', false], ['admin', 'admin', false], ['editor', 'editor', false], ['disabled', 'sales', true]] as const) {
    const [row] = await t.database.rows<{ id: number }>(sql`
      insert into staff_account (email, name, role, created_by, disabled_at)
      values (${`${key}@brand.example`}, ${`${key[0]!.toUpperCase()}${key.slice(1)} Person`}, ${role}, 'test', ${disabled ? sql`now()` : sql`null`})
      returning id`);
    staff[key] = row!.id;
  }
}, 60_000);
afterAll(() => t?.close());

describe('who may call the leads routes', () => {
  const routes: ['GET' | 'POST', string, object?][] = [
    ['GET', ''], ['GET', '/1'], ['POST', '/1/status', { status: 'handled' }], ['POST', '/1/resend'], ['GET', '/assignees'], ['GET', '/export.csv'], ['POST', '/erase', { email: 'x@y.example' }],
  ];

  it('no credential: 401; an API token without the leads scope: 403; the leads scope cannot erase', async () => {
    const token = async (name: string, scopes: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/admin/api/tokens', headers: { authorization: `Local ${LOCAL}`, 'content-type': 'application/json' }, payload: JSON.stringify({ name, scopes }), remoteAddress: '198.19.0.1' });
      return `Bearer ${res.json().secret as string}`;
    };
    const catalog = await token('catalog feed', 'catalog,dealers,documents');
    const leads = await token('crm sync', 'leads');
    for (const [method, url, body] of routes) {
      expect([url, (await call(method, url, body, null)).statusCode]).toEqual([url, 401]);
      expect([url, (await call(method, url, body, catalog)).statusCode]).toEqual([url, 403]);
    }
    expect((await call('GET', '', undefined, leads)).statusCode).toBe(200);
    const erase = await call('POST', '/erase', { email: 'x@y.example' }, leads);
    expect(erase.statusCode).toBe(403);
    expect(erase.json().message).toContain('erase');
  });
});

describe('the lead list', () => {
  it('lists every lead newest first with its summary, status and notification, 25 a page by default', async () => {
    const all = await list('');
    expect(all.total).toBe(5);
    expect([all.page, all.pageSize]).toEqual([1, 25]);
    expect(all.leads.map((l) => l.id)).toEqual([ids.cleo, ids.ada2, ids.grace, ids.bob, ids.ada]);
    expect(all.leads.find((l) => l.id === ids.grace)).toEqual({
      id: ids.grace, kind: 'emtrack', createdAt: '2025-03-01T23:59:59.000Z', name: 'Grace Hopper', company: '', email: 'grace@mine.example',
      country: 'Canada', status: 'new', assignee: null, notification: 'queued',
    });
    expect(all.leads.find((l) => l.id === ids.bob)).toMatchObject({ kind: 'consultation', name: 'Bob Stone', company: '100%_Mining', email: 'Bob@Stone.example', country: 'United States' });
  });

  it('filters by kind, by dates (UTC days, inclusive) and by all of them together', async () => {
    expect(await listed('kind=contact')).toEqual([ids.cleo, ids.ada2, ids.ada]);
    expect(await listed('kind=emtrack')).toEqual([ids.grace]);
    expect(await listed('from=2025-03-01&to=2025-03-01')).toEqual([ids.grace]);
    expect(await listed('from=2025-03-02')).toEqual([ids.cleo, ids.ada2]);
    expect(await listed('to=2025-02-15')).toEqual([ids.bob, ids.ada]);
    expect(await listed('kind=contact&from=2025-01-01&to=2025-12-31&q=quarry')).toEqual([ids.ada2, ids.ada]);
    expect(await listed('kind=consultation&q=quarry')).toEqual([]);
  });

  it('searches names, company, email and message without case; % _ and \\ are plain characters', async () => {
    expect(await listed('q=ADA%20lovelace')).toEqual([ids.ada]);
    expect(await listed('q=hopper')).toEqual([ids.grace]);
    expect(await listed('q=nile%20haul')).toEqual([ids.cleo]);
    expect(await listed('q=bob%40stone.EXAMPLE')).toEqual([ids.bob]);
    expect(await listed('q=second%20REQUEST')).toEqual([ids.ada2]);
    expect(await listed(`q=${encodeURIComponent('%')}`)).toEqual([ids.bob]);
    expect(await listed('q=_')).toEqual([ids.bob]);
    expect(await listed(`q=${encodeURIComponent('0%_M')}`)).toEqual([ids.bob]);
    expect(await listed(`q=${encodeURIComponent('k\\s')}`)).toEqual([ids.cleo]);
    expect(await listed(`q=${encodeURIComponent("'; drop table lead; --")}`)).toEqual([]);
    expect((await list('q=%20%20')).total).toBe(5);
  });

  it('pages: the total stays, a page past the end is empty', async () => {
    const second = await list('pageSize=2&page=2');
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.leads.map((l) => l.id)).toEqual([ids.grace, ids.bob]);
    expect(await listed('pageSize=2&page=3')).toEqual([ids.ada]);
    expect(await list('pageSize=2&page=9')).toMatchObject({ leads: [], total: 5 });
  });

  it('refuses bad filters with 400 and a message saying what to change', async () => {
    const bad: [string, RegExp][] = [
      ['kind=spam', /kind must be contact, consultation or emtrack/],
      ['status=done', /status must be new, assigned or handled/],
      ['from=2025-02-30', /from must be a calendar date written YYYY-MM-DD/],
      ['to=2025-1-5', /to must be a calendar date/],
      ['from=yesterday', /from must be a calendar date/],
      ['from=2025-03-02&to=2025-03-01', /from must be on or before to/],
      ['pageSize=0', /pageSize/],
      ['pageSize=101', /pageSize/],
      ['page=0', /page/],
      ['page=x', /page/],
      [`q=${'x'.repeat(201)}`, /q must NOT have more than 200/],
      ['sort=name', /sort is not a known parameter/],
      ['kind=contact&kind=emtrack', /kind/],
    ];
    for (const [query, message] of bad) {
      const res = await call('GET', `?${query}`);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.json().message).toMatch(message);
      expect((await call('GET', `/export.csv?${query.replace(/page(Size)?=[^&]*/, 'sort=1')}`)).statusCode).toBe(400);
    }
  });
});

describe('a lead', () => {
  it('shows every field labelled and in the order of its form, choices in words', async () => {
    const contact = (await call('GET', `/${ids.ada}`)).json().lead;
    expect(contact.fields.map((f: { label: string }) => f.label)).toEqual([
      'First Name', 'Last Name', 'Company Name', 'Email Address', 'Phone', 'Region', 'Country', 'State/Province', 'City',
      'Zip/Postal Code', 'Equipment Make', 'Equipment Model', 'Comments',
    ]);
    expect(contact.fields[5]).toEqual({ name: 'region', label: 'Region', value: 'North America' });
    expect(contact).toMatchObject({
      id: ids.ada, diagnosticsAttached: false, statusChangedAt: null, statusChangedBy: null,
      notificationDetail: { status: 'queued', attempts: 0, lastError: null, sentAt: null },
    });
    expect((await call('GET', `/${ids.bob}`)).json().lead.fields.at(-1)).toEqual({ name: 'comments', label: 'Question or Comment', value: '=HYPERLINK("x")' });
    const signUp = (await call('GET', `/${ids.grace}`)).json().lead;
    expect(signUp.fields.map((f: { name: string; value: string }) => [f.name, f.value])).toEqual([
      ['is_existing_user', 'No'], ['user_type', 'End User'], ['first_name', 'Grace'], ['last_name', 'Hopper'], ['email', 'grace@mine.example'],
      ['country', 'Canada'], ['state', 'Alberta'], ['city', 'Calgary'], ['preferred_access_type', 'Restricted access'],
    ]);
    const missing = await call('GET', '/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/no lead 999999/);
    expect((await call('GET', '/abc')).statusCode).toBe(400);
  });

  it('is assigned to an active sales or admin account only, handled keeps its assignee, new clears it', async () => {
    const assigned = await call('POST', `/${ids.bob}/status`, { status: 'assigned', assigneeId: staff.sales });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().lead).toMatchObject({ status: 'assigned', assignee: { id: staff.sales, name: 'Sales Person' }, statusChangedBy: 'local cli (unknown)' });
    expect(Date.now() - Date.parse(assigned.json().lead.statusChangedAt)).toBeLessThan(60_000);
    expect(await listed('status=assigned')).toEqual([ids.bob]);
    for (const body of [{ status: 'assigned', assigneeId: staff.editor }, { status: 'assigned', assigneeId: staff.disabled }, { status: 'assigned', assigneeId: 999999 }, { status: 'assigned' }]) {
      const res = await call('POST', `/${ids.bob}/status`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/active sales or admin account: choose one from GET \/admin\/api\/leads\/assignees/);
    }
    for (const body of [{ status: 'new', assigneeId: staff.sales }, { status: 'done' }, {}, { status: 'new', note: 'x' }, { status: 'assigned', assigneeId: 'one' }]) {
      expect([body, (await call('POST', `/${ids.bob}/status`, body)).statusCode]).toEqual([body, 400]);
    }
    const handled = (await call('POST', `/${ids.bob}/status`, { status: 'handled' })).json().lead;
    expect(handled).toMatchObject({ status: 'handled', assignee: { id: staff.sales } });
    const byAdmin = (await call('POST', `/${ids.bob}/status`, { status: 'handled', assigneeId: staff.admin })).json().lead;
    expect(byAdmin.assignee).toEqual({ id: staff.admin, name: 'Admin Person' });
    expect((await call('POST', `/${ids.bob}/status`, { status: 'new' })).json().lead).toMatchObject({ status: 'new', assignee: null });
    expect((await call('POST', '/999999/status', { status: 'handled' })).statusCode).toBe(404);
  });

  it('lists as assignees the active sales and admin accounts', async () => {
    expect((await call('GET', '/assignees')).json()).toEqual({ assignees: [{ id: staff.admin, name: 'Admin Person' }, { id: staff.sales, name: 'Sales Person' }] });
  });

  it('resends: a failed notification is due again, a sent one is queued once more with the same text', async () => {
    await t.database.rows(sql`update lead_outbox set attempts = 3, last_error = 'connection refused', next_attempt_at = now() + interval '1 hour' where lead_id = ${ids.ada}`);
    expect((await call('GET', `/${ids.ada}`)).json().lead.notificationDetail).toEqual({ status: 'failed', attempts: 3, lastError: 'connection refused', sentAt: null });
    const failed = await call('POST', `/${ids.ada}/resend`);
    expect(failed.json().lead.notificationDetail).toMatchObject({ status: 'queued', attempts: 3, lastError: null });
    const due = await t.database.rows<{ due: boolean }>(sql`select next_attempt_at <= now() as due from lead_outbox where lead_id = ${ids.ada}`);
    expect(due).toEqual([{ due: true }]);

    await t.database.rows(sql`update lead_outbox set attempts = 1, sent_at = now() where lead_id = ${ids.grace}`);
    expect((await listed('q=hopper&kind=emtrack')).length).toBe(1);
    expect((await list('q=hopper')).leads[0]).toMatchObject({ notification: 'sent' });
    const sent = await call('POST', `/${ids.grace}/resend`);
    expect(sent.json().lead.notification).toBe('queued');
    const rows = await t.database.rows<{ recipient: string; subject: string; body: string; sent_at: string | null }>(
      sql`select recipient, subject, body, sent_at from lead_outbox where lead_id = ${ids.grace} order by id`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual({ ...rows[0], sent_at: null });
    expect((await call('POST', '/999999/resend')).statusCode).toBe(404);
  });
});

describe('the CSV export', () => {
  it('exports the filtered leads as an attachment, never cached, formulas defused', async () => {
    const res = await call('GET', '/export.csv?kind=consultation');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      '"id","created_at","kind","status","assignee","first_name","last_name","company_name","email_address","region","city","state","zip_code","country","phone","equipment_make","equipment_model","comments","notification","diagnostics"',
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(`"'@SUM(1)"`);
    expect(lines[1]).toContain('"100%_Mining"');
  });

  it('without a kind, has every kind\'s columns; dates and text filter it as the list', async () => {
    const all = (await call('GET', '/export.csv')).body.trimEnd().split('\r\n');
    expect(all).toHaveLength(6);
    expect(all[0]).toContain('"email_address"');
    expect(all[0]).toContain('"preferred_access_type"');
    expect(all[1]).toMatch(new RegExp(`^"${ids.ada}",`)); // oldest first
    const some = (await call('GET', '/export.csv?from=2025-03-01&q=grace')).body.trimEnd().split('\r\n');
    expect(some).toHaveLength(2);
    expect(some[1]).toContain('"RESTRICTED"');
  });
});

describe('erasing one person', () => {
  it('deletes every lead of that address (any case) with its notifications, and nothing else', async () => {
    const before = await t.database.rows<{ lead_id: number }>(sql`select lead_id from lead_outbox order by id`);
    const res = await call('POST', '/erase', { email: '  ada@QUARRY.example ' });
    expect(res.json()).toEqual({ erased: 2 });
    const left = await t.database.rows<{ id: number }>(sql`select id from lead order by id`);
    expect(left.map((r) => r.id)).toEqual([ids.bob, ids.grace, ids.cleo]);
    const outbox = await t.database.rows<{ lead_id: number }>(sql`select lead_id from lead_outbox order by id`);
    expect(outbox).toEqual(before.filter((r) => r.lead_id !== ids.ada && r.lead_id !== ids.ada2));
    expect((await call('POST', '/erase', { email: 'ada@quarry.example' })).json()).toEqual({ erased: 0 });
    expect((await call('POST', '/erase', { email: 'grace' })).statusCode).toBe(400);
    expect((await call('POST', '/erase', {})).statusCode).toBe(400);
    expect(await listed('')).toEqual([ids.cleo, ids.grace, ids.bob]);
  });
});

describe('the audit log', () => {
  it('has an entry for every view, export and erasure, with counts and ids but no personal data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/audit?limit=1000', headers: { authorization: `Local ${LOCAL}` }, remoteAddress: '198.19.0.2' });
    const entries = (res.json().entries as { route: string; status: number; detail: Record<string, unknown> }[]).filter((e) => e.route.startsWith('/admin/api/leads'));
    const ok = (route: string) => entries.filter((e) => e.route.replace(/\/$/, '') === route && e.status === 200).map((e) => e.detail);
    expect(ok('/admin/api/leads')).toContainEqual({ viewed: 5 });
    expect(ok('/admin/api/leads/:id')).toContainEqual({ lead: ids.ada });
    expect(ok('/admin/api/leads/:id/status')).toContainEqual({ lead: ids.bob, status: 'assigned' });
    expect(ok('/admin/api/leads/:id/resend')).toContainEqual({ lead: ids.grace });
    expect(ok('/admin/api/leads/export.csv')).toContainEqual({ exported: 1 });
    expect(ok('/admin/api/leads/erase')).toEqual([{ erased: 0 }, { erased: 2 }]); // newest first
    const text = JSON.stringify(entries).toLowerCase();
    for (const personal of ['ada', 'quarry', 'lovelace', 'grace', 'hopper', 'stone', 'nile', 'mining', 'hyperlink', 'sales person', 'example']) {
      expect([personal, text.includes(personal)]).toEqual([personal, false]);
    }
  });
});
