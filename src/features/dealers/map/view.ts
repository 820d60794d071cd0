// Map views in Web Mercator terms shared by both maps: a centre and a zoom level as Mapbox counts them
// (512 px tiles), so the offline atlas opens on the same view (SPEC §9: 20.5937, 78.9629, zoom 5).
export interface MapView {
  latitude: number;
  longitude: number;
  zoom: number;
}

export interface LatLng {
  latitude: number;
  longitude: number;
}

export const DEFAULT_VIEW: MapView = { latitude: 20.5937, longitude: 78.9629, zoom: 5 };
/** SPEC §9: the map is 790 px high and 100% wide. */
export const MAP_HEIGHT = 790;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 12;
const TILE = 512;

/** Web Mercator x and y of a point as a fraction of the world's width (0 at 180° W, 0 at the top). */
const x = (lng: number) => (lng + 180) / 360;
const y = (lat: number) => {
  const s = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
};
const lngOf = (mx: number) => mx * 360 - 180;
const latOf = (my: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * my))) * 180) / Math.PI;

/** d3-geo's Mercator scale (the sphere's radius in px) for a Mapbox zoom level. */
export const scaleForZoom = (zoom: number) => (TILE * 2 ** zoom) / (2 * Math.PI);

/** The view that shows every point with `padding` px to spare, never closer than `maxZoom`. */
export function fitView(points: LatLng[], width: number, height: number, padding = 60, maxZoom = 10): MapView {
  if (points.length === 0) return DEFAULT_VIEW;
  const xs = points.map((p) => x(p.longitude));
  const ys = points.map((p) => y(p.latitude));
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const zoomFor = (span: number, px: number) => (span === 0 ? maxZoom : Math.log2(Math.max(1, px - 2 * padding) / (TILE * span)));
  const zoom = Math.max(MIN_ZOOM, Math.min(maxZoom, zoomFor(x1 - x0, width), zoomFor(y1 - y0, height)));
  return { latitude: latOf((y0 + y1) / 2), longitude: lngOf((x0 + x1) / 2), zoom };
}

/** The longitudes and latitudes a view of `width` x `height` px shows (beyond the poles and ±180° too). */
export interface GeoBounds {
  west: number;
  east: number;
  south: number;
  north: number;
}

export function viewBounds(view: MapView, width: number, height: number): GeoBounds {
  const world = TILE * 2 ** view.zoom;
  const [cx, cy] = [x(view.longitude), y(view.latitude)];
  const [dx, dy] = [width / 2 / world, height / 2 / world];
  return { west: lngOf(cx - dx), east: lngOf(cx + dx), south: latOf(cy + dy), north: latOf(cy - dy) };
}
