// The duty check's arithmetic (issue 23) against worked examples, and its form's rules.
import { convertDutyValues, dutyErrors, dutyInputOf, dutySearch, dutyValuesFrom, parseDecimal, type DutyFormValues } from '../../src/lib/duty/duty-form';
import { lengthFactor } from '../../src/lib/duty/length-factor';
import { checkRating, dutyOf, temperatureFactor } from '../../src/lib/duty/tkph';

const metric = (over: Partial<DutyFormValues> = {}): DutyFormValues => ({
  unit: 'METRIC',
  size: '',
  tireId: '',
  machine: '',
  loaded: '38000',
  empty: '14000',
  haul: '2.4',
  trips: '30',
  hours: '12',
  ambient: '44',
  ...over,
});

describe('the site TKPH', () => {
  it('works the Tire Management Solutions example: 26 t x 12 km/h = 312, +12 % at 44 °C, 350 TKPH', () => {
    // 38 t loaded, 14 t empty, 30 round trips of 4.8 km (2.4 km one way) in 12 hours (the page's "duty" section).
    const r = dutyOf({ unit: 'METRIC', loaded: 38000, empty: 14000, haul: 2.4, trips: 30, hours: 12, ambient: 44 });
    expect(r.meanLoad).toBe(26);
    expect(r.speed).toBe(12);
    expect(r.basic).toBe(312);
    expect(r.temperatureFactor).toBeCloseTo(1.12, 10);
    expect(r.lengthFactor).toBe(1);
    // 349.44 rounds up: a tire rated 349 does not carry it.
    expect(r.site).toBe(350);
    expect(r.measure).toBe('TKPH');
  });

  it('gives the same duty in TMPH from the same haul in US units (1 TMPH = 1.46 TKPH)', () => {
    const kgToLb = (kg: number) => kg / 0.45359237;
    const us = dutyOf({ unit: 'US', loaded: kgToLb(38000), empty: kgToLb(14000), haul: 2.4 / 1.609344, trips: 30, hours: 12, ambient: 44 * 1.8 + 32 });
    expect(us.measure).toBe('TMPH');
    expect(us.ambientC).toBeCloseTo(44, 10);
    expect(us.site).toBe(240); // 239.4 up; 350 TKPH / 1.46 = 239.7
    expect(Math.abs(us.site * 1.46 - 350)).toBeLessThan(2);
  });

  it('adds 2 % a degree above 38 °C; below, divides by 1 % a degree (the rating raised), never near zero', () => {
    expect(temperatureFactor(38)).toBe(1);
    expect(temperatureFactor(48)).toBeCloseTo(1.2, 10);
    expect(temperatureFactor(28)).toBeCloseTo(1 / 1.1, 10);
    expect(temperatureFactor(-50)).toBeCloseTo(1 / 1.88, 10);
    const cool = dutyOf({ unit: 'METRIC', loaded: 38000, empty: 14000, haul: 2.4, trips: 30, hours: 12, ambient: 28 });
    expect(cool.site).toBe(284); // 312 / 1.1 = 283.6
  });

  it("raises the site value for round trips over 5 km by Michelin's length coefficient K1", () => {
    expect(lengthFactor(4.8)).toBe(1);
    expect(lengthFactor(5)).toBe(1);
    // The source's rows (docs/duty-check.md).
    expect([6, 8, 10, 12, 15, 20, 25, 30, 40, 45, 50].map(lengthFactor)).toEqual([1.04, 1.09, 1.12, 1.14, 1.16, 1.19, 1.2, 1.21, 1.22, 1.23, 1.23]);
    // Between rows, interpolated; beyond the table, its last factor.
    expect(lengthFactor(5.5)).toBeCloseTo(1.02, 10);
    expect(lengthFactor(21)).toBeCloseTo(1.19, 10);
    expect(lengthFactor(200)).toBe(1.23);
  });

  it("works Michelin's data-book example: 41 t x 16 km/h = 656 on a 12 km cycle, K1 1.14", () => {
    // Front tire of a 180 t truck (33.3 % of 301 t loaded, 64 t front axle empty): 50.1 t loaded, 32 t empty.
    // A 12 km cycle in 45 minutes is 16 km/h: as 8 cycles (6 km one way) in a 6-hour shift.
    const r = dutyOf({ unit: 'METRIC', loaded: 50100, empty: 32000, haul: 6, trips: 8, hours: 6, ambient: 36 });
    expect(r.meanLoad).toBeCloseTo(41.05, 10);
    expect(r.speed).toBe(16);
    expect(Math.round(r.basic)).toBe(657); // the source's 656 is 41 t (rounded) x 16
    expect(r.cycleKm).toBe(12);
    expect(r.lengthFactor).toBe(1.14);
    // Our temperature rule (1 ÷ 1.02 at 2 °C below 38 °C); Michelin's own K2 at 16 km/h would be 0.97 (725).
    expect(r.site).toBe(735); // 656.8 x 1.14 / 1.02 = 734.1
  });

  it('judges a rating against the site value: equal passes, one short fails', () => {
    expect(checkRating(350, 350)).toEqual({ rating: 350, passes: true, margin: 0 });
    expect(checkRating(349, 350)).toEqual({ rating: 349, passes: false, margin: -1 });
  });
});

