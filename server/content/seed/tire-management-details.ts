// Tire Management Solutions page, part 2: the sections. SPEC: a RIGHT section shows a brochure button
// (brochures.url); a LEFT section shows its button plus Sign Up (/emtrack/registration) and Log In links.
// The EMTrack section carries anchor "sectionb", the target of the header's asset-tracking link.
import { EMTRACK_PRICING } from './emtrack';
import { a, p, sections, strong, ul } from './html';
import { MEDIA } from './media';
import type { SeedContentItem } from './types';

const DOCS = '/website/documents';
export const BROCHURES = {
  tpms: `${DOCS}/brochure-tpms-heavy-duty.pdf`,
  rhLineup: `${DOCS}/brochure-rh-4a-plus-lineup.pdf`,
  underground: `${DOCS}/brochure-underground.pdf`,
} as const;

export const EMTRACK_ANCHOR = 'sectionb';

export function tireManagementDetails(brand: string): SeedContentItem[] {
  const price = EMTRACK_PRICING;
  return sections('tire-management-details', [
    {
      title: 'TPMS Heavy Duty Sensors',
      anchor: 'sectiona',
      sub_title: p('Pressure and temperature from inside every tire, live in the cab and in the tire bay.'),
      description:
        p('Under-inflation is the most common cause of premature OTR tire failure, and it cannot be seen from the cab. TPMS Heavy Duty sensors mount inside the tire and report pressure and internal air temperature throughout the shift.') +
        ul(
          'In-cab alerts for low pressure and high temperature, before the casing is damaged.',
          'Readings relayed to EMTrack over the site network, so the tire bay sees every machine at once.',
          'RH-4A+, RH-4A+ HS, LR-4D, LR-5X, LX-5 Giant, UG-5SR and PX-4R have inner liners ready for the sensor mount: no wheel changes needed.',
          'Sensors move from tire to tire over the life of the fleet.',
        ),
      image: MEDIA.tpms,
      image_position: 'RIGHT',
      button_name: 'TPMS Heavy Duty Brochure',
      brochures: { url: BROCHURES.tpms },
    },
    {
      title: 'EMTrack Tire Tracking',
      anchor: EMTRACK_ANCHOR,
      sub_title: p('Every tire, every position, every hour, in one place.'),
      description:
        p(`EMTrack is the ${brand} tire performance tracking system for earthmover fleets. It follows each tire by serial number from delivery to scrap: the machine and position it runs on, hours and distance, pressure and temperature history from TPMS Heavy Duty, tread depth at each inspection, repairs, rotations and the reason it was removed.`) +
        p(`You choose how much of that data ${brand} may see:`) +
        ul(
          `${strong('Full access')}: ${brand} sees your tire performance data, excluding competitive pricing, and uses it to advise you on tire selection and site practice. System price ${price.full}, earning a ${price.fullDiscount} discount.`,
          `${strong('Restricted access')}: ${brand} sees none of your data except when you ask for support. Price ${price.restricted}.`,
        ) +
        p(`On both plans the purchase or upgrade fee covers year 1, then a ${price.maintenance} annual maintenance fee applies. Existing users can upgrade with their EMTrack serial number.`),
      image: MEDIA.emtrack,
      image_position: 'LEFT',
      button_name: 'Why Track Tire Performance?',
      redirection_url: '/infocenter/otr-tips/benefits-of-tire-performance-tracking',
    },
    {
      title: 'Rotation, Dual Matching and Position Planning',
      anchor: 'sectionc',
      sub_title: p('The right tire in the right position, moved at the right time.'),
      description:
        p('The six positions of a rigid haul truck wear very differently: the fronts steer and take much of the braking, the rear duals carry most of the payload and all of the drive torque. A planned rotation evens out wear and heat so the whole set reaches its removal point together.') +
        ul(
          'Rotation plans driven by measured tread depth, not calendar days.',
          'Dual matching: mated rear tires matched on overall diameter and tread depth, so one tire never carries the load of two.',
          'Position-specific lines: RH-4A+ for mixed duty, RH-4A+ HS where TKPH limits life, RH-4A+ CR in sharp shot-rock loading areas.',
        ) +
        p('EMTrack records every move, so the history of each casing follows it from position to position.'),
      image: MEDIA.rotation,
      image_position: 'RIGHT',
      button_name: 'RH-4A+ Lineup Brochure',
      brochures: { url: BROCHURES.rhLineup },
    },
    {
      title: 'Cost-per-Hour Reporting',
      anchor: 'sectiond',
      sub_title: p('Measure tire cost the way the site measures everything else: per operating hour.'),
      description:
        p('Purchase price says little about what a tire really costs. EMTrack divides the full cost of each tire (purchase, repairs and the labour of changes) by the hours it ran, and compares lines, sizes, positions and machines on the same basis.') +
        ul(
          'Monthly cost-per-hour and cost-per-tonne reports by fleet, machine and position.',
          'Removal reasons from scrap inspections, ranked by the hours they cost you.',
          'Removal forecasts for the next 3 to 12 months, so stock arrives before it is needed.',
        ) +
        p(`Reports are built from your own EMTrack data on either plan; with full access a ${brand} engineer also reviews them with you every quarter. ${a('/contact/request-consultation', 'Ask for a sample report')}.`),
      image: MEDIA.costPerHour,
      image_position: 'LEFT',
      button_name: 'Request a Consultation',
      redirection_url: '/contact/request-consultation',
    },
    {
      title: 'Loader and Underground Programs',
      anchor: 'sectione',
      sub_title: p('Loaders, dozers and LHDs lose tires to cuts and wheel spin, not heat: their program is different.'),
      description:
        p('Underground and loading-area tires are rarely limited by TKPH. They are lost to rock cuts, impacts on a rough floor and spinning in the muckpile, so the program pairs the right tread with floor discipline.') +
        ul(
          'L-4 and L-5 lines such as LR-4D, LR-5X and LX-5 Giant for abrasive faces; smooth L-5S lines such as LR-5S, UG-5S and UG-5SR where cut resistance matters more than traction.',
          'Floor-condition audits of loading areas and drifts, with a cleanup plan the shift can follow.',
          'Short-sidewall underground lines that clear tight drifts and resist rib-side cuts.',
        ) +
        p(`The Underground brochure lists every LHD and underground haul truck size; the ${a('/resources/brochures', 'brochure library')} also holds the Loader & Dozer range.`),
      image: MEDIA.underground,
      image_position: 'RIGHT',
      button_name: 'Underground Brochure',
      brochures: { url: BROCHURES.underground },
    },
  ]);
}
