// The duty check's form: its fields as the address carries them (a GET form, so a result can be bookmarked,
// shared and printed, and works before any script), their limits and messages (yup, DESIGN habit 6), and the
// input of the calculation once they pass. Pure: the server's render and the browser read the same address.
import { object, string, type ObjectSchema } from 'yup';
import { isUnitSystem, type UnitSystem } from '../unit-system';
import { formatDecimal } from '../units';
import type { DutyMachine } from '../../contract/duty';
import { MACHINE_ID_MAX } from '../../contract/machine-id';
import { mostLoadedAxle } from './machine-loads';
import { averageSpeed, KM_PER_MILE, RATING_TOP_SPEED_KMH, type DutyInput } from './tkph';

export const DUTY_FIELDS = ['loaded', 'empty', 'haul', 'trips', 'hours', 'ambient'] as const;
export type DutyField = (typeof DUTY_FIELDS)[number];

/** Every field as typed (strings), the unit they are in, the size (and tire) to check them against, and the machine
 * whose tire loads fill blank load fields (its address, or ''). */
export type DutyFormValues = Record<DutyField, string> & { unit: UnitSystem; size: string; tireId: string; machine: string };

interface Limit {
  min: number;
  /** Exclusive minimum: the value must be above it. */
  above?: true;
  max: number;
  integer?: true;
}

/** The bounds of each field in each unit system: wide enough for any machine, narrow enough to catch a typo. */
export const DUTY_LIMITS: Record<UnitSystem, Record<DutyField, Limit>> = {
  METRIC: {
    loaded: { min: 0, above: true, max: 200_000 },
    empty: { min: 0, above: true, max: 200_000 },
    haul: { min: 0, above: true, max: 100 },
    trips: { min: 0, above: true, max: 500 },
    hours: { min: 0, above: true, max: 24 },
    ambient: { min: -50, max: 60 },
  },
  US: {
    // The metric limits converted and rounded up, so a value switched from metric still passes.
    loaded: { min: 0, above: true, max: 441_000 },
    empty: { min: 0, above: true, max: 441_000 },
    haul: { min: 0, above: true, max: 62.2 },
    trips: { min: 0, above: true, max: 500 },
    hours: { min: 0, above: true, max: 24 },
    ambient: { min: -58, max: 140 },
  },
};

/** Field labels, with the unit each unit system uses. */
export const DUTY_UNITS: Record<UnitSystem, Record<DutyField, string>> = {
  METRIC: { loaded: 'kg', empty: 'kg', haul: 'km', trips: '', hours: 'h', ambient: '°C' },
  US: { loaded: 'lb', empty: 'lb', haul: 'mi', trips: '', hours: 'h', ambient: '°F' },
};

export const DUTY_LABELS: Record<DutyField, string> = {
  loaded: 'Tire load, machine loaded',
  empty: 'Tire load, machine empty',
  haul: 'Haul length, one way',
  trips: 'Round trips per shift',
  hours: 'Shift length',
  ambient: 'Highest ambient temperature',
};

/** How the messages name each field. */
const MESSAGE_NAMES: Record<DutyField, string> = {
  loaded: 'loaded tire load',
  empty: 'empty tire load',
  haul: 'one-way haul length',
  trips: 'number of round trips',
  hours: 'shift length',
  ambient: 'ambient temperature',
};

/** A number as people type it: digits, an optional point and decimals, an optional minus. No exponents. */
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;

/** The value of a field, or null when it is not a plain decimal number. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(/,(?=\d{3}\b)/g, '');
  return DECIMAL.test(trimmed) ? Number(trimmed) : null;
}

const limitText = (l: Limit, unit: string) => `${l.above ? `more than ${l.min}` : `${l.min}`}${l.above ? ' and at most' : ' to'} ${formatDecimal(l.max)}${unit ? ` ${unit}` : ''}`;

const unitOf = (parent: unknown): UnitSystem => {
  const unit = (parent as { unit?: unknown } | undefined)?.unit;
  return typeof unit === 'string' && isUnitSystem(unit) ? unit : 'METRIC';
};

/** The load fields, which a chosen machine's loads fill when left blank. */
const MACHINE_FIELDS: readonly DutyField[] = ['loaded', 'empty'];

const blank = (v: string | undefined) => v === undefined || v.trim() === '';

