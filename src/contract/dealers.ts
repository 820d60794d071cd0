// Dealer locator contract (SPEC §2 /dealers, §9): GET /website/dealer/search, written once. The SPEC never
// shows a dealer result's shape; this is ours, documented in docs/api.md. Import with `import type` from the
// SPA; the rules (radius, kinds, page size) are in dealer-rules.ts.
import { Type, type Static } from 'typebox';
import { DEALER_KINDS, DEALER_PAGE_SIZE, DISTANCE_UNITS, PLACE_MATCHES, type DealerKind, type DistanceUnit } from './dealer-rules';
import { Nullable, StringEnum } from './kit';
import { Query } from './params';

export type { DealerKind, DistanceUnit } from './dealer-rules';

const str = Type.String();
const strings = Type.Array(str);

export const DealerAddress = Type.Object({
  street: str,
  city: str,
  state: str,
  postal_code: str,
  /** ISO 3166-1 alpha-2. */
  country: str,
  country_name: str,
});
export type DealerAddress = Static<typeof DealerAddress>;

const dealerProperties = {
  dealer_id: Type.Integer(),
  name: str,
  kind: StringEnum(DEALER_KINDS),
  address: DealerAddress,
  phone: str,
  latitude: Type.Number(),
  longitude: Type.Number(),
  services: strings,
  /** Opening hours, one line per group of days ("Mon–Fri 7:00–17:00"). */
  hours: strings,
};
export const Dealer = Type.Object(dealerProperties);
export type Dealer = Static<typeof Dealer>;

export const DealerResult = Type.Object({
  ...dealerProperties,
  /** In the unit asked for, 2 decimals. */
  distance: Type.Number({ description: 'in the unit asked for' }),
  /** Always kilometres, 3 decimals: lets a client change units without asking again. */
  distance_km: Type.Number(),
});
export type DealerResult = Static<typeof DealerResult>;

export const ResolvedPlace = Type.Object({
  label: str,
  latitude: Type.Number(),
  longitude: Type.Number(),
  country: Nullable(Type.String()),
  match: StringEnum(PLACE_MATCHES),
});
export type ResolvedPlace = Static<typeof ResolvedPlace>;

export const DealerSearchResult = Type.Object({
  place: ResolvedPlace,
  kind: Type.Unsafe<DealerKind>({ type: 'string' }),
  unit: Type.Unsafe<DistanceUnit>({ type: 'string' }),
  /** The radius in `unit` (50 mi or 80.47 km). */
  radius: Type.Number({ description: '50 miles, in the unit asked for' }),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  count: Type.Integer({ description: 'dealers within the radius, all pages' }),
  rows: Type.Array(DealerResult),
});
export type DealerSearchResult = Static<typeof DealerSearchResult>;

export const DealerSearchResponse = Type.Object({ data: DealerSearchResult });

export const DealerSearchQuery = Query({
  q: Type.Optional(Type.String({ maxLength: 200, description: 'address, city ("Elko, NV"), US ZIP or Canadian postal code' })),
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  kind: Type.Optional(StringEnum(DEALER_KINDS, { default: 'recommended' })),
  unit: Type.Optional(StringEnum(DISTANCE_UNITS, { default: 'mi' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: DEALER_PAGE_SIZE })),
});
/** The query once validated: the parameters with a default are always set. */
export type DealerSearchQuery = Static<typeof DealerSearchQuery> &
  Required<Pick<Static<typeof DealerSearchQuery>, 'kind' | 'unit' | 'page' | 'pageSize'>>;
