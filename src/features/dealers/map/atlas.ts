// The offline map's country outlines (Natural Earth via world-atlas) packed flat: every ring's longitudes and
// latitudes in one Float64Array, with index ranges and a bounding box per ring, so a view projects only the
// rings it can show (the whole 1:50m world is ~80,000 points; a regional view needs a few thousand) and the
// atlas worker hands the page a few typed arrays, which move between threads without copying or parsing.
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';
import { clipSide } from './clip';
import { mercatorY } from './mercator';
import type { GeoBounds } from './view';

/** The two detail levels in use: 1:110m for the world and continents, 1:50m closer in. */
export type AtlasLevel = '110m' | '50m';
/** From this zoom on (a region or closer) the 1:110m outlines look angular: the 1:50m ones are drawn. */
export const DETAIL_ZOOM = 3;
export const atlasLevel = (zoom: number): AtlasLevel => (zoom < DETAIL_ZOOM ? '110m' : '50m');

export type CountriesTopology = Topology<{ countries: GeometryCollection<{ name?: string }> }>;

export interface Atlas {
  level: AtlasLevel;
  /** Each country's id in the file (ISO 3166 numeric), '' when it has none. */
  ids: string[];
  /** Country c's rings are countryStarts[c] to countryStarts[c + 1] - 1 (outer rings and holes alike). */
  countryStarts: Uint32Array;
  /** Ring r's points are ringStarts[r] to ringStarts[r + 1] - 1. */
  ringStarts: Uint32Array;
  /** West, south, east, north of each ring (a whole country's box would span the globe for the United
   * States or Russia, whose islands lie on both sides of 180°). */
  boxes: Float64Array;
  /** Longitude, latitude of every point, ring after ring. */
  points: Float64Array;
  /** Web Mercator y of every point (mercatorY of its latitude), so drawing a view needs no logarithms. */
  ys: Float64Array;
}

/** The arrays of an atlas, which the worker transfers rather than copies. */
export const atlasBuffers = (a: Atlas): ArrayBuffer[] =>
  [a.countryStarts, a.ringStarts, a.boxes, a.points, a.ys].map((array) => array.buffer as ArrayBuffer);

/** What the atlas worker answers for a level. */
export type AtlasReply = { level: AtlasLevel; atlas: Atlas } | { level: AtlasLevel; error: string };

/** Decodes the quantized, delta-encoded arcs (as world-atlas ships them) into longitude, latitude pairs. */
function decodeArcs(topology: Topology): Float64Array[] {
  const [sx, sy] = topology.transform?.scale ?? [1, 1];
  const [tx, ty] = topology.transform?.translate ?? [0, 0];
  const delta = topology.transform ? 1 : 0;
  return topology.arcs.map((arc) => {
    const out = new Float64Array(arc.length * 2);
    let x = 0;
    let y = 0;
    for (let i = 0; i < arc.length; i += 1) {
      x = x * delta + arc[i]![0]!;
      y = y * delta + arc[i]![1]!;
      out[i * 2] = x * sx + tx;
      out[i * 2 + 1] = y * sy + ty;
    }
    return out;
  });
}

function ringsOf(geometry: GeometryObject): number[][] {
  if (geometry.type === 'Polygon') return geometry.arcs;
  if (geometry.type === 'MultiPolygon') return geometry.arcs.flat();
  return [];
}

/** A ring's points from its arc references (~i: arc i reversed), each joint once. */
function ringPoints(ring: number[], arcs: Float64Array[]): Float64Array {
  let n = 1;
  for (const ref of ring) n += arcs[ref < 0 ? ~ref : ref]!.length / 2 - 1;
  const pts = new Float64Array(n * 2);
  let at = 0;
  for (const ref of ring) {
    const arc = arcs[ref < 0 ? ~ref : ref]!;
    const len = arc.length / 2;
    for (let i = at ? 1 : 0; i < len; i += 1) {
      const p = (ref < 0 ? len - 1 - i : i) * 2;
      pts[at] = arc[p]!;
      pts[at + 1] = arc[p + 1]!;
      at += 2;
    }
  }
  return pts;
}

