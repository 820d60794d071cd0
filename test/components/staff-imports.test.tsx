// The console's catalog page (src/admin/features/imports): an upload with its progress, a refused file's every
// problem in a table, the difference with old and new values, a publish refused for a conflict (its message and
// Check again), the history's roll back, and the live data's download with the CSRF header.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportJob } from '../../src/contract/staff';
import CatalogPage from '../../src/admin/features/imports/CatalogPage';
import DealersPage from '../../src/admin/features/imports/DealersPage';
import { fakeServices, reply } from '../support/fake-services';
import { CSRF, fakeUploads, renderStaffPage } from './support/staff-pages';

const job = (patch: Partial<ImportJob> = {}): ImportJob => ({
  id: 7,
  dataset: 'catalog',
  status: 'checking',
  fileName: 'catalog.xlsx',
  fileBytes: 2048,
  createdBy: 'Pat Editor',
  createdAt: '2026-11-27T10:00:00Z',
  updatedAt: '2026-11-27T10:00:00Z',
  comparedWith: 3,
  problems: [],
  diff: null,
  summary: null,
  published: null,
  publishedBy: null,
  error: null,
  ...patch,
});

const versions = [
  { id: 3, createdAt: '2026-11-20T09:00:00Z', createdBy: 'Pat Editor', sourceName: 'catalog.xlsx', sourceHash: 'a', lines: 12, sizes: 80, published: true },
  { id: 2, createdAt: '2026-11-10T09:00:00Z', createdBy: 'seed', sourceName: 'seed', sourceHash: 'b', lines: 11, sizes: 79, published: false },
];

const readyDiff = {
  lines: { added: ['RH-9 Quarry'], removed: [], changed: [{ name: 'RH-4A+', fields: [{ field: 'Tread depth (32nds)', old: '42', new: '45' }] }] },
  sizes: { added: [], removed: ['RH-2 18.00R25 ★'], changed: [] },
  industries: { added: [], removed: [] },
  equipment: { added: [], removed: [], changed: [] },
  traCodes: { added: [], removed: [] },
};

function services(jobAnswers: Record<string, unknown> = {}) {
  return fakeServices({
    'GET /admin/api/catalog/jobs': { jobs: [] },
    'GET /admin/api/catalog/history': { versions },
    ...jobAnswers,
  });
}

