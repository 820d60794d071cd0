// Reliable Services page: the banner (the page shows only the first visible item) and the service sections.
import { a, item, p, sections, strong, ul } from './html';
import { MEDIA } from './media';
import type { SeedContentItem } from './types';

export function reliableServices(brand: string): SeedContentItem[] {
  return [
    item('reliable-services', {
      title: 'Reliable Services',
      sequence: 1,
      description:
        p(`After fuel and labour, tires are one of the largest costs of running a mine or quarry, and a single unplanned removal can park a haul truck for a whole shift. ${brand} field engineers and certified ${brand} OTR dealers work on your site to keep every tire in service longer, from the first mount to the final scrap analysis.`) +
        p(`Tell us about your fleet, haul roads and shift pattern and we will build a service plan around them: ${a('/contact/request-consultation', 'request a consultation')}.`),
      background_image: MEDIA.reliableBanner,
      icon: MEDIA.reliableIcon,
    }),
    // Hidden on purpose: the content service must filter these out (is_active=false, then is_deleted=true).
    // Sequence 0 puts them ahead of the real banner, so a missing filter shows up on the page at once.
    item('reliable-services', {
      title: 'Meet the Reliable Services team at the trade show',
      sequence: 0,
      description: p(`Retired campaign banner: book a stand visit with your ${brand} dealer.`),
      background_image: MEDIA.reliableBanner,
      icon: MEDIA.reliableIcon,
      is_active: false,
    }),
    item('reliable-services', {
      title: 'Reliable Services (draft, withdrawn)',
      sequence: 0,
      description: p('Withdrawn draft of the service coverage banner, pending legal review.'),
      background_image: MEDIA.reliableBanner,
      icon: MEDIA.reliableIcon,
      is_deleted: true,
    }),
  ];
}

