import { screen, waitFor, within } from '@testing-library/react';
import { renderPage } from './support/render';
import { serveResources, type FetchLog } from './resources.fixtures';

// The real viewer needs pdf.js (a browser); here a stand-in shows which document the modal holds.
jest.mock('../../src/components/pdf-modal/PdfViewer', () => ({
  PdfViewer: ({ url }: { url: string }) => <div data-testid="pdf-viewer" data-url={url} />,
}));

let log: FetchLog;
beforeEach(() => {
  log = { urls: [] };
  serveResources(log);
});

const main = () => within(screen.getByRole('main'));

describe('/resources', () => {
  const overviewLinks = () =>
    main()
      .queryAllByRole('link')
      .filter((a) => a.closest('.tile-grid'));

  it('shows the overview tiles to the three document pages, named as SPEC §2 names them', async () => {
    const { heading } = await renderPage('/resources');
    expect(heading).toHaveTextContent('Resources');
    expect(overviewLinks().map((a) => [a.querySelector('.tile__title')?.textContent, a.getAttribute('href')])).toEqual([
      ['Brochures/Sell Sheets', '/resources/brochures'],
      ['Engineering Data', '/resources/engineering-data'],
      ['OE Pressure Recommendations', '/resources/pressure-recommendations'],
    ]);
    // The pages' own intros, quoted exactly (SPEC §2).
    expect(main().getByRole('link', { name: /Brochures\/Sell Sheets/ })).toHaveTextContent(
      'We are changing the ground rules of tire performance. Learn more here!',
    );
    expect(main().getByRole('link', { name: /OE Pressure Recommendations/ })).toHaveTextContent(
      "What's the right pressure for your tires? Find out here!",
    );
  });

  it.each(['/resources/brochures', '/resources/pressure-recommendations', '/resources/engineering-data'])(
    'shows the overview only at exactly /resources, not at %s',
    async (route) => {
      await renderPage(route);
      expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(/^Resources$/);
      expect(overviewLinks()).toEqual([]);
      expect(document.querySelector('.tile-grid')).toBeNull();
    },
  );

  it('a tile leads to its page, which replaces the overview', async () => {
    const { user } = await renderPage('/resources');
    await user.click(main().getByRole('link', { name: /Engineering Data/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Engineering Data' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/resources/engineering-data');
    expect(overviewLinks()).toEqual([]);
  });
});

describe('/resources/brochures', () => {
  it('has its title and intro, and two sections listing the documents sorted by title', async () => {
    const { heading } = await renderPage('/resources/brochures');
    expect(heading).toHaveTextContent('OTR Brochures/Sell Sheets');
    expect(main().getByText('We are changing the ground rules of tire performance. Learn more here!')).toBeInTheDocument();

    const brochures = main().getByRole('button', { name: 'Brochures' });
    const sellSheets = main().getByRole('button', { name: 'Sell Sheets' });
    expect(brochures).toHaveAttribute('aria-expanded', 'true');
    expect(sellSheets).toHaveAttribute('aria-expanded', 'true');

    const brochureRegion = within(screen.getByRole('region', { name: 'Brochures' }));
    expect(await brochureRegion.findByRole('button', { name: /TPMS Heavy Duty/ })).toBeVisible();
    expect(brochureRegion.getByRole('img', { name: 'Cover of RH-4A+ Lineup' })).toHaveAttribute(
      'src',
      '/website/documents/thumbnails/brochure-rh-4a-plus-lineup.svg',
    );
    const sellRegion = within(screen.getByRole('region', { name: 'Sell Sheets' }));
    expect(await sellRegion.findByRole('button', { name: /RL-5K/ })).toBeVisible();

    const lists = log.urls.map((u) => new URL(u).searchParams);
    expect(lists.map((p) => p.get('type')).sort()).toEqual(['BROCHURES', 'SELL_SHEET']);
    for (const params of lists) {
      expect(params.get('sort_by')).toBe('title');
      expect(params.get('sort_type')).toBe('asc');
    }
  });

  it('collapses and expands a section by click, Enter and Space, animating up to 6000 px', async () => {
    const { user } = await renderPage('/resources/brochures');
    const toggle = main().getByRole('button', { name: 'Sell Sheets' });
    const panel = screen.getByRole('region', { name: 'Sell Sheets' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    await main().findByRole('button', { name: /RL-5K/ });
    expect(panel).toHaveStyle({ maxHeight: 'none' }); // at rest an open list is never cut off

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveStyle({ maxHeight: '0px' });
    expect(main().queryByRole('button', { name: /RL-5K/ })).not.toBeInTheDocument(); // hidden from everyone
    expect(main().getByRole('button', { name: /TPMS Heavy Duty/ })).toBeVisible(); // the other stays open

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveStyle({ maxHeight: '6000px' }); // SPEC §9 brochures maximum, while it animates
    expect(main().getByRole('button', { name: /RL-5K/ })).toBeVisible();
    await waitFor(() => expect(panel).toHaveStyle({ maxHeight: 'none' }));

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(main().queryByRole('button', { name: /RL-5K/ })).not.toBeInTheDocument();
  });

  it('opens a tile in the PDF modal and gives focus back to the tile on close', async () => {
    const { user } = await renderPage('/resources/brochures');
    const tile = await main().findByRole('button', { name: /TPMS Heavy Duty/ });
    await user.click(tile);
    const dialog = await screen.findByRole('dialog', { name: 'TPMS Heavy Duty' });
    expect(await within(dialog).findByTestId('pdf-viewer')).toHaveAttribute(
      'data-url',
      '/website/documents/brochure-tpms-heavy-duty.pdf',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tile).toHaveFocus();
  });

  it('says when a list could not load, and Retry asks again', async () => {
    serveResources(log, { failTypes: ['SELL_SHEET'] });
    const { user } = await renderPage('/resources/brochures');
    const region = within(screen.getByRole('region', { name: 'Sell Sheets' }));
    const alert = await region.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the sell sheets.');
    expect(within(screen.getByRole('region', { name: 'Brochures' })).getByRole('button', { name: /RH-4A\+ Lineup/ }))
      .toBeVisible();

    serveResources(log);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await region.findByRole('button', { name: /RL-5K/ })).toBeVisible();
  });
});

describe('/resources/pressure-recommendations', () => {
  it('has its intro and one expanded section of OE pressure documents (5000 px maximum)', async () => {
    const { user } = await renderPage('/resources/pressure-recommendations');
    expect(main().getByText("What's the right pressure for your tires? Find out here!")).toBeInTheDocument();
    const toggle = main().getByRole('button', { name: 'OE Pressure Recommendations' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const tile = await main().findByRole('button', { name: /Haul Trucks/ });
    expect(new URL(log.urls[0]!).searchParams.get('type')).toBe('OE_PRESSURE');

    await user.click(tile);
    expect(await screen.findByRole('dialog', { name: 'Haul Trucks' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(main().queryByRole('button', { name: /Haul Trucks/ })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('region', { name: 'OE Pressure Recommendations' })).toHaveStyle({ maxHeight: '5000px' });
    expect(main().getByRole('button', { name: /Haul Trucks/ })).toBeVisible();
  });
});
