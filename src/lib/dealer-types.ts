// Dealer locator contract (SPEC §2 /dealers, §9): GET /website/dealer/search. Shared by the SPA and the
// server. The SPEC never shows a dealer result's shape; this is ours, documented in docs/api.md.

export type DealerKind = 'recommended' | 'earthmover';
export const DEALER_KINDS: readonly DealerKind[] = ['recommended', 'earthmover'];
export type DistanceUnit = 'mi' | 'km';
export const DISTANCE_UNITS: readonly DistanceUnit[] = ['mi', 'km'];

/** SPEC §9: the search radius is 50 miles whatever unit the distances are shown in. */
export const DEALER_RADIUS_MILES = 50;
export const KM_PER_MILE = 1.609344;
export const DEALER_PAGE_SIZE = 10;

export interface DealerAddress {
  street: string;
  city: string;
  state: string;
  postal_code: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  country_name: string;
}

export interface Dealer {
  dealer_id: number;
  name: string;
  kind: DealerKind;
  address: DealerAddress;
  phone: string;
  latitude: number;
  longitude: number;
  services: string[];
  /** Opening hours, one line per group of days ("Mon–Fri 7:00–17:00"). */
  hours: string[];
}

export interface DealerResult extends Dealer {
  /** In the unit asked for, 2 decimals. */
  distance: number;
  /** Always kilometres, 3 decimals: lets a client change units without asking again. */
  distance_km: number;
}

export interface ResolvedPlace {
  label: string;
  latitude: number;
  longitude: number;
  country: string | null;
  match: 'zip' | 'postal_code' | 'city' | 'coordinates';
}

export interface DealerSearchResult {
  place: ResolvedPlace;
  kind: DealerKind;
  unit: DistanceUnit;
  /** The radius in `unit` (50 mi or 80.47 km). */
  radius: number;
  page: number;
  pageSize: number;
  count: number;
  rows: DealerResult[];
}

export const milesToKm = (mi: number) => mi * KM_PER_MILE;
export const kmToMiles = (km: number) => km / KM_PER_MILE;
