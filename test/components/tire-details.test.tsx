// /tires/tire-details: loading states and the panels (features, specs, loads, warranties).
import { renderWithProviders } from './support/render';
import { screen, waitFor, within } from '@testing-library/react';
import { answer, calls, makeTire } from './tire-details.fixture';

const main = () => within(screen.getByRole('main'));

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
});

async function openDetails(tire = makeTire()) {
  answer([200, { data: tire }]);
  const utils = renderWithProviders(undefined, { route: '/tires/tire-details?tireId=42' });
  await screen.findByRole('heading', { level: 1, name: tire.patterns.pattern_name });
  return utils;
}
const panelButton = (name: string) => main().getByRole('button', { name });
const textOf = (rowEl: HTMLElement) => within(rowEl).getAllByRole('cell').map((c) => c.textContent);

describe('/tires/tire-details', () => {
  it('asks for the tire by id and titles the page "pattern name | Off-the-Road (OTR) Tires"', async () => {
    await openDetails();
    const facts = screen.getByText('Size').closest('dl')!;
    expect(facts).toHaveTextContent('Size29.5R25 (750/65R25)Ply Rating2*TRA CodeL-5Tire TypeRadial');
    expect(screen.getByText('Deep-tread loader tire for abrasive faces.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'RL-5K tread pattern' })).toHaveAttribute('src', '/media/patterns/rl-5k-1.svg');
    expect(main().getByRole('link', { name: 'Request a Consultation' })).toHaveAttribute('href', '/contact/request-consultation');
    await waitFor(() => expect(document.title).toBe('RL-5K | Off-the-Road (OTR) Tires'));
    expect(calls).toEqual(['http://localhost/website/products/detail?tyre_size=42']);
  });

  it('shows the not-found page for an unknown tire', async () => {
    answer([404, { statusCode: 404, error: 'Not Found', message: 'No tire size' }]);
    renderWithProviders(undefined, { route: '/tires/tire-details?tireId=999' });
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
  });

  it('a tire a catalog import removed: says so and links the other sizes of its line (410)', async () => {
    const others = [
      { tire_size_id: 7, size: '26.5R25', ply_rating: '2*' },
      { tire_size_id: 8, size: '29.5R25', ply_rating: '1*' },
    ];
    answer([410, { statusCode: 410, error: 'Gone', message: 'RL-5K 29.5R25 2* is no longer in the catalog', retired: { pattern_name: 'RL-5K', size: '29.5R25', ply_rating: '2*', others } }]);
    const { user } = renderWithProviders(undefined, { route: '/tires/tire-details?tireId=42' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This tire is no longer offered' })).toBeInTheDocument();
    expect(main().getByText('RL-5K 29.5R25 2* was taken out of the catalog. Other sizes of the RL-5K:')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'RL-5K 26.5R25 2*' })).toHaveAttribute('href', '/tires/tire-details?tireId=7');
    expect(main().getByRole('link', { name: 'Find a tire' })).toHaveAttribute('href', '/tires');
    await waitFor(() => expect(document.title).toContain('Tire no longer offered'));
    answer([200, { data: makeTire() }]);
    await user.click(main().getByRole('link', { name: 'RL-5K 29.5R25 1*' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'RL-5K' })).toBeInTheDocument();
    expect(calls.at(-1)).toBe('http://localhost/website/products/detail?tyre_size=8');
  });

  it('shows the not-found page for a malformed id without calling the service', async () => {
    answer([200, { data: makeTire() }]);
    renderWithProviders(undefined, { route: '/tires/tire-details?tireId=abc' });
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('offers Retry when the service fails, and shows the tire after it', async () => {
    answer([500, { statusCode: 500, error: 'Internal Server Error', message: 'down' }], [200, { data: makeTire() }]);
    const { user } = renderWithProviders(undefined, { route: '/tires/tire-details?tireId=42' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this tire');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'RL-5K' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('starts with every panel open; each toggles by click and by keyboard', async () => {
    const { user } = await openDetails();
    const names = ['Features & Benefits', 'Tire Specs', 'Loads & Inflations', 'Warranties', 'Additional Links'];
    for (const name of names) expect(panelButton(name)).toHaveAttribute('aria-expanded', 'true');
    const specs = panelButton('Tire Specs');
    const region = document.getElementById(specs.getAttribute('aria-controls')!)!;
    expect(region).toHaveAttribute('role', 'region');
    await user.click(specs);
    expect(specs).toHaveAttribute('aria-expanded', 'false');
    expect(region).toHaveAttribute('inert');
    specs.focus();
    await user.keyboard('{Enter}');
    expect(specs).toHaveAttribute('aria-expanded', 'true');
    expect(region).not.toHaveAttribute('inert');
    await user.keyboard(' ');
    expect(specs).toHaveAttribute('aria-expanded', 'false');
    expect(panelButton('Warranties')).toHaveAttribute('aria-expanded', 'true');
  });

  it('pairs each feature with the benefit of the same sequence', async () => {
    await openDetails();
    const table = within(screen.getByRole('region', { name: 'Features & Benefits' })).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(textOf)).toEqual([
      ['Deep tread', 'More hours to wear'],
      ['Steel belts', 'Fewer punctures'],
    ]);
  });

  it('lists loads by PSI ascending with the rating in brackets (never NULL): psi in US units, kPa and bar in metric', async () => {
    const { user } = await openDetails();
    const loads = screen.getByRole('region', { name: 'Loads & Inflations' });
    const table = within(loads).getByRole('table', { name: /50 km\/h/ });
    const header = within(table).getAllByRole('columnheader').map((c) => c.textContent);
    expect(header).toEqual(['PSI', 'Load (lbs)', 'Speed (mph)']);
    const rows = () => within(table).getAllByRole('row').slice(1).map(textOf);
    expect(rows()).toEqual([
      ['70', '21,000', '31'],
      ['80', '24,000', '31'],
      ['90', '27,000 (1*)', '31'],
      ['100', '30,000 (2*)', '31'],
    ]);
    expect(loads).not.toHaveTextContent('NULL');

    await user.click(screen.getByRole('radio', { name: 'Metric' }));
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['kPa', 'bar', 'Load (kg)', 'Speed (km/h)']);
    expect(rows()[3]).toEqual(['690', '6.90', '13,600 (2*)', '50']);
    // The same choice drives the specs.
    const specs = screen.getByRole('region', { name: 'Tire Specs' });
    expect(within(specs).getByRole('rowheader', { name: 'Overall Width (mm)' }).nextSibling).toHaveTextContent('749');
    expect(calls).toHaveLength(1);
  });

  it('puts the star and ply ratings of the size side by side by pressure, with load indexes, in the chosen unit (issue 23)', async () => {
    const { user } = await openDetails();
    const panel = await screen.findByRole('region', { name: 'Ratings in This Size' });
    expect(panel).toHaveTextContent('Our tires in 29.5-25 and 29.5R25');
    const table = within(panel).getByRole('table', { name: '10 km/h (6 mph)' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['PSI', 'Construction', 'Rating', 'Load (lbs)', 'Load index']);
    const rows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows(table)).toEqual(['95Bias22PR21,970187A2', '95Radial1*23,125189A2', '120Bias28PR25,185192A2', '120Radial2*26,510194A2']);
    // Only the row this tire's own table marks is "this tire" (another line's 2* at 10 km/h is not).
    const own = within(panel).getByRole('table', { name: '50 km/h (31 mph)' });
    expect(rows(own)).toEqual(['100Radial2* (this tire)30,000199B']);
    await user.click(screen.getByRole('radio', { name: 'Metric' }));
    const metric = within(panel).getByRole('table', { name: '10 km/h' });
    expect(within(metric).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['kPa', 'bar', 'Construction', 'Rating', 'Load (kg)', 'Load index']);
    expect(rows(metric)[3]).toBe('8278.27Radial2*12,025194A2');
  });

  it('shows the specs in US units by default, with "—" where a size has no value', async () => {
    await openDetails();
    const specs = screen.getByRole('region', { name: 'Tire Specs' });
    const value = (label: string) => within(specs).getByRole('rowheader', { name: label }).nextSibling;
    expect(screen.getByRole('radio', { name: 'US' })).toBeChecked();
    expect(value('Overall Width (in)')).toHaveTextContent('29.5');
    expect(value('Revolutions per Mile (revs/mile)')).toHaveTextContent('298');
    expect(value('Minimum Dual Spacing (in)')).toHaveTextContent('—');
    expect(within(specs).queryByText(/Type 2/)).toBeNull();
  });

  it("says 'No load index data available' for a tire without load data", async () => {
    await openDetails(makeTire({ loadIndex: null }));
    expect(screen.getByText('No load index data available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Loads & Inflations' })).toBeNull();
  });

  it('explains which warranty applies', async () => {
    await openDetails();
    const warranties = screen.getByRole('region', { name: 'Warranties' });
    expect(warranties).toHaveTextContent('Four-year warranty');
    expect(warranties).toHaveTextContent('This size fits a 25-inch rim (20-inch to 39-inch tires).');
    expect(within(warranties).getByText(/20-inch to 39-inch tires\.$/).closest('li')).toHaveTextContent('(applies to this tire)');
  });

  it('gives a bias tire the rim rule: bias construction alone is not American bias', async () => {
    await openDetails(makeTire({ tireType: { name: 'Bias' } }));
    const warranties = screen.getByRole('region', { name: 'Warranties' });
    expect(within(warranties).getByText('Four-year warranty')).toBeInTheDocument();
    expect(warranties).toHaveTextContent('This size fits a 25-inch rim (20-inch to 39-inch tires).');
    expect(warranties).not.toHaveTextContent('American bias tire');
  });

  it('gives a bias line the catalog flags American bias the 18-month product warranty', async () => {
    const tire = makeTire({ tireType: { name: 'Bias' } });
    await openDetails({ ...tire, patterns: { ...tire.patterns, product_class: 'AMERICAN_BIAS' } });
    const warranties = screen.getByRole('region', { name: 'Warranties' });
    expect(within(warranties).getByText('18-month warranty')).toBeInTheDocument();
    expect(warranties).toHaveTextContent('RL-5K is an American bias tire.');
  });

  it('gives a line the catalog flags Permafoam the 18-month product warranty', async () => {
    const tire = makeTire();
    await openDetails(makeTire({ patterns: { ...tire.patterns, pattern_name: 'WS-5S PF', product_class: 'PERMAFOAM' } }));
    const warranties = screen.getByRole('region', { name: 'Warranties' });
    expect(within(warranties).getByText('18-month warranty')).toBeInTheDocument();
    expect(warranties).toHaveTextContent('WS-5S PF is a Permafoam tire.');
    expect(within(warranties).getByText(/Permafoam tires\.$/).closest('li')).toHaveTextContent('(applies to this tire)');
  });

  it('gives a line the catalog flags Low Seam (UMS) the 18-month product warranty', async () => {
    const tire = makeTire();
    await openDetails(makeTire({ patterns: { ...tire.patterns, product_class: 'LOW_SEAM' } }));
    const warranties = screen.getByRole('region', { name: 'Warranties' });
    expect(warranties).toHaveTextContent('18-month warranty');
    expect(warranties).toHaveTextContent('RL-5K is a Low Seam (UMS) tire.');
    expect(within(warranties).getByText(/Permafoam tires\.$/).closest('li')).toHaveTextContent('(applies to this tire)');
  });
});