export function reliableTypes(brand: string): SeedContentItem[] {
  return sections(
    'reliable-types',
    [
      {
        title: 'Field Service and Mounting',
        sub_title: p(`Certified ${brand} technicians mount, inflate and inspect on your site, day or night.`),
        description:
          p(`Changing a 40.00R57 or a 59/80R63 means handling several tonnes of tire under high inflation energy. ${brand} service crews and certified dealers arrive with tire handlers, inflation cages and nitrogen inflation equipment, so the change is done safely and the truck is back in the cycle quickly.`) +
          ul(
            'Mounting and demounting of earthmover tires on rims up to 63 inches, including multi-piece wheel assemblies.',
            `Cold-pressure setting to the machine maker's values (see ${a('/resources/pressure-recommendations', 'OE Pressure Recommendations')}).`,
            'Dual matching on rear axles: mated tires matched on overall diameter and tread depth so both share the load.',
            'Rim component inspection at every change: O-rings, lock rings, bead seats and flanges.',
          ),
        image: MEDIA.fieldService,
        image_position: 'RIGHT',
        button_name: 'Find a Dealer',
        redirection_url: '/dealers',
      },
      {
        title: 'Site Surveys and Tire Audits',
        sub_title: p('A structured walk of your haul roads, loading areas and tire bay, with a written report.'),
        description:
          p(`Most tire damage starts long before the tire comes off: spillage in the loading area, a badly drained ramp, a berm that trucks ride against. A ${brand} site survey looks at the whole operation, not just the tire bay.`) +
          ul(
            `Haul road grade, cross-fall and surface condition; road grade should never exceed 8 % (${a('/infocenter/otr-tips/site-mgt-impact-road-grading', 'why road grading matters')}).`,
            `Loading and dumping areas: floor cleanup and ${a('/infocenter/otr-tips/haul-truck-positioning', 'truck positioning')} under the loader.`,
            'Inflation pressures, valve caps and TPMS readings across the fleet.',
            'Site TKPH of each haul cycle compared with the rating of the tires fitted.',
            'A review of recently scrapped tires to find the real cause of removal.',
          ) +
          p('You receive a prioritised report that puts the cheapest, highest-value fixes first, and a follow-up visit to measure the result.'),
        image: MEDIA.siteSurvey,
        image_position: 'LEFT',
        button_name: 'Read About Site Audits',
        redirection_url: '/infocenter/otr-tips/fleet-surveys-site-audits',
      },
      {
        title: 'Repair, Retreading and Scrap Analysis',
        sub_title: p('Get the full life out of every casing.'),
        description:
          p(`A sound casing is the most valuable part of an OTR tire. Retread-ready ${brand} radial casings such as RH-4A+, HT-3R, LR-3 and GR-3R are built for a second tread life when they come off in time.`) +
          ul(
            `${strong('Section repairs')}: cuts assessed and repaired by approved shops, within the casing's repair limits.`,
            `${strong('Retread referral')}: we connect you with retreaders approved for ${brand} casings and track each casing through the process.`,
            `${strong('Scrap analysis')}: every removed tire is classified (worn out, cut, impact, heat separation, run flat) so the cause is fixed on site.`,
          ) +
          p('Pull a tire for repair or retread before the tread is gone or the belts show: a casing run to destruction cannot be saved.'),
        image: MEDIA.repairRetread,
        image_position: 'RIGHT',
        button_name: 'Request a Consultation',
        redirection_url: '/contact/request-consultation',
      },
      {
        title: 'Operator and Technician Training',
        sub_title: p('Short, practical sessions for operators, tire fitters and supervisors.'),
        description:
          p(`Operators decide more of a tire's life than any compound. ${brand} trainers run on-site sessions built around your own machines and roads.`) +
          ul(
            'Daily walk-around checks: cuts, bulges, exposed cords and valve damage.',
            `Setting pressure cold, and why a hot tire reads high (${a('/infocenter/otr-tips/correct-tire-inflation', 'correct tire inflation')}).`,
            'Loader habits: no wheel spin, a clean floor, working square to the face.',
            `For fitters: safe demounting of multi-piece rims, inflation cage use and ${a('/infocenter/otr-tips/look-under-your-tires', 'what to look for under the tire')}.`,
          ) +
          p('Sessions run 2 to 4 hours per group and can be held at shift change so no production time is lost.'),
        image: MEDIA.training,
        image_position: 'LEFT',
        button_name: 'OE Pressure Recommendations',
        redirection_url: '/resources/pressure-recommendations',
      },
      {
        title: 'Emergency Response',
        sub_title: p('A truck down costs production every hour. Our dealer network answers around the clock.'),
        description:
          p(`${brand} OTR dealers keep service vehicles and common sizes on standby for their region. When a tire fails in the pit, one call starts the response: the nearest crew is dispatched, a replacement is found in dealer or regional stock, and the failed tire is kept for inspection.`) +
          ul(
            '24/7 call-out through your local dealer.',
            'Stock visibility across the dealer network for every size on your site.',
            'Consignment stock of critical sizes held on site, agreed in advance.',
          ) +
          p('Call-outs are logged and reviewed with your site team every quarter, so repeat failures are fixed at the cause.'),
        image: MEDIA.emergency,
        image_position: 'RIGHT',
        button_name: 'Contact Us',
        redirection_url: '/contact/contact-us',
      },
      {
        title: 'Warranty and Claims',
        sub_title: p('Clear terms, quick decisions, and a dealer who handles the paperwork.'),
        description:
          p(`Every ${brand} OTR tire is covered against defects in materials and workmanship. The period depends on the tire:`) +
          ul(
            `${strong('Four years')} for 20-inch to 39-inch tires.`,
            `${strong('18 months')} for 45-inch to 63-inch tires.`,
            `${strong('18 months')} for Low Seam (UMS), American bias and Permafoam tires.`,
          ) +
          p(`To open a claim, bring the tire, its serial number and the machine hours to your ${a('/dealers', `${brand} dealer`)}. Keep the tire out of service and do not repair it first: the casing is inspected to decide the claim. The Warranties panel on each tire's details page shows the term that applies.`),
        image: MEDIA.warranty,
        image_position: 'LEFT',
        button_name: 'Find Your Tire',
        redirection_url: '/tires',
      },
    ],
    [
      {
        title: 'Tire Recycling Program',
        sequence: 7,
        sub_title: p('Pilot program, not yet offered.'),
        description: p(`Collection of scrap ${brand} casings for crumb rubber and steel recovery, piloted at two sites.`),
        image: MEDIA.repairRetread,
        image_position: 'RIGHT',
        button_name: 'Contact Us',
        redirection_url: '/contact/contact-us',
        is_active: false,
      },
    ],
  );
}
