import type { Specification } from '../../src/contract/catalog';
import { hasLoadData, loadRatingText, loadTables } from '../../src/lib/load-tables';
import { specRows } from '../../src/lib/spec-rows';
import { SPEC_FIELDS, fieldLabel, formatDecimal, formatNumber, kpaToBar, speedRating, specValue } from '../../src/lib/units';

const spec: Specification = {
  rim_width: '13.00/2.5',
  rim_width_mm: '13.00/2.5 (330 mm)',
  dual_spacing: 22.2,
  dual_spacing_mm: 565,
  ow: 19.8,
  ow_mm: 503,
  od: 62.4,
  od_mm: 1586,
  grow: 20.8,
  grow_mm: 528,
  loaded_static_radius: 27.5,
  loaded_static_radius_mm: 698,
  rpm: 351,
  rpm_mm: 218,
  carea: 3690,
  carea_mm: 23806,
  volume: 18.5,
  volume_mm: 0.524,
  tread_depth: 55,
  tread_depth_mm: 44,
  PC_2S_TMPH: 119,
  PC_2S_TKPH: 174,
};

const byLabel = (rows: ReturnType<typeof specRows>) => Object.fromEntries(rows.map((r) => [r.label, r.values]));

describe('specification fields', () => {
  it('covers the ten SPEC §3 fields, each with a US value and its _mm twin', () => {
    expect(SPEC_FIELDS.map((f) => f.key)).toEqual([
      'rim_width',
      'dual_spacing',
      'ow',
      'od',
      'grow',
      'loaded_static_radius',
      'rpm',
      'carea',
      'volume',
      'tread_depth',
    ]);
    expect(specValue(spec, 'ow', 'US')).toBe(19.8);
    expect(specValue(spec, 'ow', 'METRIC')).toBe(503);
  });

  it('labels rows with the units of the sample catalog', () => {
    const us = byLabel(specRows([spec], 'US'));
    expect(us).toMatchObject({
      'Rim Width': ['13.00/2.5'],
      'Minimum Dual Spacing (in)': ['22.2'],
      'Overall Width (in)': ['19.8'],
      'Overall Diameter (in)': ['62.4'],
      'Load Section Growth (in)': ['20.8'],
      'Loaded Static Radius (in)': ['27.5'],
      'Revolutions per Mile (revs/mile)': ['351'],
      'Contact Area (in²)': ['3,690'],
      'Volume (ft³)': ['18.5'],
      'Tread Depth (32nds in)': ['55'],
    });
    const metric = byLabel(specRows([spec], 'METRIC'));
    expect(metric).toMatchObject({
      'Rim Width': ['13.00/2.5 (330 mm)'],
      'Minimum Dual Spacing (mm)': ['565'],
      'Overall Width (mm)': ['503'],
      'Revolutions per Kilometer (revs/km)': ['218'],
      'Contact Area (cm²)': ['23,806'],
      'Volume (m³)': ['0.524'],
      'Tread Depth (mm)': ['44'],
    });
    expect(fieldLabel(SPEC_FIELDS[2]!, 'METRIC')).toBe('Overall Width (mm)');
  });

  it('shows "—" for a missing value', () => {
    expect(formatNumber(null)).toBe('—');
    expect(formatNumber(undefined)).toBe('—');
    expect(formatNumber(Number.NaN)).toBe('—');
    expect(byLabel(specRows([{ ...spec, dual_spacing: null }], 'US'))['Minimum Dual Spacing (in)']).toEqual(['—']);
  });
});

describe('formatDecimal', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

  it('writes numbers as Intl does for en-US with at most 3 decimals', () => {
    const samples = [0, 1, -1, 0.5, 0.0005, 0.0015, 1.0015, 2.675, 999.9995, 1000, 12345.678, 1234567.0004, -9876.54321, 44, 0.524, 23806, 118.11, 3.1e-7];
    for (const v of samples) expect(formatDecimal(v)).toBe(intl.format(v));
  });

  it('agrees with Intl on thousands of random tire values', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 200000 - 50000;
    for (let i = 0; i < 5000; i += 1) {
      const v = Math.round(next() * 10 ** (i % 6)) / 10 ** (i % 6);
      expect(formatDecimal(v)).toBe(intl.format(v));
    }
  });
});

