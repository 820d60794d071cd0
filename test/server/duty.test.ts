// The duty check's lists (issue 23): sizes with a TKPH-rated tire, and the rated tires of a size.
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

interface Product {
  tire_size_id: number;
  size: string;
  ply_rating: string;
  patterns: { pattern_name: string };
  traCode: { code: string };
  specification: Record<string, number | string | null | undefined>;
}

const rated = (p: Product) =>
  ['PC_2S_TKPH', 'PC_4S_TKPH', 'PC_6S_TKPH', 'PC_2S_TMPH', 'PC_4S_TMPH', 'PC_6S_TMPH'].some((k) => typeof p.specification[k] === 'number');

describe('GET /website/duty/sizes', () => {
  it('lists each size that has a rated tire once, byte-wise, and no other', async () => {
    const all: Product[] = (await t.get('/website/products/list')).body.data;
    const { status, body } = await t.get('/website/duty/sizes');
    expect(status).toBe(200);
    const expected = [...new Set(all.filter(rated).map((p) => p.size))].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    expect(body.data.map((s: { size: string }) => s.size)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(10);
    // Loader sizes (L-codes only) have no rating.
    expect(all.some((p) => !rated(p))).toBe(true);
  });

  it('refuses parameters it does not take', async () => {
    const { status, body } = await t.get('/website/duty/sizes?size=29.5R25');
    expect(status).toBe(400);
    expect(body.message).toMatch(/size/);
  });
});

describe('GET /website/duty/tires', () => {
  it('answers the rated tires of a size with their ratings in TKPH and TMPH', async () => {
    const products: Product[] = (await t.get('/website/products/list?tire_size=29.5R25')).body.data;
    const { status, body } = await t.get('/website/duty/tires?tire_size=29.5R25');
    expect(status).toBe(200);
    const ratedOnes = products.filter(rated);
    expect(body.data.map((d: { tire_size_id: number }) => d.tire_size_id)).toEqual(ratedOnes.map((p) => p.tire_size_id));
    const first = ratedOnes[0]!;
    expect(body.data[0]).toEqual({
      tire_size_id: first.tire_size_id,
      pattern_name: first.patterns.pattern_name,
      size: '29.5R25',
      ply_rating: first.ply_rating,
      tra_code: first.traCode.code,
      PC_2S_TKPH: first.specification.PC_2S_TKPH ?? null,
      PC_4S_TKPH: first.specification.PC_4S_TKPH ?? null,
      PC_6S_TKPH: first.specification.PC_6S_TKPH ?? null,
      PC_2S_TMPH: first.specification.PC_2S_TMPH ?? null,
      PC_4S_TMPH: first.specification.PC_4S_TMPH ?? null,
      PC_6S_TMPH: first.specification.PC_6S_TMPH ?? null,
    });
  });

  it('answers an empty list for a size with no rated tire or no tire at all', async () => {
    expect((await t.get('/website/duty/tires?tire_size=99R99')).body).toEqual({ data: [] });
  });

  it('says what is wrong with a missing or overlong size', async () => {
    const missing = await t.get('/website/duty/tires');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/tire_size/);
    const long = await t.get(`/website/duty/tires?tire_size=${'9'.repeat(41)}`);
    expect(long.status).toBe(400);
  });
});
