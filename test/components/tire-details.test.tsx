import { screen, waitFor } from '@testing-library/react';
import type { TireSizeDetail } from '../../src/lib/catalog-types';
import { renderWithProviders } from './support/render';

const tire = {
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
    patternImageMappings: [],
    patternFeatureMappings: [],
    patternBenefitMappings: [],
  },
  traCode: { code: 'L-5' },
  tireType: { name: 'Radial' },
  specification: {} as TireSizeDetail['specification'],
  loadIndex: null,
} satisfies TireSizeDetail;

function answer(status: number, body: unknown) {
  return jest.fn(async (req: Request) => {
    calls.push(req.url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}
let calls: string[] = [];
beforeEach(() => {
  calls = [];
});

describe('/tires/tire-details', () => {
  it('asks for the tire by id and titles the page "pattern name | Off-the-Road (OTR) Tires"', async () => {
    globalThis.fetch = answer(200, { data: tire }) as unknown as typeof fetch;
    renderWithProviders(undefined, { route: '/tires/tire-details?tireId=42' });
    expect(await screen.findByRole('heading', { level: 1, name: 'RL-5K' })).toBeInTheDocument();
    expect(screen.getByText(/29\.5R25 2\* L-5/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('RL-5K | Off-the-Road (OTR) Tires'));
    expect(calls).toEqual(['http://localhost/website/products/detail?tyre_size=42']);
  });

  it('shows the not-found page for an unknown tire', async () => {
    globalThis.fetch = answer(404, { statusCode: 404, error: 'Not Found', message: 'No tire size' }) as unknown as typeof fetch;
    renderWithProviders(undefined, { route: '/tires/tire-details?tireId=999' });
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
  });

  it('shows the not-found page for a malformed id without calling the service', async () => {
    globalThis.fetch = answer(200, { data: tire }) as unknown as typeof fetch;
    renderWithProviders(undefined, { route: '/tires/tire-details?tireId=abc' });
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
