// The console's leads (src/admin/features/leads): filters into the URL and the list's query, paging, the CSV
// export of the current filters, a lead's detail with its status change and resend, and the admin's erasure.
import { screen, waitFor, within } from '@testing-library/react';
import type { LeadDetail, LeadRow, StaffSession } from '../../src/contract/staff';
import LeadPage from '../../src/admin/features/leads/LeadPage';
import LeadsPage from '../../src/admin/features/leads/LeadsPage';
import { fakeServices, type FakeCall } from '../support/fake-services';
import { CSRF, renderStaffPage } from './support/staff-pages';

const row = (id: number, patch: Partial<LeadRow> = {}): LeadRow => ({
  id,
  kind: 'consultation',
  createdAt: '2026-11-26T15:30:00Z',
  name: `Person ${id}`,
  company: 'Acme Quarry',
  email: `p${id}@example.com`,
  country: 'Chile',
  status: 'new',
  assignee: null,
  notification: 'sent',
  ...patch,
});

const session = (scopes: StaffSession['scopes']): StaffSession => ({
  account: { id: 1, email: 'sam@example.com', name: 'Sam Sales', role: scopes.includes('erase') ? 'admin' : 'sales' },
  scopes,
  csrfToken: CSRF,
  idleExpiresAt: '2026-11-27T12:00:00Z',
  expiresAt: '2026-11-27T20:00:00Z',
  cmsAdminUrl: null,
});

function listServices(scopes: StaffSession['scopes'] = ['leads']) {
  return fakeServices({
    'GET /admin/api/session': session(scopes),
    'GET /admin/api/leads': (call: FakeCall) => {
      const page = Number(call.params.page ?? 1);
      return { leads: [row(page * 100 + 1), row(page * 100 + 2, { status: 'assigned', assignee: { id: 3, name: 'Robin' }, notification: 'failed' })], total: 60, page, pageSize: 25 };
    },
  });
}

const lastList = (net: ReturnType<typeof fakeServices>) => net.to('GET /admin/api/leads').at(-1)!.params;

