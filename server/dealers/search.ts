// The dealer search itself, pure: dealers of one kind within the radius of a point, nearest first (then by
// name, so equal distances keep a stable order), one page of them and the total count.
import type { Dealer, DealerKind, DealerResult, DistanceUnit } from '../../src/contract/dealers';
import { distanceKm, inUnit, SEARCH_RADIUS_KM, type Point } from './distance';

export interface SearchOptions {
  kind: DealerKind;
  unit: DistanceUnit;
  page: number;
  pageSize: number;
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

export function searchDealers(dealers: readonly Dealer[], origin: Point, o: SearchOptions) {
  const near: { dealer: Dealer; km: number }[] = [];
  for (const dealer of dealers) {
    if (dealer.kind !== o.kind) continue;
    const km = distanceKm(origin, dealer);
    if (km <= SEARCH_RADIUS_KM) near.push({ dealer, km });
  }
  near.sort((a, b) => a.km - b.km || a.dealer.name.localeCompare(b.dealer.name) || a.dealer.dealer_id - b.dealer.dealer_id);
  const start = (o.page - 1) * o.pageSize;
  const rows: DealerResult[] = near.slice(start, start + o.pageSize).map(({ dealer, km }) => ({
    ...dealer,
    distance: round(inUnit(km, o.unit), 2),
    distance_km: round(km, 3),
  }));
  return { count: near.length, rows, radius: round(inUnit(SEARCH_RADIUS_KM, o.unit), 2) };
}
