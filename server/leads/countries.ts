// The country list (SPEC §3 country, §7 country list): every ISO 3166-1 country by its alpha-2 code, with
// English names from i18n-iso-countries, plus the states/provinces (ISO 3166-2 style subdivisions) of the
// countries that have them, from country-region-data. Both are npm data packages bundled with the server:
// no outside service is called at run time. Built once, on first use.
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import { allCountries } from 'country-region-data';

export interface StateItem {
  state: string;
  state_code: string | null;
}

export interface CountryItem {
  country: string;
  country_code: string;
  /** Present only for countries divided into states/provinces. */
  states?: StateItem[];
}

let cache: CountryItem[] | null = null;

function subdivisions(): Map<string, StateItem[]> {
  const out = new Map<string, StateItem[]>();
  for (const [name, code, regions] of allCountries) {
    // A country listed as its own single region has no subdivisions.
    if (regions.length < 2 && (regions.length === 0 || regions[0]![0] === name)) continue;
    out.set(
      code,
      regions.map(([state, stateCode]) => ({
        state,
        state_code: stateCode && stateCode !== 'undefined' ? stateCode : null,
      })),
    );
  }
  return out;
}

/** Every country, sorted by country_code ascending (SPEC §7 sort_by=country_code, sort_type=asc). */
export function countryList(): CountryItem[] {
  if (cache) return cache;
  countries.registerLocale(en);
  const states = subdivisions();
  const names = countries.getNames('en', { select: 'official' });
  cache = Object.entries(names)
    .map(([code, name]) => {
      const item: CountryItem = { country: name, country_code: code };
      const list = states.get(code);
      if (list) item.states = list;
      return item;
    })
    .sort((a, b) => (a.country_code < b.country_code ? -1 : 1));
  return cache;
}
