// Issue 22: the dealer search measures only the dealers in a latitude band, and the geocoder's `near` skips
// places out of reach; both must answer exactly what a scan of everything answered. The scans below are the
// code they replaced (the search's own paging kept), run over the sample network (both kinds, both units, every
// page) and points around it.
import { destination, distanceKm, SEARCH_RADIUS_KM, type Point } from '../../server/dealers/distance';
import { gazetteer } from '../../server/dealers/gazetteer';
import { createGeocoder } from '../../server/dealers/geocoder';
import { pageOfNear, searchDealers, type SearchOptions } from '../../server/dealers/search';
import { dealerSeed, locate, locationLines } from '../../server/dealers/seed';
import type { Dealer } from '../../src/contract/dealers';

/** The search before issue 22: every dealer measured (the page is made as the search makes it). */
function scanSearch(dealers: readonly Dealer[], origin: Point, o: SearchOptions) {
  const near: { dealer: Dealer; km: number }[] = [];
  for (const dealer of dealers) {
    if (dealer.kind !== o.kind) continue;
    const km = distanceKm(origin, dealer);
    if (km <= SEARCH_RADIUS_KM) near.push({ dealer, km });
  }
  return pageOfNear(near, o);
}

const g = gazetteer();
const dealers: Dealer[] = dealerSeed(g).map(({ street, city, state, postal_code, country, ...rest }, i) => ({
  ...rest,
  dealer_id: i + 1,
  address: { street, city, state, postal_code, country, country_name: country },
}));

/** Points around every place of the network: in it, inside the radius, at its edge on both sides, beyond it. */
function points(): Point[] {
  const out: Point[] = [];
  for (const [n, loc] of locationLines().entries()) {
    const centre = locate(g, loc);
    out.push(centre);
    for (const km of [5, 40, SEARCH_RADIUS_KM - 2.6, SEARCH_RADIUS_KM - 0.01, SEARCH_RADIUS_KM + 0.01, 81, 120]) {
      out.push(destination(centre, (n * 37 + km * 11) % 360, km));
      out.push(destination(centre, (n * 53 + km * 7 + 180) % 360, km));
    }
  }
  // The poles and the antimeridian, where a band in latitude or longitude is unusual.
  out.push({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 }, { latitude: 64.8, longitude: 179.99 }, { latitude: 64.8, longitude: -179.99 });
  return out;
}

describe('the dealer search through its latitude index', () => {
  it('answers exactly what the scan of every dealer answered', () => {
    let compared = 0;
    let found = 0;
    for (const p of points()) {
      for (const kind of ['recommended', 'earthmover'] as const) {
        for (const unit of ['mi', 'km'] as const) {
          const first = scanSearch(dealers, p, { kind, unit, page: 1, pageSize: 10 });
          const pages = Math.max(1, Math.ceil(first.count / 3));
          // Every page (and the empty one after), up to the sixth.
          for (let page = 1; page <= Math.min(pages + 1, 6); page++) {
            const o = { kind, unit, page, pageSize: 3 };
            expect(JSON.stringify(searchDealers(dealers, p, o))).toBe(JSON.stringify(scanSearch(dealers, p, o)));
            compared += 1;
          }
          found += first.count;
        }
      }
    }
    // The comparison covered searches that found dealers, many of them.
    expect(compared).toBeGreaterThan(5000);
    expect(found).toBeGreaterThan(5000);
  });

  it('finds a dealer added to a new list (the index belongs to one list)', () => {
    const origin = { latitude: 10, longitude: 10 };
    const o = { kind: 'recommended' as const, unit: 'km' as const, page: 1, pageSize: 10 };
    expect(searchDealers(dealers, origin, o).count).toBe(0);
    const added = [...dealers, { ...dealers[0]!, dealer_id: 9999, kind: 'recommended' as const, ...destination(origin, 10, 30) }];
    expect(searchDealers(added, origin, o).rows.map((r) => r.dealer_id)).toEqual([9999]);
  });
});

describe("the geocoder's place of a point", () => {
  const geocode = createGeocoder(g);

  /** `near` before issue 22: every place of the nine cells around the point measured. */
  const grid = new Map<string, number[]>();
  const cell = (lat: number, lng: number) => `${Math.floor(lat)}|${Math.floor(lng)}`;
  for (let i = 0; i < g.cities.count; i++) {
    const key = cell(g.cities.lat[i]!, g.cities.lng[i]!);
    const list = grid.get(key);
    if (list) list.push(i);
    else grid.set(key, [i]);
  }
  function scanNear(latitude: number, longitude: number, maxKm = 25): number {
    let best = -1;
    let bestKm = maxKm;
    for (let dLat = -1; dLat <= 1; dLat++) {
      for (let dLng = -1; dLng <= 1; dLng++) {
        for (const i of grid.get(cell(latitude + dLat, longitude + dLng)) ?? []) {
          const km = distanceKm({ latitude, longitude }, { latitude: g.cities.lat[i]!, longitude: g.cities.lng[i]! });
          if (km < bestKm) [best, bestKm] = [i, km];
        }
      }
    }
    return best;
  }

  it('names the same place as a scan of the nearby places', () => {
    let named = 0;
    for (const p of points()) {
      const place = geocode.near(p.latitude, p.longitude);
      const i = scanNear(p.latitude, p.longitude);
      // The label starts with the place's name and the answer names its country.
      const expected = i === -1 ? null : { name: `${g.cities.names[i]}, `, country: g.cities.country[i] };
      expect(place && { name: place.label.slice(0, expected?.name.length), country: place.country }).toEqual(expected);
      if (place) named += 1;
    }
    expect(named).toBeGreaterThan(1000);
  });
});
