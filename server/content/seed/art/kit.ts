// Drawing primitives for the content artwork: flat shapes in dark greys with one safety-orange accent.
// Every function returns an SVG fragment string; `svg()` wraps fragments into a standalone document.

export const C = {
  ink: '#1b1f24',
  d1: '#262b31',
  d2: '#343a41',
  d3: '#474e57',
  mid: '#69717b',
  light: '#9aa2ab',
  pale: '#cfd4da',
  paper: '#eceef1',
  white: '#f7f8f9',
  accent: '#c2410c',
} as const;

/** Rounds to one decimal so the markup stays short. */
export const n = (x: number): string => String(Math.round(x * 10) / 10);

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svg(w: number, h: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img">` +
    `<title>${esc(title)}</title>${body}</svg>`
  );
}

export const g = (transform: string, body: string): string => `<g transform="${transform}">${body}</g>`;

/** Places a drawing made with its ground line at y = 0: `at(x, groundY, scale, body)`. */
export const at = (x: number, y: number, s: number, body: string): string => g(`translate(${n(x)} ${n(y)}) scale(${s})`, body);

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;

export const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;

export const poly = (points: [number, number][], fill: string): string =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, cap = 'round'): string =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="${cap}"/>`;

export const stroke = (d: string, color: string, width: number, extra = '', cap = 'round'): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="${cap}" stroke-linejoin="round"${extra}/>`;

export const text = (x: number, y: number, size: number, fill: string, content: string, anchor = 'middle', weight = 700): string =>
  `<text x="${n(x)}" y="${n(y)}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="${weight}" ` +
  `fill="${fill}" text-anchor="${anchor}">${esc(content)}</text>`;

/** A tire seen from the side: lugged tread ring, sidewall, steel rim and an accent hub. */
export function tire(cx: number, cy: number, r: number, hub: string = C.accent): string {
  const lugR = r * 0.93;
  const lugs = Math.max(12, Math.round(r / 3));
  const dash = (2 * Math.PI * lugR) / lugs;
  return (
    circle(cx, cy, r, C.d1) +
    circle(cx, cy, lugR, 'none', ` stroke="${C.ink}" stroke-width="${n(r * 0.12)}" stroke-dasharray="${n(dash * 0.45)} ${n(dash * 0.55)}"`) +
    circle(cx, cy, r * 0.76, C.d2) +
    circle(cx, cy, r * 0.54, C.mid) +
    circle(cx, cy, r * 0.42, C.d3) +
    circle(cx, cy, r * 0.14, hub)
  );
}

/** Sky-to-ground backdrop for wide scenes: a dark sky band, distant ridges and a flat ground strip. */
export function backdrop(w: number, h: number, groundY: number, dark = true): string {
  const sky = dark ? C.ink : C.paper;
  const far = dark ? C.d1 : C.pale;
  const near = dark ? C.d2 : C.light;
  return (
    rect(0, 0, w, h, sky) +
    poly([[0, groundY], [0, groundY - h * 0.28], [w * 0.18, groundY - h * 0.42], [w * 0.34, groundY - h * 0.3], [w * 0.52, groundY - h * 0.46],
      [w * 0.7, groundY - h * 0.32], [w * 0.86, groundY - h * 0.44], [w, groundY - h * 0.3], [w, groundY]], far) +
    poly([[0, groundY], [0, groundY - h * 0.12], [w * 0.25, groundY - h * 0.2], [w * 0.5, groundY - h * 0.1], [w * 0.75, groundY - h * 0.18],
      [w, groundY - h * 0.1], [w, groundY]], near) +
    rect(0, groundY, w, h - groundY, dark ? C.d3 : C.mid)
  );
}

/** Open-pit benches stepping down toward the pit floor in the middle of a scene. */
export function benches(x: number, y: number, w: number, steps: number, stepH: number, fill: string): string {
  let out = '';
  for (let i = 0; i < steps; i++) {
    const inset = (i * w) / (steps * 2.4);
    out += rect(x + inset, y + i * stepH, w - 2 * inset, stepH + 1, i % 2 ? fill : C.d2);
  }
  return out;
}

/** A thin accent sun/disc with soft rings, used as a focal point in banners. */
export const sun = (cx: number, cy: number, r: number): string =>
  circle(cx, cy, r * 1.6, C.accent, ' opacity="0.12"') + circle(cx, cy, r * 1.25, C.accent, ' opacity="0.22"') + circle(cx, cy, r, C.accent);
