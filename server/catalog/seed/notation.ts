// Size notation -> geometry, and the alternate notation of a size. Geometry follows the OTR reference:
// wide-base ".5" sizes have a section height of ~0.83 x width, conventional ".00" sizes ~1.0, and
// "/65"-style sizes carry their aspect ratio; metric widths (>= 100) are in millimetres.

export type SizeForm = 'wide' | 'conventional' | 'aspect' | 'metric';

export interface ParsedSize {
  notation: string;
  radial: boolean;
  /** Rim diameter, inches. */
  rim: number;
  form: SizeForm;
  /** The width as written (inches, or mm for metric sizes). */
  width: number;
  aspect: number | null;
  /** Inflated overall (section) width, mm. */
  owMm: number;
  /** Section height, mm. */
  heightMm: number;
}

const NOTATION = /^(\d+(?:\.\d+)?)(?:\/(\d+))?(R|-)(\d+)$/;
const MM_PER_IN = 25.4;

/** Standard wide-base and conventional inch widths, used to map a metric size back to inch notation. */
const WIDE_WIDTHS = [15.5, 17.5, 20.5, 23.5, 26.5, 29.5, 33.25, 37.5];
const CONVENTIONAL_WIDTHS = [10, 12, 13, 14, 16, 18, 21, 24, 27, 30, 33, 36, 37, 40];

/** Conventional ".00" sizes inflate to ~1.1 x the nominal width (data-book overall widths). */
const CONVENTIONAL_WIDTH_GROWTH = 1.1;

export function parseSize(notation: string): ParsedSize {
  const m = NOTATION.exec(notation);
  if (!m) throw new Error(`catalog: cannot parse size "${notation}"`);
  const width = Number(m[1]);
  const aspect = m[2] === undefined ? null : Number(m[2]);
  const radial = m[3] === 'R';
  const rim = Number(m[4]);
  let form: SizeForm;
  let owMm: number;
  let heightMm: number;
  if (width >= 100) {
    if (aspect === null) throw new Error(`catalog: metric size "${notation}" needs an aspect ratio`);
    form = 'metric';
    owMm = width;
    heightMm = (width * aspect) / 100;
  } else if (aspect !== null) {
    form = 'aspect';
    owMm = width * MM_PER_IN;
    heightMm = (owMm * aspect) / 100;
  } else if (Number.isInteger(width)) {
    form = 'conventional';
    owMm = width * MM_PER_IN * CONVENTIONAL_WIDTH_GROWTH;
    heightMm = width * MM_PER_IN * (radial ? 1.04 : 1.0);
  } else {
    form = 'wide';
    owMm = width * MM_PER_IN;
    // Quarter sizes (33.25, 37.25) are a slightly lower series than the half sizes.
    heightMm = owMm * (width % 1 === 0.25 ? 0.8 : 0.83);
  }
  return { notation, radial, rim, form, width, aspect, owMm, heightMm };
}

function nearest(values: readonly number[], target: number): number {
  let best = values[0]!;
  for (const v of values) if (Math.abs(v - target) < Math.abs(best - target)) best = v;
  return best;
}

const roundTo5 = (x: number): number => Math.round(x / 5) * 5;
// Low-profile metric widths are quoted in 25 mm steps (600/65, 675/65, 750/65, 875/65).
const roundTo25 = (x: number): number => Math.round(x / 25) * 25;

function inchWidth(w: number): string {
  return Number.isInteger(w) ? w.toFixed(2) : String(w);
}

/**
 * The same tire in the other notation: inch sizes get their metric equivalent (29.5R25 -> 750/65R25,
 * 16.00R25 -> 445/95R25, 59/80R63 -> 1500/80R63), metric sizes their inch equivalent (875/65R29 -> 33.25R29,
 * 445/95R25 -> 16.00R25, 405/70R24 -> 16.0/70R24).
 */
export function alternateSize(p: ParsedSize): string {
  const sep = p.radial ? 'R' : '-';
  switch (p.form) {
    case 'wide':
      // ETRTO equivalents of the small wide-base sizes are /80; from 23.5 up they are quoted as /65.
      return p.width <= 20.5
        ? `${roundTo5(p.width * MM_PER_IN)}/80${sep}${p.rim}`
        : `${roundTo25(p.width * MM_PER_IN)}/65${sep}${p.rim}`;
    case 'conventional':
      return `${roundTo5(p.width * MM_PER_IN * CONVENTIONAL_WIDTH_GROWTH)}/95${sep}${p.rim}`;
    case 'aspect':
      return `${roundTo25(p.width * MM_PER_IN)}/${p.aspect}${sep}${p.rim}`;
    case 'metric': {
      const inches = p.width / MM_PER_IN;
      if (p.aspect !== null && p.aspect >= 95) {
        return `${inchWidth(nearest(CONVENTIONAL_WIDTHS, inches / CONVENTIONAL_WIDTH_GROWTH))}${sep}${p.rim}`;
      }
      if (p.aspect === 65 || (p.aspect !== null && p.aspect >= 80 && inches <= 24)) {
        return `${inchWidth(nearest(WIDE_WIDTHS, inches))}${sep}${p.rim}`;
      }
      return `${(Math.round(inches * 2) / 2).toFixed(1)}/${p.aspect}${sep}${p.rim}`;
    }
  }
}
