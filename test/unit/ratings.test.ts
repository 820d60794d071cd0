// Star, ply and load index side by side (issue 23 part 4): the load index table and the rating points a size's
// load tables mark (src/lib/ratings.ts).
import type { LoadRow } from '../../src/contract/catalog';
import { loadIndexOf, loadOfIndex, nominalSize, ratingPoints, speedSymbolOf } from '../../src/lib/ratings';

describe('the load index', () => {
  it('has the published loads from 100 to 180 and ten times the load 80 indexes lower above', () => {
    expect(loadOfIndex(100)).toBe(800);
    expect(loadOfIndex(120)).toBe(1400);
    expect(loadOfIndex(159)).toBe(4375);
    expect(loadOfIndex(180)).toBe(8000);
    // The research's checks: 200 = 14,000 kg, 216 = 22,400, 229 = 32,500 (docs/research/load-index.md).
    expect(loadOfIndex(200)).toBe(14000);
    expect(loadOfIndex(216)).toBe(22400);
    expect(loadOfIndex(229)).toBe(32500);
    expect(loadOfIndex(279)).toBe(136000);
    expect(() => loadOfIndex(99)).toThrow(RangeError);
    expect(() => loadOfIndex(280)).toThrow(RangeError);
  });

  it('is the highest index whose load a load reaches', () => {
    expect(loadIndexOf(14000)).toBe(200);
    expect(loadIndexOf(13999)).toBe(199);
    expect(loadIndexOf(10489)).toBe(189);
    expect(loadIndexOf(799)).toBeNull();
    expect(loadIndexOf(136000)).toBe(279);
    expect(loadIndexOf(139999)).toBe(279);
    expect(loadIndexOf(140000)).toBeNull();
    expect(loadIndexOf(500000)).toBeNull();
    expect(loadIndexOf(Number.NaN)).toBeNull();
  });

  it('names the speed symbols of OTR tables, and no other', () => {
    expect([10, 50, 5, 40].map(speedSymbolOf)).toEqual(['A2', 'B', 'A1', 'A8']);
    expect(speedSymbolOf(8)).toBeNull();
  });
});

describe('a size’s rating points', () => {
  const row = (psi: number, lbs: number, kg: number, rating: string, kmh = 10): LoadRow => ({
    PSI: psi,
    KPA: Math.round(psi * 6.895),
    LOADLBS: lbs,
    LOADKG: kg,
    LOADRATING: rating,
    SPEEDMPH: Math.round(kmh / 1.609),
    SPEEDKPH: kmh,
    DESCR: '',
  });

  it('treats the radial and bias notations of a size as one nominal size, and no other', () => {
    expect(nominalSize('29.5R25')).toBe('29.5/25');
    expect(nominalSize('29.5-25')).toBe('29.5/25');
    expect(nominalSize('29.5 r 25')).toBe('29.5/25');
    expect(nominalSize('750/65R25')).toBe('750/65/25');
    expect(nominalSize('29.5R29')).not.toBe(nominalSize('29.5R25'));
    expect(nominalSize('nonsense')).toBeNull();
  });

  it('lines up the stars of the radial and the ply ratings of the bias tire by pressure, each with its load index', () => {
    const radial = {
      size: '29.5R25',
      tire_type: 'Radial',
      loadIndex: { '10 km/h': [row(90, 22000, 9980, ''), row(95, 23125, 10490, '1*'), row(120, 26510, 12025, '2*')] },
    };
    const otherRadial = { ...radial, loadIndex: { '10 km/h': [row(95, 23125, 10490, '1*')] } };
    const bias = {
      size: '29.5-25',
      tire_type: 'Bias',
      loadIndex: { '10 km/h': [row(95, 21970, 9965, '22PR'), row(120, 25185, 11425, '28PR')], '50 km/h': [row(100, 17415, 7900, '28PR', 50)] },
    };
    const points = ratingPoints([radial, bias, otherRadial]);
    expect(points.map((p) => [p.speed, p.psi, p.construction, p.rating, p.loadIndex])).toEqual([
      ['10 km/h', 95, 'Bias', '22PR', '187A2'],
      ['10 km/h', 95, 'Radial', '1*', '189A2'],
      ['10 km/h', 120, 'Bias', '28PR', '192A2'],
      ['10 km/h', 120, 'Radial', '2*', '194A2'],
      ['50 km/h', 100, 'Bias', '28PR', '179B'],
    ]);
    expect(ratingPoints([{ ...radial, loadIndex: null }])).toEqual([]);
  });
});
