import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from './support/render';
import { serveResources } from './resources.fixtures';

// The real viewer needs pdf.js (a browser). This stand-in can report a load error or fail to render, as
// the real one does on a document it cannot read.
const mockViewer = { mode: 'ok' as 'ok' | 'throw' };
jest.mock('../../src/components/pdf-modal/PdfViewer', () => ({
  PdfViewer: ({ url, onLoadError }: { url: string; onLoadError: () => void }) => {
    if (mockViewer.mode === 'throw') throw new Error('viewer broke');
    return (
      <div data-testid="pdf-viewer" data-url={url}>
        <button type="button" onClick={onLoadError}>
          Simulate unreadable document
        </button>
      </div>
    );
  },
}));

const LINEUP = '/website/documents/brochure-rh-4a-plus-lineup.pdf';
const TPMS = '/website/documents/brochure-tpms-heavy-duty.pdf';

let errors: jest.SpyInstance;
beforeEach(() => {
  mockViewer.mode = 'ok';
  // The promo tiles are the sample home page's, from the content service (resources.fixtures serves it): the
  // lineup and TPMS brochures.
  serveResources({ urls: [] });
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

async function openPromo(name: RegExp) {
  const page = await renderPage('/');
  const tile = await within(screen.getByRole('main')).findByRole('link', { name });
  await page.user.click(tile);
  const dialog = await screen.findByRole('dialog');
  return { ...page, tile, dialog };
}

describe('PDF modal from the home promo tiles', () => {
  it('opens the RH-4A+ lineup brochure in the viewer and marks the body modal-open', async () => {
    const { dialog } = await openPromo(/RH-4A\+ lineup/i);
    expect(dialog).toHaveAccessibleName('RH-4A+ Lineup');
    expect(await within(dialog).findByTestId('pdf-viewer')).toHaveAttribute('data-url', LINEUP);
    expect(document.body).toHaveClass('modal-open');
  });

  it('closes on a click outside, freeing the page and focusing the tile again', async () => {
    const { dialog, tile } = await openPromo(/TPMS Heavy Duty/);
    await within(dialog).findByTestId('pdf-viewer');
    fireEvent.mouseDown(dialog); // inside: stays open
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(document.querySelector('.modal-backdrop')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveClass('modal-open');
    expect(tile).toHaveFocus();
  });

  it('closes on the close icon and reopens on another document', async () => {
    const { user, dialog } = await openPromo(/RH-4A\+ lineup/i);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: /TPMS Heavy Duty/ }));
    const next = await screen.findByRole('dialog', { name: 'TPMS Heavy Duty' });
    expect(await within(next).findByTestId('pdf-viewer')).toHaveAttribute('data-url', TPMS);
  });

  it('falls back to a plain frame of the same document when the viewer cannot read it, and resets on reopen', async () => {
    const { user, dialog } = await openPromo(/TPMS Heavy Duty/);
    await user.click(await within(dialog).findByRole('button', { name: 'Simulate unreadable document' }));
    const frame = await within(dialog).findByTitle('TPMS Heavy Duty');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', TPMS);
    expect(within(dialog).queryByTestId('pdf-viewer')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('href', TPMS);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: /TPMS Heavy Duty/ }));
    const again = await screen.findByRole('dialog', { name: 'TPMS Heavy Duty' });
    expect(await within(again).findByTestId('pdf-viewer')).toBeInTheDocument();
    expect(within(again).queryByTitle('TPMS Heavy Duty')).not.toBeInTheDocument();
  });

  it('falls back to the frame when the viewer itself breaks, without breaking the page', async () => {
    mockViewer.mode = 'throw';
    const { dialog } = await openPromo(/RH-4A\+ lineup/i);
    expect(await within(dialog).findByTitle('RH-4A+ Lineup')).toHaveAttribute('src', LINEUP);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
