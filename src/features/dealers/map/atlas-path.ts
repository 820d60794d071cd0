// One country's outline as an SVG path for a view: its rings projected to Web Mercator pixels (straight
// segments, as Mapbox draws them), points closer than half a pixel to the previous one dropped, rings out of
// view skipped and the others clipped to the view plus a margin, so the path holds only what can show.
import { ringMeets, type Atlas } from './atlas';
import { clipRing } from './clip';
import type { Viewport } from './mercator';

const RAD = Math.PI / 180;
/** Points nearer than this (px) to the last one kept add nothing visible. */
const TOLERANCE = 0.5;
/** Clipped edges run this far (px) outside the view, where their stroke cannot show. */
const MARGIN = 8;

const fmt = (v: number) => Math.round(v * 10) / 10;

function ringToPath(pts: number[]): string {
  let d = `M${fmt(pts[0]!)},${fmt(pts[1]!)}`;
  for (let at = 2; at < pts.length; at += 2) d += `L${fmt(pts[at]!)},${fmt(pts[at + 1]!)}`;
  return `${d}Z`;
}

/** The SVG path data of country `c` for the viewport ('' when none of it is in view). */
export function countryPath(atlas: Atlas, c: number, vp: Viewport): string {
  const { points, ys, ringStarts, countryStarts } = atlas;
  const [x0, y0, x1, y1] = [-MARGIN, -MARGIN, vp.width + MARGIN, vp.height + MARGIN];
  let d = '';
  for (let r = countryStarts[c]!; r < countryStarts[c + 1]!; r += 1) {
    if (!ringMeets(atlas, r, vp.bounds)) continue;
    const pts: number[] = [];
    let [lastX, lastY] = [NaN, NaN];
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let i = ringStarts[r]!; i < ringStarts[r + 1]!; i += 1) {
      const x = vp.x0 + vp.k * points[i * 2]! * RAD;
      const y = vp.y0 - vp.k * ys[i]!;
      if (Math.abs(x - lastX) < TOLERANCE && Math.abs(y - lastY) < TOLERANCE) continue;
      pts.push(x, y);
      [lastX, lastY] = [x, y];
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    if (maxX < x0 || minX > x1 || maxY < y0 || minY > y1) continue;
    const shown = minX >= x0 && maxX <= x1 && minY >= y0 && maxY <= y1 ? pts : clipRing(pts, x0, y0, x1, y1);
    if (shown.length >= 6) d += ringToPath(shown);
  }
  return d;
}
