import { LocationDisplay, renderWithProviders } from './support/render';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../../src/app/AppRoutes';
import { makeStore } from '../../src/app/store';
import type { TireSizeDetail } from '../../src/contract/catalog';
import { fakeServices, reply, type FakeCall } from '../support/fake-services';

/** The app with several history entries, the last one current. */
function renderWithHistory(entries: Parameters<typeof MemoryRouter>[0]['initialEntries']) {
  const user = userEvent.setup();
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={entries} initialIndex={(entries?.length ?? 1) - 1}>
        <AppRoutes />
        <LocationDisplay />
      </MemoryRouter>
    </Provider>,
  );
  return { user };
}

function makeTire(id: number, name: string, ow: number, extra: Partial<TireSizeDetail['specification']> = {}): TireSizeDetail {
  return {
    tire_size_id: id,
    size: `${id}.00R49`,
    suffix: 'TL',
    alternate_size: '',
    ply_rating: '2*',
    rim_size_id: 5,
    rim_diameter: 49,
    pattern_id: id,
    tire_type_id: 1,
    tra_code_id: 1,
    patterns: {
      pattern_id: id,
      pattern_name: name,
      description: `${name} description`,
      tag_line: '',
      product_class: null,
      patternImageMappings: [{ url: `/media/patterns/${id}.svg` }],
      patternFeatureMappings: [],
      patternBenefitMappings: [],
    },
    traCode: { code: 'E-4' },
    tireType: { name: 'Radial' },
    specification: {
      rim_width: '19.50/4.0',
      rim_width_mm: '19.50/4.0 (495 mm)',
      dual_spacing: 40,
      dual_spacing_mm: 1016,
      ow: ow,
      ow_mm: Math.round(ow * 25.4),
      od: 100,
      od_mm: 2540,
      grow: 30,
      grow_mm: 762,
      loaded_static_radius: 45,
      loaded_static_radius_mm: 1143,
      rpm: 200,
      rpm_mm: 124,
      carea: 1200,
      carea_mm: 7742,
      volume: 80,
      volume_mm: 2.265,
      tread_depth: 100,
      tread_depth_mm: 79,
      ...extra,
    },
    loadIndex: null,
  };
}

const tires = [
  makeTire(1, 'RH-4A+', 27, { PC_2S_TMPH: 119, PC_2S_TKPH: 174 }),
  makeTire(2, 'HT-3R', 30),
  makeTire(3, 'AX-3', 33.5),
];

let calls: string[] = [];
function answer(status: number, body: unknown) {
  fakeServices({}, { fallback: ({ href }: FakeCall) => (calls.push(href), reply(status, body)) });
}
beforeEach(() => {
  calls = [];
  localStorage.clear();
});

const main = () => within(screen.getByRole('main'));
const open = async (query: string) => {
  const utils = renderWithProviders(undefined, { route: `/tires/compare-tires${query}` });
  await main().findByRole('heading', { level: 1, name: 'Compare Tires' });
  return utils;
};
const cellOf = (label: string, column: number) => {
  const row = main().getByRole('rowheader', { name: label }).closest('tr')!;
  return within(row).getAllByRole('cell')[column]!;
};

