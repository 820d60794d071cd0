// Diagram pieces: a tire cross-section with one part picked out in the accent, and small infographic props
// (sensor, screen, chart, pin, gauge, thermometer, clipboard, shield, clock, wrench).
import { C, circle, line, n, path, poly, rect, stroke, text } from './kit';

export type SectionPart = 'sidewall' | 'casing' | 'tread' | 'compound' | 'fill' | 'depth' | 'belts';

const OUTER = 'M250 482 C176 420 168 226 214 150 Q232 118 272 116 L528 116 Q568 118 586 150 C632 226 624 420 550 482';
const INNER_REV = 'L514 470 C578 410 588 244 552 188 Q540 166 512 166 L288 166 Q260 166 248 188 C212 244 222 410 286 470 Z';

/** Cross-section of an OTR tire on its rim (fits 800 x 600), with `part` drawn in the accent colour. */
export function tireSection(part: SectionPart): string {
  const hi = (p: SectionPart, base: string): string => (p === part ? C.accent : base);
  let lugs = '';
  const smooth = part === 'tread';
  const top = part === 'depth' ? 62 : 84;
  for (let x = 262; x < 540; x += smooth ? 280 : 46) {
    const w = smooth ? 276 : 34;
    lugs += rect(x, top, w, 116 - top + 2, part === 'tread' || part === 'compound' ? C.accent : C.d1, 6);
  }
  const sidewall = (side: number): string =>
    path(side < 0 ? 'M214 160 C170 240 170 400 238 472 L262 470 C206 404 204 250 236 176 Z' : 'M586 160 C630 240 630 400 562 472 L538 470 C594 404 596 250 564 176 Z',
      hi('sidewall', C.d3));
  const foam =
    part === 'fill'
      ? path(`M288 166 L512 166 Q540 166 552 188 C588 244 578 410 514 470 L286 470 C222 410 212 244 248 188 Q260 166 288 166 Z`, C.accent, ' opacity="0.85"') +
        [300, 360, 420, 480, 330, 390, 450, 300, 360, 420, 480].map((x, i) => circle(x, 230 + (i % 4) * 60, 9 + (i % 3) * 3, C.white, ' opacity="0.35"')).join('')
      : '';
  const belts = [140, 148, 156].map((y) => line(284, y, 516, y, hi('belts', C.light), 4)).join('');
  const casing = stroke('M278 476 C214 410 210 246 246 180 Q258 158 286 158 L514 158 Q542 158 554 180 C590 246 586 410 522 476', hi('casing', C.mid), part === 'casing' ? 8 : 4);
  const depth =
    part === 'depth'
      ? line(640, 62, 640, 116, C.accent, 4) + line(628, 62, 652, 62, C.accent, 4) + line(628, 116, 652, 116, C.accent, 4) +
        text(664, 98, 26, C.accent, '250 %', 'start')
      : '';
  return (
    lugs + path(`${OUTER} ${INNER_REV}`, C.d2) + sidewall(-1) + sidewall(1) + foam + belts + casing +
    circle(268, 468, 15, hi('casing', C.light)) + circle(532, 468, 15, hi('casing', C.light)) +
    path('M232 470 L232 520 L568 520 L568 470 L548 470 L548 500 L252 500 L252 470 Z', C.mid) + depth
  );
}

/** A TPMS sensor (a rounded puck with an accent LED) with radio arcs to its upper right. */
export function sensor(cx: number, cy: number, s: number): string {
  const arcs = [1, 2, 3]
    .map((k) => stroke(`M${n(cx + 26 * s * k)} ${n(cy - 40 * s)} A${n(30 * s * k)} ${n(30 * s * k)} 0 0 1 ${n(cx + 40 * s + 10 * s * k)} ${n(cy - 8 * s - 18 * s * k)}`, C.accent, 5 * s))
    .join('');
  return rect(cx - 34 * s, cy - 22 * s, 68 * s, 44 * s, C.d2, 12 * s) + rect(cx - 22 * s, cy - 10 * s, 44 * s, 20 * s, C.d3, 6 * s) + circle(cx + 20 * s, cy - 12 * s, 5 * s, C.accent) + arcs;
}

/** A monitor or tablet frame; `inner` is drawn inside the screen area. */
export function screen(x: number, y: number, w: number, h: number, inner: string): string {
  return rect(x - 14, y - 14, w + 28, h + 28, C.d1, 16) + rect(x, y, w, h, C.d2, 4) + inner;
}

/** Bars rising from a baseline; the bar at `hot` is drawn in the accent. */
export function barChart(x: number, base: number, w: number, values: number[], hot: number): string {
  const step = w / values.length;
  return values.map((v, i) => rect(x + i * step + step * 0.18, base - v, step * 0.64, v, i === hot ? C.accent : C.light, 3)).join('') + line(x, base, x + w, base, C.pale, 3);
}

