// Polygon clipping against an axis-aligned rectangle (Sutherland-Hodgman) on flat x, y pairs: the offline
// map clips rings to the view in pixels, and rings that cross 180° to the world's edges in degrees.

/** Sutherland-Hodgman against one side of the clip rectangle: x (axis 0) or y (1) >= or <= `bound`. */
export function clipSide(pts: number[], axis: 0 | 1, bound: number, keepAbove: boolean): number[] {
  const out: number[] = [];
  const n = pts.length;
  if (n === 0) return out;
  const inside = (at: number) => (keepAbove ? pts[at + axis]! >= bound : pts[at + axis]! <= bound);
  const cross = (a: number, b: number) => {
    const t = (bound - pts[a + axis]!) / (pts[b + axis]! - pts[a + axis]!);
    const other = 1 - axis;
    const value = pts[a + other]! + t * (pts[b + other]! - pts[a + other]!);
    if (axis === 0) out.push(bound, value);
    else out.push(value, bound);
  };
  let prev = n - 2;
  let prevIn = inside(prev);
  for (let at = 0; at < n; at += 2) {
    const atIn = inside(at);
    if (atIn !== prevIn) cross(prev, at);
    if (atIn) out.push(pts[at]!, pts[at + 1]!);
    prev = at;
    prevIn = atIn;
  }
  return out;
}

/** Flat x, y pairs clipped to [x0, x1] x [y0, y1]. */
export function clipRing(pts: number[], x0: number, y0: number, x1: number, y1: number): number[] {
  return clipSide(clipSide(clipSide(clipSide(pts, 0, x0, true), 0, x1, false), 1, y0, true), 1, y1, false);
}

