// Words a visitor may write after a city: countries (every ISO code's English name, plus common short
// forms) and first-level regions. GeoNames gives US regions as USPS codes; Canada's and Australia's are
// numbered, so their names and postal abbreviations are mapped to those numbers here (GeoNames admin1).
import { normalizeName } from './normalize';

const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US', 'u s a': 'US', 'u s': 'US', america: 'US', 'united states of america': 'US',
  uk: 'GB', 'great britain': 'GB', england: 'GB', scotland: 'GB', wales: 'GB',
  'south korea': 'KR', korea: 'KR', russia: 'RU', 'czech republic': 'CZ', 'rsa': 'ZA',
  'dr congo': 'CD', drc: 'CD', 'democratic republic of the congo': 'CD', holland: 'NL',
};

const US_STATES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO',
  connecticut: 'CT', delaware: 'DE', 'district of columbia': 'DC', florida: 'FL', georgia: 'GA', hawaii: 'HI',
  idaho: 'ID', illinois: 'IL', indiana: 'IN', iowa: 'IA', kansas: 'KS', kentucky: 'KY', louisiana: 'LA',
  maine: 'ME', maryland: 'MD', massachusetts: 'MA', michigan: 'MI', minnesota: 'MN', mississippi: 'MS',
  missouri: 'MO', montana: 'MT', nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ',
  'new mexico': 'NM', 'new york': 'NY', 'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH',
  oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA', 'rhode island': 'RI', 'south carolina': 'SC',
  'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT', vermont: 'VT', virginia: 'VA',
  washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY', 'puerto rico': 'PR',
};

/** [GeoNames admin1 code, name, postal abbreviation] */
const CA_PROVINCES: [string, string, string][] = [
  ['01', 'Alberta', 'AB'], ['02', 'British Columbia', 'BC'], ['03', 'Manitoba', 'MB'],
  ['04', 'New Brunswick', 'NB'], ['05', 'Newfoundland and Labrador', 'NL'], ['07', 'Nova Scotia', 'NS'],
  ['08', 'Ontario', 'ON'], ['09', 'Prince Edward Island', 'PE'], ['10', 'Quebec', 'QC'],
  ['11', 'Saskatchewan', 'SK'], ['12', 'Yukon', 'YT'], ['13', 'Northwest Territories', 'NT'], ['14', 'Nunavut', 'NU'],
];
const AU_STATES: [string, string, string][] = [
  ['01', 'Australian Capital Territory', 'ACT'], ['02', 'New South Wales', 'NSW'], ['03', 'Northern Territory', 'NT'],
  ['04', 'Queensland', 'QLD'], ['05', 'South Australia', 'SA'], ['06', 'Tasmania', 'TAS'], ['07', 'Victoria', 'VIC'],
  ['08', 'Western Australia', 'WA'],
];

/** A region some text names: its country and GeoNames admin1 code. */
export interface Region {
  country: string;
  admin: string;
}

export interface RegionIndex {
  /** Normalised country name or code -> ISO 3166-1 alpha-2 code. */
  countries: Map<string, string>;
  /** Normalised region name or abbreviation -> every region it may mean ("wa": Washington and Western Australia). */
  regions: Map<string, Region[]>;
  countryName(code: string): string;
}

function add(map: Map<string, Region[]>, key: string, region: Region) {
  const list = map.get(key) ?? [];
  list.push(region);
  map.set(key, list);
}

export function buildRegionIndex(countryCodes: Iterable<string>): RegionIndex {
  const display = new Intl.DisplayNames(['en'], { type: 'region' });
  // Remembered: ICU's lookup costs microseconds, and every label of a searched place asks it (issue 22).
  const names = new Map<string, string>();
  const countryName = (code: string) => {
    let name = names.get(code);
    if (name === undefined) {
      name = display.of(code) ?? code;
      names.set(code, name);
    }
    return name;
  };
  const countries = new Map<string, string>();
  for (const code of countryCodes) {
    if (!/^[A-Z]{2}$/.test(code)) continue;
    countries.set(normalizeName(code), code);
    const name = normalizeName(countryName(code));
    countries.set(name, code);
    // "Congo - Kinshasa" -> also "congo kinshasa"; "Korea, South" style names are covered by aliases.
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) countries.set(alias, code);

  const regions = new Map<string, Region[]>();
  for (const [name, abbr] of Object.entries(US_STATES)) {
    add(regions, name, { country: 'US', admin: abbr });
    add(regions, abbr.toLowerCase(), { country: 'US', admin: abbr });
  }
  for (const [table, country] of [[CA_PROVINCES, 'CA'], [AU_STATES, 'AU']] as const) {
    for (const [admin, name, abbr] of table) {
      add(regions, normalizeName(name), { country, admin });
      add(regions, abbr.toLowerCase(), { country, admin });
    }
  }
  return { countries, regions, countryName };
}

/** US state codes -> names, for labels. */
export const US_STATE_NAMES = new Map(Object.entries(US_STATES).map(([name, abbr]) => [abbr, name]));
