// The home page (SPEC §2 Home): its banner, Total Mobility tiles, call to action and promo tiles are the content
// service's single type `home-page` (issue 19); the section titles SPEC quotes and the buttons stay in code. The
// promo tiles are real links to their PDFs, opened in the PDF modal by a plain click once the app runs; a
// modified click is left to the browser. A tile may only point into the site.
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { brandState, renderPage } from './support/render';
import { serveContent, type ContentFields } from './support/content-service';
import { contentSeed } from '../../server/content/seed';

jest.mock('../../src/components/pdf-modal/PdfViewer', () => ({
  PdfViewer: ({ url }: { url: string }) => <div data-testid="pdf-viewer" data-url={url} />,
}));

const LINEUP = '/website/documents/brochure-rh-4a-plus-lineup.pdf';
const TPMS = '/website/documents/brochure-tpms-heavy-duty.pdf';

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

const main = () => within(screen.getByRole('main'));
const region = (name: string) => main().getByRole('region', { name });
const promos = () => within(region('Featured documents')).getAllByRole('link');
const tileTexts = (links: HTMLElement[]) =>
  links.map((a) => [a.querySelector('.tile__title')?.textContent, a.querySelector('.tile__text')?.textContent, a.getAttribute('href')]);

/** The home page, once its copy (the lazy chunk and the content answer) has rendered. */
async function openHome(options: Parameters<typeof renderPage>[1] = {}) {
  const page = await renderPage('/', options);
  await waitFor(() => expect(document.querySelector('.home-banner__lead')).not.toBeNull());
  return page;
}

/** Another home page answer than the sample's: other copy, other tiles, another order. */
const otherHome: ContentFields = {
  banner_title: 'Tires That Outlast The Shift',
  banner_lead: 'Earthmover tires and the people who look after them.',
  mobility_tiles: [
    { title: 'Services First', text: 'Our engineers on your site.', link: '/total-mobility/reliable-services' },
    { title: 'Find A Dealer', text: 'Near your operation.', link: '/dealers' },
  ],
  cta_text: 'Ask an engineer which tire suits your haul road.',
  promo_tiles: [
    { title: 'Underground', text: 'LHD tires for tight drifts.', link: '/website/documents/brochure-underground.pdf' },
    { title: 'Port & Industrial', text: 'Tires for the terminal.', link: '/website/documents/brochure-port-and-industrial.pdf' },
    { title: 'Loader & Dozer', text: null, link: '/website/documents/brochure-loader-and-dozer.pdf' },
  ],
};

