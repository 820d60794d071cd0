// The sample dealer network (issue 7): every line of LOCATIONS becomes one listing per kind, with a
// name, a street address in the local style, a fictional phone number, services and opening hours.
// Coordinates come from the gazetteer (see locate), a short deterministic step (at most 2.5 km) from the city's point
// so two listings in one city do not hide each other on the map.
import crypto from 'node:crypto';
import type { DealerKind } from '../../../src/contract/dealers';
import { destination } from '../distance';
import { gazetteer, type Gazetteer } from '../gazetteer';
import { normalizeName } from '../normalize';
import { LOCATIONS } from './locations';
import { dealerName, dealerHours, dealerPhone, dealerServices, streetAddress } from './style';

export interface DealerSeed {
  name: string;
  kind: DealerKind;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone: string;
  latitude: number;
  longitude: number;
  services: string[];
  hours: string[];
}

export interface LocationLine {
  country: string;
  city: string;
  region: string;
  postal: string;
  kinds: DealerKind[];
  area: string;
  gazetteerName: string;
}

export function locationLines(): LocationLine[] {
  return Object.entries(LOCATIONS).flatMap(([country, text]) =>
    text
      .trim()
      .split('\n')
      .map((line) => {
        const [city = '', region = '', postal = '', kinds = '', area = '', alias] = line.split('|');
        return {
          country,
          city,
          region,
          postal,
          kinds: [...kinds].map((k): DealerKind => (k === 'E' ? 'earthmover' : 'recommended')),
          area,
          gazetteerName: alias ?? city,
        };
      }),
  );
}

/**
 * The gazetteer's point for a location: its GeoNames city (the most populous of that name in the country
 * and region), or in the US, for a town GeoNames does not list, the centroid of its ZIP code.
 */
export function locate(g: Gazetteer, loc: LocationLine): { latitude: number; longitude: number } {
  const region = g.regions.regions.get(normalizeName(loc.region))?.find((r) => r.country === loc.country);
  let best = -1;
  for (const i of g.citiesNamed(normalizeName(loc.gazetteerName))) {
    if (g.cities.country[i] !== loc.country || (region && g.cities.admin[i] !== region.admin)) continue;
    if (best === -1 || g.cities.population[i]! > g.cities.population[best]!) best = i;
  }
  if (best !== -1) return { latitude: g.cities.lat[best]!, longitude: g.cities.lng[best]! };
  const zip = loc.country === 'US' ? g.zip(loc.postal) : undefined;
  if (zip) return zip;
  throw new Error(`dealer seed: ${loc.city}, ${loc.country} is not in the gazetteer`);
}

function hashUnit(text: string, salt: string): number {
  return crypto.createHash('sha256').update(`${salt}:${text}`).digest().readUInt32BE(0) / 0xffffffff;
}

export function dealerSeed(g: Gazetteer = gazetteer()): DealerSeed[] {
  return locationLines().flatMap((loc, index) => {
    const centre = locate(g, loc);
    return loc.kinds.map((kind, k) => {
      const key = `${loc.country}/${loc.city}/${kind}`;
      const point = destination(centre, hashUnit(key, 'bearing') * 360, 0.3 + hashUnit(key, 'km') * 2.2);
      return {
        name: dealerName(loc, kind, index),
        kind,
        street: streetAddress(loc, index + k * 7),
        city: loc.city,
        state: loc.region,
        postal_code: loc.postal,
        country: loc.country,
        phone: dealerPhone(loc, index * 2 + k),
        latitude: Math.round(point.latitude * 1e6) / 1e6,
        longitude: Math.round(point.longitude * 1e6) / 1e6,
        services: dealerServices(kind, index),
        hours: dealerHours(kind, loc.country, index),
      };
    });
  });
}
