// Response schema of /website/dealer/search (shape: src/lib/dealer-types.ts).
import { int, num, obj, str } from './schemas';

const strings = { type: 'array', items: str } as const;

const dealerResult = obj({
  dealer_id: int,
  name: str,
  kind: { type: 'string', enum: ['recommended', 'earthmover'] },
  address: obj({ street: str, city: str, state: str, postal_code: str, country: str, country_name: str }),
  phone: str,
  latitude: num,
  longitude: num,
  services: strings,
  hours: strings,
  distance: { type: 'number', description: 'in the unit asked for' },
  distance_km: num,
});

const place = obj({
  label: str,
  latitude: num,
  longitude: num,
  country: { type: ['string', 'null'] },
  match: { type: 'string', enum: ['zip', 'postal_code', 'city', 'coordinates'] },
});

export const dealerSearchSchema = obj({
  data: obj({
    place,
    kind: str,
    unit: str,
    radius: { type: 'number', description: '50 miles, in the unit asked for' },
    page: int,
    pageSize: int,
    count: { type: 'integer', description: 'dealers within the radius, all pages' },
    rows: { type: 'array', items: dealerResult },
  }),
});