function fieldSchema(field: DutyField) {
  const label = MESSAGE_NAMES[field];
  return string()
    .test('required', `Please enter the ${label}.`, function check(v) {
      const machine = (this.parent as { machine?: unknown } | undefined)?.machine;
      return !blank(v) || (MACHINE_FIELDS.includes(field) && typeof machine === 'string' && machine !== '');
    })
    .test('number', `Please enter the ${label} as a number, e.g. 12.5.`, (v) => blank(v) || parseDecimal(v!) !== null)
    .test('range', function check(v) {
      const n = v === undefined ? null : parseDecimal(v);
      const unit = unitOf(this.parent);
      const limit = DUTY_LIMITS[unit][field];
      if (n === null || ((limit.above ? n > limit.min : n >= limit.min) && n <= limit.max)) return true;
      return this.createError({ message: `Please enter ${limitText(limit, DUTY_UNITS[unit][field])}.` });
    });
}

type DutyFieldValues = Record<DutyField, string> & { unit?: string; machine?: string };

/** The schema of the fields, in the unit system the values name, with the checks that tie fields together. */
export const dutySchema: ObjectSchema<DutyFieldValues> = object({
  ...(Object.fromEntries(DUTY_FIELDS.map((f) => [f, fieldSchema(f)])) as Record<DutyField, ReturnType<typeof fieldSchema>>),
  unit: string(),
  machine: string(),
})
  .test('empty-below-loaded', function check(values) {
    const loaded = parseDecimal(values.loaded ?? '');
    const empty = parseDecimal(values.empty ?? '');
    if (loaded === null || empty === null || empty <= loaded) return true;
    return this.createError({ path: 'empty', message: 'The empty load should not be more than the loaded load.' });
  })
  .test('speed', function check(values) {
    const unit = unitOf(values);
    const [haul, trips, hours] = [values.haul, values.trips, values.hours].map((v) => parseDecimal(v ?? ''));
    if (haul == null || trips == null || hours == null || hours <= 0) return true;
    const speed = averageSpeed({ haul, trips, hours });
    const kmh = unit === 'US' ? speed * KM_PER_MILE : speed;
    if (kmh <= RATING_TOP_SPEED_KMH) return true;
    const shown = `${formatDecimal(Math.round(speed * 10) / 10)} ${unit === 'US' ? 'mph' : 'km/h'}`;
    return this.createError({
      path: 'trips',
      message: `These trips average ${shown}, faster than a haul truck's top speed of ${unit === 'US' ? '31 mph' : '50 km/h'}: please check the haul length, trips and shift length.`,
    });
  }) as ObjectSchema<DutyFieldValues>;

const KG_PER_LB = 0.45359237;

/** A parameter, at most 40 characters (code points: a cut never splits a character in two). */
const param = (params: URLSearchParams, name: string) => Array.from(params.get(name) ?? '').slice(0, 40).join('');

/** The form's values from the page's address; `unit` is the visitor's preference when the address has none. */
export function dutyValuesFrom(params: URLSearchParams, preferred: UnitSystem): DutyFormValues {
  const unit = params.get('unit');
  const values = Object.fromEntries(DUTY_FIELDS.map((f) => [f, param(params, f)])) as Record<DutyField, string>;
  const unitOfPage = unit !== null && isUnitSystem(unit) ? unit : preferred;
  // Addresses are lower case; a machine typed in capitals is the same one.
  const machine = Array.from(params.get('machine') ?? '').slice(0, MACHINE_ID_MAX).join('').toLowerCase();
  return { ...values, unit: unitOfPage, size: param(params, 'size'), tireId: param(params, 'tireId'), machine };
}

/** True when the address asks for a check (any field filled; a machine alone only chooses the loads): the page then
 * shows its answer or its errors. */
export function asksForCheck(values: DutyFormValues): boolean {
  return DUTY_FIELDS.some((f) => values[f].trim() !== '');
}

/** A load in kg in the form's unit: kg, or lb (whole). */
export const loadIn = (kg: number, unit: UnitSystem): number => (unit === 'US' ? Math.round(kg / KG_PER_LB) : kg);

