// SVG artwork for pattern images: image 1 is the tread band seen front-on, image 2 a side view. The tread is
// drawn from the TRA code (rib, traction bars, rock blocks, deep/extra-deep blocks, smooth, flotation) with
// lug count and angle varied per line, in dark greys with one accent colour per family.
import { randInt } from './prng';
import { treadStyle, type Family, type PatternDef, type TreadStyle } from './taxonomy';

const ACCENTS: Record<Family, string> = {
  'RH-4A+ Haulage': '#f28c28',
  'Rigid Haulage': '#e0b21b',
  'Articulated & Scraper': '#d9472b',
  'Loader & Dozer': '#f2c500',
  Underground: '#2bb3a3',
  'Grader & Compactor': '#7cb342',
  'Port & Industrial': '#2f8fd8',
  'Forestry & Waste': '#6d9c3a',
};

const GROOVE = '#17181a';
const RUBBER = '#3a3d42';
const EDGE = '#50545b';

const f = (x: number): string => String(Math.round(x * 10) / 10);

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function poly(points: [number, number][]): string {
  return `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}"/>`;
}

/** A lug spanning x0..x1 whose top edge drops by `slope` across its width (the lug angle). */
function lug(x0: number, x1: number, y: number, height: number, slope: number): string {
  return poly([[x0, y], [x1, y + slope], [x1, y + slope + height], [x0, y + height]]);
}

interface TreadParams {
  style: TreadStyle;
  rows: number;
  angle: number;
}

const TOP = 6;
const HEIGHT = 288;

function treadLugs({ style, rows, angle }: TreadParams): string {
  const pitch = HEIGHT / rows;
  const tan = Math.tan((angle * Math.PI) / 180);
  const out: string[] = [];
  // One extra row above and below so staggered rows fill the band; the clip path trims them.
  for (let i = -1; i <= rows; i++) {
    const y = TOP + i * pitch;
    const half = y + pitch / 2;
    switch (style) {
      case 'bar':
        out.push(lug(20, 96, y, pitch * 0.45, 76 * tan), lug(104, 180, half + 76 * tan, pitch * 0.45, -76 * tan));
        break;
      case 'block':
        out.push(lug(24, 68, y, pitch * 0.7, 44 * tan * 0.5), lug(74, 126, half, pitch * 0.7, 0), lug(132, 176, y, pitch * 0.7, -44 * tan * 0.5));
        break;
      case 'deep':
        out.push(lug(22, 80, y, pitch * 0.78, 58 * tan * 0.6), lug(120, 178, half, pitch * 0.78, -58 * tan * 0.6));
        break;
      case 'xdeep':
        out.push(lug(22, 97, y, pitch * 0.86, 75 * tan * 0.4), lug(103, 178, half, pitch * 0.86, -75 * tan * 0.4));
        break;
      case 'flotation':
        for (let c = 0; c < 4; c++) out.push(lug(24 + c * 39, 56 + c * 39, c % 2 ? half : y, pitch * 0.6, 0));
        break;
      case 'smooth':
        out.push(lug(20, 34, y, pitch * 0.25, 0), lug(166, 180, half, pitch * 0.25, 0));
        break;
      case 'rib':
        break;
    }
  }
  if (style === 'deep') out.push(`<rect x="84" y="${TOP}" width="32" height="${HEIGHT}"/>`);
  if (style === 'rib') for (let c = 0; c < 4; c++) out.push(`<rect x="${26 + c * 38}" y="${TOP}" width="32" height="${HEIGHT}" rx="6"/>`);
  return out.join('');
}

function params(def: PatternDef, seed: number): TreadParams {
  const style = treadStyle(def.code);
  const [lo, hi] = style === 'xdeep' ? [5, 7] : style === 'flotation' ? [12, 15] : style === 'deep' ? [6, 8] : [7, 10];
  return {
    style,
    rows: randInt(seed, `rows|${def.name}`, lo, hi),
    angle: randInt(seed, `angle|${def.name}`, style === 'bar' ? 22 : 8, style === 'bar' ? 38 : 24),
  };
}

export function treadSvg(def: PatternDef, seed: number): string {
  const accent = ACCENTS[def.family];
  const smoothFace = treadStyle(def.code) === 'smooth' ? `<rect x="34" y="${TOP}" width="132" height="${HEIGHT}" fill="${RUBBER}"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300" width="200" height="300">` +
    `<title>${escapeXml(`${def.name} ${def.code} tread pattern`)}</title>` +
    `<defs><clipPath id="band"><rect x="20" y="${TOP}" width="160" height="${HEIGHT}" rx="28"/></clipPath></defs>` +
    `<rect x="12" y="2" width="176" height="296" rx="32" fill="#26282c"/>` +
    `<rect x="12" y="40" width="5" height="220" fill="${accent}"/><rect x="183" y="40" width="5" height="220" fill="${accent}"/>` +
    `<g clip-path="url(#band)"><rect x="20" y="${TOP}" width="160" height="${HEIGHT}" fill="${GROOVE}"/>${smoothFace}` +
    `<g fill="${RUBBER}" stroke="${EDGE}" stroke-width="1.2">${treadLugs(params(def, seed))}</g></g>` +
    `</svg>`
  );
}

export function sideSvg(def: PatternDef, seed: number): string {
  const accent = ACCENTS[def.family];
  const { style, rows } = params(def, seed);
  const count = style === 'smooth' || style === 'rib' ? 0 : rows * 4;
  const lugWidth = style === 'xdeep' ? 20 : style === 'flotation' ? 8 : 12;
  const lugs: string[] = [];
  for (let k = 0; k < count; k++) {
    lugs.push(`<rect x="${f(150 - lugWidth / 2)}" y="6" width="${lugWidth}" height="16" transform="rotate(${f((360 * k) / count)} 150 150)"/>`);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300">` +
    `<title>${escapeXml(`${def.name} side view`)}</title>` +
    `<circle cx="150" cy="150" r="144" fill="${GROOVE}"/>` +
    `<g fill="${RUBBER}" stroke="${EDGE}">${lugs.join('')}</g>` +
    `<circle cx="150" cy="150" r="128" fill="#26282c"/>` +
    `<circle cx="150" cy="150" r="104" fill="none" stroke="${accent}" stroke-width="3"/>` +
    `<circle cx="150" cy="150" r="80" fill="#5b5f66"/><circle cx="150" cy="150" r="30" fill="${RUBBER}"/>` +
    `<text x="150" y="56" text-anchor="middle" font-family="Arial, sans-serif" font-size="15" font-weight="bold" fill="${accent}">` +
    `${escapeXml(def.name)}</text>` +
    `</svg>`
  );
}

/** Artwork for every image path of the base lines (generated variants reuse these paths). */
export function patternArtwork(def: PatternDef, paths: readonly string[], seed: number): Record<string, string> {
  const out: Record<string, string> = {};
  paths.forEach((path, i) => {
    out[path] = i === 0 ? treadSvg(def, seed) : sideSvg(def, seed);
  });
  return out;
}
