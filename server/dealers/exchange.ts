// The dealer network in the exchange format (issue 18, docs/dealers-format.md): one table, `dealers` (a CSV
// file or a workbook's sheet), a row per listing. Read with the catalog's cell rules (sheet.ts): every problem
// with its row and column, nothing changed unless all rows pass. A row without coordinates is placed offline
// from its city, region and country (or its US ZIP / Canadian postal code); one that cannot be placed, or that
// names a city found in several places of its country and region, is reported, never guessed.
import type { DealerKind } from '../../src/contract/dealers';
import { DEALER_KINDS } from '../../src/contract/dealer-rules';
import { Table, LIST_SEPARATOR } from '../catalog/exchange/sheet';
import type { Problem } from '../catalog/exchange/problems';
import type { Changed, FieldChange } from '../catalog/exchange/diff';
import { distanceKm } from './distance';
import type { Gazetteer } from './gazetteer';
import { normalizeName } from './normalize';
import type { DealerSeed } from './seed';

export const DEALERS_TABLE = 'dealers';

export const DEALER = {
  name: 'Name',
  kind: 'Kind',
  street: 'Street address',
  city: 'City',
  region: 'Region',
  postal: 'Postal code',
  country: 'Country',
  phone: 'Phone',
  services: 'Services',
  hours: 'Hours',
  latitude: 'Latitude',
  longitude: 'Longitude',
} as const;

const HEADER = Object.values(DEALER);
const OPTIONAL = [DEALER.region, DEALER.postal, DEALER.services, DEALER.hours, DEALER.latitude, DEALER.longitude];

/** Two places of one name further apart than this are different places: the row needs its coordinates. */
const SAME_PLACE_KM = 30;

const key = (d: Pick<DealerSeed, 'kind' | 'name' | 'street' | 'city'>) => `${d.kind} | ${d.name} | ${d.street}, ${d.city}`;

export function dealersToRows(dealers: DealerSeed[]): string[][] {
  return [
    HEADER,
    ...dealers.map((d) => [
      d.name,
      d.kind,
      d.street,
      d.city,
      d.state,
      d.postal_code,
      d.country,
      d.phone,
      d.services.join(`${LIST_SEPARATOR} `),
      d.hours.join(`${LIST_SEPARATOR} `),
      String(d.latitude),
      String(d.longitude),
    ]),
  ];
}

/** The gazetteer's point for a city (or else a US ZIP / Canadian postal code), or why it cannot be placed. */
export function placeOf(g: Gazetteer, at: { city: string; region: string; postal: string; country: string }): { latitude: number; longitude: number } | string {
  const region = at.region === '' ? undefined : g.regions.regions.get(normalizeName(at.region))?.find((r) => r.country === at.country);
  const found = g.citiesNamed(normalizeName(at.city)).filter((i) => g.cities.country[i] === at.country && (!region || g.cities.admin[i] === region.admin));
  if (found.length > 0) {
    const point = (i: number) => ({ latitude: g.cities.lat[i]!, longitude: g.cities.lng[i]! });
    const [first] = found.map(point);
    if (found.some((i) => distanceKm(first!, point(i)) > SAME_PLACE_KM)) {
      return `${at.city} is the name of ${found.length} places in ${at.country}${region ? ` (${at.region})` : ''}: give Latitude and Longitude${region ? '' : ', or the Region'}`;
    }
    return first!;
  }
  const postal = at.country === 'US' ? g.zip(at.postal.slice(0, 5)) : at.country === 'CA' ? g.fsa(at.postal.slice(0, 3).toUpperCase()) : undefined;
  if (postal) return { latitude: postal.latitude, longitude: postal.longitude };
  return `${at.city}, ${at.country} is not in the offline gazetteer: give Latitude and Longitude`;
}

