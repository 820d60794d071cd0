// US / metric presentation of tire data (SPEC §3 specification and loadIndex, §9 kPa to bar). Pure: the
// specification already carries both values (`x` in US units, `x_mm` its metric twin), so switching units
// never converts or refetches anything; it only picks the other field and label.
import type { Specification } from '../contract/catalog';
import type { UnitSystem } from './unit-system';

export { DEFAULT_UNIT, isUnitSystem, UNIT_SYSTEMS, type UnitSystem } from './unit-system';

/** The specification fields that have a US value and a `_mm` metric twin. */
export type SpecKey =
  | 'rim_width'
  | 'dual_spacing'
  | 'ow'
  | 'od'
  | 'grow'
  | 'loaded_static_radius'
  | 'rpm'
  | 'carea'
  | 'volume'
  | 'tread_depth';

export interface SpecField {
  key: SpecKey;
  /** Row label per unit system (only revolutions change their wording). */
  label: Record<UnitSystem, string>;
  /** Unit shown after the label; '' when the value carries its own (rim designation). */
  unit: Record<UnitSystem, string>;
}

const same = (label: string): Record<UnitSystem, string> => ({ US: label, METRIC: label });
const LENGTH = { US: 'in', METRIC: 'mm' };

/** In data-book order. Units follow the sample catalog (server/catalog/seed/dimensions.ts). */
export const SPEC_FIELDS: readonly SpecField[] = [
  // "13.00/2.5" is the rim width/flange designation in inches; the metric twin adds "(330 mm)".
  { key: 'rim_width', label: same('Rim Width'), unit: { US: '', METRIC: '' } },
  { key: 'dual_spacing', label: same('Minimum Dual Spacing'), unit: LENGTH },
  { key: 'ow', label: same('Overall Width'), unit: LENGTH },
  { key: 'od', label: same('Overall Diameter'), unit: LENGTH },
  { key: 'grow', label: same('Load Section Growth'), unit: LENGTH },
  { key: 'loaded_static_radius', label: same('Loaded Static Radius'), unit: LENGTH },
  { key: 'rpm', label: { US: 'Revolutions per Mile', METRIC: 'Revolutions per Kilometer' }, unit: { US: 'revs/mile', METRIC: 'revs/km' } },
  { key: 'carea', label: same('Contact Area'), unit: { US: 'in²', METRIC: 'cm²' } },
  { key: 'volume', label: same('Volume'), unit: { US: 'ft³', METRIC: 'm³' } },
  { key: 'tread_depth', label: same('Tread Depth'), unit: { US: '32nds in', METRIC: 'mm' } },
];

/** "Overall Width (in)", "Rim Width", "Revolutions per Kilometer (revs/km)". */
export function fieldLabel(field: SpecField, unit: UnitSystem): string {
  const suffix = field.unit[unit];
  return suffix ? `${field.label[unit]} (${suffix})` : field.label[unit];
}

/** Shown where a size has no value (e.g. no dual spacing: the size is never run in duals). */
export const NO_VALUE = '—';

/**
 * As Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }) writes a finite number (thousands separated by
 * commas, at most 3 decimals), without Intl: a phone spends ~20 ms loading its locale data the first time,
 * in the middle of the page's start-up. Like Intl it rounds the number's shortest decimal form (the digits
 * String(value) shows), halves away from zero.
 */
export function formatDecimal(value: number): string {
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const keep = Number(exponent) + 1 + 3; // the digits down to thousandths
  const kept = keep > 0 ? digits.slice(0, keep).padEnd(keep, '0') : '0';
  const roundUp = keep >= 0 && (digits[keep] ?? '0') >= '5';
  const thousandths = (BigInt(kept) + (roundUp ? 1n : 0n)).toString().padStart(4, '0');
  const whole = thousandths.slice(0, -3).replace(/\B(?=(\d{3})+$)/g, ',');
  const decimals = thousandths.slice(-3).replace(/0+$/, '');
  return `${value < 0 ? '-' : ''}${whole}${decimals ? `.${decimals}` : ''}`;
}

export function formatNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (typeof value === 'string') return value;
  return Number.isFinite(value) ? formatDecimal(value) : NO_VALUE;
}

/** The raw value of a field in a unit system: `key` for US, `key_mm` for metric. */
export function specValue(spec: Partial<Specification>, key: SpecKey, unit: UnitSystem): number | string | null | undefined {
  return unit === 'US' ? spec[key] : spec[`${key}_mm`];
}

/** Speed (TKPH/TMPH) ratings of compound types 2, 4 and 6 (SPEC §3). */
export type SpeedRatingKey = 'PC_2S' | 'PC_4S' | 'PC_6S';
export const SPEED_RATINGS: readonly { key: SpeedRatingKey; label: string }[] = [
  { key: 'PC_2S', label: 'Type 2' },
  { key: 'PC_4S', label: 'Type 4' },
  { key: 'PC_6S', label: 'Type 6' },
];
export const SPEED_RATING_UNIT: Record<UnitSystem, 'TMPH' | 'TKPH'> = { US: 'TMPH', METRIC: 'TKPH' };

/** The rating in the unit system, or null when the size has none (ratings are shown only if present). */
export function speedRating(spec: Partial<Specification>, key: SpeedRatingKey, unit: UnitSystem): number | null {
  const value = spec[`${key}_${SPEED_RATING_UNIT[unit]}`];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** "Type 2 (TKPH)". */
export function speedRatingLabel(label: string, unit: UnitSystem): string {
  return `${label} (${SPEED_RATING_UNIT[unit]})`;
}

/** SPEC §9: kPa to bar, divide by 100, 2 decimals ("6.90"). */
export function kpaToBar(kpa: number): string {
  return (kpa / 100).toFixed(2);
}

export const LOAD_UNIT: Record<UnitSystem, string> = { US: 'lbs', METRIC: 'kg' };
export const SPEED_UNIT: Record<UnitSystem, string> = { US: 'mph', METRIC: 'km/h' };
