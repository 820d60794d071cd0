import { screen, waitFor, within } from '@testing-library/react';
import type { DealerResult, DealerSearchResult } from '../../src/contract/dealers';
import { fakeServices, type FakeCall } from '../support/fake-services';
import { renderPage } from './support/render';

function dealer(id: number, km: number, name = `Dealer ${id}`): DealerResult {
  return {
    dealer_id: id,
    name,
    kind: 'recommended',
    address: { street: `${id} Mine Road`, city: 'Elko', state: 'NV', postal_code: '89801', country: 'US', country_name: 'United States' },
    phone: '+1 775-555-0113',
    latitude: 40.9 + id / 100,
    longitude: -115.5,
    services: ['OTR tire sales', 'Retreading'],
    hours: ['Mon–Fri 7:00–17:00'],
    distance: km / 1.609344,
    distance_km: km,
  };
}

function answer(url: URL, count: number): DealerSearchResult {
  const page = Number(url.searchParams.get('page') ?? 1);
  const rows = Array.from({ length: Math.max(0, Math.min(10, count - (page - 1) * 10)) }, (_, i) => dealer((page - 1) * 10 + i + 1, 1.609344 * ((page - 1) * 10 + i + 1)));
  return {
    place: { label: 'Elko, NV 89801', latitude: 40.9, longitude: -115.5, country: 'US', match: 'zip' },
    kind: url.searchParams.get('kind') === 'earthmover' ? 'earthmover' : 'recommended',
    unit: 'mi',
    radius: 50,
    page,
    pageSize: 10,
    count,
    rows,
  };
}

const dealerCards = async () => within(await screen.findByRole('list', { name: 'Dealers' })).getAllByRole('listitem');

let requests: URL[] = [];
function serve(respond: (url: URL) => Response) {
  requests = [];
  fakeServices({}, { fallback: ({ url }: FakeCall) => (requests.push(url), respond(url)) });
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('/dealers', () => {
  it('shows the heading, the controls and the two tabs, Miles and Recommended Stores chosen', async () => {
    serve(() => json({}));
    const { heading } = await renderPage('/dealers');
    expect(heading).toHaveTextContent('Find a Basalt OTR Dealer Near You');
    expect(screen.getByLabelText('Full address or zip code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use Your Location' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Miles' })).toBeChecked();
    expect(screen.getByRole('tab', { name: 'Recommended Stores' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Earthmover' })).toHaveAttribute('aria-selected', 'false');
    expect(requests).toEqual([]);
  });

  it('searches on Enter, lists the dealers nearest first, pages, and keeps the search in the URL', async () => {
    serve((url) => json({ data: answer(url, 14) }));
    const { user } = await renderPage('/dealers');
    await user.type(screen.getByLabelText('Full address or zip code'), '89801{Enter}');
    const list = await screen.findByRole('list', { name: 'Dealers' });
    expect(within(list).getAllByRole('heading').map((h) => h.textContent)).toEqual(Array.from({ length: 10 }, (_, i) => `Dealer ${i + 1}`));
    expect(screen.getByText('1–10 of 14 dealers near Elko, NV 89801')).toHaveAttribute('role', 'status');
    expect(requests[0]!.searchParams.get('q')).toBe('89801');
    expect(screen.getByTestId('location')).toHaveTextContent('/dealers?q=89801');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/11–14 of 14/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/dealers?q=89801&page=2');
  });

  it('re-expresses distances in kilometres without asking again', async () => {
    serve((url) => json({ data: answer(url, 3) }));
    const { user } = await renderPage('/dealers?q=89801');
    const first = (await dealerCards())[0]!;
    expect(first).toHaveTextContent('1.0 mi');
    await user.click(screen.getByRole('radio', { name: 'Kilometers' }));
    expect(first).toHaveTextContent('1.6 km');
    expect(requests).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('unit=km');
  });

  it('shows the fixed messages: unplaceable text, and no dealers of each kind', async () => {
    serve((url) =>
      url.searchParams.get('q') === 'qwertyuiop'
        ? json({ statusCode: 422, error: 'Unprocessable Entity', message: 'Please enter a valid address or zip code.' }, 422)
        : json({ data: answer(url, 0) }),
    );
    const { user } = await renderPage('/dealers');
    const input = screen.getByLabelText('Full address or zip code');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid address or zip code.');
    expect(requests).toEqual([]);
    await user.type(input, 'qwertyuiop{Enter}');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid address or zip code.');
    await user.clear(input);
    await user.type(input, '67901{Enter}');
    expect(await screen.findByText('There are no dealers within 50 miles of the searched location.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Earthmover' }));
    expect(await screen.findByText('There are no Earthmover locations within 50 miles of the searched location.')).toBeInTheDocument();
    expect(requests.at(-1)!.searchParams.get('kind')).toBe('earthmover');
  });

  it('highlights a dealer on the map from the list and on the list from the map', async () => {
    serve((url) => json({ data: answer(url, 3) }));
    const { user } = await renderPage('/dealers?q=89801');
    const map = await screen.findByRole('region', { name: 'Dealer map' });
    const marker = await within(map).findByRole('button', { name: '2. Dealer 2' });
    await user.click(marker);
    expect(marker).toHaveAttribute('aria-pressed', 'true');
    expect(within(map).getByRole('dialog', { name: 'Dealer 2' })).toHaveTextContent('2.0 mi away');
    const cards = await dealerCards();
    expect(cards[1]).toHaveClass('is-highlighted');
    await user.click(within(cards[0]!).getByRole('button', { name: 'Show on map' }));
    expect(within(map).getByRole('button', { name: '1. Dealer 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(marker).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when the browser cannot locate the visitor', async () => {
    serve(() => json({}));
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (_ok: unknown, fail: (e: { message: string }) => void) => fail({ message: 'User denied Geolocation' }) },
    });
    const { user } = await renderPage('/dealers');
    await user.click(screen.getByRole('button', { name: 'Use Your Location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your location could not be determined. Instead, please search by entering an address or zip code below.',
    );
    expect(requests).toEqual([]);
  });
});
