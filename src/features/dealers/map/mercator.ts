// Web Mercator in screen pixels for one view of the offline map: where a longitude and latitude land, and
// how a drawing made for one view moves and scales to another (two views differ by a scale and a shift).
import { scaleForZoom, viewBounds, type GeoBounds, type MapView } from './view';

export interface Viewport {
  /** Pixels per radian (d3's Mercator scale). */
  k: number;
  /** Where longitude 0 and Mercator y 0 (the equator) fall, in px. */
  x0: number;
  y0: number;
  width: number;
  height: number;
  /** The longitudes and latitudes in view. */
  bounds: GeoBounds;
}

const RAD = Math.PI / 180;
/** Web Mercator stops short of the poles (Mapbox's limit: the world is a square). */
const MAX_LAT = 85.0511287798;

export const mercatorY = (lat: number) => {
  const phi = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * RAD;
  return Math.log(Math.tan(Math.PI / 4 + phi / 2));
};

export function viewport(view: MapView, width: number, height: number): Viewport {
  const k = scaleForZoom(view.zoom);
  const [x0, y0] = [width / 2 - k * view.longitude * RAD, height / 2 + k * mercatorY(view.latitude)];
  return { k, x0, y0, width, height, bounds: viewBounds(view, width, height) };
}

export function project(vp: Viewport, p: { latitude: number; longitude: number }): [number, number] {
  return [vp.x0 + vp.k * p.longitude * RAD, vp.y0 - vp.k * mercatorY(p.latitude)];
}

/** The SVG transform that puts what was drawn for `from` where `to` shows it; undefined when they are the same. */
export function reprojection(from: Viewport, to: Viewport): string | undefined {
  if (from.k === to.k && from.x0 === to.x0 && from.y0 === to.y0) return undefined;
  const s = to.k / from.k;
  return `matrix(${s} 0 0 ${s} ${to.x0 - s * from.x0} ${to.y0 - s * from.y0})`;
}
