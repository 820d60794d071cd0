import { sql } from 'drizzle-orm';
import { destination } from '../../server/dealers/distance';
import type { DealerResult, DealerSearchResult } from '../../src/contract/dealers';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.dealers.warm();
});
afterAll(() => t.close());

async function search(params: Record<string, string | number>): Promise<DealerSearchResult> {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const { status, body } = await t.get(`/website/dealer/search?${qs}`);
  expect(status).toBe(200);
  return body.data;
}

const distances = (rows: DealerResult[]) => rows.map((r) => r.distance);

describe('GET /website/dealer/search by ZIP, postal code and place name', () => {
  it('finds the Elko dealers for ZIP 89801, nearest first, in miles by default', async () => {
    const data = await search({ q: '89801' });
    expect(data.place).toEqual(expect.objectContaining({ label: 'Elko, NV 89801', match: 'zip', country: 'US' }));
    expect(data.unit).toBe('mi');
    expect(data.radius).toBe(50);
    expect(data.kind).toBe('recommended');
    expect(data.rows[0]).toEqual(
      expect.objectContaining({
        kind: 'recommended',
        address: expect.objectContaining({ city: 'Elko', state: 'NV', postal_code: '89801', country: 'US', country_name: 'United States' }),
        phone: expect.stringMatching(/^\+1 775-555-01\d\d$/),
        services: expect.arrayContaining([expect.any(String)]),
        hours: expect.arrayContaining([expect.stringMatching(/Mon–Fri/)]),
      }),
    );
    expect(data.rows[0]!.distance).toBeLessThan(15); // the ZIP's centroid lies east of town
    expect(data.rows.every((r) => r.distance <= 50 && r.kind === 'recommended')).toBe(true);
  });

  it('places a city with its state or country, and a full street address', async () => {
    expect((await search({ q: 'Elko, NV' })).rows[0]!.address.city).toBe('Elko');
    const chile = await search({ q: 'Antofagasta, Chile' });
    expect(chile.place.label).toBe('Antofagasta, Chile');
    expect(chile.rows.map((r) => r.address.city)).toContain('Antofagasta');
    const address = await search({ q: '1200 Mountain City Hwy, Elko, NV 89801' });
    expect(address.place.match).toBe('zip');
    expect(address.rows[0]!.address.city).toBe('Elko');
    const canada = await search({ q: 'T9H 1A1' });
    expect(canada.place).toEqual(expect.objectContaining({ match: 'postal_code', country: 'CA' }));
    expect(canada.rows[0]!.address.city).toBe('Fort McMurray');
  });

  it('searches around a point, labelled by the town it is in', async () => {
    const data = await search({ lat: 40.8324, lng: -115.7631, kind: 'earthmover' });
    expect(data.place).toEqual({ label: 'Elko, NV, United States', latitude: 40.8324, longitude: -115.7631, country: 'US', match: 'coordinates' });
    expect(data.rows.map((r) => r.name)).toEqual(['Earthmover Field Service – Elko']);
    expect(data.rows[0]!.distance).toBeLessThan(2);
    const sea = await search({ lat: 0, lng: -140 });
    expect(sea.place).toEqual(expect.objectContaining({ label: '0.0000, -140.0000', country: null, match: 'coordinates' }));
    expect(sea.count).toBe(0);
  });

  it('answers 422 with the fixed message for text it cannot place', async () => {
    for (const q of ['qwertyuiop', '00000', '!!!', 'xyzzy, plugh', '💥']) {
      const { status, body } = await t.get(`/website/dealer/search?q=${encodeURIComponent(q)}`);
      expect({ q, status, message: body.message }).toEqual({ q, status: 422, message: 'Please enter a valid address or zip code.' });
    }
  });
});