export const mapPin = (cx: number, cy: number, r: number, fill: string = C.accent): string =>
  path(`M${n(cx)} ${n(cy + r * 2.2)} C${n(cx - r * 0.4)} ${n(cy + r * 1.3)} ${n(cx - r)} ${n(cy + r * 0.8)} ${n(cx - r)} ${n(cy)} ` +
    `A${n(r)} ${n(r)} 0 1 1 ${n(cx + r)} ${n(cy)} C${n(cx + r)} ${n(cy + r * 0.8)} ${n(cx + r * 0.4)} ${n(cy + r * 1.3)} ${n(cx)} ${n(cy + r * 2.2)} Z`, fill) +
  circle(cx, cy, r * 0.38, C.white);

/** A dial gauge with its needle at `value` (0..1) and an accent danger arc at the top end. */
export function gauge(cx: number, cy: number, r: number, value: number): string {
  const a = Math.PI * (1 - value);
  const arc = (from: number, to: number, color: string, width: number): string =>
    stroke(`M${n(cx + r * 0.8 * Math.cos(Math.PI * (1 - from)))} ${n(cy - r * 0.8 * Math.sin(Math.PI * (1 - from)))} A${n(r * 0.8)} ${n(r * 0.8)} 0 0 1 ${n(cx + r * 0.8 * Math.cos(Math.PI * (1 - to)))} ${n(cy - r * 0.8 * Math.sin(Math.PI * (1 - to)))}`, color, width, '', 'butt');
  return circle(cx, cy, r, C.d1) + arc(0, 0.78, C.light, r * 0.12) + arc(0.8, 1, C.accent, r * 0.12) +
    line(cx, cy, cx + r * 0.68 * Math.cos(a), cy - r * 0.68 * Math.sin(a), C.white, r * 0.07) + circle(cx, cy, r * 0.1, C.accent);
}

export const thermometer = (x: number, y: number, h: number): string =>
  rect(x - 14, y, 28, h, C.d1, 14) + circle(x, y + h, 26, C.d1) + rect(x - 6, y + h * 0.3, 12, h * 0.7, C.accent, 6) + circle(x, y + h, 18, C.accent) +
  [0.2, 0.4, 0.6].map((k) => line(x + 20, y + h * k, x + 34, y + h * k, C.light, 3)).join('');

/** A clipboard with a ticked checklist. */
export function clipboard(x: number, y: number, w: number, h: number): string {
  let rows = '';
  for (let i = 0; i < 4; i++) {
    const ry = y + 70 + i * ((h - 90) / 4);
    rows += rect(x + 24, ry - 12, 22, 22, C.pale, 4) + line(x + 60, ry, x + w - 30, ry, C.light, 6);
    if (i < 3) rows += stroke(`M${x + 28} ${ry} l6 7 l10 -14`, C.accent, 4);
  }
  return rect(x, y, w, h, C.white, 12) + rect(x + w / 2 - 50, y - 12, 100, 30, C.d2, 8) + rows;
}

export const shield = (cx: number, cy: number, r: number, fill: string): string =>
  path(`M${n(cx)} ${n(cy - r)} L${n(cx + r * 0.85)} ${n(cy - r * 0.62)} L${n(cx + r * 0.8)} ${n(cy + r * 0.1)} Q${n(cx + r * 0.6)} ${n(cy + r * 0.75)} ${n(cx)} ${n(cy + r)} ` +
    `Q${n(cx - r * 0.6)} ${n(cy + r * 0.75)} ${n(cx - r * 0.8)} ${n(cy + r * 0.1)} L${n(cx - r * 0.85)} ${n(cy - r * 0.62)} Z`, fill);

export const clock = (cx: number, cy: number, r: number): string =>
  circle(cx, cy, r, C.white) + circle(cx, cy, r * 0.86, 'none', ` stroke="${C.d2}" stroke-width="${n(r * 0.08)}"`) +
  line(cx, cy, cx, cy - r * 0.6, C.d1, r * 0.08) + line(cx, cy, cx + r * 0.42, cy + r * 0.2, C.accent, r * 0.08) + circle(cx, cy, r * 0.08, C.d1);

export const wrench = (cx: number, cy: number, s: number, fill: string): string =>
  `<g transform="translate(${n(cx)} ${n(cy)}) rotate(-45) scale(${s})">` +
  rect(-8, -10, 16, 90, fill, 6) + path('M-24 -38 A26 26 0 1 0 24 -38 L10 -38 L10 -20 L-10 -20 L-10 -38 Z', fill) + '</g>';

export const bolt = (x: number, y: number, s: number): string =>
  poly([[x + 10 * s, y], [x - 16 * s, y + 44 * s], [x, y + 44 * s], [x - 10 * s, y + 80 * s], [x + 20 * s, y + 30 * s], [x + 4 * s, y + 30 * s], [x + 14 * s, y]], C.accent);
