// The dealer search itself, pure: dealers of one kind within the radius of a point, nearest first (then by
// name, so equal distances keep a stable order), one page of them and the total count.
// Only the dealers of the kind whose latitude is within the radius (plus a margin) of the point's are measured:
// a great circle is never shorter than its north-south part, so no dealer outside that band can be within the
// radius, and the band is found by a binary search over the dealers sorted by latitude, built once per dealer
// list (issue 22: a scan of every dealer with a haversine each was most of a search). Who is in, and every
// distance, is still decided by distanceKm exactly as before: the answers are the same (test/unit/dealer-search-index.test.ts).
import type { Dealer, DealerKind, DealerResult, DistanceUnit } from '../../src/contract/dealers';
import { distanceKm, EARTH_RADIUS_KM, inUnit, SEARCH_RADIUS_KM, type Point } from './distance';

export interface SearchOptions {
  kind: DealerKind;
  unit: DistanceUnit;
  page: number;
  pageSize: number;
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** Degrees of latitude that hold the radius, with a kilometre to spare for rounding. */
const BAND_DEG = ((SEARCH_RADIUS_KM + 1) / EARTH_RADIUS_KM) * (180 / Math.PI);

/** One kind's dealers, sorted by latitude (their latitudes beside them, for the binary search). */
interface KindIndex {
  dealers: Dealer[];
  lats: Float64Array;
}

const indexes = new WeakMap<readonly Dealer[], Map<DealerKind, KindIndex>>();

function indexOf(dealers: readonly Dealer[], kind: DealerKind): KindIndex {
  let byKind = indexes.get(dealers);
  if (!byKind) {
    byKind = new Map();
    indexes.set(dealers, byKind);
  }
  let index = byKind.get(kind);
  if (!index) {
    // (A dealer without a finite latitude is never within the radius, and would break the sort.)
    const sorted = dealers.filter((d) => d.kind === kind && Number.isFinite(d.latitude)).sort((a, b) => a.latitude - b.latitude);
    index = { dealers: sorted, lats: Float64Array.from(sorted, (d) => d.latitude) };
    byKind.set(kind, index);
  }
  return index;
}

/** The first position whose latitude is >= `lat`. */
function lowerBound(lats: Float64Array, lat: number): number {
  let lo = 0;
  let hi = lats.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (lats[mid]! < lat) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function searchDealers(dealers: readonly Dealer[], origin: Point, o: SearchOptions) {
  const index = indexOf(dealers, o.kind);
  const near: { dealer: Dealer; km: number }[] = [];
  const top = origin.latitude + BAND_DEG;
  for (let i = lowerBound(index.lats, origin.latitude - BAND_DEG); i < index.dealers.length && index.lats[i]! <= top; i++) {
    const dealer = index.dealers[i]!;
    const km = distanceKm(origin, dealer);
    if (km <= SEARCH_RADIUS_KM) near.push({ dealer, km });
  }
  return pageOfNear(near, o);
}

/** The dealers found within the radius as one page of the answer, nearest first, and their count. */
export function pageOfNear(near: { dealer: Dealer; km: number }[], o: SearchOptions) {
  // Ties on distance and name fall to the id: the order does not depend on the order measured in.
  near.sort((a, b) => a.km - b.km || a.dealer.name.localeCompare(b.dealer.name) || a.dealer.dealer_id - b.dealer.dealer_id);
  const start = (o.page - 1) * o.pageSize;
  const rows: DealerResult[] = near.slice(start, start + o.pageSize).map(({ dealer, km }) => ({
    ...dealer,
    distance: round(inUnit(km, o.unit), 2),
    distance_km: round(km, 3),
  }));
  return { count: near.length, rows, radius: round(inUnit(SEARCH_RADIUS_KM, o.unit), 2) };
}
