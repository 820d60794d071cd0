// /tires/duty-check (issue 23): the form, its errors, the answer against the tires of a size, and the details
// page's link to it. The arithmetic: test/unit/duty-check.test.ts; in Chromium: test/e2e/duty-check.e2e.ts.
import { screen, waitFor, within } from '@testing-library/react';
import type { DutyMachine, DutyTire } from '../../src/contract/duty';
import { MACHINE_SAMPLE_NOTICE } from '../../src/components/machine/MachineSampleNotice';
import { dutyCheckPath } from '../../src/routing/lazy-paths';
import { fakeServices, reply } from '../support/fake-services';
import { renderWithProviders } from './support/render';
import { makeTire } from './tire-details.fixture';

const tire = (id: number, name: string, t2: number | null, t4: number | null): DutyTire => ({
  tire_size_id: id,
  pattern_name: name,
  size: '29.5R25',
  ply_rating: '2*',
  tra_code: 'E-3',
  PC_2S_TKPH: t2,
  PC_4S_TKPH: t4,
  PC_6S_TKPH: null,
  PC_2S_TMPH: t2 === null ? null : Math.round(t2 / 1.46),
  PC_4S_TMPH: t4 === null ? null : Math.round(t4 / 1.46),
  PC_6S_TMPH: null,
});

const TIRES = [tire(11, 'HT-3R', 420, 340), tire(12, 'RH-4A+', 350, 290), tire(13, 'AX-3', 300, null)];
/** A catalog may give one of the two ratings only. */
const TKPH_ONLY: DutyTire = { ...tire(14, 'AF-7', 500, null), PC_2S_TMPH: null };

/** An articulated truck with its own split: its front tires carry the most. */
const TRUCK: DutyMachine = {
  machine_id: 'testmake-t30',
  make: 'Testmake',
  model: 'T30',
  equipment: 'Articulated Dump Truck',
  sample: true,
  payload_t: 28,
  empty_weight_t: 23.9,
  empty_split: [62.76, 19.08, 18.16],
  loaded_split: [35.22, 32.6, 32.18],
  typical: false,
  source: 'https://www.example.com/t30',
  source_sample: false,
  axles: [
    { axle: 'front', tires: 2, size: '29.5R25', empty_kg: 7500, loaded_kg: 9140 },
    { axle: 'centre', tires: 2, size: '29.5R25', empty_kg: 2280, loaded_kg: 8460 },
    { axle: 'rear', tires: 2, size: '29.5R25', empty_kg: 2170, loaded_kg: 8351 },
  ],
};

function serve() {
  return fakeServices({
    '/website/duty/sizes': reply(200, { data: [{ size: '27.00R49' }, { size: '29.5R25' }] }),
    '/website/duty/tires': reply(200, { data: TIRES }),
    '/website/duty/machines': reply(200, { data: [TRUCK] }),
  });
}

const CHECK = '&unit=METRIC&loaded=38000&empty=14000&haul=2.4&trips=30&hours=12&ambient=44';
const main = () => within(screen.getByRole('main'));

