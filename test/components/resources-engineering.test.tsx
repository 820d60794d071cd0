import { act, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from './support/render';
import { serveResources, type FetchLog } from './resources.fixtures';

jest.mock('../../src/components/pdf-modal/PdfViewer', () => ({
  PdfViewer: ({ url }: { url: string }) => <div data-testid="pdf-viewer" data-url={url} />,
}));

const DATABOOK = '/website/documents/otr-engineering-databook.pdf';
const FAILED = 'We could not download the databook. Please try again later.';
const main = () => within(screen.getByRole('main'));

let log: FetchLog;
let saved: { href: string; download: string }[];
let errors: jest.SpyInstance;

beforeEach(() => {
  log = { urls: [] };
  saved = [];
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  // jsdom has neither object URLs nor downloads: record what the page asked the browser to save.
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/databook');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

function databookAnswer(status: number) {
  return () =>
    new Response(status === 200 ? new Blob(['%PDF-1.7 databook'], { type: 'application/pdf' }) : 'gone', { status });
}

describe('/resources/engineering-data', () => {
  it('shows the databook tile, which opens the PDF modal, and a Find Tires button', async () => {
    serveResources(log);
    const { user, heading } = await renderPage('/resources/engineering-data');
    expect(heading).toHaveTextContent('Engineering Data');
    expect(main().getByRole('button', { name: 'Find Tires' })).toBeInTheDocument();
    const tile = await main().findByRole('button', { name: /OTR Engineering Databook/ });
    expect(new URL(log.urls[0]!).searchParams.get('type')).toBe('ENGINEERING');

    await user.click(tile);
    const dialog = await screen.findByRole('dialog', { name: 'OTR Engineering Databook' });
    expect(await within(dialog).findByTestId('pdf-viewer')).toHaveAttribute('data-url', DATABOOK);
  });

  it('Download PDF fetches the databook and saves it as otr-databook-10-15-2021.pdf', async () => {
    serveResources(log, { other: databookAnswer(200) });
    const { user } = await renderPage('/resources/engineering-data');
    await main().findByRole('button', { name: /OTR Engineering Databook/ });
    const link = main().getByRole('link', { name: 'Download PDF' });
    expect(link).toHaveAttribute('href', DATABOOK);

    await user.click(link);
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:http://localhost/databook', download: 'otr-databook-10-15-2021.pdf' }]));
    expect(log.urls).toContain(DATABOOK);
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    expect(await blob.text()).toBe('%PDF-1.7 databook');
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps Download PDF busy (aria-busy, spinner, status) while the databook downloads, and fetches it once', async () => {
    let answer: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    serveResources(log, { other: () => pending as unknown as Response });
    const { user } = await renderPage('/resources/engineering-data');
    await main().findByRole('button', { name: /OTR Engineering Databook/ });
    const link = main().getByRole('link', { name: 'Download PDF' });
    expect(link).toHaveAttribute('aria-busy', 'false');
    expect(link.querySelector('.download-spinner')).toBeNull();

    await user.click(link);
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link.querySelector('.download-spinner')).not.toBeNull();
    expect(main().getByRole('status')).toHaveTextContent('Preparing the databook download…');
    await user.click(link); // a second click while busy does not start another download
    expect(log.urls.filter((u) => u === DATABOOK)).toHaveLength(1);

    answer(databookAnswer(200)());
    await waitFor(() => expect(link).toHaveAttribute('aria-busy', 'false'));
    expect(link.querySelector('.download-spinner')).toBeNull();
    expect(main().getByRole('status')).toBeEmptyDOMElement();
    expect(saved).toEqual([{ href: 'blob:http://localhost/databook', download: 'otr-databook-10-15-2021.pdf' }]);
  });

  it('is no longer busy after a failed download', async () => {
    serveResources(log, { other: databookAnswer(503) });
    const { user } = await renderPage('/resources/engineering-data');
    const link = main().getByRole('link', { name: 'Download PDF' });
    await user.click(link);
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    await waitFor(() => expect(link).toHaveAttribute('aria-busy', 'false'));
  });

  it('logs a failed download and tells the visitor with one toast, however often they click', async () => {
    serveResources(log, { other: databookAnswer(500) });
    const { user } = await renderPage('/resources/engineering-data');
    const link = main().getByRole('link', { name: 'Download PDF' });

    await user.click(link);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(FAILED);
    expect(errors).toHaveBeenCalledWith('The databook download failed', expect.objectContaining({ status: 500 }));
    expect(saved).toEqual([]);

    await user.click(link);
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(2));
    expect(screen.getAllByText(FAILED)).toHaveLength(1); // duplicates prevented

    await user.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(FAILED)).not.toBeInTheDocument());
  });

  it('dismisses the toast by itself after 4 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      serveResources(log, { other: databookAnswer(404) });
      const { user } = await renderPage('/resources/engineering-data');
      await user.click(main().getByRole('link', { name: 'Download PDF' }));
      expect(await screen.findByText(FAILED)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(3900));
      expect(screen.getByText(FAILED)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      await waitFor(() => expect(screen.queryByText(FAILED)).not.toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });
});
