// The offline dealer map's outline math: which detail level a zoom gets, the packed atlas, which countries a
// view keeps, the clipped SVG paths, and the Mercator viewport the points and outlines share.
import { geoMercator } from 'd3-geo';
import countries50m from 'world-atlas/countries-50m.json';
import countries110m from 'world-atlas/countries-110m.json';
import { atlasLevel, packAtlas, visibleCountries, type Atlas, type CountriesTopology } from '../../src/features/dealers/map/atlas';
import { countryPath } from '../../src/features/dealers/map/atlas-path';
import { clipRing } from '../../src/features/dealers/map/clip';
import { project, reprojection, viewport } from '../../src/features/dealers/map/mercator';
import { DEFAULT_VIEW, scaleForZoom, viewBounds, type MapView } from '../../src/features/dealers/map/view';

const world = packAtlas('50m', countries50m as unknown as CountriesTopology);
const byId = (id: string) => world.ids.indexOf(id);
const names = (indexes: number[]) => indexes.map((c) => world.ids[c]);
/** Country c's rings: their longitude, latitude pairs and boxes. */
function rings(atlas: Atlas, c: number) {
  const out: { points: number[]; box: number[] }[] = [];
  for (let r = atlas.countryStarts[c]!; r < atlas.countryStarts[c + 1]!; r += 1)
    out.push({
      points: Array.from(atlas.points.subarray(atlas.ringStarts[r]! * 2, atlas.ringStarts[r + 1]! * 2)),
      box: Array.from(atlas.boxes.subarray(r * 4, r * 4 + 4)),
    });
  return out;
}
const ELKO: MapView = { latitude: 40.8324, longitude: -115.7631, zoom: 9 };

// A 2 x 2 world quantized in steps of 1 degree: country A is one square ring, country B two squares, the
// second drawn with a shared arc reversed.
const tiny = {
  type: 'Topology',
  transform: { scale: [1, 1], translate: [10, 20] },
  arcs: [
    [
      [0, 0],
      [0, 2],
      [2, 0],
      [0, -2],
      [-2, 0],
    ],
    [
      [5, 5],
      [1, 0],
      [0, 1],
    ],
    [
      [5, 5],
      [0, 1],
      [1, 0],
    ],
  ],
  objects: {
    countries: {
      type: 'GeometryCollection',
      geometries: [
        { type: 'Polygon', id: 'A', arcs: [[0]] },
        { type: 'MultiPolygon', id: 'B', arcs: [[[1, ~2]], [[0]]] },
      ],
    },
  },
} as unknown as CountriesTopology;

describe('detail level', () => {
  it('draws the world and continents from the 1:110m outlines and regions and closer from the 1:50m ones', () => {
    expect([1, 2, 2.9].map(atlasLevel)).toEqual(['110m', '110m', '110m']);
    expect([3, DEFAULT_VIEW.zoom, 9.5, 12].map(atlasLevel)).toEqual(['50m', '50m', '50m', '50m']);
  });
});

describe('packAtlas', () => {
  it('decodes the delta-encoded arcs into the longitudes and latitudes of each ring and boxes each ring', () => {
    const atlas = packAtlas('110m', tiny);
    expect(atlas.ids).toEqual(['A', 'B']);
    const square = [10, 20, 10, 22, 12, 22, 12, 20, 10, 20];
    expect(rings(atlas, 0)).toEqual([{ points: square, box: [10, 20, 12, 22] }]);
    // Both polygons of the multipolygon are rings of B; its first ring joins an arc and a reversed one.
    expect(rings(atlas, 1)).toEqual([
      { points: [15, 25, 16, 25, 16, 26, 15, 26, 15, 25], box: [15, 25, 16, 26] },
      { points: square, box: [10, 20, 12, 22] },
    ]);
  });
});

describe('rings across 180°', () => {
  const coarse = packAtlas('110m', countries110m as unknown as CountriesTopology);
  /**
   * The longest step in longitude between two points in a row of any ring (but along a pole, beyond Web
   * Mercator's 85.05°, which is drawn along the world's top or bottom edge), and the extreme longitudes.
   */
  function steps(atlas: Atlas) {
    let [longest, west, east] = [0, Infinity, -Infinity];
    for (let c = 0; c < atlas.ids.length; c += 1)
      for (const { points: pts } of rings(atlas, c))
        for (let at = 0; at < pts.length; at += 2) {
          const polar = Math.abs(pts[at + 1]!) > 85.06 && Math.abs(pts[at - 1]!) > 85.06;
          if (at && !polar) longest = Math.max(longest, Math.abs(pts[at]! - pts[at - 2]!));
          [west, east] = [Math.min(west, pts[at]!), Math.max(east, pts[at]!)];
        }
    return { longest, west, east };
  }

  it('are cut at the edge of the world, so no outline streaks across the map', () => {
    for (const atlas of [world, coarse]) {
      const { longest, west, east } = steps(atlas);
      expect(longest).toBeLessThan(180);
      expect(west).toBeGreaterThanOrEqual(-180);
      expect(east).toBeLessThanOrEqual(180);
    }
  });

  it('close Antarctica along the South Pole and keep eastern Russia on both sides of the edge', () => {
    const antarctica = rings(world, byId('010'));
    expect(antarctica.some((r) => r.points.some((v, i) => i % 2 === 1 && v === -90))).toBe(true);
    const russia = rings(world, byId('643')).map((r) => r.box);
    expect(russia.some(([west, , east]) => west === -180 && east! < -160)).toBe(true); // Chukotka east of 180°
    expect(russia.some(([west, , east]) => east === 180 && west! < 40)).toBe(true); // the mainland up to 180°
  });
});