describe('the duty check page', () => {
  it('answers the check in its address: the working, the site value, each tire type by type', async () => {
    const net = serve();
    renderWithProviders(undefined, { route: `${dutyCheckPath({ size: '29.5R25', tireId: 12 })}${CHECK}` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Site TKPH: 350' })).toBeInTheDocument();
    const working = screen.getByRole('table', { name: 'How the site TKPH is worked out' });
    expect(within(working).getByRole('row', { name: /Mean tire load/ })).toHaveTextContent('26 t');
    expect(within(working).getByRole('row', { name: /Temperature factor at 44 °C/ })).toHaveTextContent('× 1.12');
    const table = await screen.findByRole('table', { name: 'Our tires in 29.5R25 against a site TKPH of 350' });
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    expect(row(/HT-3R/)).toHaveTextContent('420 ✓ passes');
    expect(row(/HT-3R/)).toHaveTextContent('340 ✗ 10 short');
    expect(row(/RH-4A\+/)).toHaveTextContent('(your tire)');
    expect(row(/RH-4A\+/)).toHaveTextContent('350 ✓ passes');
    expect(main().getByText('RH-4A+ 29.5R25 2* passes as Type 2.')).toBeInTheDocument();
    expect(main().getByText('Other tires of ours in this size that pass: HT-3R 29.5R25 2* (Type 2).')).toBeInTheDocument();
    expect(net.to('/website/duty/tires')[0]!.href).toContain('tire_size=29.5R25');
    // The form shows what the answer was worked from, and offers only the rated sizes.
    expect(screen.getByLabelText(/Tire load, machine loaded \(kg\)/)).toHaveValue('38000');
    expect(screen.getByLabelText('Tire size to check')).toHaveValue('29.5R25');
    expect(within(screen.getByLabelText('Tire size to check')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Any size (site value only)',
      '27.00R49',
      '29.5R25',
    ]);
  });

  it('shows the errors of a check in its address, and no answer', async () => {
    serve();
    renderWithProviders(undefined, { route: `${dutyCheckPath()}?unit=METRIC&loaded=38000&empty=50000&haul=2&trips=30&hours=30&ambient=20` });
    expect(await screen.findByText('The empty load should not be more than the loaded load.')).toBeInTheDocument();
    expect(screen.getByText('Please enter more than 0 and at most 24 h.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Shift length/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: /^Site TKPH/ })).not.toBeInTheDocument();
  });

  it('checks from the form: the address takes the values and the answer follows', async () => {
    serve();
    const { user } = renderWithProviders(undefined, { route: dutyCheckPath() });
    await screen.findByRole('heading', { level: 1, name: 'Duty Check: TKPH/TMPH' });
    await user.click(screen.getByLabelText(/^Metric/));
    const fields: [RegExp, string][] = [
      [/Tire load, machine loaded/, '38000'],
      [/Tire load, machine empty/, '14000'],
      [/Haul length, one way/, '2.4'],
      [/Round trips per shift/, '30'],
      [/Shift length/, '12'],
      [/Highest ambient temperature/, '28'],
    ];
    for (const [label, value] of fields) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Check the duty' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Site TKPH: 284' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('unit=METRIC&loaded=38000&empty=14000&haul=2.4&trips=30&hours=12&ambient=28'));
    expect(screen.getByText('Choose a tire size above to see which of our tires in it pass.')).toBeInTheDocument();
  });

  it("names a machine's loads in the unit chosen for blank load fields and picks its size; its loads, split and sample notice follow the answer", async () => {
    serve();
    const { user } = renderWithProviders(undefined, { route: dutyCheckPath() });
    await screen.findByRole('option', { name: 'Testmake T30' });
    await user.click(screen.getByLabelText(/^US/));
    await user.type(screen.getByLabelText(/Tire load, machine loaded/), '99999');
    await user.selectOptions(screen.getByLabelText('Machine (optional)'), 'testmake-t30');
    // The load fields are emptied for the machine's: its front tires' 9,140 kg and 7,500 kg, in lb.
    expect(screen.getByLabelText(/Tire load, machine loaded/)).toHaveValue('');
    expect(screen.getByLabelText(/Tire load, machine loaded/)).toHaveAccessibleDescription('Blank: the Testmake T30’s 20,150 lb on each front tire, its most loaded.');
    expect(screen.getByLabelText(/Tire load, machine empty/)).toHaveAccessibleDescription('Blank: the Testmake T30’s 16,535 lb on each front tire, its most loaded.');
    expect(screen.getByLabelText('Tire size to check')).toHaveValue('29.5R25');
    for (const [label, value] of [[/Haul length/, '1.5'], [/Round trips/, '30'], [/Shift length/, '12'], [/ambient/, '100']] as const) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Check the duty' }));
    const loads = await screen.findByRole('table', { name: 'Load on each tire of the Testmake T30' });
    expect(within(loads).getByRole('row', { name: /Front: 2 × 29\.5R25 \(the most loaded: checked\)/ })).toHaveTextContent('16,535 lb20,150 lb18,342 lb');
    expect(main().getByText(MACHINE_SAMPLE_NOTICE)).toBeInTheDocument();
    expect(main().getByText(/62\.76\/19\.08\/18\.16 % of the weight on its axles empty/)).toBeInTheDocument();
    // Its weights' own page, linked (their source is not a sample row's).
    expect(main().getByRole('link', { name: /example\.com/ })).toHaveAttribute('href', 'https://www.example.com/t30');
    expect(main().getByText(/Tire load, machine loaded: 20,150 lb; Tire load, machine empty: 16,535 lb/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('size=29.5R25&machine=testmake-t30&unit=US&haul=1.5'));
    expect(screen.getByTestId('location')).not.toHaveTextContent('loaded=');
  });

  it('converts a rating the catalog gives in the other measure only, rounding down', async () => {
    fakeServices({
      '/website/duty/sizes': reply(200, { data: [{ size: '29.5R25' }] }),
      '/website/duty/tires': reply(200, { data: [TKPH_ONLY] }),
      '/website/duty/machines': reply(200, { data: [] }),
    });
    renderWithProviders(undefined, { route: `${dutyCheckPath({ size: '29.5R25' })}&unit=US&loaded=83776&empty=30865&haul=1.49&trips=30&hours=12&ambient=111.2` });
    const table = await screen.findByRole('table', { name: /Our tires in 29.5R25 against a site TMPH of 240/ });
    // 500 TKPH / 1.46 = 342.5: 342 TMPH.
    expect(within(table).getByRole('row', { name: /AF-7/ })).toHaveTextContent('342 ✓ passes');
  });
});

describe('the details page link', () => {
  it('is offered for an earthmover tire with a TKPH rating, with its size and tire, and not for a loader tire', async () => {
    const rated = makeTire({ traCode: { code: 'E-4' }, specification: { ...makeTire().specification, PC_2S_TKPH: 400, PC_2S_TMPH: 274 } });
    const net = fakeServices({ '/website/products/detail': reply(200, { data: rated }) });
    const first = renderWithProviders(undefined, { route: '/tires/tire-details?tireId=42' });
    expect(await screen.findByRole('link', { name: 'Check the Duty (TKPH/TMPH)' })).toHaveAttribute(
      'href',
      '/tires/duty-check?size=29.5R25&tireId=42',
    );
    first.unmount();
    net.route('/website/products/detail', reply(200, { data: makeTire() }));
    renderWithProviders(undefined, { route: '/tires/tire-details?tireId=42' });
    await screen.findByRole('heading', { level: 1, name: 'RL-5K' });
    expect(screen.queryByRole('link', { name: 'Check the Duty (TKPH/TMPH)' })).not.toBeInTheDocument();
  });
});