describe('home page copy', () => {
  it('shows the sample home page of the content service: banner, three mobility tiles, the call to action, two promo tiles', async () => {
    const net = serveContent();
    const { heading } = await openHome();
    expect(heading).toHaveTextContent('Basalt Off-the-Road Tires');
    expect(document.querySelector('.home-banner__lead')).toHaveTextContent(
      'Tires, service and tire management for mining, construction, quarry, port and industrial operations.',
    );
    expect(tileTexts(within(region('Total Mobility')).getAllByRole('link'))).toEqual([
      ['Trusted Products', 'Tires built for haul roads, quarries, ports and plants.', '/total-mobility/trusted-products'],
      ['Reliable Services', 'Field engineers and dealers who keep your fleet rolling.', '/total-mobility/reliable-services'],
      ['Tire Management Solutions', 'Track tire performance and lower your cost per hour.', '/total-mobility/tire-management-solutions'],
    ]);
    const cta = region('Get The Tires You Need');
    expect(cta).toHaveTextContent('Tell us about your equipment and site, and a Basalt specialist will help you choose.');
    expect(within(cta).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact/contact-us');
    expect(tileTexts(await within(await main().findByRole('region', { name: 'Featured documents' })).findAllByRole('link'))).toEqual([
      ['RH-4A+ Lineup', 'Rigid haul tires for the longest shifts.', LINEUP],
      ['TPMS Heavy Duty', 'Tire pressure monitoring made for OTR work.', TPMS],
    ]);
    for (const a of promos()) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      expect(a).toHaveAccessibleName(expect.stringMatching(/\(PDF\)$/));
    }
    // One call for the whole copy: the single type with its tiles; the resource list is not asked.
    expect(net.to('/content/api/home-page').map((c) => c.params)).toEqual([{ populate: '*' }]);
    expect(net.to('/website/resource/list')).toEqual([]);
  });

  it('shows whatever the content service answers, not copy of its own', async () => {
    serveContent({ entries: { 'home-page': [otherHome] } });
    const { heading } = await renderPage('/', { preloadedState: brandState('Granite') });
    await waitFor(() => expect(heading).toHaveTextContent('Tires That Outlast The Shift'));
    expect(document.querySelector('.home-banner__lead')).toHaveTextContent('Earthmover tires and the people who look after them.');
    expect(tileTexts(within(region('Total Mobility')).getAllByRole('link'))).toEqual([
      ['Services First', 'Our engineers on your site.', '/total-mobility/reliable-services'],
      ['Find A Dealer', 'Near your operation.', '/dealers'],
    ]);
    expect(region('Get The Tires You Need')).toHaveTextContent('Ask an engineer which tire suits your haul road.');
    expect(await main().findByRole('region', { name: 'Featured documents' })).toBeInTheDocument();
    expect(tileTexts(promos())).toEqual([
      ['Underground', 'LHD tires for tight drifts.', '/website/documents/brochure-underground.pdf'],
      ['Port & Industrial', 'Tires for the terminal.', '/website/documents/brochure-port-and-industrial.pdf'],
      ['Loader & Dozer', undefined, '/website/documents/brochure-loader-and-dozer.pdf'],
    ]);
    expect(screen.getByRole('main')).not.toHaveTextContent(/Basalt|RH-4A\+ Lineup|Trusted Products/);
  });

  it('a mobility tile leads to its page inside the app', async () => {
    serveContent();
    const { user } = await openHome();
    await user.click(within(region('Total Mobility')).getByRole('link', { name: /Reliable Services/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/total-mobility\/reliable-services$/));
  });

  it.each([
    ['another site, written protocol-relative', '//evil.example/brochure.pdf'],
    ['another site, with a backslash', '/\\evil.example/brochure.pdf'],
    ['another site, with a tab the browser drops', '/\t/evil.example/brochure.pdf'],
    ['another site, with a line break the browser drops', '/\n/evil.example/brochure.pdf'],
    ['a javascript: address', 'javascript:alert(document.cookie)'],
    ['an absolute address', 'https://evil.example/brochure.pdf'],
    ['a data: address', 'data:application/pdf;base64,JVBERi0='],
  ])('leaves out a tile that points to %s', async (_, link) => {
    const sample = contentSeed().items.find((i) => i.collection === 'home-page') as unknown as ContentFields & {
      mobility_tiles: ContentFields[];
      promo_tiles: ContentFields[];
    };
    serveContent({
      entries: {
        'home-page': [
          {
            ...sample,
            mobility_tiles: [...sample.mobility_tiles, { title: 'Hostile Tile', text: 'Click me.', link }],
            promo_tiles: [{ title: 'Hostile Brochure', text: 'Open me.', link }, ...sample.promo_tiles],
          },
        ],
      },
    });
    await openHome();
    expect(await main().findByRole('region', { name: 'Featured documents' })).toBeInTheDocument();
    expect(tileTexts(within(region('Total Mobility')).getAllByRole('link')).map(([title]) => title)).toEqual([
      'Trusted Products',
      'Reliable Services',
      'Tire Management Solutions',
    ]);
    expect(tileTexts(promos()).map(([title, , href]) => [title, href])).toEqual([
      ['RH-4A+ Lineup', LINEUP],
      ['TPMS Heavy Duty', TPMS],
    ]);
    expect(screen.queryByText(/Hostile/)).not.toBeInTheDocument();
    expect(document.querySelector(`a[href="${CSS.escape(link)}"]`)).toBeNull();
    // Every link of the page stays on this site, as the browser resolves it.
    for (const a of screen.getByRole('main').querySelectorAll('a')) expect([a.getAttribute('href'), new URL(a.href).origin]).toEqual([a.getAttribute('href'), window.location.origin]);
  });

  /** Once the app has logged the home page's failed load (SPEC §8: logged only). */
  const failedLoad = (status: number) =>
    waitFor(() => expect(errors).toHaveBeenCalledWith(`Loading getHomePage failed: GET /content/api/home-page answered ${status}`));

  it('keeps the page usable when the content service fails: the brand as title, SPEC headings and buttons, no tiles', async () => {
    serveContent({ failing: ['home-page'] });
    await renderPage('/');
    await failedLoad(500);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Basalt$/);
    expect(main().getByRole('heading', { level: 2, name: 'Total Mobility' })).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 2, name: 'Get The Tires You Need' })).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Find Tires' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact/contact-us');
    expect(main().queryByRole('region', { name: 'Featured documents' })).not.toBeInTheDocument();
    expect(within(region('Total Mobility')).queryAllByRole('link')).toEqual([]);
  });

  it('answers a content service without a home page (404) with the same usable page', async () => {
    serveContent({ entries: { 'home-page': [] } });
    await renderPage('/');
    await failedLoad(404);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Basalt$/);
    expect(main().queryByRole('region', { name: 'Featured documents' })).not.toBeInTheDocument();
  });
});

describe('home promo tiles', () => {
  beforeEach(() => {
    serveContent();
  });

  async function openPromos() {
    const page = await openHome();
    await main().findByRole('region', { name: 'Featured documents' });
    return page;
  }

  it('open the PDF modal on a plain click, instead of following the link', async () => {
    const { user } = await openPromos();
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
    const { user } = await openPromos();
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
    await openPromos();
    const tile = promos()[0]!;
    const click = createEvent.click(tile, { button: 0, ...init });
    fireEvent(tile, click);
    expect(click.defaultPrevented).toBe(false);
    await new Promise((r) => setTimeout(r, 150)); // past the modal's 100 ms opening delay
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