describe('the catalog page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('uploads with progress, then shows every problem of the refused file', async () => {
    const { uploads } = fakeUploads();
    let asked = 0;
    const net = services({
      'GET /admin/api/catalog/jobs/7': () => {
        asked += 1;
        return asked < 2
          ? { job: job() }
          : {
              job: job({
                status: 'refused',
                problems: [
                  { file: 'Sizes', row: 14, column: 'Ply rating', rule: 'number', message: 'must be a whole number' },
                  { file: 'Tire lines', row: 3, column: 'Name', rule: 'required', message: 'is empty' },
                ],
              }),
            };
      },
    });
    const { user } = renderStaffPage(<CatalogPage />, { route: '/admin/catalog' });
    await screen.findByRole('heading', { level: 1, name: 'Catalog' });

    await user.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file first.');

    await user.upload(screen.getByLabelText('File to check'), new File(['PK'], 'catalog 2026.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.url).toBe('/admin/api/catalog/jobs?file=catalog%202026.xlsx');
    expect(uploads[0]!.headers['x-csrf-token']).toBe(CSRF);
    expect(uploads[0]!.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    act(() => uploads[0]!.progress(512, 2048));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading catalog 2026.xlsx' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '25'));
    expect(screen.getByText('512 B of 2.0 KB')).toBeInTheDocument();

    act(() => uploads[0]!.respond(202, { job: job() }));
    expect(await screen.findByText(/Checking catalog.xlsx/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Problems in catalog.xlsx' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Sizes', '14', 'Ply rating', 'must be a whole number'],
      ['Tire lines', '3', 'Name', 'is empty'],
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('2 problems');
    expect(screen.getByRole('alert')).toHaveTextContent('Fix the file and upload it again.');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'catalog.xlsx' })).toHaveFocus());
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/catalog?job=7');
    expect(net.to('GET /admin/api/catalog/jobs/7').every((c) => c.headers.get('x-csrf-token') === CSRF)).toBe(true);
  });

  it('shows the difference with old and new values; a publish refused for a conflict offers Check again', async () => {
    let rechecked = false;
    const net = services({
      'GET /admin/api/catalog/jobs/7': () => ({ job: job(rechecked ? { status: 'ready', diff: readyDiff, comparedWith: 4 } : { status: 'ready', diff: readyDiff }) }),
      'POST /admin/api/catalog/jobs/7/publish': reply(409, { statusCode: 409, error: 'Conflict', message: 'The live catalog changed since this difference was computed (version 4 is live now).' }),
      'POST /admin/api/catalog/jobs/7/recheck': () => {
        rechecked = true;
        return reply(202, { job: job({ status: 'checking', comparedWith: 4 }) });
      },
    });
    const { user } = renderStaffPage(<CatalogPage />, { route: '/admin/catalog?job=7' });

    const changes = await screen.findByRole('table', { name: 'Tire lines: changed fields, old and new values' });
    const row = within(changes).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('RH-4A+');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Tread depth (32nds)', '42', '45']);
    expect(screen.getByText('RH-9 Quarry')).toBeInTheDocument();
    expect(screen.getByText('RH-2 18.00R25 ★')).toBeInTheDocument();
    expect(screen.getByText(/live version 3/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Publish catalog.xlsx?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/version 4 is live now/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'catalog.xlsx' })).toHaveFocus();
    expect(net.to('POST /admin/api/catalog/jobs/7/publish')[0]!.headers.get('x-csrf-token')).toBe(CSRF);

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(net.to('POST /admin/api/catalog/jobs/7/recheck')).toHaveLength(1));
    expect(await screen.findByText(/live version 4/)).toBeInTheDocument();
    expect(screen.queryByText(/version 4 is live now/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('announces a publish and refreshes the history', async () => {
    const net = services({
      'GET /admin/api/catalog/jobs/7': { job: job({ status: 'ready', diff: readyDiff }) },
      'POST /admin/api/catalog/jobs/7/publish': { job: job({ status: 'published', published: 4, publishedBy: 'Pat Editor', diff: readyDiff }) },
    });
    const { user } = renderStaffPage(<CatalogPage />, { route: '/admin/catalog?job=7' });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/Published as version 4 by Pat Editor/)).toBeInTheDocument();
    expect(await screen.findByText('Catalog: catalog.xlsx is published and live on the site.')).toBeInTheDocument();
    await waitFor(() => expect(net.to('GET /admin/api/catalog/history').length).toBeGreaterThan(1));
  });

  it('lists the history with the live version; a roll back with nothing to go back to says so', async () => {
    const net = services({
      'POST /admin/api/catalog/rollback': reply(409, { statusCode: 409, error: 'Conflict', message: 'There is no earlier version to roll back to.' }),
    });
    const { user } = renderStaffPage(<CatalogPage />, { route: '/admin/catalog' });
    const table = await screen.findByRole('table', { name: 'Versions of the catalog, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Live')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('12 lines, 80 sizes');
    await user.click(screen.getByRole('button', { name: 'Roll back the last publish' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Roll back the catalog?' });
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('There is no earlier version to roll back to.');
    expect(net.to('POST /admin/api/catalog/rollback')).toHaveLength(1);
    expect(net.to('POST /admin/api/catalog/rollback')[0]!.headers.get('x-csrf-token')).toBe(CSRF);
    // It names the version it saw live, so a second Roll back pressed elsewhere meanwhile undoes nothing more.
    const live = versions.find((v) => v.published)!.id;
    expect(new URL(net.to('POST /admin/api/catalog/rollback')[0]!.href, 'http://x').searchParams.get('from')).toBe(String(live));
  });

  it('a roll back says which version is live again', async () => {
    services({ 'POST /admin/api/catalog/rollback': { published: 2, from: 3 } });
    const { user } = renderStaffPage(<CatalogPage />, { route: '/admin/catalog' });
    await user.click(await screen.findByRole('button', { name: 'Roll back the last publish' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Roll back' }));
    const done = await screen.findByText('Rolled back: version 2 is live again (it replaces version 3).');
    await waitFor(() => expect(done.parentElement).toHaveFocus());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('downloads the live data with the CSRF header, under the name the server gives', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:fake';
    };
    URL.revokeObjectURL = () => {};
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const net = services({
      'GET /admin/api/catalog/export': () =>
        new Response('PK-zip', { status: 200, headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="catalog-xlsx.zip"' } }),
    });
    const { user } = renderStaffPage(<CatalogPage />, { route: '/admin/catalog' });
    await user.click(await screen.findByRole('button', { name: 'Download live catalog (workbook)' }));
    await waitFor(() => expect(clicked).toEqual(['catalog-xlsx.zip']));
    const call = net.to('GET /admin/api/catalog/export')[0]!;
    expect(call.params).toEqual({ format: 'xlsx' });
    expect(call.headers.get('x-csrf-token')).toBe(CSRF);
    expect(await created[0]!.text()).toBe('PK-zip');
  });

  it('the dealers page takes .csv and says so when another file is chosen', async () => {
    fakeUploads();
    fakeServices({ 'GET /admin/api/dealers/jobs': { jobs: [] }, 'GET /admin/api/dealers/history': { versions: [] } });
    const { user } = renderStaffPage(<DealersPage />, { route: '/admin/dealers' });
    await screen.findByRole('heading', { level: 1, name: 'Dealers' });
    expect(screen.getByLabelText('File to check')).toHaveAttribute('accept', '.xlsx,.csv');
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('File to check'), new File(['x'], 'dealers.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a .xlsx or .csv file');
  });
});
