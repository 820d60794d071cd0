// Test data and the service fake's answers shared by the tire details component tests.
import type { LoadRow, TireSizeDetail } from '../../src/contract/catalog';
import { fakeServices, reply, type FakeCall } from '../support/fake-services';

const row = (PSI: number, LOADRATING: string): LoadRow => ({
  PSI,
  KPA: Math.round(PSI * 6.895),
  LOADLBS: PSI * 300,
  LOADKG: PSI * 136,
  LOADRATING,
  SPEEDMPH: 31,
  SPEEDKPH: 50,
  DESCR: 'Haulage, max 50 km/h (31 mph)',
});

export function makeTire(overrides: Partial<TireSizeDetail> = {}): TireSizeDetail {
  return {
    tire_size_id: 42,
    size: '29.5R25',
    suffix: 'TL',
    alternate_size: '750/65R25',
    ply_rating: '2*',
    rim_size_id: 2,
    rim_diameter: 25,
    pattern_id: 7,
    tire_type_id: 1,
    tra_code_id: 3,
    patterns: {
      pattern_id: 7,
      pattern_name: 'RL-5K',
      description: 'Deep-tread loader tire for abrasive faces.',
      tag_line: 'Built for the face',
      product_class: null,
      patternImageMappings: [{ url: '/media/patterns/rl-5k-1.svg' }],
      // Out of order on purpose: pairing goes by sequence, not by array position.
      patternFeatureMappings: [
        { feature: 'Steel belts', sequence: 2 },
        { feature: 'Deep tread', sequence: 1 },
      ],
      patternBenefitMappings: [
        { benefit: 'More hours to wear', sequence: 1 },
        { benefit: 'Fewer punctures', sequence: 2 },
      ],
    },
    traCode: { code: 'L-5' },
    tireType: { name: 'Radial' },
    specification: {
      rim_width: '25.00/3.5',
      rim_width_mm: '25.00/3.5 (635 mm)',
      dual_spacing: null,
      dual_spacing_mm: null,
      ow: 29.5,
      ow_mm: 749,
      od: 73.5,
      od_mm: 1867,
      grow: 31,
      grow_mm: 787,
      loaded_static_radius: 32.1,
      loaded_static_radius_mm: 815,
      rpm: 298,
      rpm_mm: 185,
      carea: 620,
      carea_mm: 4000,
      volume: 30.2,
      volume_mm: 0.855,
      tread_depth: 90,
      tread_depth_mm: 71,
    },
    // PSI out of order; one empty rating, one legacy 'NULL', two real ones.
    loadIndex: { '50 km/h': [row(100, '2*'), row(70, ''), row(80, 'NULL'), row(90, '1*')] },
    ...overrides,
  };
}


/** URLs the page fetched since the last reset. */
export const calls: string[] = [];

/** Installs the service fake: it answers in order, the last answer repeating. */
/** What the size's ratings call answers (issue 23 part 4): radial and bias tires of the size at 10 km/h, and this
 * tire's own 2* at 50 km/h (row(100, '2*') of makeTire). */
export const SIZE_RATINGS = {
  sizes: ['29.5-25', '29.5R25'],
  points: [
    { speed: '10 km/h', speedKmh: 10, rating: '22PR', construction: 'Bias', psi: 95, kpa: 655, lbs: 21970, kg: 9965, loadIndex: '187A2' },
    { speed: '10 km/h', speedKmh: 10, rating: '1*', construction: 'Radial', psi: 95, kpa: 655, lbs: 23125, kg: 10490, loadIndex: '189A2' },
    { speed: '10 km/h', speedKmh: 10, rating: '28PR', construction: 'Bias', psi: 120, kpa: 827, lbs: 25185, kg: 11425, loadIndex: '192A2' },
    { speed: '10 km/h', speedKmh: 10, rating: '2*', construction: 'Radial', psi: 120, kpa: 827, lbs: 26510, kg: 12025, loadIndex: '194A2' },
    { speed: '50 km/h', speedKmh: 50, rating: '2*', construction: 'Radial', psi: 100, kpa: 690, lbs: 30000, kg: 13600, loadIndex: '199B' },
  ],
};

export function answer(...responses: [status: number, body: unknown][]) {
  let i = 0;
  fakeServices(
    { '/website/products/ratings': { data: SIZE_RATINGS } },
    {
      fallback: ({ href }: FakeCall) => {
        calls.push(href);
        const [status, body] = responses[Math.min(i++, responses.length - 1)]!;
        return reply(status, body);
      },
    },
  );
}
