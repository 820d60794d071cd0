// Trusted Products page: the banner item (the page shows the first visible one) and the product-feature
// sections. Feature sections name their button target `redirect_url` (SPEC §3), not redirection_url.
import { item, p, sections, strong, ul } from './html';
import { MEDIA } from './media';
import type { SeedContentItem } from './types';

const TECHNOLOGY = '/total-mobility/trusted-products/technology';

export function trustedProducts(brand: string): SeedContentItem[] {
  return [
    item('trusted-products', {
      title: 'Trusted Products',
      sequence: 1,
      description:
        p(`${brand} OTR tires are engineered for the loads, heat and rock of working sites, from 24-inch grader tires to 63-inch ultra-class haul radials. Every line is built on a few proven technologies and tested at the ${brand} Proving Grounds and in customer fleets before it reaches you.`),
      icon: MEDIA.trustedIcon,
      background_image: MEDIA.trustedBanner,
    }),
    // Hidden on purpose (is_active=false): a retired banner the content service must filter out.
    item('trusted-products', {
      title: 'Trusted Products: 2018 range launch',
      sequence: 0,
      description: p(`Retired launch banner for the first ${brand} radial loader range.`),
      icon: MEDIA.trustedIcon,
      is_active: false,
    }),
  ];
}

export function trustedProductLists(brand: string): SeedContentItem[] {
  return sections('trusted-product-lists', [
    {
      title: 'Durawall Sidewall Protection',
      sub_title: p('Sidewall cuts are the removals no tread depth can prevent.'),
      description:
        p('Durawall adds a cut-resistant sidewall compound and a raised protector rib where windrows, berms and bucket spillage strike. The rib takes the hit, and the casing cords behind it stay intact.') +
        ul(
          'On RH-4A+, RH-4A+ CR, LR-4D, LR-5X and UG-5X, among others.',
          'Fewer sidewall removals in loading areas and along narrow haul roads.',
          'Small shoulder cuts stay within repair limits, so the casing can be section-repaired.',
        ),
      image: MEDIA.durawall,
      image_position: 'RIGHT',
      button_name: 'Explore Technology',
      redirect_url: TECHNOLOGY,
    },
    {
      title: 'Hi-Stability Casing',
      sub_title: p('A casing that holds its shape under full load, in every position.'),
      description:
        p('Hi-Stability pairs an all-steel radial ply with a heavy bead bundle on a wide bead seat. The casing deflects less under load and braking, so the footprint stays flat and the machine stays steady.') +
        ul(
          'Less bounce and rocking in load-and-carry work and on uneven haul roads.',
          'Secure rim seating under high drive torque, with less bead chafing.',
          'Even tread wear, which keeps more casings fit for retreading.',
        ),
      image: MEDIA.hiStability,
      image_position: 'LEFT',
      button_name: 'How Our Tires Are Built',
      redirect_url: '/total-mobility/trusted-products/tire-construction',
    },
    {
      title: 'Smooth Guard Tread',
      sub_title: p('Maximum rubber on the ground where traction is not the limit.'),
      description:
        p('Smooth Guard replaces lugs with a solid, smooth tread face. With no grooves for rock to enter, there is nothing to tear: the tread wears slowly and evenly instead of chunking.') +
        ul(
          'Built for underground LHDs, scrap and waste handling, and loaders on hard, sharp floors.',
          'Lines: LR-5S, UG-5S, UG-5SR and WS-5S (L-5S), and UG-3S (L-3S) for low seams.',
          'The L-5S lines carry 250 % of the TRA base tread depth for the longest wear life.',
        ),
      image: MEDIA.smoothGuard,
      image_position: 'RIGHT',
      button_name: 'Find Tires',
      redirect_url: '/tires',
    },
    {
      title: 'Maxwork Compounds',
      sub_title: p('Tread compounds matched to what ends tire life on your site: heat or cuts.'),
      description:
        p(`Maxwork is the ${brand} family of tread compounds. Each trades heat build-up against cut resistance differently, and each tire line uses the one its duty calls for.`) +
        ul(
          `${strong('Maxwork HR')} (heat-resistant) in RH-4A+ HS and UG-E4: more TKPH capacity for long, fast and hot haul cycles.`,
          `${strong('Maxwork CR')} (cut-resistant) in RH-4A+ CR, LR-4D, LR-5X and LX-5 Giant: longer casing life on sharp shot rock.`,
          'A low rolling-resistance undertread in RH-4A+ HS, HT-3R and LT-2R: less fuel burned per tonne moved.',
        ),
      image: MEDIA.maxwork,
      image_position: 'LEFT',
      button_name: 'Explore Technology',
      redirect_url: TECHNOLOGY,
    },
    {
      title: 'Permafoam Never-Flat Fill',
      sub_title: p('No air, no flats, no downtime from punctures.'),
      description:
        p('Permafoam replaces the air in the tire with a resilient polyurethane fill, so a nail, a rebar offcut or a stump can pierce the tread without taking the machine out of service.') +
        ul(
          'For slow, puncture-prone work: waste transfer stations, scrap yards, demolition, and telehandlers on building sites.',
          'Fill hardness chosen to suit the ride and load of the machine.',
          'Permafoam tires carry an 18-month warranty.',
        ) +
        p('Filled tires are heavier and are not meant for fast or long-haul duty; ask your dealer whether your machine qualifies.'),
      image: MEDIA.permafoam,
      image_position: 'RIGHT',
      button_name: 'Ask About Permafoam',
      redirect_url: '/contact/request-consultation',
    },
    {
      title: 'Deep E-4 and L-5 Treads',
      sub_title: p('More rubber to wear means more hours between changes.'),
      description:
        p('The TRA code on the sidewall tells you how much tread a tire carries. E-4 and L-4 treads are 150 % of the TRA base depth; L-5 extra-deep treads are 250 %.') +
        ul(
          `${strong('E-4')} on the RH-4A+ lineup, AX-4R and UG-E4 haul radials.`,
          `${strong('L-4')} on LR-4D, DZ-4 and TS-4 for abrasive faces and stockpiles.`,
          `${strong('L-5')} on LR-5X, LB-5, LX-5 Giant and UG-5X for the highest-cut loading areas.`,
        ) +
        p('Deeper treads run hotter, so on fast haul cycles check the site TKPH against the tire rating before choosing the deepest option.'),
      image: MEDIA.deepTread,
      image_position: 'LEFT',
      button_name: 'See Engineering Data',
      redirect_url: '/resources/engineering-data',
    },
    {
      title: 'Electric Drive Ready',
      sub_title: p('Ready for the torque of battery-electric and trolley-assist machines.'),
      description:
        p('Electric drives deliver full torque from standstill and brake regeneratively on every descent. Electric Drive Ready lines add reinforced bead zones and tread blocks that resist tearing under that instant torque.') +
        ul(
          'Validated on battery-electric loaders and trolley-assist haul trucks.',
          `Tested at the ${brand} Proving Grounds: over 7,200 acres with over 50 test surfaces.`,
          'Available across the RH-4A+ lineup and the LR-5X loader range.',
        ),
      image: MEDIA.electricDrive,
      image_position: 'RIGHT',
      button_name: 'Explore Technology',
      redirect_url: TECHNOLOGY,
    },
  ]);
}
