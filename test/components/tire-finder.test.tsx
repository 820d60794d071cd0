import { screen, waitFor, within } from '@testing-library/react';
import { TireFinderHost } from '../../src/app/layout/TireFinderHost';
import { FindTiresButton } from '../../src/components/FindTiresButton';
import { takeSearchStart } from '../../src/lib/search-clock';
import { finderFetch, type FinderFetch } from './support/finder-fetch';
import { renderWithProviders } from './support/render';

let net: FinderFetch;
beforeEach(() => {
  net = finderFetch();
});

/** The opener and the host, as the layout has them, without any page around. */
async function openFinder() {
  const view = renderWithProviders(
    <>
      <FindTiresButton />
      <TireFinderHost />
    </>,
    { route: '/somewhere' },
  );
  await view.user.click(screen.getByRole('button', { name: 'Find Tires' }));
  const dialog = await screen.findByRole('dialog', { name: 'How would you like to search?' });
  return { ...view, dialog };
}

const location = () => screen.getByTestId('location').textContent;
const option = (name: string) => screen.findByRole('button', { name });

describe('Tire Finder: choice step', () => {
  it('offers the four choices as buttons and marks the body modal-open', async () => {
    const { dialog } = await openFinder();
    const names = within(within(dialog).getByRole('list')).getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Size', 'Rim Diameter', 'Industry', 'Equipment Type']);
    expect(document.body).toHaveClass('modal-open');
  });

  it('closes on the close button, resets to the choices and returns focus to Find Tires', async () => {
    const { user } = await openFinder();
    await user.click(screen.getByRole('button', { name: 'Rim Diameter' }));
    await option('25 inch');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('modal-open');
    expect(screen.getByRole('button', { name: 'Find Tires' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Find Tires' }));
    expect(await screen.findByRole('dialog', { name: 'How would you like to search?' })).toBeInTheDocument();
  });

  it('closes on Escape and on a click outside', async () => {
    const { user } = await openFinder();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find Tires' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(dialog.parentElement!); // the backdrop
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find Tires' })).toHaveFocus();
  });
});

describe('Tire Finder: Size search', () => {
  it('lists every size (sorted, unpaged), filters live with trimmed text and navigates with tireSize', async () => {
    const { user } = await openFinder();
    await user.click(screen.getByRole('button', { name: 'Size' }));
    expect(screen.getByRole('dialog', { name: 'Search by Size' })).toBeInTheDocument();
    const sizes = await screen.findByRole('list', { name: 'Tire sizes' });
    expect(within(sizes).getAllByRole('button').map((b) => b.textContent)).toEqual([
      '18.00R25',
      '27.00R49',
      '29.5R25',
      '40.00R57',
      '40/65R39',
    ]);
    expect(net.calls('tiresize/list')).toEqual(['sort_by=size&sort_type=asc&is_all=true']);

    const filter = screen.getByRole('searchbox', { name: 'Filter sizes' });
    await user.type(filter, '  r25 ');
    expect(within(sizes).getAllByRole('button').map((b) => b.textContent)).toEqual(['18.00R25', '29.5R25']);
    expect(screen.getByText('2 of 5 sizes')).toBeInTheDocument();
    await user.clear(filter);
    await user.type(filter, '   ');
    expect(within(sizes).getAllByRole('button')).toHaveLength(5);
    await user.type(filter, 'zz');
    expect(screen.getByText('No tire sizes match “zz”.')).toBeInTheDocument();
    // Filtering happens on the loaded list: no request per keystroke.
    expect(net.calls('tiresize/list')).toHaveLength(1);

    await user.clear(filter);
    await user.type(filter, '40/');
    const clickedAt = performance.now();
    await user.click(screen.getByRole('button', { name: '40/65R39' }));
    expect(location()).toBe('/tires/tire-results?tireSize=40%2F65R39');
    // The results page's 100 ms wait (SPEC §9) counts from this click: the search's start is handed over.
    const now = performance.now();
    const started = takeSearchStart(now);
    expect(started).toBeGreaterThanOrEqual(clickedAt);
    expect(started).toBeLessThan(now);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Tire Finder: Rim Diameter search', () => {
  it('rims, then the sizes of that rim; the tab header goes back; navigates with rimDiam, rimDiamTireSize, rimDiamTireSizeId', async () => {
    const { user } = await openFinder();
    await user.click(screen.getByRole('button', { name: 'Rim Diameter' }));
    expect(screen.getByRole('button', { name: 'Rim Diameter' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Tire Size' })).toBeDisabled();
    await user.click(await option('49 inch'));
    expect(await option('27.00R49')).toBeInTheDocument();
    expect(net.calls('tiresize/list')).toEqual(['sort_by=size&sort_type=asc&is_all=true&rim_size_id=5']);
    expect(net.calls('rimsize/list')).toEqual(['sort_by=rim_diameter&sort_type=asc&is_all=true']);
    expect(screen.getByRole('button', { name: 'Tire Size' })).toHaveAttribute('aria-current', 'step');

    await user.click(screen.getByRole('button', { name: 'Rim Diameter: 49 inch' }));
    await user.click(await option('25 inch'));
    const sizes = await screen.findByRole('list', { name: 'Tire sizes' });
    expect(within(sizes).getAllByRole('button').map((b) => b.textContent)).toEqual(['18.00R25', '29.5R25']);
    await user.click(screen.getByRole('button', { name: '29.5R25' }));
    expect(location()).toBe('/tires/tire-results?rimDiam=25&rimDiamTireSize=29.5R25&rimDiamTireSizeId=2');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Tire Finder: Equipment Type search', () => {
  it('equipment, then its sizes; the tab header goes back; navigates with equipTypeId, equipmentType, equipType, equipTireSize', async () => {
    const { user } = await openFinder();
    await user.click(screen.getByRole('button', { name: 'Equipment Type' }));
    const list = await screen.findByRole('list', { name: 'Equipment types' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Articulated Dump Truck',
      'Rigid Haul Truck',
      'Wheel Loader',
    ]);
    expect(net.calls('application/list')).toEqual(['sort_by=name&sort_type=asc&is_all=true']);
    await user.click(screen.getByRole('button', { name: 'Wheel Loader' }));
    await option('29.5R25');
    await user.click(screen.getByRole('button', { name: 'Equipment Type: Wheel Loader' }));
    await user.click(await option('Rigid Haul Truck'));
    await user.click(await option('40.00R57'));
    expect(net.calls('tiresize/list')).toEqual([
      'sort_by=size&sort_type=asc&is_all=true&application_id=12',
      'sort_by=size&sort_type=asc&is_all=true&application_id=11',
    ]);
    expect(location()).toBe(
      '/tires/tire-results?equipTypeId=11&equipmentType=11&equipType=Rigid+Haul+Truck&equipTireSize=40.00R57',
    );
  });
});

describe('Tire Finder: Industry search', () => {
  it('industries, their equipment, then sizes; tab rules; navigates with the five industry parameters', async () => {
    const { user } = await openFinder();
    await user.click(screen.getByRole('button', { name: 'Industry' }));
    expect(net.calls('segment/list')).toEqual(['sort_by=name&sort_type=asc&is_all=true']);
    await user.click(await option('Mining'));
    await user.click(await option('Rigid Haul Truck'));
    await option('27.00R49');
    expect(net.calls('application/list')).toEqual(['sort_by=name&sort_type=asc&is_all=true&segment_id=3']);
    expect(net.calls('tiresize/list')).toEqual(['sort_by=size&sort_type=asc&is_all=true&segment_id=3&application_id=11']);

    // The equipment tab returns to the equipment list of the same industry.
    await user.click(screen.getByRole('button', { name: 'Equipment Type: Rigid Haul Truck' }));
    expect(await screen.findByRole('list', { name: 'Equipment types' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Industry: Mining' })).toBeEnabled();
    // The industry tab resets everything.
    await user.click(screen.getByRole('button', { name: 'Industry: Mining' }));
    expect(await screen.findByRole('list', { name: 'Industries' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Industry' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Equipment Type' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Mining' }));
    await user.click(await option('Rigid Haul Truck'));
    await user.click(await option('40.00R57'));
    expect(location()).toBe(
      '/tires/tire-results?equipIndustry=3&equipmentType=11&indTireSize=40.00R57&equipType=Rigid+Haul+Truck&industry=Mining',
    );
  });

  it('Start Over returns to the choices from a sub-search', async () => {
    const { user } = await openFinder();
    await user.click(screen.getByRole('button', { name: 'Industry' }));
    await user.click(await option('Mining'));
    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(screen.getByRole('dialog', { name: 'How would you like to search?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How would you like to search?' })).toHaveFocus();
  });
});

describe('Tire Finder: loading and errors', () => {
  it('shows a skeleton, then a load error with Retry that loads the list', async () => {
    const fail = net.failNext('rimsize/list');
    const { user } = await openFinder();
    await user.click(screen.getByRole('button', { name: 'Rim Diameter' }));
    expect(screen.getByRole('status', { name: 'Loading the rim diameters' })).toBeInTheDocument();
    fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the rim diameters.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await option('25 inch')).toBeInTheDocument();
  });
});

describe('Tire Finder: keyboard only', () => {
  it('opens, picks a rim and a size with Tab, arrows and Enter, and navigates', async () => {
    const { user } = await openFinder();
    await user.keyboard('{Escape}');
    screen.getByRole('button', { name: 'Find Tires' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Size' })).toHaveFocus();
    await user.keyboard('{Tab}{Enter}');
    expect(screen.getByRole('heading', { name: 'Choose a rim diameter' })).toHaveFocus();
    await option('25 inch');
    await user.tab();
    expect(screen.getByRole('button', { name: '25 inch' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: '39 inch' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: '49 inch' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(screen.getByRole('button', { name: '25 inch' })).toHaveFocus();
    await user.keyboard('{Home}{Enter}');
    expect(screen.getByRole('heading', { name: 'Choose a tire size' })).toHaveFocus();
    await option('29.5R25');
    await user.keyboard('{Tab}{End}{Enter}');
    expect(location()).toBe('/tires/tire-results?rimDiam=25&rimDiamTireSize=29.5R25&rimDiamTireSizeId=2');
  });

  it('moves from the size filter into the list with ArrowDown and keeps focus inside the popup', async () => {
    const { user } = await openFinder();
    await user.click(screen.getByRole('button', { name: 'Size' }));
    await option('18.00R25');
    await user.click(screen.getByRole('searchbox', { name: 'Filter sizes' }));
    await user.keyboard('29{ArrowDown}');
    expect(screen.getByRole('button', { name: '29.5R25' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    // Start Over, Close, then round to the last option: the focus never leaves the dialog.
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });
});
