// How a dealer reads on the list and in map popups.
import type { Dealer, DistanceUnit } from '../../contract/dealers';
import { KM_PER_MILE } from '../../contract/dealer-rules';

export function formatDistance(km: number, unit: DistanceUnit): string {
  const value = unit === 'mi' ? km / KM_PER_MILE : km;
  return `${value.toFixed(1)} ${unit === 'mi' ? 'mi' : 'km'}`;
}

export function addressLines(d: Dealer): [string, string] {
  const a = d.address;
  const cityLine =
    a.country === 'US' || a.country === 'CA' || a.country === 'AU'
      ? `${a.city}, ${a.state} ${a.postal_code}`
      : `${a.postal_code} ${a.city}, ${a.state}`;
  return [a.street, `${cityLine}, ${a.country_name}`];
}

/** Driving directions in the visitor's map app of choice (opens a new tab). */
export function directionsUrl(d: Dealer): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${d.latitude},${d.longitude}`;
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