/**
 * world-atlas leaves rings whole across 180° (a step from 180° to -180° is no step on the globe), which drawn
 * flat would streak across the world. Such a ring is unrolled to run on past ±180°, closed along its pole if
 * it goes around one (Antarctica), and cut into the parts that fall on either side of the world's edge.
 * The rings that do not cross (all but a handful) come back as they are.
 */
export function cutAt180(ring: Float64Array): ArrayLike<number>[] {
  let crossing = false;
  for (let at = 2; at < ring.length && !crossing; at += 2) crossing = Math.abs(ring[at]! - ring[at - 2]!) > 180;
  if (!crossing) return [ring];
  const pts: number[] = [];
  let [shift, crosses, turn, latSum] = [0, false, 0, 0];
  for (let at = 0; at < ring.length; at += 2) {
    const [lng, lat] = [ring[at]!, ring[at + 1]!];
    if (at) {
      const step = lng + shift - pts[at - 2]!;
      if (Math.abs(step) > 180) {
        shift -= Math.sign(step) * 360;
        crosses = true;
      }
      turn += lng + shift - pts[at - 2]!;
    }
    pts.push(lng + shift, lat);
    latSum += lat;
  }
  if (!crosses) return [ring];
  if (Math.abs(turn) > 180) {
    const pole = latSum < 0 ? -90 : 90;
    pts.push(pts[pts.length - 2]!, pole, pts[0]!, pole);
  }
  const parts: ArrayLike<number>[] = [];
  for (const by of [-360, 0, 360]) {
    const moved = pts.map((v, i) => (i % 2 ? v : v + by));
    const part = clipSide(clipSide(moved, 0, -180, true), 0, 180, false);
    if (part.length >= 6) parts.push(part);
  }
  return parts;
}

export function packAtlas(level: AtlasLevel, topology: CountriesTopology): Atlas {
  const arcs = decodeArcs(topology);
  const geometries = topology.objects.countries.geometries;
  const rings = geometries.map((g) => ringsOf(g).flatMap((ring) => cutAt180(ringPoints(ring, arcs))));
  const all = rings.flat();
  const countryStarts = new Uint32Array(rings.length + 1);
  rings.forEach((r, c) => (countryStarts[c + 1] = countryStarts[c]! + r.length));
  const ringStarts = new Uint32Array(all.length + 1);
  all.forEach((r, i) => (ringStarts[i + 1] = ringStarts[i]! + r.length / 2));
  const points = new Float64Array(ringStarts[all.length]! * 2);
  const boxes = new Float64Array(all.length * 4);
  const ys = new Float64Array(points.length / 2);
  all.forEach((ring, r) => {
    points.set(ring, ringStarts[r]! * 2);
    let west = Infinity;
    let south = Infinity;
    let east = -Infinity;
    let north = -Infinity;
    for (let at = 0; at < ring.length; at += 2) {
      const lng = ring[at]!;
      const lat = ring[at + 1]!;
      if (lng < west) west = lng;
      if (lng > east) east = lng;
      if (lat < south) south = lat;
      if (lat > north) north = lat;
      ys[ringStarts[r]! + at / 2] = mercatorY(lat);
    }
    boxes.set([west, south, east, north], r * 4);
  });
  return { level, ids: geometries.map((g) => String(g.id ?? '')), countryStarts, ringStarts, boxes, points, ys };
}

/** Whether ring r's box meets the bounds widened by `margin` degrees. */
export function ringMeets({ boxes }: Atlas, r: number, bounds: GeoBounds, margin = 0.5): boolean {
  return (
    boxes[r * 4]! <= bounds.east + margin &&
    boxes[r * 4 + 2]! >= bounds.west - margin &&
    boxes[r * 4 + 1]! <= bounds.north + margin &&
    boxes[r * 4 + 3]! >= bounds.south - margin
  );
}

/** Indexes of the countries with a ring that meets the bounds. */
export function visibleCountries(atlas: Atlas, bounds: GeoBounds): number[] {
  const out: number[] = [];
  for (let c = 0; c < atlas.ids.length; c += 1)
    for (let r = atlas.countryStarts[c]!; r < atlas.countryStarts[c + 1]!; r += 1)
      if (ringMeets(atlas, r, bounds)) {
        out.push(c);
        break;
      }
  return out;
}
