// The console's documents page (src/admin/features/documents): the list with each document's source, preview
// in the site's PDF viewer, an upload with its progress and the problems of a refused PDF, a replacement, and
// removing an upload (the generated document comes back).
import { act, screen, waitFor, within } from '@testing-library/react';
import type { StaffDocument } from '../../src/contract/staff';
import DocumentsPage from '../../src/admin/features/documents/DocumentsPage';
import { fakeServices, reply } from '../support/fake-services';
import { CSRF, fakeUploads, renderStaffPage } from './support/staff-pages';

jest.mock('../../src/components/pdf-modal/PdfViewer', () => ({
  PdfViewer: ({ url }: { url: string }) => <div data-testid="pdf-viewer" data-url={url} />,
}));

const doc = (patch: Partial<StaffDocument>): StaffDocument => ({
  slug: 'sell-sheet-rh-4a-plus',
  title: 'RH-4A+',
  section: 'sell-sheets',
  lines: ['RH-4A+'],
  source: 'generated',
  url: '/website/documents/sell-sheet-rh-4a-plus.pdf',
  pages: null,
  bytes: null,
  uploadedBy: null,
  uploadedAt: null,
  ...patch,
});

const uploaded = doc({ slug: 'brochure-quarry', title: 'Quarry brochure', section: 'brochures', lines: ['RH-9'], source: 'uploaded', url: '/website/documents/brochure-quarry.pdf', pages: 4, bytes: 2_400_000, uploadedBy: 'Mo Marketing', uploadedAt: '2026-11-20T09:00:00Z' });
const databook = doc({ slug: 'otr-engineering-databook', title: 'OTR Engineering Databook', section: 'databook', lines: [], url: '/website/documents/otr-engineering-databook.pdf' });

