// Turns what a visitor types into a point, offline: a US ZIP, a Canadian postal code (its forward sortation
// area), or a place name with optional region and country ("Elko, NV", "Antofagasta, Chile"), also found
// inside a full street address. Ambiguous names go to the most populous match. Null: cannot be placed.
import type { Gazetteer } from './gazetteer';
import { distanceKm, EARTH_RADIUS_KM } from './distance';
import { normalizeName } from './normalize';
import type { Region } from './regions';
import type { ResolvedPlace } from '../../src/contract/dealers';

export type PlaceMatch = ResolvedPlace['match'];

/** A place the geocoder found: the answer's place, always in a known country. */
export type Place = Omit<ResolvedPlace, 'country'> & { country: string };

/** One qualifier ("NV", "Chile", "WA") and everything it may mean. */
type Qualifier = { countries: string[]; regions: Region[] };

const US_ZIP = /^(\d{5})(?:-\d{4})?$/;
const ZIP_IN_TEXT = /(?:^|[\s,])(\d{5})(?:-\d{4})?(?=$|[\s,])/g;
const CA_POSTAL = /^([a-z]\d[a-z])(?:[\s-]?\d[a-z]\d)?$/i;
const CA_POSTAL_IN_TEXT = /(?:^|[\s,])([a-z]\d[a-z])[\s-]?\d[a-z]\d(?=$|[\s,])/gi;
const MAX_WORDS = 8;
/** Kilometres per degree of latitude on the sphere distanceKm measures on. */
const KM_PER_DEG_LAT = (EARTH_RADIUS_KM * Math.PI) / 180;
/** Common names GeoNames spells otherwise; tried only when the name itself places nothing. */
const ALIASES: Record<string, string> = {
  ulaanbaatar: 'ulan bator',
  sudbury: 'greater sudbury',
  caborca: 'heroica caborca',
  nyc: 'new york city',
};

