import { screen, waitFor, within } from '@testing-library/react';
import type { FakeCall, Route } from '../support/fake-services';
import { mockCatalog, products } from './tire-results.fixtures';
import { renderWithProviders } from './support/render';

const ROUTE = '/tires/tire-results?tireSize=29.5R25';
const LIMIT = 'You have already selected 3 tires. Please deselect a tire to add another to your list.';

const cards = () => screen.queryAllByTestId('result-card');
const compareBox = (i: number) => within(cards()[i]!).getByRole('checkbox', { name: /^Compare Tire/ });
const bar = () => screen.getByRole('region', { name: 'Tires to compare' });

/** The results of ROUTE; `extra` adds service routes (e.g. the detail endpoint). */
async function openResults(extra: Record<string, Route> = {}) {
  const catalog = mockCatalog(undefined, extra);
  const view = renderWithProviders(undefined, { route: ROUTE });
  await waitFor(() => expect(cards()).toHaveLength(4));
  return { ...view, catalog };
}

beforeEach(() => window.sessionStorage.clear());

describe('/tires/tire-results: compare', () => {
  it('the bar hints "Compare up to 3 tires" until a tire is picked, then lists it and links to compare', async () => {
    const { user } = await openResults();
    expect(within(bar()).getByText('Compare up to 3 tires')).toBeInTheDocument();
    expect(within(bar()).queryByRole('link')).not.toBeInTheDocument();
    await user.click(compareBox(0));
    expect(compareBox(0)).toBeChecked();
    expect(within(bar()).queryByText('Compare up to 3 tires')).not.toBeInTheDocument();
    expect(within(bar()).getByText('RH-4A+')).toBeInTheDocument();
    expect(within(bar()).getByText('29.5R25 1*')).toBeInTheDocument();
    expect(bar().querySelector('img')).toHaveAttribute('src', '/media/patterns/10.svg');
    // One pick: the compare page asks for a second tire.
    expect(within(bar()).getByRole('link', { name: 'Compare Tires' })).toHaveAttribute(
      'href',
      '/tires/compare-tires?tire1_Id=101',
    );
  });

  it('links to the compare page with tire1_Id, tire2_Id and tire3_Id in pick order', async () => {
    const { user } = await openResults();
    await user.click(compareBox(2));
    await user.click(compareBox(0));
    expect(within(bar()).getByRole('link', { name: 'Compare Tires' })).toHaveAttribute(
      'href',
      '/tires/compare-tires?tire1_Id=103&tire2_Id=101',
    );
    await user.click(compareBox(3));
    expect(within(bar()).getByRole('link', { name: 'Compare Tires' })).toHaveAttribute(
      'href',
      '/tires/compare-tires?tire1_Id=103&tire2_Id=101&tire3_Id=104',
    );
  });

  it('refuses a fourth tire with the limit modal; the box stays unchecked; Ok closes it', async () => {
    const { user } = await openResults();
    for (const i of [0, 1, 2]) await user.click(compareBox(i));
    await user.click(compareBox(3));
    const modal = await screen.findByRole('alertdialog', { name: LIMIT });
    expect(modal).toHaveTextContent(LIMIT);
    expect(document.body).toHaveClass('modal-open');
    expect(compareBox(3)).not.toBeChecked();
    await user.click(within(modal).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('modal-open');
    expect(compareBox(3)).not.toBeChecked();
    expect(compareBox(3)).toHaveFocus();
    expect(within(bar()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('unchecking a card, or the bar’s remove button, drops the tire; then a new one fits', async () => {
    const { user } = await openResults();
    for (const i of [0, 1, 2]) await user.click(compareBox(i));
    await user.click(compareBox(1));
    expect(compareBox(1)).not.toBeChecked();
    await user.click(within(bar()).getByRole('button', { name: 'Remove RL-5K 29.5R25 1* from comparison' }));
    expect(compareBox(2)).not.toBeChecked();
    expect(within(bar()).getAllByRole('listitem')).toHaveLength(1);
    await user.click(compareBox(3));
    expect(compareBox(3)).toBeChecked();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the picks when the visitor comes back to the page (same browser tab)', async () => {
    const first = await openResults();
    await first.user.click(compareBox(0));
    await first.user.click(compareBox(3));
    first.unmount();
    await openResults();
    await waitFor(() => expect(compareBox(0)).toBeChecked());
    expect(compareBox(3)).toBeChecked();
    expect(within(bar()).getByRole('link', { name: 'Compare Tires' })).toHaveAttribute(
      'href',
      '/tires/compare-tires?tire1_Id=101&tire2_Id=104',
    );
  });

  it('shows the picked tires from the search already loaded, without asking the service for their details', async () => {
    const { user, catalog } = await openResults();
    await user.click(compareBox(1));
    expect(within(bar()).getByRole('button', { name: 'Remove RH-4A+ 29.5R25 2* from comparison' })).toBeInTheDocument();
    expect(catalog.to('products/detail')).toEqual([]);
    expect(window.sessionStorage.getItem('basalt.compareSelection')).toBe('[102]');
  });

  it('a pick no loaded search lists (made on another search) is shown from its detail', async () => {
    const other = { ...products[2]!, tire_size_id: 777, size: '35/65R33', patterns: { ...products[2]!.patterns, pattern_name: 'RD-7' } };
    const asked: string[] = [];
    const detail = (call: FakeCall) => {
      asked.push(call.url.searchParams.get('tyre_size') ?? '');
      return { data: other };
    };
    window.sessionStorage.setItem('basalt.compareSelection', '[777,101]');
    await openResults({ '/website/products/detail': detail });
    expect(await within(bar()).findByRole('button', { name: 'Remove RD-7 35/65R33 1* from comparison' })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Remove RH-4A+ 29.5R25 1* from comparison' })).toBeInTheDocument();
    // 101 is listed by the search: only the tire of another search is asked for, once the search has answered.
    expect(asked).toEqual(['777']);
    expect(compareBox(0)).toBeChecked();
    expect(within(bar()).getByRole('link', { name: 'Compare Tires' })).toHaveAttribute('href', '/tires/compare-tires?tire1_Id=777&tire2_Id=101');
  });

  it('on a results address that names no search, the picks are shown from their details', async () => {
    window.sessionStorage.setItem('basalt.compareSelection', '[103]');
    const detail = (call: FakeCall) => ({ data: products.find((p) => p.tire_size_id === Number(call.url.searchParams.get('tyre_size'))) });
    mockCatalog(undefined, { '/website/products/detail': detail });
    renderWithProviders(undefined, { route: '/tires/tire-results' });
    expect(await within(bar()).findByRole('button', { name: 'Remove RL-5K 29.5R25 1* from comparison' })).toBeInTheDocument();
    expect(within(bar()).getByRole('link', { name: 'Compare Tires' })).toHaveAttribute('href', '/tires/compare-tires?tire1_Id=103');
  });

  it('takes back picks saved as rows (before the picks were ids) by their ids', async () => {
    const row = (tireId: number) => ({ tireId, image: '/media/old.png', patternName: 'Old name', detail: 'old' });
    window.sessionStorage.setItem('basalt.compareSelection', JSON.stringify([row(104), row(102)]));
    await openResults();
    await waitFor(() => expect(compareBox(3)).toBeChecked());
    expect(compareBox(1)).toBeChecked();
    expect(within(bar()).getByText('RL-5K')).toBeInTheDocument();
    expect(within(bar()).queryByText('Old name')).not.toBeInTheDocument();
    expect(within(bar()).getByRole('link', { name: 'Compare Tires' })).toHaveAttribute('href', '/tires/compare-tires?tire1_Id=104&tire2_Id=102');
  });
});