function services(documents: StaffDocument[] = [doc({}), uploaded, databook]) {
  return fakeServices({ 'GET /admin/api/documents/all': { documents } });
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('the documents page', () => {
  it('lists every document with its source, and previews one in the PDF viewer', async () => {
    services();
    const { user } = renderStaffPage(<DocumentsPage />, { route: '/documents' });
    const table = await screen.findByRole('table', { name: 'Documents of the resource list' });
    const cells = (name: string) => within(rowOf(name)).getAllByRole('cell').map((c) => c.textContent);
    expect(cells('Quarry brochure').slice(0, 5)).toEqual(['Brochure', 'RH-9', 'Uploaded', '4', '2.3 MB']);
    expect(cells('Quarry brochure')[5]).toMatch(/^Mo Marketing, 2026-11-2\d \d\d:\d\d$/);
    expect(cells('RH-4A+').slice(0, 3)).toEqual(['Sell sheet', 'RH-4A+', 'Generated']);
    // Only an upload can be removed; the databook takes no upload.
    expect(within(rowOf('RH-4A+')).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(rowOf('OTR Engineering Databook')).queryByRole('button', { name: /Replace/ })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8);

    await user.click(within(rowOf('Quarry brochure')).getByRole('button', { name: 'Preview Quarry brochure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quarry brochure' });
    expect(await within(dialog).findByTestId('pdf-viewer')).toHaveAttribute('data-url', '/website/documents/brochure-quarry.pdf');
  });

  it('says what is missing before sending anything', async () => {
    services();
    const { user } = renderStaffPage(<DocumentsPage />, { route: '/documents' });
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Give the document a title.')).toBeInTheDocument();
    expect(screen.getByText('Choose a section.')).toBeInTheDocument();
    expect(screen.getByText('Choose the PDF file.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveFocus();
  });

  it('uploads a new PDF with its progress; a refused one lists its problems, a corrected one is listed', async () => {
    const { uploads } = fakeUploads();
    const net = services();
    const { user } = renderStaffPage(<DocumentsPage />, { route: '/documents' });
    await user.type(await screen.findByLabelText(/^Title/), 'Haul road guide');
    await user.selectOptions(screen.getByLabelText(/^Section/), 'brochures');
    await user.type(screen.getByLabelText('Tire lines'), 'RH-9; RH-X');
    await user.upload(screen.getByLabelText(/^PDF file/), new File(['%PDF-1.7'], 'guide.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    const sent = uploads[0]!;
    const url = new URL(sent.url, 'http://localhost');
    expect(url.pathname).toBe('/admin/api/documents');
    expect(Object.fromEntries(url.searchParams)).toEqual({ title: 'Haul road guide', section: 'brochures', lines: 'RH-9;RH-X' });
    expect(sent.headers['x-csrf-token']).toBe(CSRF);
    expect(sent.headers['content-type']).toBe('application/pdf');
    act(() => sent.progress(30, 60));
    expect(screen.getByRole('progressbar', { name: 'Uploading the PDF' })).toHaveAttribute('value', '50');

    act(() =>
      sent.respond(422, {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: 'The document has 1 problem',
        problems: [{ file: 'lines', row: null, column: null, rule: 'reference', message: '"RH-X" is not a tire line of the published catalog' }],
      }),
    );
    const problems = await screen.findByRole('table', { name: 'What is wrong with the upload' });
    const problem = within(problems).getAllByRole('row')[1]!;
    expect(within(problem).getByRole('rowheader')).toHaveTextContent('Tire lines');
    expect(within(problem).getByRole('cell')).toHaveTextContent('"RH-X" is not a tire line of the published catalog');
    expect(screen.getByRole('alert')).toHaveTextContent('Correct what the table says, then upload again.');

    await user.clear(screen.getByLabelText('Tire lines'));
    await user.type(screen.getByLabelText('Tire lines'), 'RH-9');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(new URL(uploads[1]!.url, 'http://localhost').searchParams.get('lines')).toBe('RH-9');
    net.route('GET /admin/api/documents/all', { documents: [doc({}), uploaded, databook, doc({ slug: 'brochure-haul-road-guide', title: 'Haul road guide', section: 'brochures', source: 'uploaded' })] });
    act(() => uploads[1]!.respond(200, { document: { slug: 'brochure-haul-road-guide' } }));
    expect(await screen.findByText('“Haul road guide” is uploaded and listed on the site.', { selector: '.console-alert' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Haul road guide' })).toBeInTheDocument();
    // The form is empty again.
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
  });

  it('a replacement keeps the title and section of the document it replaces', async () => {
    const { uploads } = fakeUploads();
    services();
    const { user } = renderStaffPage(<DocumentsPage />, { route: '/documents' });
    await user.click(await screen.findByRole('button', { name: 'Replace RH-4A+' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Replace “RH-4A+”' })).toHaveFocus());
    expect(screen.getByLabelText(/^Title/)).toHaveValue('RH-4A+');
    expect(screen.getByLabelText(/^Title/)).toBeDisabled();
    expect(screen.getByLabelText(/^Section/)).toHaveValue('sell-sheets');
    await user.upload(screen.getByLabelText(/^PDF file/), new File(['%PDF-1.7'], 'rh4a.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload the replacement' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(Object.fromEntries(new URL(uploads[0]!.url, 'http://localhost').searchParams)).toEqual({ title: 'RH-4A+', section: 'sell-sheets', lines: 'RH-4A+' });
  });

  it('removes an upload after saying the generated document comes back', async () => {
    const net = services();
    net.route('POST /admin/api/documents/brochure-quarry/remove', { removed: 'brochure-quarry' });
    const { user } = renderStaffPage(<DocumentsPage />, { route: '/documents' });
    await user.click(await screen.findByRole('button', { name: 'Remove Quarry brochure' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove “Quarry brochure”?' });
    expect(dialog).toHaveTextContent('the generated one comes back in its place');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const done = await screen.findByText('“Quarry brochure” is removed.');
    await waitFor(() => expect(done.parentElement).toHaveFocus());
    const call = net.to('POST /admin/api/documents/brochure-quarry/remove')[0]!;
    expect(call.headers.get('x-csrf-token')).toBe(CSRF);
    await waitFor(() => expect(net.to('GET /admin/api/documents/all').length).toBe(2));
  });

  it('a refused removal says why', async () => {
    const net = services();
    net.route('POST /admin/api/documents/brochure-quarry/remove', reply(404, { statusCode: 404, error: 'Not Found', message: 'No uploaded document brochure-quarry' }));
    const { user } = renderStaffPage(<DocumentsPage />, { route: '/documents' });
    await user.click(await screen.findByRole('button', { name: 'Remove Quarry brochure' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No uploaded document brochure-quarry');
  });
});
