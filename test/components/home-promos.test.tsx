// The home page's promo tiles (SPEC §2): real links to the PDFs the resource list flags, opened in the PDF
// modal by a plain click once the app runs; a modified click is left to the browser.
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ResourceDocument } from '../../src/services/resourcesApi';
import { renderPage } from './support/render';
import { serveResources, resourceLists, type FetchLog } from './resources.fixtures';

jest.mock('../../src/components/pdf-modal/PdfViewer', () => ({
  PdfViewer: ({ url }: { url: string }) => <div data-testid="pdf-viewer" data-url={url} />,
}));

const LINEUP = '/website/documents/brochure-rh-4a-plus-lineup.pdf';
const TPMS = '/website/documents/brochure-tpms-heavy-duty.pdf';

let log: FetchLog;
let errors: jest.SpyInstance;
beforeEach(() => {
  log = { urls: [] };
  serveResources(log);
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

const promos = () => within(screen.getByRole('region', { name: 'Featured documents' })).getAllByRole('link');

async function openHome() {
  const page = await renderPage('/');
  await screen.findByRole('region', { name: 'Featured documents' });
  return page;
}

describe('home promo tiles', () => {
  it('are links to the PDFs the resource list flags, in its order, with its text', async () => {
    await openHome();
    expect(promos().map((a) => [a.querySelector('.tile__title')?.textContent, a.querySelector('.tile__text')?.textContent])).toEqual([
      ['RH-4A+ Lineup', 'Rigid haul tires for the longest shifts.'],
      ['TPMS Heavy Duty', 'Tire pressure monitoring made for OTR work.'],
    ]);
    expect(promos().map((a) => a.getAttribute('href'))).toEqual([LINEUP, TPMS]);
    for (const a of promos()) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      expect(a).toHaveAccessibleName(expect.stringMatching(/\(PDF\)$/));
    }
    // The brochures page's own call (SPEC §7 resource list).
    const calls = log.urls.map((u) => new URL(u, 'http://localhost')).filter((u) => u.pathname === '/website/resource/list');
    expect(calls.map((u) => Object.fromEntries(u.searchParams))).toEqual([{ type: 'BROCHURES', sort_by: 'title', sort_type: 'asc' }]);
  });

  it('show whichever documents the data flags, whatever their file names', async () => {
    const other = (slug: string, title: string, promo: ResourceDocument['promo']): ResourceDocument => ({
      title,
      thumbnail: `/website/documents/thumbnails/${slug}.svg`,
      document: `/website/documents/${slug}.pdf`,
      type: 'BROCHURES',
      promo,
    });
    const lists = {
      BROCHURES: [
        other('brochure-underground', 'Underground', { sequence: 2, text: 'LHD tires for tight drifts.' }),
        other('brochure-port-and-industrial', 'Port & Industrial', { sequence: 1, text: 'Tires for the terminal.' }),
        ...resourceLists.BROCHURES.map((d) => ({ ...d, promo: null })),
      ],
    };
    serveResources(log, { lists });
    await openHome();
    expect(promos().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Port & IndustrialTires for the terminal. (PDF)', '/website/documents/brochure-port-and-industrial.pdf'],
      ['UndergroundLHD tires for tight drifts. (PDF)', '/website/documents/brochure-underground.pdf'],
    ]);
  });

  it('open the PDF modal on a plain click, instead of following the link', async () => {
    const { user } = await openHome();
    const tile = promos()[1]!;
    // Read after the app's handler ran: the browser would follow the link unless it was prevented.
    let followed: boolean | null = null;
    document.addEventListener('click', (e) => void (followed = !e.defaultPrevented), { once: true });
    await user.click(tile);
    expect(followed).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'TPMS Heavy Duty' });
    expect(await within(dialog).findByTestId('pdf-viewer')).toHaveAttribute('data-url', TPMS);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tile).toHaveFocus();
  });

  it('open the modal from the keyboard too (Enter on the focused link)', async () => {
    const { user } = await openHome();
    promos()[0]!.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'RH-4A+ Lineup' });
    expect(await within(dialog).findByTestId('pdf-viewer')).toHaveAttribute('data-url', LINEUP);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['cmd', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle-button', { button: 1 }],
  ])('leave a %s click to the browser (new tab, window or download): no modal', async (_, init) => {
    await openHome();
    const tile = promos()[0]!;
    const click = createEvent.click(tile, { button: 0, ...init });
    fireEvent(tile, click);
    expect(click.defaultPrevented).toBe(false);
    await new Promise((r) => setTimeout(r, 150)); // past the modal's 100 ms opening delay
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('are left out when the resource list fails (logged only, SPEC §8)', async () => {
    serveResources(log, { failTypes: ['BROCHURES'] });
    await renderPage('/');
    await waitFor(() => expect(log.urls.some((u) => u.includes('/website/resource/list'))).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Featured documents' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get The Tires You Need' })).toBeInTheDocument();
  });
});
