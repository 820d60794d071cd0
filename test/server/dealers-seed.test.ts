// The sample dealer network: size, markets, both kinds, and every listing standing in the city its
// address names (by the gazetteer, which the seed also uses for coordinates).
import { distanceKm } from '../../server/dealers/distance';
import { gazetteer } from '../../server/dealers/gazetteer';
import { createGeocoder } from '../../server/dealers/geocoder';
import { normalizeName } from '../../server/dealers/normalize';
import { dealerSeed, locationLines } from '../../server/dealers/seed';

const g = gazetteer();
const dealers = dealerSeed(g);
const geocode = createGeocoder(g);

describe('dealer seed', () => {
  it('has at least 150 listings of both kinds in every main market, Europe and Asia', () => {
    expect(dealers.length).toBeGreaterThanOrEqual(150);
    const countries = new Set(dealers.map((d) => d.country));
    for (const cc of ['US', 'CA', 'MX', 'CL', 'PE', 'BR', 'AU', 'ZA']) expect(countries).toContain(cc);
    expect([...countries].some((cc) => ['SE', 'FI', 'NO', 'ES', 'PL', 'DE', 'NL', 'GB'].includes(cc))).toBe(true);
    expect([...countries].some((cc) => ['MN', 'ID', 'IN', 'SG', 'PH', 'KZ'].includes(cc))).toBe(true);
    expect(dealers.filter((d) => d.kind === 'earthmover').length).toBeGreaterThanOrEqual(40);
    expect(dealers.filter((d) => d.kind === 'recommended').length).toBeGreaterThanOrEqual(150);
  });

  it('gives every listing the fields the page shows, no two alike', () => {
    for (const d of dealers) {
      expect(d.name && d.street && d.city && d.state && d.postal_code && d.phone).toBeTruthy();
      expect(d.phone).toMatch(/^\+\d{1,3} [\d -]+$/);
      expect(d.services.length).toBeGreaterThanOrEqual(3);
      expect(new Set(d.services).size).toBe(d.services.length);
      expect(d.hours.length).toBeGreaterThan(0);
    }
    expect(new Set(dealers.map((d) => `${d.kind}|${d.name}`)).size).toBe(dealers.length);
  });

  it('uses real US ZIP codes of the listed city and state', () => {
    for (const loc of locationLines().filter((l) => l.country === 'US')) {
      const zip = g.zip(loc.postal);
      expect({ loc: loc.city, zip: zip && normalizeName(zip.city), state: zip?.state }).toEqual({
        loc: loc.city,
        zip: normalizeName(loc.city),
        state: loc.region,
      });
    }
  });

  it('puts every listing within a few km of its city as the geocoder places it', () => {
    for (const d of dealers) {
      const city = d.country === 'US' ? `${d.city}, ${d.state}` : `${d.city}, ${d.state}, ${g.regions.countryName(d.country)}`;
      const place = geocode(city) ?? geocode(`${d.city}, ${g.regions.countryName(d.country)}`);
      expect({ city, country: place?.country }).toEqual({ city, country: d.country });
      expect({ city, near: distanceKm(d, place!) < 3 }).toEqual({ city, near: true });
    }
  });

  it('gives Canadian listings a postal code of their province, near them unless the area is rural', () => {
    const letters: Record<string, string> = { AB: 'T', BC: 'V', SK: 'S', MB: 'R', ON: 'KLMNP', QC: 'GHJ', NL: 'A', NT: 'X', YT: 'Y' };
    for (const d of dealers.filter((x) => x.country === 'CA')) {
      const fsa = g.fsa(d.postal_code.slice(0, 3));
      expect({ city: d.city, known: fsa !== undefined, province: letters[d.state]!.includes(d.postal_code[0]!) }).toEqual({ city: d.city, known: true, province: true });
      // Rural areas ("V0B") span whole regions; urban ones are a part of one city.
      if (d.postal_code[1] !== '0') expect({ city: d.city, km: distanceKm(d, fsa!) < 30 }).toEqual({ city: d.city, km: true });
    }
  });
});