/** The dealers of a table, or null with every problem in `problems`. */
export function rowsToDealers(rows: string[][], g: Gazetteer, problems: Problem[]): DealerSeed[] | null {
  const before = problems.length;
  if (rows.length === 0) {
    problems.push({ file: DEALERS_TABLE, rule: 'table', message: 'this table is missing' });
    return null;
  }
  const t = new Table({ file: DEALERS_TABLE, rows }, { required: HEADER.filter((h) => !OPTIONAL.includes(h as never)), optional: OPTIONAL }, problems);
  if (!t.ok) return null;
  const dealers: DealerSeed[] = [];
  const seen = new Set<string>();
  for (const { row, cell } of t.rows()) {
    const name = cell.text(DEALER.name, { max: 200 });
    const kind = cell.choice<DealerKind>(DEALER.kind, DEALER_KINDS);
    const street = cell.text(DEALER.street, { max: 200 });
    const city = cell.text(DEALER.city, { max: 120 });
    const region = cell.text(DEALER.region, { optional: true, max: 120 });
    const postal = cell.text(DEALER.postal, { optional: true, max: 20 });
    const countryText = cell.text(DEALER.country, { max: 80 });
    const phone = cell.text(DEALER.phone, { max: 40 });
    const services = cell.list(DEALER.services, { max: 120 });
    const hours = cell.list(DEALER.hours, { max: 120 });
    const latitude = cell.number(DEALER.latitude, { min: -90, max: 90 }, { optional: true });
    const longitude = cell.number(DEALER.longitude, { min: -180, max: 180 }, { optional: true });
    const country = countryText === null ? null : (g.regions.countries.get(normalizeName(countryText)) ?? null);
    if (countryText !== null && country === null) t.report(row, DEALER.country, 'reference', `"${countryText}" is not a country (a name or an ISO code such as US)`);
    if ((latitude === undefined) !== (longitude === undefined)) {
      t.report(row, latitude === undefined ? DEALER.latitude : DEALER.longitude, 'required', 'give both Latitude and Longitude, or neither');
      continue;
    }
    if (!name || !kind || !street || !city || region === null || postal === null || !country || !phone || !services || !hours || latitude === null || longitude === null) continue;
    const id = key({ kind, name, street, city });
    if (seen.has(id)) {
      t.report(row, DEALER.name, 'duplicate', `${name} at ${street}, ${city} is listed twice as ${kind}`);
      continue;
    }
    seen.add(id);
    let point = latitude === undefined || longitude === undefined ? placeOf(g, { city, region, postal, country }) : { latitude, longitude };
    if (typeof point === 'string') {
      t.report(row, DEALER.city, 'place', point);
      point = { latitude: 0, longitude: 0 };
    }
    dealers.push({ name, kind, street, city, state: region, postal_code: postal, country, phone, services, hours, ...point });
  }
  if (dealers.length === 0 && problems.length === before) problems.push({ file: DEALERS_TABLE, rule: 'table', message: 'lists no dealer' });
  return problems.length > before ? null : dealers;
}

export interface DealerDiff {
  added: string[];
  removed: string[];
  changed: Changed[];
}

const FIELDS: [string, (d: DealerSeed) => string][] = [
  [DEALER.region, (d) => d.state],
  [DEALER.postal, (d) => d.postal_code],
  [DEALER.country, (d) => d.country],
  [DEALER.phone, (d) => d.phone],
  [DEALER.services, (d) => d.services.join('; ')],
  [DEALER.hours, (d) => d.hours.join('; ')],
  [DEALER.latitude, (d) => String(d.latitude)],
  [DEALER.longitude, (d) => String(d.longitude)],
];

export function diffDealers(before: DealerSeed[], after: DealerSeed[]): DealerDiff {
  const old = new Map(before.map((d) => [key(d), d]));
  const now = new Map(after.map((d) => [key(d), d]));
  const changed: Changed[] = [];
  for (const [k, d] of now) {
    const was = old.get(k);
    if (!was) continue;
    const fields: FieldChange[] = FIELDS.filter(([, f]) => f(was) !== f(d)).map(([field, f]) => ({ field, old: f(was), new: f(d) }));
    if (fields.length > 0) changed.push({ name: k, fields });
  }
  return { added: [...now.keys()].filter((k) => !old.has(k)), removed: [...old.keys()].filter((k) => !now.has(k)), changed };
}

export function formatDealerDiff(diff: DealerDiff): string {
  if (diff.added.length + diff.removed.length + diff.changed.length === 0) return 'No changes: the import is the same as the published dealers.';
  return [
    `Dealers: ${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed`,
    ...diff.added.map((n) => `  + ${n}`),
    ...diff.removed.map((n) => `  - ${n}`),
    ...diff.changed.flatMap((c) => [`  ~ ${c.name}`, ...c.fields.map((f) => `      ${f.field}: ${JSON.stringify(f.old)} -> ${JSON.stringify(f.new)}`)]),
  ].join('\n');
}
