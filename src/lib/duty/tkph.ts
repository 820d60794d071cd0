// The duty check of a haul tire (issue 23): the site's TKPH (or TMPH) from the loads, the haul and the shift,
// corrected for the ambient temperature and for long hauls, against the ratings of our tires (SPEC §3's Type 2,
// 4 and 6 ratings of a size). Pure arithmetic, shared by the page (browser and server render) and its tests.
// The rules and their sources: docs/duty-check.md; the reference: shared otr-facts.md, "TKPH".
import type { UnitSystem } from '../unit-system';
import { lengthFactor } from './length-factor';

/** What a visitor enters, in the unit system they chose: kg or lb, km or mi, °C or °F. */
export interface DutyInput {
  unit: UnitSystem;
  /** Load on the most loaded tire, machine loaded (kg / lb). */
  loaded: number;
  /** Load on the same tire, machine empty (kg / lb). */
  empty: number;
  /** One way, loading point to dump (km / mi). */
  haul: number;
  /** Round trips a shift. */
  trips: number;
  /** Hours of a shift, breaks and shift change included. */
  hours: number;
  /** Highest shade temperature of the season (°C / °F). */
  ambient: number;
}

/** The working, each step in the visitor's units (tonnes and km/h, or short tons and mph). */
export interface DutyResult {
  unit: UnitSystem;
  /** 'TKPH' (metric) or 'TMPH' (US). */
  measure: 'TKPH' | 'TMPH';
  /** (loaded + empty) / 2, in t or short tons. */
  meanLoad: number;
  /** Round trip length x trips / hours, in km/h or mph. */
  speed: number;
  /** meanLoad x speed. */
  basic: number;
  /** Ambient temperature in °C (the correction counts degrees Celsius). */
  ambientC: number;
  /** 1 + 2 % a degree above 38 °C; below, 1 ÷ (1 + 1 % a degree) (the rating raised 1 % a degree). */
  temperatureFactor: number;
  /** The cycle (round trip, twice the haul) in km, and its factor (1 up to 5 km). */
  cycleKm: number;
  lengthFactor: number;
  /** basic x temperatureFactor x lengthFactor, rounded up to a whole number: what a tire's rating must reach. */
  site: number;
}

export const KG_PER_TONNE = 1000;
export const LB_PER_SHORT_TON = 2000;
export const KM_PER_MILE = 1.609344;
/** The catalog's own conversion between its two ratings (server/catalog/seed/loads.ts). */
export const TKPH_PER_TMPH = 1.46;

/** The conditions the ratings assume (otr-facts.md). */
export const RATING_AMBIENT_C = 38;
/** Ratings assume cycles (round trips) of up to this length. */
export const RATING_CYCLE_KM = 5;
export const RATING_TOP_SPEED_KMH = 50;
/** Per degree Celsius: added to the site value above the rating's ambient; added to the rating below it. */
export const HOTTER_PER_DEGREE = 0.02;
export const COOLER_PER_DEGREE = 0.01;

export const fahrenheitToCelsius = (f: number): number => ((f - 32) * 5) / 9;

/**
 * The factor of the ambient temperature (°C) on the site value. Above 38 °C the site value rises 2 % a degree.
 * Below, the sources raise the tire's rating 1 % a degree; on the site value that is a division, which stays
 * sensible far below 38 °C (−50 °C: 0.53), where taking 1 % a degree off the site value would leave 0.12.
 */
export function temperatureFactor(ambientC: number): number {
  const above = ambientC - RATING_AMBIENT_C;
  return above >= 0 ? 1 + above * HOTTER_PER_DEGREE : 1 / (1 - above * COOLER_PER_DEGREE);
}

/** Average speed over the shift, in km/h or mph as the input's unit. */
export function averageSpeed(input: Pick<DutyInput, 'haul' | 'trips' | 'hours'>): number {
  return (2 * input.haul * input.trips) / input.hours;
}

/** Rounds up: a site of 349.2 TKPH needs a tire rated 350, not 349. Tiny float noise does not round up. */
function roundUp(value: number): number {
  return Math.ceil(value - 1e-9);
}

export function dutyOf(input: DutyInput): DutyResult {
  const us = input.unit === 'US';
  const meanLoad = (input.loaded + input.empty) / 2 / (us ? LB_PER_SHORT_TON : KG_PER_TONNE);
  const speed = averageSpeed(input);
  const basic = meanLoad * speed;
  const ambientC = us ? fahrenheitToCelsius(input.ambient) : input.ambient;
  const cycleKm = 2 * (us ? input.haul * KM_PER_MILE : input.haul);
  const temperature = temperatureFactor(ambientC);
  const length = lengthFactor(cycleKm);
  return {
    unit: input.unit,
    measure: us ? 'TMPH' : 'TKPH',
    meanLoad,
    speed,
    basic,
    ambientC,
    temperatureFactor: temperature,
    cycleKm,
    lengthFactor: length,
    site: roundUp(basic * temperature * length),
  };
}

/** A rating of one of our tires against the site value: the margin is rating − site (negative: it fails). */
export interface RatingCheck {
  rating: number;
  passes: boolean;
  margin: number;
}

export function checkRating(rating: number, site: number): RatingCheck {
  return { rating, passes: rating >= site, margin: rating - site };
}