describe('visibleCountries', () => {
  it('keeps India and its neighbours for the opening view on a phone, not the United States (its islands past 180° span the globe) nor Brazil', () => {
    const shown = names(visibleCountries(world, viewBounds(DEFAULT_VIEW, 412, 790)));
    expect(shown).toEqual(expect.arrayContaining(['356', '524'])); // India, Nepal
    expect(shown).not.toContain('840'); // United States
    expect(shown).not.toContain('076'); // Brazil
    expect(shown.length).toBeLessThan(12);
  });

  it('keeps the United States around Elko and every country of the whole world at zoom 1', () => {
    const shown = names(visibleCountries(world, viewBounds(ELKO, 412, 790)));
    expect(shown).toContain('840');
    expect(shown).not.toContain('356');
    // 1100 px high at zoom 1: the whole 1024 px square world.
    expect(visibleCountries(world, viewBounds({ latitude: 0, longitude: 0, zoom: 1 }, 1280, 1100)).length).toBe(world.ids.length);
  });
});

describe('clipRing', () => {
  it('cuts a square that sticks out of the rectangle along its edges', () => {
    const square = [-5, -5, 5, -5, 5, 5, -5, 5];
    const clipped = clipRing(square, 0, 0, 10, 10);
    const corners = new Set(Array.from({ length: clipped.length / 2 }, (_, i) => `${clipped[2 * i]},${clipped[2 * i + 1]}`));
    expect(corners).toEqual(new Set(['0,0', '5,0', '5,5', '0,5']));
    expect(clipRing(square, 20, 20, 30, 30)).toEqual([]);
  });
});

describe('countryPath', () => {
  const numbers = (d: string) => (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

  it('draws a country that fills the view as the view plus its margin, and nothing for one out of view', () => {
    const vp = viewport(ELKO, 412, 790);
    const d = countryPath(world, byId('840'), vp);
    expect(d).toMatch(/^M[^M]+Z$/);
    expect(new Set(d.slice(1, -1).split('L'))).toEqual(new Set(['-8,-8', '420,-8', '420,798', '-8,798']));
    expect(countryPath(world, byId('356'), vp)).toBe('');
  });

  it('keeps every point of a coastline in view within the view and its margin', () => {
    const houston: MapView = { latitude: 29.76, longitude: -95.37, zoom: 6 };
    const d = countryPath(world, byId('840'), viewport(houston, 412, 790));
    const xy = numbers(d);
    expect(xy.length).toBeGreaterThan(100); // the Gulf coast
    const [xs, ys] = [xy.filter((_, i) => i % 2 === 0), xy.filter((_, i) => i % 2 === 1)];
    expect(Math.min(...xs, ...ys)).toBeGreaterThanOrEqual(-8);
    expect(Math.max(...xs)).toBeLessThanOrEqual(420);
    expect(Math.max(...ys)).toBeLessThanOrEqual(798);
  });

  it('leaves out islands smaller than half a pixel', () => {
    const atlas = packAtlas('110m', tiny);
    const at = (zoom: number) => countryPath(atlas, 0, viewport({ latitude: 21, longitude: 11, zoom }, 400, 400));
    expect(at(1)).toMatch(/^M[^M]+Z$/); // 1 degree is ~2.8 px
    expect(at(-1)).toMatch(/^M[^M]+Z$/); // ~0.7 px: the 2-degree square is 1.4 px wide
    expect(at(-3)).toBe(''); // ~0.18 px: the square is a third of a pixel
  });
});

describe('Mercator viewport', () => {
  it('puts points where d3-geo Mercator, which the map used before, put them', () => {
    const vp = viewport(ELKO, 412, 790);
    const d3 = geoMercator().scale(scaleForZoom(ELKO.zoom)).center([ELKO.longitude, ELKO.latitude]).translate([206, 395]);
    for (const p of [ELKO, { latitude: 41.2, longitude: -116.1 }, { latitude: -33.9, longitude: 151.2 }]) {
      const [x, y] = project(vp, p);
      const [ex, ey] = d3([p.longitude, p.latitude])!;
      expect(x).toBeCloseTo(ex, 6);
      expect(y).toBeCloseTo(ey, 6);
    }
    const [cx, cy] = project(vp, ELKO);
    expect(cx).toBeCloseTo(206, 6);
    expect(cy).toBeCloseTo(395, 6);
  });

  it('moves outlines drawn for one view to where another view shows them', () => {
    const from = viewport(ELKO, 412, 790);
    const to = viewport({ ...ELKO, zoom: 8, longitude: -115 }, 600, 790);
    expect(reprojection(from, from)).toBeUndefined();
    const [s, , , , dx, dy] = reprojection(from, to)!.match(/-?[\d.e-]+/g)!.map(Number) as number[];
    for (const p of [ELKO, { latitude: 39, longitude: -119 }]) {
      const [x0, y0] = project(from, p);
      const [x1, y1] = project(to, p);
      expect(s! * x0 + dx!).toBeCloseTo(x1, 6);
      expect(s! * y0 + dy!).toBeCloseTo(y1, 6);
    }
  });
});