export function createGeocoder(g: Gazetteer) {
  const { regions, countryName } = { regions: g.regions, countryName: g.regions.countryName };

  function qualifier(text: string): Qualifier | null {
    const key = normalizeName(text);
    if (key === '') return null;
    const country = regions.countries.get(key);
    const region = regions.regions.get(key) ?? [];
    if (!country && region.length === 0) return null;
    return { countries: country ? [country] : [], regions: region };
  }

  const fits = (i: number, q: Qualifier) =>
    q.countries.includes(g.cities.country[i]!) ||
    q.regions.some((r) => r.country === g.cities.country[i] && r.admin === g.cities.admin[i]);

  /** Labels made, by city: a label scans the region table (issue 22: searches around a point repeat them). */
  const labels = new Map<number, string>();

  function cityLabel(i: number): string {
    const known = labels.get(i);
    if (known !== undefined) return known;
    const cc = g.cities.country[i]!;
    const admin = cc === 'US' || cc === 'CA' || cc === 'AU' ? regionAbbr(cc, g.cities.admin[i]!) : null;
    const label = [g.cities.names[i], admin, countryName(cc)].filter(Boolean).join(', ');
    labels.set(i, label);
    return label;
  }

  function regionAbbr(country: string, admin: string): string | null {
    if (country === 'US') return admin;
    for (const [key, list] of regions.regions) {
      if (key.length <= 3 && list.some((r) => r.country === country && r.admin === admin)) return key.toUpperCase();
    }
    return null;
  }

  function city(name: string, quals: Qualifier[]): Place | null {
    // GeoNames writes "St. Louis" but "Saint Paul": the other spelling is tried too.
    const saint = name.startsWith('saint ') ? `st ${name.slice(6)}` : name.startsWith('st ') ? `saint ${name.slice(3)}` : null;
    for (const spelling of [name, ALIASES[name], saint]) {
      const found = spelling ? geonamesCity(spelling, quals) : null;
      if (found) return found;
    }
    return usTown(name, quals);
  }

  function geonamesCity(name: string, quals: Qualifier[]): Place | null {
    let best = -1;
    for (const i of g.citiesNamed(name)) {
      if (!quals.every((q) => fits(i, q))) continue;
      if (best === -1 || g.cities.population[i]! > g.cities.population[best]!) best = i;
    }
    if (best === -1) return null;
    const cc = g.cities.country[best]!;
    return { label: cityLabel(best), latitude: g.cities.lat[best]!, longitude: g.cities.lng[best]!, country: cc, match: 'city' };
  }

  /** Towns under 1000 people are missing from GeoNames cities1000, but US ones have ZIP codes. */
  function usTown(name: string, quals: Qualifier[]): Place | null {
    const usOnly = quals.every((q) => q.countries.includes('US') || q.regions.some((r) => r.country === 'US'));
    if (!usOnly) return null;
    const state = quals.flatMap((q) => q.regions).find((r) => r.country === 'US')?.admin;
    const town = g.usTown(name, state);
    return town
      ? { label: `${town.city}, ${town.state}, ${countryName('US')}`, latitude: town.latitude, longitude: town.longitude, country: 'US', match: 'city' }
      : null;
  }

  /**
   * The city in one comma-separated part: the run of words that names a place, dropping as few leading
   * words (a street) as possible; trailing words may be a qualifier written without a comma ("Elko NV",
   * "Perth Western Australia").
   */
  function cityInPart(part: string, quals: Qualifier[]): Place | null {
    const words = normalizeName(part).split(' ').filter(Boolean).slice(-MAX_WORDS);
    const tails = new Map<number, Qualifier | null>([[words.length, null]]);
    for (let end = words.length - 1; end > 0; end--) {
      const tail = qualifier(words.slice(end).join(' '));
      if (tail) tails.set(end, tail);
    }
    for (let start = 0; start < words.length; start++) {
      for (const [end, tail] of tails) {
        if (end <= start) continue;
        const found = city(words.slice(start, end).join(' '), tail ? [...quals, tail] : quals);
        if (found) return found;
      }
    }
    return null;
  }

  function zipPlace(code: string): Place | null {
    const z = g.zip(code);
    return z ? { label: `${titleCase(z.city)}, ${z.state} ${z.code}`, latitude: z.latitude, longitude: z.longitude, country: 'US', match: 'zip' } : null;
  }

  function fsaPlace(code: string): Place | null {
    const f = g.fsa(code);
    return f ? { label: `${f.code}, ${f.state}, ${countryName('CA')}`, latitude: f.latitude, longitude: f.longitude, country: 'CA', match: 'postal_code' } : null;
  }

  let grid: Map<string, number[]> | null = null;
  const cell = (lat: number, lng: number) => `${Math.floor(lat)}|${Math.floor(lng)}`;

  /** The place a point is in or next to (a GeoNames place within `maxKm`), for labelling a location. */
  function near(latitude: number, longitude: number, maxKm = 25): Place | null {
    if (!grid) {
      grid = new Map();
      for (let i = 0; i < g.cities.count; i++) {
        const key = cell(g.cities.lat[i]!, g.cities.lng[i]!);
        const list = grid.get(key);
        if (list) list.push(i);
        else grid.set(key, [i]);
      }
    }
    let best = -1;
    let bestKm = maxKm;
    const point = { latitude, longitude };
    const other = { latitude: 0, longitude: 0 };
    for (let dLat = -1; dLat <= 1; dLat++) {
      for (let dLng = -1; dLng <= 1; dLng++) {
        for (const i of grid.get(cell(latitude + dLat, longitude + dLng)) ?? []) {
          // A place farther north or south than the best distance so far (plus a metre for rounding) cannot be
          // nearer: a great circle is never shorter than its north-south part. Skips most haversines of a cell.
          if (Math.abs(g.cities.lat[i]! - latitude) * KM_PER_DEG_LAT > bestKm + 0.001) continue;
          other.latitude = g.cities.lat[i]!;
          other.longitude = g.cities.lng[i]!;
          const km = distanceKm(point, other);
          if (km < bestKm) [best, bestKm] = [i, km];
        }
      }
    }
    if (best === -1) return null;
    return { label: cityLabel(best), latitude, longitude, country: g.cities.country[best]!, match: 'coordinates' };
  }

  return Object.assign(geocode, { near });

  function geocode(input: string): Place | null {
    const text = input.trim().replace(/\s+/g, ' ');
    if (text === '') return null;
    const whole = US_ZIP.exec(text) ?? null;
    if (whole) return zipPlace(whole[1]!);
    const fsa = CA_POSTAL.exec(text);
    if (fsa) return fsaPlace(fsa[1]!);

    const parts = text.split(/[,;]+/).map((p) => p.trim()).filter(Boolean);
    const quals: Qualifier[] = [];
    while (parts.length > 1) {
      const q = qualifier(stripPostal(parts[parts.length - 1]!));
      if (!q) break;
      quals.unshift(q);
      parts.pop();
    }
    const stated = quals.flatMap((q) => (q.countries.length === 1 && q.regions.length === 0 ? q.countries : []));
    if (stated.length === 0 || stated.includes('US')) {
      const zips = [...text.matchAll(ZIP_IN_TEXT)].filter((m) => m.index !== 0).map((m) => m[1]!);
      for (const code of zips.reverse()) {
        const place = zipPlace(code);
        if (place) return place;
      }
    }
    if (stated.length === 0 || stated.includes('CA')) {
      for (const m of text.matchAll(CA_POSTAL_IN_TEXT)) {
        const place = fsaPlace(m[1]!);
        if (place) return place;
      }
    }
    // The city comes before its region in an address, and a part with a street number names a street
    // (streets are often named after cities): look left to right, street-like parts last.
    const order = parts.map((p, i) => ({ text: stripPostal(p), street: /\d/.test(stripPostal(p)), i }));
    order.sort((a, b) => Number(a.street) - Number(b.street) || (a.street ? b.i - a.i : a.i - b.i));
    // A qualifier may contradict the others ("MG" is Madagascar, but also Minas Gerais): then keep only
    // the outermost one, usually the country.
    const attempts = quals.length > 1 ? [quals, quals.slice(-1)] : [quals];
    for (const q of attempts) {
      for (const part of order) {
        const found = cityInPart(part.text, q);
        if (found) return found;
      }
    }
    return null;
  }
}

const stripPostal = (part: string) =>
  part.replace(/\b\d{5}(?:-\d{4})?\b/g, ' ').replace(/\b[a-z]\d[a-z][\s-]?\d[a-z]\d\b/gi, ' ').trim();

const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

export type Geocoder = ReturnType<typeof createGeocoder>;
