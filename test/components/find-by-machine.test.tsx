// /tires/find-by-machine (issue 23 part 1): make, then model, lead to the machine's sizes and our tires in them, and
// the results page names the machine (with the sample notice for an unchecked row). The API: test/server/machine.test.ts.
import { fireEvent, screen, within } from '@testing-library/react';
import type { MachineDetail, MachineSummary } from '../../src/contract/machine';
import { MACHINE_SAMPLE_NOTICE } from '../../src/components/machine/MachineSampleNotice';
import { dutyCheckPath, findByMachinePath, machineResultsPath } from '../../src/routing/lazy-paths';
import { fakeServices, reply } from '../support/fake-services';
import { renderWithProviders } from './support/render';

const summary = (make: string, model: string, equipment: string, sample = false): MachineSummary => ({
  machine_id: `${make} ${model}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  make,
  model,
  equipment,
  sample,
});

const LIST = [
  summary('Caterpillar', '777G', 'Rigid Haul Truck'),
  summary('Caterpillar', '980M', 'Wheel Loader', true),
  summary('Komatsu', 'HD785-7', 'Rigid Haul Truck'),
];

const CAT_777G: MachineDetail = {
  ...LIST[0]!,
  front_size: '27.00R49',
  rear_size: '27.00R49',
  rim: null,
  payload_t: 90.9,
  empty_weight_t: null,
  source: 'https://www.example.com/777g-spec',
  weights_source: 'https://weights.example.org/777g',
  tire_loads: true,
  sizes: [{ size: '27.00R49', axle: 'front and rear', tires: 6, rated: 4, alternates: [] }],
};

const CAT_980M: MachineDetail = {
  ...LIST[1]!,
  front_size: '29.5R25',
  rear_size: '29.5R25',
  rim: '25.00/3.5',
  payload_t: null,
  empty_weight_t: 30.4,
  source: 'Caterpillar Performance Handbook',
  weights_source: null,
  tire_loads: false,
  sizes: [{ size: '29.5R25', axle: 'front and rear', tires: 0, rated: 0, alternates: [{ size: '750/65R25', tires: 3 }] }],
};

function serve() {
  return fakeServices({
    '/website/machine/list': reply(200, { data: LIST }),
    '/website/machine/detail': (call: { params: Record<string, string> }) => {
      const found = [CAT_777G, CAT_980M].find((m) => m.machine_id === call.params.machine);
      return found ? reply(200, { data: found }) : reply(404, { statusCode: 404, error: 'Not Found', message: 'No machine' });
    },
  });
}

const main = () => within(screen.getByRole('main'));

describe('the find-by-machine page', () => {
  it('narrows the models to the chosen make, and Find Tires shows the machine with a link to our tires in its size', async () => {
    serve();
    renderWithProviders(undefined, { route: findByMachinePath() });
    await screen.findByRole('option', { name: 'Komatsu' });
    const make = screen.getByLabelText('Make');
    expect(within(make).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a make', 'Caterpillar', 'Komatsu']);
    fireEvent.change(make, { target: { value: 'Caterpillar' } });
    const model = screen.getByLabelText('Model');
    expect(within(model).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a Caterpillar model', '777G (Rigid Haul Truck)', '980M (Wheel Loader)']);
    fireEvent.change(model, { target: { value: 'caterpillar-777g' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Tires' }));
    expect(await main().findByRole('heading', { level: 2, name: 'Caterpillar 777G' })).toBeInTheDocument();
    expect(main().getByText('Payload').nextElementSibling).toHaveTextContent('100.2 short tons');
    expect(main().getByRole('link', { name: 'View 6 tires in 27.00R49' })).toHaveAttribute('href', machineResultsPath('caterpillar-777g', '27.00R49'));
    expect(main().getByRole('link', { name: /example\.com/ })).toHaveAttribute('href', 'https://www.example.com/777g-spec');
    expect(main().getByText('Weights source').nextElementSibling).toHaveTextContent('weights.example.org');
    // To the duty check with the size and the machine, whose loads it fills in when it knows them.
    expect(main().getByRole('link', { name: /Check the duty \(TKPH\/TMPH\) of 27\.00R49/ })).toHaveAttribute('href', dutyCheckPath({ size: '27.00R49', machine: 'caterpillar-777g' }));
    expect(main().queryByText(MACHINE_SAMPLE_NOTICE)).toBeNull();
    expect(document.title).toBe('Caterpillar 777G Tires | Find Tires by Machine');
  });

  it('shows an unchecked row with the sample notice, a size we lack in its own notation with the other one linked', async () => {
    serve();
    renderWithProviders(undefined, { route: findByMachinePath({ machine: 'caterpillar-980m' }) });
    expect(await main().findByRole('heading', { level: 2, name: 'Caterpillar 980M' })).toBeInTheDocument();
    expect(main().getByRole('note')).toHaveTextContent(MACHINE_SAMPLE_NOTICE);
    expect(main().getByText('We make no tire in 29.5R25 as written.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: '3 tires in 750/65R25' })).toHaveAttribute('href', machineResultsPath('caterpillar-980m', '750/65R25'));
    expect(main().getByText('Operating weight').nextElementSibling).toHaveTextContent('33.5 short tons');
    expect(main().getByText('Source').nextElementSibling).toHaveTextContent('Caterpillar Performance Handbook');
    // A sample row's web source is named, not linked: it shows only that the machine exists.
    expect(main().queryByRole('link', { name: /handbook/i })).toBeNull();
    // A loader: no duty check.
    expect(main().queryByRole('link', { name: /Check the duty/ })).toBeNull();
  });

  it('lists a make’s models as links when the address names a make alone', async () => {
    serve();
    renderWithProviders(undefined, { route: findByMachinePath({ make: 'caterpillar' }) });
    const list = await main().findByRole('region', { name: 'Caterpillar machines' });
    expect(within(list).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Caterpillar 777G', findByMachinePath({ machine: 'caterpillar-777g' })],
      ['Caterpillar 980M', findByMachinePath({ machine: 'caterpillar-980m' })],
    ]);
    expect(screen.getByLabelText('Make')).toHaveValue('Caterpillar');
    expect(main().queryByText(/not in our table/)).toBeNull();
  });

  it('is the not-found page for a machine not in the table', async () => {
    serve();
    renderWithProviders(undefined, { route: findByMachinePath({ machine: 'caterpillar-999z' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('is the not-found page for an address that cannot be a machine, without asking the service', async () => {
    const net = serve();
    renderWithProviders(undefined, { route: `${findByMachinePath()}?machine=Not%20One` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(net.to('/website/machine/detail')).toEqual([]);
  });

  it('lists the make’s models when a form sent without scripts names another make than its model', async () => {
    serve();
    renderWithProviders(undefined, { route: `${findByMachinePath()}?make=Komatsu&machine=caterpillar-777g` });
    expect(await main().findByRole('region', { name: 'Komatsu machines' })).toBeInTheDocument();
    expect(main().queryByRole('heading', { name: 'Caterpillar 777G' })).toBeNull();
  });
});

describe('the results of a machine’s size', () => {
  it('names the machine in the search summary, with the sample notice when its sizes are unchecked', async () => {
    const net = fakeServices({
      '/website/machine/detail': reply(200, { data: CAT_980M }),
      '/website/tyre-type/list': { data: [] },
      '/website/tire_line/list': { data: [] },
      '/website/tra/list': { data: [] },
      '/website/products/list': { data: [] },
    });
    renderWithProviders(undefined, { route: machineResultsPath('caterpillar-980m', '750/65R25') });
    expect(await screen.findByText('Caterpillar 980M')).toBeInTheDocument();
    expect(screen.getByText('Machine')).toBeInTheDocument();
    expect(screen.getByText('Tire Size').nextElementSibling).toHaveTextContent('750/65R25');
    expect(screen.getByRole('note')).toHaveTextContent(MACHINE_SAMPLE_NOTICE);
    expect(net.to('/website/machine/detail')[0]!.href).toContain('machine=caterpillar-980m');
  });
});
