// Star, ply and load index side by side (issue 23 part 4): GET /website/products/ratings from the load tables of
// our tires in a nominal size, both notations.
import { loadIndexOf, pointKey, speedSymbolOf } from '../../src/lib/ratings';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

interface Point {
  speed: string;
  kg: number;
  speedKmh: number;
  rating: string;
  construction: string;
  psi: number;
  loadIndex: string | null;
}

describe('GET /website/products/ratings', () => {
  it('gives the radial and the bias notation of a size together, every rating their tables mark once, with its load index', async () => {
    const { status, body } = await t.get('/website/products/ratings?tire_size=29.5R25');
    expect(status).toBe(200);
    expect(body.data.sizes).toEqual(expect.arrayContaining(['29.5-25', '29.5R25']));
    const points: Point[] = body.data.points;
    const at10 = points.filter((p) => p.speed === '10 km/h');
    expect(new Set(at10.map((p) => p.construction))).toEqual(new Set(['Radial', 'Bias']));
    expect(at10.some((p) => p.rating.endsWith('*'))).toBe(true);
    expect(at10.some((p) => p.rating.endsWith('PR'))).toBe(true);
    for (const p of points) {
      const li = loadIndexOf(p.kg);
      const symbol = speedSymbolOf(p.speedKmh);
      expect(p.loadIndex).toBe(li !== null && symbol !== null ? `${li}${symbol}` : null);
    }
    expect(new Set(points.map(pointKey)).size).toBe(points.length);
    // The same answer for the bias notation.
    expect((await t.get('/website/products/ratings?tire_size=29.5-25')).body).toEqual(body);
  });

  it('answers no points for a size we do not make, and 400 without one', async () => {
    expect((await t.get('/website/products/ratings?tire_size=99.9R99')).body.data).toEqual({ sizes: [], points: [] });
    const bad = await t.get('/website/products/ratings');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/tire_size/);
  });
});
