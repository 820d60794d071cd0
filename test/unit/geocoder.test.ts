import { distanceKm } from '../../server/dealers/distance';
import { gazetteer } from '../../server/dealers/gazetteer';
import { createGeocoder } from '../../server/dealers/geocoder';

const geocode = createGeocoder(gazetteer());
const near = (place: ReturnType<typeof geocode>, latitude: number, longitude: number, km = 15) =>
  place !== null && distanceKm(place, { latitude, longitude }) < km;

describe('offline geocoder', () => {
  it('reads US ZIP codes, with or without +4', () => {
    expect(geocode('89801')).toEqual(expect.objectContaining({ label: 'Elko, NV 89801', match: 'zip', country: 'US' }));
    expect(near(geocode('89801'), 40.83, -115.76, 30)).toBe(true); // the ZIP's centroid, east of town
    expect(geocode(' 89801-1234 ')?.label).toBe('Elko, NV 89801');
    expect(near(geocode('77002'), 29.76, -95.37)).toBe(true);
  });

  it('reads Canadian postal codes by their forward sortation area', () => {
    expect(geocode('T9H')).toEqual(expect.objectContaining({ match: 'postal_code', country: 'CA', label: 'T9H, Alberta, Canada' }));
    expect(near(geocode('t9h 1a1'), 56.73, -111.38)).toBe(true);
    expect(near(geocode('P3A2B3'), 46.49, -80.99)).toBe(true);
  });

  it('reads city names with a state, province, region or country, accents and case aside', () => {
    expect(geocode('Elko, NV')?.label).toBe('Elko, NV, United States');
    expect(geocode('elko nevada')?.label).toBe('Elko, NV, United States');
    expect(geocode('Antofagasta, Chile')).toEqual(expect.objectContaining({ label: 'Antofagasta, Chile', match: 'city' }));
    expect(near(geocode('Antofagasta, Chile'), -23.65, -70.4)).toBe(true);
    expect(geocode('Fort McMurray, AB')?.label).toBe('Fort McMurray, AB, Canada');
    expect(geocode('sao paulo')?.label).toBe('São Paulo, Brazil');
    expect(geocode('Belo Horizonte, MG, Brazil')?.label).toBe('Belo Horizonte, Brazil');
    expect(geocode('Sudbury, Ontario')?.label).toBe('Greater Sudbury, ON, Canada');
  });

  it('sends an ambiguous name to its most populous place unless qualified', () => {
    expect(geocode('Perth')?.label).toBe('Perth, WA, Australia');
    expect(geocode('Perth, Ontario')?.label).toBe('Perth, ON, Canada');
    expect(geocode('Santiago')?.country).toBe('CL');
    expect(geocode('Paris, Texas')?.label).toBe('Paris, TX, United States');
    expect(geocode('Saint Louis, MO')?.label).toBe('St. Louis, MO, United States');
  });

  it('finds the city or postal code inside a full street address', () => {
    expect(geocode('1200 Mountain City Hwy, Elko, NV 89801')).toEqual(expect.objectContaining({ match: 'zip', label: 'Elko, NV 89801' }));
    expect(geocode('1200 Mountain City Hwy, Elko, NV')?.label).toBe('Elko, NV, United States');
    expect(geocode('Av. Grecia 1250, Antofagasta, Chile')?.label).toBe('Antofagasta, Chile');
    // A street named after a big city does not move the search there.
    expect(geocode('Av. Santiago 100, Calama, Chile')?.label).toBe('Calama, Chile');
    // A Mexican postal code is not read as a US ZIP when the country is named.
    expect(geocode('83000 Hermosillo, Sonora, Mexico')?.label).toBe('Hermosillo, Mexico');
  });

  it('finds small US towns through their ZIP codes', () => {
    expect(near(geocode('Beatty, NV'), 36.91, -116.76)).toBe(true);
  });

  it('gives up on text that names no place', () => {
    for (const junk of ['', '   ', 'qwertyuiop', '00000', '99999', '!!!', 'xyzzy, plugh', 'Z9Z 9Z9', '💥']) {
      expect({ junk, place: geocode(junk) }).toEqual({ junk, place: null });
    }
  });
});
