// Tire Management Solutions page, part 1: the banner/about item (the page shows the first) and the duty section
// (anchor "duty"), which explains TKPH/TMPH from the OTR reference (shared otr-facts.md).
import { a, item, p, strong, ul } from './html';
import { MEDIA } from './media';
import type { SeedContentItem } from './types';
import { dutyOf, TKPH_PER_TMPH } from '../../../src/lib/duty/tkph';

/** Site TKPH worked example, computed by the duty check's own arithmetic so the page and the check agree. */
const EXAMPLE = (() => {
  const loaded = 38;
  const empty = 14;
  const roundTripKm = 4.8;
  const trips = 30;
  const shiftHours = 12;
  const ambient = 44;
  const duty = dutyOf({ unit: 'METRIC', loaded: loaded * 1000, empty: empty * 1000, haul: roundTripKm / 2, trips, hours: shiftHours, ambient });
  const correctionPct = Math.round((duty.temperatureFactor - 1) * 100);
  return { loaded, empty, roundTripKm, trips, shiftHours, ambient, meanLoad: duty.meanLoad, speed: duty.speed, site: duty.basic, correctionPct, corrected: duty.site, tmph: Math.round(duty.site / TKPH_PER_TMPH) };
})();

export const DUTY_ANCHOR = 'duty';

export function tireManagementAbouts(brand: string): SeedContentItem[] {
  const e = EXAMPLE;
  return [
    item('tire-management-abouts', {
      title: 'Tire Management Solutions',
      sequence: 1,
      description:
        p(`Knowing the pressure, temperature, hours and tread depth of every tire on site turns tire cost from a surprise into a plan. ${brand} Tire Management Solutions combine TPMS Heavy Duty sensors, EMTrack tire tracking and the experience of our field engineers.`) +
        p(`Start with a ${a('/contact/request-consultation', 'consultation')}, or ${a('/emtrack/registration', 'sign up for EMTrack')} today.`),
      background_image: MEDIA.tireManagementBanner,
      icon: MEDIA.tireManagementIcon,
    }),
    item('tire-management-abouts', {
      title: 'Match Every Tire to Its Duty',
      anchor: DUTY_ANCHOR,
      sequence: 2,
      sub_title: p('TKPH and TMPH: the heat-capacity check every haul tire has to pass.'),
      description:
        p(`A haul tire makes heat every time it flexes under load. If it makes heat faster than it can shed it, the rubber separates from the steel, usually without warning. TKPH (tonne-kilometres per hour) puts a number on that limit: every E-class radial in the ${brand} databook carries a rated TKPH, and the same value in TMPH (short tons and miles per hour; 1 TMPH = 1.46 TKPH).`) +
        ul(
          `${strong('Mean tire load')} (t) = (loaded load + empty load) / 2.`,
          `${strong('Average shift speed')} (km/h) = round-trip length (km) x trips / shift hours, breaks included.`,
          `${strong('Site TKPH')} = mean tire load x average shift speed.`,
        ) +
        p('A tire fits the duty when its rated TKPH is at least the site TKPH. Ratings assume an ambient temperature of 38 °C or less, trips of 5 km or less and a top speed of 50 km/h; add about 2 % to the site value for every degree above 38 °C (and take off about 1 % per degree below).') +
        p(`${strong('Example:')} a rear tire carries ${e.loaded} t loaded and ${e.empty} t empty, a mean load of ${e.meanLoad} t. ${e.trips} round trips of ${e.roundTripKm} km in a ${e.shiftHours}-hour shift give ${e.speed} km/h, so the site TKPH is ${e.meanLoad} x ${e.speed} = ${e.site}. At ${e.ambient} °C add ${e.correctionPct} %: ${e.corrected} TKPH, rounded up (${e.tmph} TMPH). ${a('/tires/duty-check', 'The duty check')} works it out for your haul. If the standard RH-4A+ size is rated below that, RH-4A+ HS, with its low heat-generation compound, is the better fit.`) +
        p(`Ratings for every size are in the ${a('/resources/engineering-data', 'engineering databook')}, and our engineers can check your haul cycles during a ${a('/infocenter/otr-tips/fleet-surveys-site-audits', 'site survey')}.`),
      image: MEDIA.duty,
      image_position: 'RIGHT',
      button_name: 'Engineering Data',
      redirection_url: '/resources/engineering-data',
    }),
  ];
}
