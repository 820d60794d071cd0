import { screen, waitFor, within } from '@testing-library/react';
import { matchAppRoute } from '../../src/app/AppRoutes';
import { pageList } from '../../src/routing/pages';
import { dutyCheckPath, findByMachinePath } from '../../src/routing/lazy-paths';
import { paths } from '../../src/routing/paths';
import { networkError } from '../support/fake-services';
import { brandState, renderPage } from './support/render';
import { serveContent } from './support/content-service';

// The content service answers the sample content (the home page's copy, the articles, the static pages'
// copy); any other call fails as without a network.
beforeEach(() => {
  serveContent({}, {}, () => networkError());
});

const everyRoute: [url: string, h1: string | RegExp][] = [
  ['/', 'Basalt Off-the-Road Tires'],
  [paths.tires(), 'Tires'],
  [paths.tireResults({ tireSize: '27.00R49' }), 'Tires That Match Your Search'],
  [paths.compareTires({ tire1_Id: 1, tire2_Id: 2 }), 'Compare Tires'],
  [dutyCheckPath(), 'Duty Check: TKPH/TMPH'],
  [findByMachinePath(), 'Find Tires by Machine'],
  ['/search', 'Search'],
  [paths.trustedProducts(), 'Trusted Products'],
  [paths.reliableServices(), 'Reliable Services'],
  [paths.tireManagementSolutions(), 'Tire Management Solutions'],
  [paths.tireConstruction(), 'Tire Construction'],
  [paths.technology(), 'Technology'],
  [paths.contact(), 'Contact Us'],
  [paths.contactUs(), 'Contact Basalt OTR'],
  [paths.requestConsultation(), 'Request a Consultation'],
  [paths.infocenter(), 'Info Center'],
  [paths.archives(), 'Info Center Archives'],
  [paths.otrTip({ slug: 'look-under-your-tires' }), 'Look Under Your Tires'],
  [paths.resources(), 'Resources'],
  [paths.brochures(), 'OTR Brochures/Sell Sheets'],
  [paths.pressureRecommendations(), 'OE Pressure Recommendations'],
  [paths.engineeringData(), 'Engineering Data'],
  [paths.dealers(), 'Find a Basalt OTR Dealer Near You'],
  [paths.emtrackRegistration(), 'EMTrack Sign Up'],
  ['/no/such/page', 'Page not found'],
];

describe('Route table', () => {
  it.each(everyRoute)('%s renders exactly one h1: %s', async (url, h1) => {
    await renderPage(url);
    // The home page's h1 is its content's banner title, shown once its copy has loaded.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(h1));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('renders every page of the page table above, except tire details (it needs its tire: tire-details.test.tsx)', () => {
    const rendered = new Set(everyRoute.map(([url]) => matchAppRoute(new URL(url, 'http://localhost').pathname)?.path));
    expect(pageList.filter(({ path }) => !rendered.has(path)).map(({ name }) => name)).toEqual(['tireDetails']);
  });

  it('shows the /tires landing only at the exact URL', async () => {
    await renderPage('/tires');
    expect(screen.getByText('Finding the right tires made easy.')).toBeInTheDocument();
  });

  it('shows the child instead of the landing on /tires/tire-results', async () => {
    const { heading } = await renderPage('/tires/tire-results?tireSize=27.00R49');
    expect(heading).toHaveTextContent('Tires That Match Your Search');
    expect(screen.queryByText('Finding the right tires made easy.')).not.toBeInTheDocument();
  });

  it('shows the /contact texts and tiles only on /contact', async () => {
    await renderPage('/contact');
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Questions? Comments? Tell us about it.')).toBeInTheDocument();
    expect(main.getByRole('heading', { name: 'Need to talk?' })).toBeInTheDocument();
    expect(main.getAllByRole('link', { name: /Contact Us/ })[0]).toHaveAttribute('href', '/contact/contact-us');
  });

  it('lists the two dated archive articles', async () => {
    await renderPage('/infocenter/archives');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('link', { name: 'Look Under Your Tires' })).toHaveAttribute(
      'href',
      '/infocenter/otr-tips/look-under-your-tires',
    );
    expect(main.getByText('August 28, 2017')).toBeInTheDocument();
    expect(main.getByText('August 9, 2017')).toBeInTheDocument();
  });

  it('404: says so and links home', async () => {
    await renderPage('/tires/nope');
    expect(within(screen.getByRole('main')).getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found'));
  });

  it('404 for an unknown article slug', async () => {
    const { heading } = await renderPage('/infocenter/otr-tips/unknown-article');
    expect(heading).toHaveTextContent('Page not found');
  });

  it('redirects /total-mobility to its first page', async () => {
    const { heading } = await renderPage('/total-mobility');
    expect(heading).toHaveTextContent('Trusted Products');
    expect(screen.getByTestId('location')).toHaveTextContent('/total-mobility/trusted-products');
  });
});

describe('Title rule', () => {
  beforeEach(() => {
    document.title = 'stale';
  });

  it("uses the route's title", async () => {
    await renderPage('/tires/tire-results');
    await waitFor(() => expect(document.title).toBe('Trusted Products'));
  });

  it.each(['/tires', '/tires/compare-tires?tire1_Id=1&tire2_Id=2'])(
    'gives %s the default title: SPEC §2 names no title for it',
    async (url) => {
      await renderPage(url, { preloadedState: brandState('Granite') });
      await waitFor(() => expect(document.title).toBe('Granite Off-the-Road (OTR) Tires'));
    },
  );

  it('falls back to "{brand} Off-the-Road (OTR) Tires" with the configured brand', async () => {
    await renderPage('/', { preloadedState: brandState('Granite') });
    await waitFor(() => expect(document.title).toBe('Granite Off-the-Road (OTR) Tires'));
  });

  it('fills {brand} in route titles and updates on navigation', async () => {
    const { user } = await renderPage('/resources', { preloadedState: brandState('Granite') });
    await waitFor(() => expect(document.title).toBe('Resources'));
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Dealers' }));
    await screen.findByRole('heading', { level: 1, name: 'Find a Granite OTR Dealer Near You' });
    await waitFor(() => expect(document.title).toBe('Find a Granite OTR Dealer'));
  });

  it("sets the page's meta description on navigation, with the configured brand", async () => {
    const { user } = await renderPage('/resources', { preloadedState: brandState('Granite') });
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Dealers' }));
    await screen.findByRole('heading', { level: 1, name: 'Find a Granite OTR Dealer Near You' });
    const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    await waitFor(() => expect(description()).toBe('Find Granite OTR dealers and Earthmover locations near you.'));
  });

  it('lets a page with titleFromPage set its own title', async () => {
    await renderPage('/infocenter/otr-tips/select-the-right-tire');
    await waitFor(() => expect(document.title).toBe('Select the Right Tire'));
  });
});
