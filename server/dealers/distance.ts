// Great-circle distance (haversine on the mean Earth radius): the straight-line distance a dealer list
// shows. Good to ~0.5% against the ellipsoid, far below what a 50-mile radius needs.
import { DEALER_RADIUS_MILES, KM_PER_MILE, type DistanceUnit } from '../../src/contract/dealer-rules';

export const EARTH_RADIUS_KM = 6371.0088;
/** SPEC §9: dealers within 50 miles (80.47 km) of the searched place. */
export const SEARCH_RADIUS_KM = DEALER_RADIUS_MILES * KM_PER_MILE;

export interface Point {
  latitude: number;
  longitude: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const inUnit = (km: number, unit: DistanceUnit) => (unit === 'mi' ? km / KM_PER_MILE : km);

/** The point `km` away from `from` on a compass bearing (degrees): for placing test dealers exactly. */
export function destination(from: Point, bearingDeg: number, km: number): Point {
  const d = km / EARTH_RADIUS_KM;
  const b = rad(bearingDeg);
  const lat1 = rad(from.latitude);
  const lng1 = rad(from.longitude);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 = lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: (lat2 * 180) / Math.PI, longitude: ((((lng2 * 180) / Math.PI + 540) % 360) - 180) };
}