describe('the duty check form', () => {
  it('reads the check from the address, in the unit it names or the visitor prefers', () => {
    const v = dutyValuesFrom(new URLSearchParams('unit=US&loaded=80000&size=29.5R25&tireId=7'), 'METRIC');
    expect(v).toMatchObject({ unit: 'US', loaded: '80000', empty: '', size: '29.5R25', tireId: '7' });
    expect(dutyValuesFrom(new URLSearchParams(''), 'METRIC').unit).toBe('METRIC');
    expect(dutyValuesFrom(new URLSearchParams('unit=KELVIN'), 'US').unit).toBe('US');
  });

  it('writes the address back from the values, and reads it the same', () => {
    const v = metric({ size: '29.5R25' });
    const again = dutyValuesFrom(new URLSearchParams(dutySearch(v)), 'US');
    expect(again).toEqual(v);
  });

  it('accepts plain decimals only', () => {
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal(' 38,000 ')).toBe(38000);
    expect(parseDecimal('1e3')).toBeNull();
    expect(parseDecimal('12 t')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });

  it('names each missing or wrong field with a message', () => {
    expect(dutyErrors(metric())).toEqual({});
    const errors = dutyErrors(metric({ loaded: '', haul: 'far', hours: '30', ambient: '-80' }));
    expect(errors.loaded).toBe('Please enter the loaded tire load.');
    expect(errors.haul).toBe('Please enter the one-way haul length as a number, e.g. 12.5.');
    expect(errors.hours).toBe('Please enter more than 0 and at most 24 h.');
    expect(errors.ambient).toBe('Please enter -50 to 60 °C.');
    expect(dutyInputOf(metric({ loaded: '' }))).toBeNull();
  });

  it('checks the limits of the unit the values are in', () => {
    expect(dutyErrors(metric({ unit: 'US', ambient: '104', loaded: '300000', empty: '100000' }))).toEqual({});
    expect(dutyErrors(metric({ ambient: '104' })).ambient).toBe('Please enter -50 to 60 °C.');
  });

  it('refuses an empty load above the loaded one, and trips faster than a haul truck can go', () => {
    expect(dutyErrors(metric({ empty: '40000' })).empty).toBe('The empty load should not be more than the loaded load.');
    // 2 x 10 km x 40 trips / 12 h = 66.7 km/h.
    expect(dutyErrors(metric({ haul: '10', trips: '40' })).trips).toMatch(/^These trips average 66.7 km\/h, faster than/);
    expect(dutyErrors(metric({ haul: '10.5', trips: '24', hours: '10' })).trips).toMatch(/^These trips average 50.4 km\/h/);
  });

  it('keeps values at the metric limits valid once switched to US units', () => {
    expect(dutyErrors(convertDutyValues(metric({ loaded: '200000', empty: '100000', haul: '100', trips: '2', hours: '12' }), 'US'))).toEqual({});
  });

  it('cuts an overlong parameter at 40 characters without splitting a character', () => {
    const size = dutyValuesFrom(new URLSearchParams(`size=${'a'.repeat(39)}%F0%9F%98%80`), 'US').size;
    expect(size).toBe(`${'a'.repeat(39)}\u{1F600}`);
  });

  it('converts what was typed when the unit changes, and back', () => {
    const us = convertDutyValues(metric(), 'US');
    expect(us).toMatchObject({ unit: 'US', loaded: '83776', empty: '30865', haul: '1.49', trips: '30', hours: '12', ambient: '111.2' });
    const back = convertDutyValues(us, 'METRIC');
    expect(Number(back.loaded)).toBeCloseTo(38000, -1);
    expect(back.ambient).toBe('44');
    expect(convertDutyValues(metric({ loaded: 'heavy' }), 'US').loaded).toBe('heavy');
  });
});
