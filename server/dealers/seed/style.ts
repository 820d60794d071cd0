// Local colour for the sample dealers: business names, street addresses and phone numbers written the way
// each market writes them, and the services and hours of each kind of location.
import type { DealerKind } from '../../../src/contract/dealers';
import type { LocationLine } from './index';

const SPANISH = new Set(['MX', 'CL', 'PE', 'ES']);

const NAMES = {
  en: ['OTR Tire Supply', 'Tire & Rubber', 'Heavy Equipment Tires', 'Mining Tire Company', 'Off-Road Tire Center', 'Industrial Tire Service'],
  es: ['Neumáticos OTR', 'Llantas Industriales', 'Neumáticos Mineros', 'Servicio de Neumáticos'],
  pt: ['Pneus OTR', 'Pneus Fora de Estrada', 'Pneus Industriais'],
};
const EARTHMOVER = ['Earthmover Field Service', 'Giant Tire Field Service', 'Mine Site Tire Service'];

const STREETS = {
  en: ['Industrial Way', 'Mine Road', 'Commerce Drive', 'Haul Road', 'Frontage Road', 'Depot Street', 'Equipment Drive', 'Quarry Road'],
  es: ['Av. Industrial', 'Calle Minera', 'Av. de los Mineros', 'Camino a la Mina', 'Av. Panamericana', 'Calle Los Talleres'],
  pt: ['Av. Industrial', 'Rua dos Mineiros', 'Rua das Oficinas', 'Av. Getúlio Vargas'],
  local: {
    SE: 'Industrivägen', FI: 'Teollisuustie', NO: 'Industriveien', DE: 'Industriestraße', NL: 'Industrieweg',
    PL: 'ul. Przemysłowa', ID: 'Jl. Industri', MN: 'Peace Avenue', KZ: 'Suyunbay Avenue',
  } as Record<string, string>,
};

const CALLING: Record<string, string> = {
  US: '1', CA: '1', MX: '52', CL: '56', PE: '51', BR: '55', AU: '61', ZA: '27', SE: '46', FI: '358', NO: '47',
  ES: '34', PL: '48', DE: '49', NL: '31', GB: '44', MN: '976', ID: '62', IN: '91', SG: '65', PH: '63', KZ: '7',
};

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

function language(country: string): 'en' | 'es' | 'pt' {
  if (SPANISH.has(country)) return 'es';
  return country === 'BR' ? 'pt' : 'en';
}

export function dealerName(loc: LocationLine, kind: DealerKind, i: number): string {
  if (kind === 'earthmover') return `${pick(EARTHMOVER, i)} – ${loc.city}`;
  const lang = language(loc.country);
  return lang === 'en' ? `${loc.city} ${pick(NAMES.en, i)}` : `${pick(NAMES[lang], i)} ${loc.city}`;
}

export function streetAddress(loc: LocationLine, i: number): string {
  const number = 100 + ((i * 379) % 4800);
  const local = STREETS.local[loc.country];
  if (local) return `${local} ${(i % 90) + 2}`;
  const lang = language(loc.country);
  if (lang === 'es') return `${pick(STREETS.es, i)} ${number}`;
  if (lang === 'pt') return `${pick(STREETS.pt, i)}, ${number}`;
  return `${number} ${pick(STREETS.en, i)}`;
}

/** Fictional numbers: 555-01xx in North America (reserved for fiction), a made-up line elsewhere. */
export function dealerPhone(loc: LocationLine, i: number): string {
  const digits = (n: number, len: number) => String((i * 7919 + n) % 10 ** len).padStart(len, '0');
  if (loc.country === 'US' || loc.country === 'CA') return `+1 ${loc.area}-555-01${digits(13, 2)}`;
  const area = loc.area ? `${loc.area} ` : '';
  const local = loc.country === 'MX' ? 10 - loc.area.length : 7;
  const line = `2${digits(4321, local - 1)}`;
  return `+${CALLING[loc.country] ?? ''} ${area}${line.slice(0, 3)} ${line.slice(3)}`;
}

const STORE_SERVICES = [
  'OTR tire sales',
  'Mounting and demounting',
  'Tire repair',
  'Retreading',
  'Wheel and rim service',
  'Pressure and temperature checks',
  'Tire inventory stocking',
  'Used tire and casing program',
];
const FIELD_SERVICES = [
  'Field service trucks',
  'Earthmover tire fitting up to 63 inch',
  'Tire handler equipment',
  'On-site tire management',
  'Scrap tire analysis',
  'Rim inspection and repair',
];

export function dealerServices(kind: DealerKind, i: number): string[] {
  const list = kind === 'earthmover' ? FIELD_SERVICES : STORE_SERVICES;
  // Strides coprime with the list lengths (8 and 6 entries), so no service repeats.
  const [n, stride] = kind === 'earthmover' ? [4, 1] : [3 + (i % 3), 3];
  return Array.from({ length: n }, (_, k) => list[(i + k * stride) % list.length]!);
}

export function dealerHours(kind: DealerKind, country: string, i: number): string[] {
  if (kind === 'earthmover') return ['Field service 24 hours, 7 days', 'Office Mon–Fri 6:00–18:00'];
  const opens = country === 'US' || country === 'CA' ? pick(['7:00', '7:30', '8:00'], i) : pick(['8:00', '8:30'], i);
  return [`Mon–Fri ${opens}–17:00`, i % 2 === 0 ? 'Sat 8:00–12:00' : 'Sat–Sun closed'];
}