describe('the lead list', () => {
  it('reads its filters from the URL and writes each change back; the query follows', async () => {
    const net = listServices();
    const { user } = renderStaffPage(<LeadsPage />, { route: '/leads?status=new&from=2026-11-01' });
    const table = await screen.findByRole('table', { name: /Leads, newest first: 60 leads, page 1 of 3/ });
    expect(screen.getByRole('navigation', { name: 'Pages of leads' })).toHaveTextContent('Page 1 of 3');
    expect(lastList(net)).toEqual({ status: 'new', from: '2026-11-01', pageSize: '25' });
    expect(net.to('GET /admin/api/leads')[0]!.headers.get('x-csrf-token')).toBe(CSRF);

    const second = within(table).getAllByRole('row')[2]!;
    expect(within(second).getAllByRole('cell').map((c) => c.textContent).slice(1)).toEqual(['Consultation', 'Acme Quarry', 'p102@example.com', 'Chile', 'Assigned to Robin', 'Failed']);
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Date', 'Type', 'Name', 'Company', 'Email', 'Country', 'Status', 'Notification']);
    expect(within(second).getByRole('link', { name: 'Person 102' })).toHaveAttribute('href', '/leads/102');

    expect(screen.getByLabelText('Status')).toHaveValue('new');
    await user.selectOptions(screen.getByLabelText('Type'), 'consultation');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/leads?kind=consultation&status=new&from=2026-11-01'));
    await waitFor(() => expect(lastList(net)).toEqual({ kind: 'consultation', status: 'new', from: '2026-11-01', pageSize: '25' }));

    await user.type(screen.getByLabelText('Text'), 'quarry');
    await waitFor(() => expect(lastList(net)).toEqual({ kind: 'consultation', status: 'new', from: '2026-11-01', q: 'quarry', pageSize: '25' }));
    expect(net.to('GET /admin/api/leads').filter((c) => c.params.q !== undefined && c.params.q !== 'quarry')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastList(net).page).toBe('2'));
    expect(screen.getByTestId('location')).toHaveTextContent('page=2');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus());

    // A new filter goes back to page 1.
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await waitFor(() => expect(lastList(net)).toEqual({ kind: 'consultation', from: '2026-11-01', q: 'quarry', pageSize: '25' }));

    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(lastList(net)).toEqual({ pageSize: '25' }));
    expect(screen.getByLabelText('Text')).toHaveValue('');
  });

  it('exports the CSV of the current filters, all pages, with the CSRF header', async () => {
    const net = listServices();
    net.route('GET /admin/api/leads/export.csv', () => new Response('id,name\n1,Person\n', { status: 200, headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="leads-2026-11-27.csv"' } }));
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:fake';
    URL.revokeObjectURL = () => {};
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const { user } = renderStaffPage(<LeadsPage />, { route: '/leads?kind=emtrack&q=pit&page=2' });
      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByText('Downloaded leads-2026-11-27.csv.')).toBeInTheDocument();
      const call = net.to('GET /admin/api/leads/export.csv')[0]!;
      expect(call.params).toEqual({ kind: 'emtrack', q: 'pit' });
      expect(call.headers.get('x-csrf-token')).toBe(CSRF);
      expect(saved).toEqual(['leads-2026-11-27.csv']);
    } finally {
      click.mockRestore();
    }
  });

  it('asks for the dates the right way round before asking the server', async () => {
    const net = listServices();
    renderStaffPage(<LeadsPage />, { route: '/leads?from=2026-11-20&to=2026-11-01' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The “From” date is after the “To” date: swap the two dates.');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(net.to('GET /admin/api/leads')).toEqual([]);
  });

  it('says what went wrong when the list cannot load, with Try again', async () => {
    fakeServices({
      'GET /admin/api/session': session(['leads']),
      'GET /admin/api/leads': () => new Response(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'The database is busy: try again in a minute.' }), { status: 503, headers: { 'content-type': 'application/json' } }),
    });
    renderStaffPage(<LeadsPage />, { route: '/leads' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy: try again in a minute.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers erasing a person’s data to an admin only', async () => {
    listServices(['leads']);
    const sales = renderStaffPage(<LeadsPage />, { route: '/leads' });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Erase a person’s data' })).not.toBeInTheDocument();
    sales.unmount();

    const net = listServices(['leads', 'erase']);
    net.route('POST /admin/api/leads/erase', { erased: 2 });
    const { user } = renderStaffPage(<LeadsPage />, { route: '/leads' });
    await user.click(await screen.findByRole('button', { name: 'Erase a person’s data' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Erase a person’s data' });
    await user.type(within(dialog).getByLabelText('Email address'), 'p101@example.com');
    await user.type(within(dialog).getByLabelText('Type the address again to confirm'), 'p1O1@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The two addresses are not the same');
    expect(net.to('POST /admin/api/leads/erase')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Type the address again to confirm'));
    await user.type(within(dialog).getByLabelText('Type the address again to confirm'), 'P101@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    const done = await screen.findByText(/Erased 2 leads of p101@example.com/);
    await waitFor(() => expect(done.parentElement).toHaveFocus());
    expect(net.to('POST /admin/api/leads/erase')[0]!.body).toEqual({ email: 'p101@example.com' });
  });
});

const detail = (patch: Partial<LeadDetail> = {}): LeadDetail => ({
  ...row(5),
  fields: [
    { name: 'name', label: 'Name', value: 'Person 5' },
    { name: 'message', label: 'Message', value: 'We need 12 tires for a 793F.' },
  ],
  diagnosticsAttached: false,
  notificationDetail: { status: 'failed', attempts: 3, lastError: 'SMTP 451', sentAt: null },
  statusChangedAt: null,
  statusChangedBy: null,
  ...patch,
});

describe('a lead', () => {
  it('shows every field and changes its status to assigned to someone', async () => {
    let current = detail();
    const net = fakeServices({
      'GET /admin/api/session': session(['leads']),
      'GET /admin/api/leads/5': () => ({ lead: current }),
      'GET /admin/api/leads/assignees': { assignees: [{ id: 3, name: 'Robin' }, { id: 4, name: 'Sam Sales' }] },
      'POST /admin/api/leads/5/status': (call: FakeCall) => {
        current = detail({ status: 'assigned', assignee: { id: 4, name: 'Sam Sales' }, statusChangedBy: 'Sam Sales', statusChangedAt: '2026-11-27T10:00:00Z' });
        expect(call.body).toEqual({ status: 'assigned', assigneeId: 4 });
        return { lead: current };
      },
    });
    const { user } = renderStaffPage(<LeadPage />, { route: '/leads/5', path: '/leads/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Person 5, Acme Quarry' })).toBeInTheDocument();
    expect(screen.getByText('Message').nextElementSibling).toHaveTextContent('We need 12 tires for a 793F.');
    expect(document.title).toContain('Lead');
    expect(screen.getByRole('heading', { name: 'Status: New' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Assigned' }));
    await user.click(screen.getByRole('button', { name: 'Save the status' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose who the lead is assigned to.');
    expect(screen.getByLabelText('Assigned to')).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'Sam Sales');
    await user.click(screen.getByRole('button', { name: 'Save the status' }));
    const saved = await screen.findByText('Saved: Assigned to Sam Sales.');
    await waitFor(() => expect(saved.parentElement).toHaveFocus());
    expect(await screen.findByRole('heading', { name: 'Status: Assigned to Sam Sales' })).toBeInTheDocument();
    expect(net.to('POST /admin/api/leads/5/status')[0]!.headers.get('x-csrf-token')).toBe(CSRF);
  });

  it('shows the failed notification and queues it again', async () => {
    const net = fakeServices({
      'GET /admin/api/session': session(['leads']),
      'GET /admin/api/leads/5': { lead: detail() },
      'GET /admin/api/leads/assignees': { assignees: [] },
      'POST /admin/api/leads/5/resend': { lead: detail({ notification: 'queued', notificationDetail: { status: 'queued', attempts: 0, lastError: null, sentAt: null } }) },
    });
    const { user } = renderStaffPage(<LeadPage />, { route: '/leads/5', path: '/leads/:id' });
    expect(await screen.findByText('SMTP 451')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend the notification' }));
    expect(await screen.findByText('The notification is queued to be sent again.')).toBeInTheDocument();
    expect(net.to('POST /admin/api/leads/5/resend')).toHaveLength(1);
  });

  it('says so when the lead is gone', async () => {
    fakeServices({
      'GET /admin/api/session': session(['leads']),
      'GET /admin/api/leads/9': () => new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'There is no lead 9: it may have been erased or deleted after its retention time' }), { status: 404, headers: { 'content-type': 'application/json' } }),
    });
    renderStaffPage(<LeadPage />, { route: '/leads/9', path: '/leads/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no lead 9');
    expect(screen.getByRole('link', { name: 'Back to the leads' })).toHaveAttribute('href', '/leads');
  });
});
