// Specification (geometry part) of a size. Every value is computed once in metric and the US twin is
// converted from the rounded metric value, so the two always agree within the US rounding step.
import type { Specification } from '../../../src/contract/catalog';
import type { ParsedSize } from './notation';
import { depthRatio, type TraCode } from './taxonomy';

const MM_PER_IN = 25.4;
const CM2_PER_IN2 = 6.4516;
const FT3_PER_M3 = 35.3147;
const MM_PER_MILE = 1_609_344;
const MM_PER_KM = 1_000_000;

/** TRA base (100 %) tread depth as a share of overall width; depth codes scale it (E-4 150 %, L-5 250 %). */
const BASE_DEPTH_PER_WIDTH = 0.058;

const RIM_WIDTHS = [8.5, 9, 10, 11.25, 12, 13, 14, 15, 17, 19.5, 22, 24, 25, 26, 27, 28, 29, 31, 32, 33, 36, 40, 41, 44, 47, 53];
const FLANGES = [1.3, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 6.0];

const round1 = (x: number): number => Math.round(x * 10) / 10;
const round3 = (x: number): number => Math.round(x * 1000) / 1000;

function nearest(values: readonly number[], target: number): number {
  let best = values[0]!;
  for (const v of values) if (Math.abs(v - target) < Math.abs(best - target)) best = v;
  return best;
}

/** Approved rim as "width/flange" in inches (e.g. "25.00/3.5"), from the usual rim-to-section ratios. */
export function rimDesignation(p: ParsedSize): { designation: string; widthIn: number } {
  const nominalIn = p.form === 'metric' ? p.width / MM_PER_IN : p.width;
  const ratio = p.form === 'conventional' ? 0.72 : p.form === 'wide' ? 0.85 : (p.aspect ?? 65) <= 70 ? 0.8 : 0.75;
  const widthIn = nearest(RIM_WIDTHS, nominalIn * ratio);
  const flange = nearest(FLANGES, (p.heightMm / MM_PER_IN) * 0.14);
  return { designation: `${widthIn.toFixed(2)}/${flange.toFixed(1)}`, widthIn };
}

export interface GeometryInput {
  parsed: ParsedSize;
  code: TraCode;
  /** Rear duals (rigid haul trucks): gives the size a minimum dual spacing. */
  duals: boolean;
}

export function geometrySpec({ parsed: p, code, duals }: GeometryInput): Specification {
  const rimMm = p.rim * MM_PER_IN;
  const odMm = Math.round(rimMm + 2 * p.heightMm);
  const owMm = Math.round(p.owMm);
  // Loaded section width, with service growth; bias casings grow more than steel-belted radials.
  const growMm = Math.round(p.owMm * (p.radial ? 1.05 : 1.07));
  const deflection = p.radial ? 0.2 : 0.17;
  const slrMm = Math.round(rimMm / 2 + p.heightMm * (1 - deflection));
  // Rolling radius sits about a third of the deflection below the free radius.
  const rollingMm = slrMm + (odMm / 2 - slrMm) / 3;
  const circumference = 2 * Math.PI * rollingMm;
  const radius = odMm / 2;
  const sag = radius - slrMm;
  const contactLength = 2 * Math.sqrt(2 * radius * sag - sag * sag);
  const contactCm2 = Math.round((0.785 * contactLength * owMm * (p.radial ? 0.8 : 0.75)) / 100);
  const volumeM3 = round3((Math.PI * (rimMm + p.heightMm) * (0.785 * owMm * p.heightMm * 0.8)) / 1e9);
  const treadMm = Math.round(owMm * BASE_DEPTH_PER_WIDTH * depthRatio(code));
  const dualMm = duals ? Math.round((owMm * 1.12) / 5) * 5 : null;
  const rim = rimDesignation(p);
  return {
    rim_width: rim.designation,
    rim_width_mm: `${rim.designation} (${Math.round(rim.widthIn * MM_PER_IN)} mm)`,
    dual_spacing: dualMm === null ? null : round1(dualMm / MM_PER_IN),
    dual_spacing_mm: dualMm,
    ow: round1(owMm / MM_PER_IN),
    ow_mm: owMm,
    od: round1(odMm / MM_PER_IN),
    od_mm: odMm,
    grow: round1(growMm / MM_PER_IN),
    grow_mm: growMm,
    loaded_static_radius: round1(slrMm / MM_PER_IN),
    loaded_static_radius_mm: slrMm,
    rpm: Math.round(MM_PER_MILE / circumference),
    rpm_mm: Math.round(MM_PER_KM / circumference),
    carea: Math.round(contactCm2 / CM2_PER_IN2),
    carea_mm: contactCm2,
    volume: round1(volumeM3 * FT3_PER_M3),
    volume_mm: volumeM3,
    tread_depth: Math.round((treadMm / MM_PER_IN) * 32),
    tread_depth_mm: treadMm,
  };
}