/** The loads of `machine`'s most loaded tire in `unit` (kg, or whole lb). */
export function machineTireLoads(machine: Pick<DutyMachine, 'axles'>, unit: UnitSystem): { loaded: number; empty: number } {
  const axle = mostLoadedAxle(machine.axles);
  return { loaded: loadIn(axle.loaded_kg, unit), empty: loadIn(axle.empty_kg, unit) };
}

/** The values the check is made with: a load field left blank takes `machine`'s most loaded tire's; a load typed is
 * the visitor's, and kept. The form itself keeps the fields as typed. */
export function withMachineLoads(values: DutyFormValues, machine: Pick<DutyMachine, 'axles'> | undefined): DutyFormValues {
  if (!machine) return values;
  const loads = machineTireLoads(machine, values.unit);
  const fill = (f: 'loaded' | 'empty') => (values[f].trim() === '' ? String(loads[f]) : values[f]);
  return { ...values, loaded: fill('loaded'), empty: fill('empty') };
}

/** The check's loads are `machine`'s most loaded tire's (none typed over them). */
export function usesMachineLoads(checked: DutyFormValues, machine: Pick<DutyMachine, 'axles'>): boolean {
  const loads = machineTireLoads(machine, checked.unit);
  return parseDecimal(checked.loaded) === loads.loaded && parseDecimal(checked.empty) === loads.empty;
}

/** The field errors of the values (empty when they pass). */
export function dutyErrors(values: DutyFormValues): Partial<Record<DutyField, string>> {
  try {
    dutySchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    const errors: Partial<Record<DutyField, string>> = {};
    const inner = (e as { inner?: { path?: string; message: string }[] }).inner ?? [];
    for (const item of inner) {
      const path = item.path as DutyField | undefined;
      if (path && !errors[path]) errors[path] = item.message;
    }
    return errors;
  }
}

/** The calculation's input, or null while a field is missing or wrong (`errors`: the values' own, if at hand). */
export function dutyInputOf(values: DutyFormValues, errors = dutyErrors(values)): DutyInput | null {
  if (Object.keys(errors).length > 0) return null;
  const n = (f: DutyField) => parseDecimal(values[f]) as number;
  return { unit: values.unit, loaded: n('loaded'), empty: n('empty'), haul: n('haul'), trips: n('trips'), hours: n('hours'), ambient: n('ambient') };
}

/** The address of a check: the page's path with the values that are set. */
export function dutySearch(values: DutyFormValues): string {
  const params = new URLSearchParams();
  if (values.size) params.set('size', values.size);
  if (values.tireId) params.set('tireId', values.tireId);
  if (values.machine) params.set('machine', values.machine);
  params.set('unit', values.unit);
  for (const f of DUTY_FIELDS) if (values[f].trim() !== '') params.set(f, values[f].trim());
  return `?${params.toString()}`;
}

const round = (value: number, decimals: number) => String(Number(value.toFixed(decimals)));

/** The values in the other unit system (a unit switch keeps what was typed, converted); unreadable ones stay. */
export function convertDutyValues(values: DutyFormValues, to: UnitSystem): DutyFormValues {
  if (values.unit === to) return values;
  const toUs = to === 'US';
  const convert = (text: string, f: (n: number) => number, decimals: number) => {
    const n = parseDecimal(text);
    return n === null ? text : round(f(n), decimals);
  };
  const load = (n: number) => (toUs ? n / KG_PER_LB : n * KG_PER_LB);
  return {
    ...values,
    unit: to,
    loaded: convert(values.loaded, load, 0),
    empty: convert(values.empty, load, 0),
    haul: convert(values.haul, (n) => (toUs ? n / KM_PER_MILE : n * KM_PER_MILE), 2),
    ambient: convert(values.ambient, (n) => (toUs ? (n * 9) / 5 + 32 : ((n - 32) * 5) / 9), 1),
  };
}

/**
 * The parameters a server render of the page reads, as it reads them (the page-cache key, src/ssr/page-key.ts):
 * every value exactly as the form shows it, and the unit the render uses when the address names none.
 */
export function dutyRenderParams(params: URLSearchParams, serverUnit: UnitSystem): URLSearchParams {
  const values = dutyValuesFrom(params, serverUnit);
  const out = new URLSearchParams({ unit: values.unit });
  for (const name of ['size', 'tireId', 'machine', ...DUTY_FIELDS] as const) if (values[name] !== '') out.set(name, values[name]);
  return out;
}