describe('/tires/compare-tires', () => {
  it('compares 3 tires side by side with one request', async () => {
    answer(200, { data: tires });
    await open('?tire1_Id=1&tire2_Id=2&tire3_Id=3');
    const table = await main().findByRole('table', { name: 'Tire comparison in US units' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'RH-4A+ 1.00R49',
      'HT-3R 2.00R49',
      'AX-3 3.00R49',
    ]);
    expect(cellOf('Size', 1)).toHaveTextContent('2.00R49');
    expect(cellOf('Ply Rating', 0)).toHaveTextContent('2*');
    expect(cellOf('Description', 2)).toHaveTextContent('AX-3 description');
    expect(cellOf('TRA Code', 0)).toHaveTextContent('E-4');
    expect(within(cellOf('Image', 1)).getByRole('img')).toHaveAttribute('src', '/media/patterns/2.svg');
    expect(cellOf('Overall Width (in)', 2)).toHaveTextContent('33.5');
    // Type 2 is present on one tire only: its row shows, the others read "—"; Type 4 and 6 are absent.
    expect(cellOf('Type 2 (TMPH)', 0)).toHaveTextContent('119');
    expect(cellOf('Type 2 (TMPH)', 1)).toHaveTextContent('—');
    expect(main().queryByRole('rowheader', { name: /Type 4/ })).toBeNull();
    const details = main().getAllByRole('link', { name: /View Tire Details/ });
    expect(details.map((a) => a.getAttribute('href'))).toEqual([
      '/tires/tire-details?tireId=1',
      '/tires/tire-details?tireId=2',
      '/tires/tire-details?tireId=3',
    ]);
    expect(calls).toEqual(['http://localhost/website/tiresize/compare-tires?ids=1%2C2%2C3']);
  });

  it('switches to metric values without a new request, and remembers the choice', async () => {
    answer(200, { data: tires });
    const { user } = await open('?tire1_Id=1&tire2_Id=2&tire3_Id=3');
    await main().findByRole('table');
    expect(screen.getByRole('radio', { name: 'US' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Metric' }));
    expect(main().getByRole('table', { name: 'Tire comparison in metric units' })).toBeInTheDocument();
    expect(cellOf('Overall Width (mm)', 2)).toHaveTextContent('851');
    expect(cellOf('Revolutions per Kilometer (revs/km)', 0)).toHaveTextContent('124');
    expect(cellOf('Type 2 (TKPH)', 0)).toHaveTextContent('174');
    expect(main().queryByRole('rowheader', { name: 'Overall Width (in)' })).toBeNull();
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem('basalt.unit')).toBe('METRIC');
  });

  it('starts in the remembered unit', async () => {
    localStorage.setItem('basalt.unit', 'METRIC');
    answer(200, { data: tires });
    await open('?tire1_Id=1&tire2_Id=2');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Metric' })).toBeChecked());
    expect(await main().findByRole('rowheader', { name: 'Overall Width (mm)' })).toBeInTheDocument();
  });

  it('shows a single tire and asks for a second one, without calling compare', async () => {
    answer(200, { data: tires[0] });
    await open('?tire1_Id=1');
    expect((await main().findByText(/Only one tire is chosen/)).closest('[role=status]')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'New Tire Search' })).toBeInTheDocument();
    expect(main().getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['RH-4A+ 1.00R49']);
    expect(calls).toEqual(['http://localhost/website/products/detail?tyre_size=1']);
  });

  it('treats the same tire twice as one tire', async () => {
    answer(200, { data: tires[0] });
    await open('?tire1_Id=1&tire2_Id=1');
    expect(await main().findByText(/Only one tire is chosen/)).toBeInTheDocument();
    expect(calls).toEqual(['http://localhost/website/products/detail?tyre_size=1']);
  });

  it('fetches nothing without tire1_Id', async () => {
    answer(200, { data: tires });
    await open('?tire2_Id=2&tire3_Id=3');
    expect(main().getByRole('status')).toHaveTextContent('No tires were chosen to compare.');
    expect(screen.queryByRole('radio', { name: 'US' })).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);
  });

  it('explains a malformed link instead of calling the service', async () => {
    answer(200, { data: tires });
    await open('?tire1_Id=1&tire2_Id=abc');
    expect(main().getByRole('alert')).toHaveTextContent('This comparison link is not valid: tire2_Id must be a tire number.');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);
  });

  it('says so when a tire does not exist', async () => {
    answer(404, { statusCode: 404, error: 'Not Found', message: 'No tire size with id 9' });
    await open('?tire1_Id=1&tire2_Id=9');
    expect(await main().findByRole('alert')).toHaveTextContent('We could not find one or more of these tires.');
  });

  it('offers Retry when the service fails', async () => {
    answer(503, { statusCode: 503, error: 'Service Unavailable', message: 'down' });
    const { user } = await open('?tire1_Id=1&tire2_Id=2');
    const alert = await main().findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the tires to compare.');
    answer(200, { data: tires.slice(0, 2) });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await main().findByRole('table')).toBeInTheDocument();
  });

  it("'Go Back to Tire Results' falls back to /tires when opened directly", async () => {
    answer(200, { data: tires });
    const { user } = await open('?tire1_Id=1&tire2_Id=2');
    const back = main().getByRole('link', { name: 'Go Back to Tire Results' });
    expect(back).toHaveAttribute('href', '/tires');
    await user.click(back);
    // The lazy /tires page loads inside a transition: the URL changes once it is ready.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tires$/));
  });
});

describe('back in history', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it("'Go Back to Tire Results' goes back to the page the visitor came from", async () => {
    answer(200, { data: tires });
    // BrowserRouter keeps the entry index in history.state; a second entry means there is a page to go back to.
    window.history.replaceState({ idx: 1 }, '');
    const { user } = renderWithHistory(['/tires/tire-results?tireSize=27.00R49', '/tires/compare-tires?tire1_Id=1&tire2_Id=2']);
    await main().findByRole('table');
    await user.click(main().getByRole('link', { name: 'Go Back to Tire Results' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tires/tire-results?tireSize=27.00R49'));
  });
});
