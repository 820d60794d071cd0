// Dealers for the locator: the listings are read once per seed and searched in memory (a few hundred
// rows: a scan with a distance each is microseconds); the gazetteer is built once per process.
import { sql } from 'drizzle-orm';
import type { Dealer, DealerKind, DealerSearchResult, DistanceUnit, ResolvedPlace } from '../../src/contract/dealers';
import type { Database } from '../db/database';
import type { DealerSeed } from './seed';
import { gazetteer } from './gazetteer';
import { createGeocoder, type Geocoder } from './geocoder';
import { searchDealers } from './search';

/** A dealers row: the seeded fields plus the id the database gave it. */
type Row = DealerSeed & { dealer_id: number };

export type DealerWhere = { q: string } | { latitude: number; longitude: number };

export interface DealerQuery {
  kind: DealerKind;
  unit: DistanceUnit;
  page: number;
  pageSize: number;
}

export type DealerRepository = ReturnType<typeof createDealerRepository>;

export function createDealerRepository(database: Database) {
  let dealers: Promise<Dealer[]> | null = null;
  let geocoder: Geocoder | null = null;
  const countryName = new Intl.DisplayNames(['en'], { type: 'region' });

  async function load(): Promise<Dealer[]> {
    const rows = await database.rows<Row>(sql`select * from dealer order by dealer_id`);
    return rows.map(({ street, city, state, postal_code, country, ...rest }) => ({
      ...rest,
      latitude: Number(rest.latitude),
      longitude: Number(rest.longitude),
      address: { street, city, state, postal_code, country, country_name: countryName.of(country) ?? country },
    }));
  }

  function all(): Promise<Dealer[]> {
    dealers ??= load().catch((err: unknown) => {
      dealers = null; // a failed read must not stick
      throw err;
    });
    return dealers;
  }

  const getGeocoder = () => {
    geocoder ??= createGeocoder(gazetteer());
    return geocoder;
  };

  return {
    /** Builds the gazetteer and reads the dealers now, so the first visitor does not wait (~1.5 s). */
    async warm(): Promise<void> {
      getGeocoder().near(0, 0); // builds the gazetteer and its grid of places
      await all();
    },
    invalidate(): void {
      dealers = null;
    },
    resolve(where: DealerWhere): ResolvedPlace | null {
      if ('q' in where) return getGeocoder()(where.q);
      // A point is labelled by the place it is in or next to, else by its coordinates.
      const town = getGeocoder().near(where.latitude, where.longitude);
      if (town) return town;
      return {
        label: `${where.latitude.toFixed(4)}, ${where.longitude.toFixed(4)}`,
        latitude: where.latitude,
        longitude: where.longitude,
        country: null,
        match: 'coordinates',
      };
    },
    async search(place: ResolvedPlace, query: DealerQuery): Promise<DealerSearchResult> {
      const { count, rows, radius } = searchDealers(await all(), place, query);
      return { place, ...query, radius, count, rows };
    },
  };
}
