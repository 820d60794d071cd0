// Dealer locator rules both sides apply (SPEC §2 /dealers, §9). Plain values without TypeBox, so the SPA may
// import them; the response shapes are in dealers.ts.

export const DEALER_KINDS = ['recommended', 'earthmover'] as const;
export type DealerKind = (typeof DEALER_KINDS)[number];
export const DISTANCE_UNITS = ['mi', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export const PLACE_MATCHES = ['zip', 'postal_code', 'city', 'coordinates'] as const;

/** SPEC §9: the search radius is 50 miles whatever unit the distances are shown in. */
export const DEALER_RADIUS_MILES = 50;
export const KM_PER_MILE = 1.609344;
export const DEALER_PAGE_SIZE = 10;

export const milesToKm = (mi: number) => mi * KM_PER_MILE;
export const kmToMiles = (km: number) => km / KM_PER_MILE;