describe('speed ratings (Type 2, 4, 6)', () => {
  it('shows TMPH in US and TKPH in metric, only the ratings present', () => {
    expect(byLabel(specRows([spec], 'US'))['Type 2 (TMPH)']).toEqual(['119']);
    expect(byLabel(specRows([spec], 'METRIC'))['Type 2 (TKPH)']).toEqual(['174']);
    const labels = specRows([spec], 'US').map((r) => r.label);
    expect(labels.filter((l) => l.startsWith('Type'))).toEqual(['Type 2 (TMPH)']);
  });

  it('leaves the rows out when no tire has the rating; shows "—" for a tire without it', () => {
    const { PC_2S_TMPH: _a, PC_2S_TKPH: _b, ...plain } = spec;
    expect(specRows([plain], 'US').some((r) => r.label.startsWith('Type'))).toBe(false);
    expect(speedRating(plain, 'PC_2S', 'US')).toBeNull();
    expect(byLabel(specRows([plain, spec], 'METRIC'))['Type 2 (TKPH)']).toEqual(['—', '174']);
  });
});

describe('kPa to bar', () => {
  it('divides by 100 with 2 decimals', () => {
    expect(kpaToBar(690)).toBe('6.90');
    expect(kpaToBar(483)).toBe('4.83');
    expect(kpaToBar(1000)).toBe('10.00');
    expect(kpaToBar(5)).toBe('0.05');
  });
});

describe('load tables', () => {
  const row = (PSI: number, LOADRATING: string) => ({
    PSI,
    KPA: Math.round(PSI * 6.895),
    LOADLBS: PSI * 200,
    LOADKG: PSI * 90,
    LOADRATING,
    SPEEDMPH: 5,
    SPEEDKPH: 8,
    DESCR: 'Loading cycle',
  });

  it('sorts rows by PSI, brackets the rating and hides empty or NULL ones; US units show psi, lbs and mph', () => {
    const [table] = loadTables({ '5 mph (loading cycle)': [row(95, '3*'), row(60, 'NULL'), row(80, '')] }, 'US');
    expect(table!.speed).toBe('5 mph (loading cycle)');
    expect(table!.description).toBe('Loading cycle');
    expect(table!.columns).toEqual(['PSI', 'Load (lbs)', 'Speed (mph)']);
    expect(table!.rows.map((r) => r.cells)).toEqual([
      ['60', '12,000', '5'],
      ['80', '16,000', '5'],
      ['95', '19,000 (3*)', '5'],
    ]);
  });

  it('shows kPa and bar (kPa / 100, 2 decimals), kg and km/h in metric, rows still by psi', () => {
    const [table] = loadTables({ x: [row(95, '3*'), row(60, '1*')] }, 'METRIC');
    expect(table!.columns).toEqual(['kPa', 'bar', 'Load (kg)', 'Speed (km/h)']);
    expect(table!.rows.map((r) => r.cells)).toEqual([
      ['414', '4.14', '5,400 (1*)', '8'],
      ['655', '6.55', expect.stringMatching(/\(3\*\)$/), '8'],
    ]);
  });

  it('knows when there is no load data', () => {
    expect(hasLoadData(null)).toBe(false);
    expect(hasLoadData(undefined)).toBe(false);
    expect(hasLoadData({})).toBe(false);
    expect(hasLoadData({ x: [] })).toBe(false);
    expect(loadTables(null, 'US')).toEqual([]);
    expect(loadRatingText(' null ')).toBe('');
    expect(loadRatingText('12PR')).toBe('(12PR)');
  });
});
