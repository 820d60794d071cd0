import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { AppRoutes } from '../../src/app/AppRoutes';
import { prefetchPageData } from '../../src/app/routes';
import { makeStore } from '../../src/app/store';
import { tireResultsApi } from '../../src/features/tire-results/api';
import { markSearchStarted } from '../../src/lib/search-clock';
import { mockCatalog } from './tire-results.fixtures';
import { finderRoutes } from './support/finder-fetch';
import { renderWithProviders } from './support/render';

const ROUTE = '/tires/tire-results?tireSize=29.5R25';
const sorry =
  'Sorry, no results were found. You must select at least one tire line and one tire industry in the search filters to the left.';

const group = (legend: string) => screen.getByRole('group', { name: legend });
const cards = () => screen.queryAllByTestId('result-card');

async function openResults(route = ROUTE) {
  const view = renderWithProviders(undefined, { route });
  await waitFor(() => expect(cards()).toHaveLength(4));
  return view;
}

beforeEach(() => window.sessionStorage.clear());

describe('/tires/tire-results: lists and products', () => {
  it('asks for the three filter lists with the search, then for products 100 ms after the page started, with every id', async () => {
    const net = mockCatalog();
    const startedBy = performance.now();
    await openResults();
    expect(net.to('tyre-type/list').map((c) => c.params)).toEqual([{ tire_size: '29.5R25' }]);
    expect(net.to('tire_line/list').map((c) => c.params)).toEqual([{ is_all: 'true', tire_size: '29.5R25' }]);
    expect(net.to('tra/list').map((c) => c.params)).toEqual([{ is_all: 'true', tire_size: '29.5R25' }]);
    const productCalls = net.to('products/list');
    expect(productCalls.map((c) => c.params)).toEqual([
      { tire_size: '29.5R25', tire_type_id: '1', pattern_id: '10,11', tra_code_id: '20,21' },
    ]);
    // SPEC §9: the wait runs while the lists load (counted from the page's start, not from their arrival).
    expect(productCalls[0]!.at - startedBy).toBeGreaterThanOrEqual(95);
  });

  it('counts the 100 ms from the Tire Finder\'s last click: a search asked for 150 ms ago lists its products as soon as the lists are in', async () => {
    const net = mockCatalog();
    markSearchStarted(performance.now() - 150);
    await openResults();
    const listsAt = Math.max(...net.calls.filter((c) => c.path !== 'products/list').map((c) => c.at));
    // A wait counted from the lists' arrival would put at least 100 ms between them (timers never fire early; 95
    // allows the clock's rounding). Anything shorter is the scheduler's delay on a busy machine, not a wait.
    expect(net.to('products/list')[0]!.at - listsAt).toBeLessThan(95);
  });

  it('sends the industry search filter (segment, equipment, size) on every call', async () => {
    const net = mockCatalog();
    await openResults(
      '/tires/tire-results?equipIndustry=3&equipmentType=7&indTireSize=29.5R25&equipType=Wheel%20Loader&industry=Mining',
    );
    const search = { segment_id: '3', application_id: '7', tire_size: '29.5R25' };
    expect(net.to('tyre-type/list')[0]!.params).toEqual(search);
    expect(net.to('tra/list')[0]!.params).toEqual({ is_all: 'true', ...search });
    expect(net.to('products/list')[0]!.params).toEqual(expect.objectContaining(search));
    const summary = screen.getByRole('heading', { name: 'Your search' }).parentElement!;
    expect(summary).toHaveTextContent(/Industry:?\s*Mining/);
    expect(summary).toHaveTextContent(/Equipment Type:?\s*Wheel Loader/);
    expect(summary).toHaveTextContent(/Tire Size:?\s*29\.5R25/);
  });

  it('summarises a rim search as the finder shows it: 25" with its tire size', async () => {
    const net = mockCatalog();
    await openResults('/tires/tire-results?rimDiam=25&rimDiamTireSize=29.5R25&rimDiamTireSizeId=2');
    expect(net.to('tire_line/list')[0]!.params).toEqual({ is_all: 'true', rim_size_id: '2', tire_size: '29.5R25' });
    const summary = screen.getByRole('heading', { name: 'Your search' }).parentElement!;
    const rim = within(summary).getByText('Rim Diameter').nextElementSibling!;
    expect(rim.textContent).toBe('25"25 inch'); // shown 25", read "25 inch"
    expect(within(rim as HTMLElement).getByText('25"')).toHaveAttribute('aria-hidden', 'true');
    expect(summary).toHaveTextContent(/Tire Size:?\s*29\.5R25/);
  });

  it('shows the heading, the search, the count (announced) and one card per tire with all its facts', async () => {
    mockCatalog();
    await openResults();
    expect(screen.getByRole('heading', { level: 1, name: 'Tires That Match Your Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Tire Search' })).toBeInTheDocument();
    expect(screen.getByText('4 tires match your search')).toHaveAttribute('role', 'status');
    const card = within(cards()[0]!);
    expect(card.getByRole('link', { name: 'RH-4A+' })).toHaveAttribute('href', '/tires/tire-details?tireId=101');
    expect(card.getByText('Hauls all day')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'RH-4A+ tire tread' })).toHaveAttribute('src', '/media/patterns/10.svg');
    expect(card.getByText('29.5R25')).toBeInTheDocument();
    expect(card.getByText('1*')).toBeInTheDocument();
    expect(card.getByText('E-4')).toBeInTheDocument();
    expect(card.getByText('Radial')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Request Consultation' })).toHaveAttribute(
      'href',
      '/contact/request-consultation',
    );
    expect(card.getByRole('checkbox', { name: /^Compare Tire/ })).not.toBeChecked();
  });

  it('starts with every tire type, line and industry checked, in labelled fieldsets', async () => {
    mockCatalog();
    await openResults();
    expect(within(group('Radial/Bias')).getByRole('checkbox', { name: 'Radial' })).toBeChecked();
    for (const name of ['Check/Uncheck All', 'RH-4A+', 'RL-5K'])
      expect(within(group('Tire Line')).getByRole('checkbox', { name })).toBeChecked();
    for (const name of ['Check/Uncheck All', 'E-4', 'L-5'])
      expect(within(group('Tire Industry')).getByRole('checkbox', { name })).toBeChecked();
  });

  it('unchecking a tire line asks for products again without it', async () => {
    const net = mockCatalog();
    const { user } = await openResults();
    await user.click(within(group('Tire Line')).getByRole('checkbox', { name: 'RL-5K' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(net.to('products/list').at(-1)!.params).toEqual(
      expect.objectContaining({ pattern_id: '10', tra_code_id: '20,21', tire_type_id: '1' }),
    );
    expect(screen.getByText('2 tires match your search')).toBeInTheDocument();
    expect(within(group('Tire Line')).getByRole('checkbox', { name: 'Check/Uncheck All' })).not.toBeChecked();
  });

  it('unchecking an industry asks for products again without it', async () => {
    const net = mockCatalog();
    const { user } = await openResults();
    await user.click(within(group('Tire Industry')).getByRole('checkbox', { name: 'E-4' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(net.to('products/list').at(-1)!.params).toEqual(expect.objectContaining({ tra_code_id: '21' }));
  });

  it('no tire line: the sorry message, no cards and no request; Check/Uncheck All brings them back', async () => {
    const net = mockCatalog();
    const { user } = await openResults();
    const all = within(group('Tire Line')).getByRole('checkbox', { name: 'Check/Uncheck All' });
    await user.click(all);
    expect(await screen.findByRole('alert')).toHaveTextContent(sorry);
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('0 tires match your search')).toHaveAttribute('role', 'status');
    expect(net.to('products/list')).toHaveLength(1);
    expect(within(group('Tire Line')).getByRole('checkbox', { name: 'RH-4A+' })).not.toBeChecked();
    await user.click(all);
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(screen.queryByText(sorry)).not.toBeInTheDocument();
  });

  it('no tire industry (each box unchecked): the sorry message and no cards', async () => {
    mockCatalog();
    const { user } = await openResults();
    await user.click(within(group('Tire Industry')).getByRole('checkbox', { name: 'E-4' }));
    await user.click(within(group('Tire Industry')).getByRole('checkbox', { name: 'L-5' }));
    expect(await screen.findByText(sorry)).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('refuses to uncheck the last tire type: the box stays checked, a message shows, a console warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const net = mockCatalog();
    const { user } = await openResults();
    const radial = within(group('Radial/Bias')).getByRole('checkbox', { name: 'Radial' });
    await user.click(radial);
    expect(radial).toBeChecked();
    expect(within(group('Radial/Bias')).getByRole('alert')).toHaveTextContent('You must select either Radial or Bias.');
    expect(warn).toHaveBeenCalledWith('You must select either Radial or Bias.');
    expect(cards()).toHaveLength(4);
    expect(net.to('products/list')).toHaveLength(1);
    warn.mockRestore();
  });
});

describe('/tires/tire-results: searches and failures', () => {
  it('a URL naming no search explains what to do and calls nothing', async () => {
    const net = mockCatalog();
    renderWithProviders(undefined, { route: '/tires/tire-results' });
    expect(await screen.findByText(/does not name a tire search/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Tire Search' })).toBeInTheDocument();
    expect(net.calls).toEqual([]);
  });

  it('a new search replaces the results and starts again from everything checked', async () => {
    const net = mockCatalog();
    const { user } = renderWithProviders(
      <>
        <AppRoutes />
        <Link to="/tires/tire-results?tireSize=35%2F65R33">other search</Link>
      </>,
      { route: ROUTE },
    );
    await waitFor(() => expect(cards()).toHaveLength(4));
    await user.click(within(group('Tire Line')).getByRole('checkbox', { name: 'RL-5K' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('link', { name: 'other search' }));
    await waitFor(() => expect(net.to('products/list').at(-1)!.params.tire_size).toBe('35/65R33'));
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(net.to('tire_line/list').at(-1)!.params).toEqual({ is_all: 'true', tire_size: '35/65R33' });
    expect(within(group('Tire Line')).getByRole('checkbox', { name: 'RL-5K' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Your search' }).parentElement).toHaveTextContent('35/65R33');
  });

  it('New Tire Search for the same size is a new search: every filter checked again', async () => {
    const net = mockCatalog(new Set(), finderRoutes().routes);
    const { user } = await openResults();
    await user.click(within(group('Tire Line')).getByRole('checkbox', { name: 'RL-5K' }));
    await waitFor(() => expect(cards()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'New Tire Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'How would you like to search?' });
    await user.click(within(dialog).getByRole('button', { name: 'Size' }));
    await user.click(await within(dialog).findByRole('button', { name: '29.5R25' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByTestId('location')).toHaveTextContent('/tires/tire-results?tireSize=29.5R25');
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(within(group('Tire Line')).getByRole('checkbox', { name: 'RL-5K' })).toBeChecked();
    expect(within(group('Tire Line')).getByRole('checkbox', { name: 'Check/Uncheck All' })).toBeChecked();
    // SPEC §2: a router navigation reloads the page: the lists and products are asked for again.
    expect(net.to('tire_line/list')).toHaveLength(2);
    expect(net.to('products/list').at(-1)!.params).toEqual(expect.objectContaining({ pattern_id: '10,11' }));
  });

  it('a Tire Finder search asks for its answers as it navigates, each once: the lists at once, the products 100 ms after the last click', async () => {
    const net = mockCatalog(new Set(), finderRoutes().routes);
    const { user } = renderWithProviders(undefined, { route: '/tires' });
    await user.click(await within(screen.getByRole('main')).findByRole('button', { name: 'Find Tires' }));
    const dialog = await screen.findByRole('dialog', { name: 'How would you like to search?' });
    await user.click(within(dialog).getByRole('button', { name: 'Size' }));
    const size = await within(dialog).findByRole('button', { name: '29.5R25' });
    const clickAt = performance.now();
    await user.click(size);
    await waitFor(() => expect(cards()).toHaveLength(4));
    // The page found the navigation's answers: it asked for none of them again.
    for (const list of ['tyre-type/list', 'tire_line/list', 'tra/list']) expect(net.to(list)).toHaveLength(1);
    const [productCall, ...again] = net.to('products/list');
    expect(again).toEqual([]);
    expect(productCall!.params).toEqual({ tire_size: '29.5R25', tire_type_id: '1', pattern_id: '10,11', tra_code_id: '20,21' });
    expect(productCall!.at - clickAt).toBeGreaterThanOrEqual(95);
  });

  it('a failed filter list shows Retry, which loads the page', async () => {
    const failing = new Set(['tra/list']);
    mockCatalog(failing);
    const { user } = renderWithProviders(undefined, { route: ROUTE });
    expect(await screen.findByText(/We could not load the tires for this search/)).toBeInTheDocument();
    failing.clear();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
  });

  it('failed products show Retry, which loads them', async () => {
    const failing = new Set(['products/list']);
    mockCatalog(failing);
    const { user } = renderWithProviders(undefined, { route: ROUTE });
    expect(await screen.findByText(/We could not load the matching tires/)).toBeInTheDocument();
    failing.clear();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
  });
});

describe('prefetchPageData: the answers of a results page asked for as the navigation there starts', () => {
  it('asks for the three lists at once, then the products of everything 100 ms after the start, into the cache', async () => {
    const net = mockCatalog();
    const store = makeStore();
    const start = performance.now();
    prefetchPageData('tireResults', '/tires/tire-results?tireSize=29.5R25', store.dispatch);
    await waitFor(() => expect(net.to('products/list')).toHaveLength(1));
    for (const list of ['tyre-type/list', 'tire_line/list', 'tra/list']) {
      expect(net.to(list)).toHaveLength(1);
      expect(net.to(list)[0]!.at - start).toBeLessThan(50);
    }
    const [call] = net.to('products/list');
    expect(call!.at - start).toBeGreaterThanOrEqual(95);
    const args = { tire_size: '29.5R25', tire_type_id: [1], pattern_id: [10, 11], tra_code_id: [20, 21] };
    const services = { siteApi: store.getState().siteApi! };
    await waitFor(() => expect(tireResultsApi.endpoints.getProducts.select(args)(services).data?.data).toHaveLength(4));
  });

  it('asks for nothing when the address names no search', async () => {
    const net = mockCatalog();
    prefetchPageData('tireResults', '/tires/tire-results', makeStore().dispatch);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(net.calls).toEqual([]);
  });
});