describe('ordering, paging, units and kinds', () => {
  it('sorts the Houston cluster nearest first and pages it without repeats', async () => {
    const first = await search({ q: '77002' });
    expect(first.count).toBeGreaterThanOrEqual(12);
    expect(first.rows).toHaveLength(10);
    const second = await search({ q: '77002', page: 2 });
    expect(second.rows).toHaveLength(first.count - 10);
    const all = [...first.rows, ...second.rows];
    expect(distances(all)).toEqual([...distances(all)].sort((a, b) => a - b));
    expect(new Set(all.map((r) => r.dealer_id)).size).toBe(first.count);
    const small = await search({ q: '77002', pageSize: 5, page: 3 });
    expect(small.rows.map((r) => r.dealer_id)).toEqual(all.slice(10, 15).map((r) => r.dealer_id));
    expect((await search({ q: '77002', page: 99 })).rows).toEqual([]);
  });

  it('expresses distances and the radius in kilometres on request', async () => {
    const mi = await search({ q: '77002' });
    const km = await search({ q: '77002', unit: 'km' });
    expect(km.radius).toBe(80.47);
    expect(km.rows.map((r) => r.dealer_id)).toEqual(mi.rows.map((r) => r.dealer_id));
    km.rows.forEach((r, i) => expect(r.distance).toBeCloseTo(mi.rows[i]!.distance * 1.609344, 1));
    expect(km.rows[3]!.distance_km).toBeCloseTo(km.rows[3]!.distance, 1);
  });

  it('keeps the two kinds apart', async () => {
    const field = await search({ q: '89801', kind: 'earthmover' });
    expect(field.count).toBe(1);
    expect(field.rows[0]!.name).toMatch(/Elko$/);
    expect(field.rows[0]!.services).toContain('Field service trucks');
    expect((await search({ q: '77002', kind: 'earthmover' })).count).toBe(0);
  });

  it('finds nothing in an area without dealers', async () => {
    const empty = await search({ q: '67901' });
    expect(empty).toEqual(expect.objectContaining({ count: 0, rows: [] }));
    expect(empty.place.label).toMatch(/Liberal, KS/);
  });
});

describe('the 50-mile edge', () => {
  const origin = { latitude: 37.2, longitude: -99.6 }; // Kansas prairie, no seeded dealer within 100 miles
  beforeAll(async () => {
    const inside = destination(origin, 90, 49.9 * 1.609344);
    const outside = destination(origin, 270, 50.1 * 1.609344);
    for (const [name, p] of [['Edge Inside Tire', inside], ['Edge Outside Tire', outside]] as const) {
      await t.database.rows(sql`insert into dealer (name, kind, street, city, state, postal_code, country, phone,
        latitude, longitude, services, hours) values (${name}, 'recommended', '1 Test Road', 'Nowhere', 'KS', '67000',
        'US', '+1 620-555-0100', ${p.latitude}, ${p.longitude}, '["OTR tire sales"]', '["Mon–Fri 7:00–17:00"]')`);
    }
    t.app.dealers.invalidate();
  });

  it('includes a dealer 49.9 miles away and leaves out one 50.1 miles away', async () => {
    const data = await search({ lat: origin.latitude, lng: origin.longitude });
    expect(data.place).toEqual(expect.objectContaining({ match: 'coordinates', label: 'Ashland, KS, United States' }));
    expect(data.rows.map((r) => r.name)).toEqual(['Edge Inside Tire']);
    expect(data.rows[0]!.distance).toBeCloseTo(49.9, 2);
    const km = await search({ lat: origin.latitude, lng: origin.longitude, unit: 'km' });
    expect(km.rows[0]!.distance).toBeCloseTo(80.31, 1);
  });
});

describe('bad parameters', () => {
  it.each([
    ['', /q \(an address or zip code\) or lat and lng is required/],
    ['q=%20%20', /q must not be blank/],
    ['lat=40', /lat and lng must be given together/],
    ['q=89801&lat=40&lng=-115', /either q or lat and lng/],
    ['q=89801&kind=store', /kind/],
    ['q=89801&unit=ft', /unit/],
    ['q=89801&page=0', /page/],
    ['q=89801&pageSize=51', /pageSize/],
    ['lat=91&lng=0', /lat/],
    ['lat=abc&lng=0', /lat/],
    ['q=89801&radius=10', /radius is not a known parameter/],
    [`q=${'x'.repeat(201)}`, /q/],
  ])('answers 400 for ?%s', async (qs, message) => {
    const { status, body } = await t.get(`/website/dealer/search?${qs}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('is in the OpenAPI description', async () => {
    const { body } = await t.get('/website/docs/json');
    expect(Object.keys(body.paths)).toContain('/website/dealer/search');
  });
});
