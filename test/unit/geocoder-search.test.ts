// The pure dealer search behind /website/dealer/search: radius edge, order, kinds, units, pages.
import { destination, distanceKm } from '../../server/dealers/distance';
import { searchDealers } from '../../server/dealers/search';
import type { Dealer, DealerKind } from '../../src/contract/dealers';

const origin = { latitude: 40.8324, longitude: -115.7631 };
const MI = 1.609344;

function dealerAt(id: number, miles: number, bearing: number, kind: DealerKind = 'recommended', name = `Dealer ${id}`): Dealer {
  const p = destination(origin, bearing, miles * MI);
  return {
    dealer_id: id,
    name,
    kind,
    address: { street: '1 Road', city: 'Elko', state: 'NV', postal_code: '89801', country: 'US', country_name: 'United States' },
    phone: '+1 775-555-0100',
    latitude: p.latitude,
    longitude: p.longitude,
    services: [],
    hours: [],
  };
}

const opts = { kind: 'recommended' as const, unit: 'mi' as const, page: 1, pageSize: 10 };

describe('searchDealers', () => {
  it('places test dealers where asked (destination and distance agree)', () => {
    expect(distanceKm(origin, dealerAt(1, 49.9, 33)) / MI).toBeCloseTo(49.9, 6);
  });

  it('keeps a dealer 49.9 miles away and drops one 50.1 miles away, in any direction', () => {
    for (const bearing of [0, 90, 180, 270, 45]) {
      const { count, rows } = searchDealers([dealerAt(1, 49.9, bearing), dealerAt(2, 50.1, bearing)], origin, opts);
      expect({ bearing, count, ids: rows.map((r) => r.dealer_id) }).toEqual({ bearing, count: 1, ids: [1] });
    }
  });

  it('orders nearest first, equal distances by name, and keeps kinds apart', () => {
    const all = [dealerAt(1, 30, 0), dealerAt(2, 5, 90), dealerAt(3, 12, 180, 'earthmover'), dealerAt(4, 5, 270, 'recommended', 'Aardvark Tires')];
    expect(searchDealers(all, origin, opts).rows.map((r) => r.dealer_id)).toEqual([4, 2, 1]);
    expect(searchDealers(all, origin, { ...opts, kind: 'earthmover' }).rows.map((r) => r.dealer_id)).toEqual([3]);
  });

  it('gives distances and the radius in the unit asked for', () => {
    const mi = searchDealers([dealerAt(1, 10, 0)], origin, opts);
    const km = searchDealers([dealerAt(1, 10, 0)], origin, { ...opts, unit: 'km' });
    expect(mi.rows[0]!.distance).toBe(10);
    expect(mi.radius).toBe(50);
    expect(km.rows[0]!.distance).toBe(16.09);
    expect(km.rows[0]!.distance_km).toBe(16.093);
    expect(km.radius).toBe(80.47);
  });

  it('pages with the total count, past the end empty', () => {
    const many = Array.from({ length: 23 }, (_, i) => dealerAt(i + 1, i + 1, i * 15));
    const page3 = searchDealers(many, origin, { ...opts, page: 3 });
    expect(page3.count).toBe(23);
    expect(page3.rows.map((r) => r.dealer_id)).toEqual([21, 22, 23]);
    expect(searchDealers(many, origin, { ...opts, page: 4 }).rows).toEqual([]);
  });
});
