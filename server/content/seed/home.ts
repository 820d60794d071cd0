// The home page's copy (SPEC §2 Home): banner, the three Total Mobility tiles, the call to action's line and the
// two promo tiles, which link to brochure PDFs (RH-4A+ lineup, TPMS Heavy Duty). The section titles SPEC
// quotes (Total Mobility, Get The Tires You Need) and the buttons stay in code.
import type { SeedHomePage } from './types';

export function homePage(brand: string): SeedHomePage {
  return {
    collection: 'home-page',
    banner_title: `${brand} Off-the-Road Tires`,
    banner_lead: 'Tires, service and tire management for mining, construction, quarry, port and industrial operations.',
    mobility_tiles: [
      { title: 'Trusted Products', text: 'Tires built for haul roads, quarries, ports and plants.', link: '/total-mobility/trusted-products' },
      { title: 'Reliable Services', text: 'Field engineers and dealers who keep your fleet rolling.', link: '/total-mobility/reliable-services' },
      { title: 'Tire Management Solutions', text: 'Track tire performance and lower your cost per hour.', link: '/total-mobility/tire-management-solutions' },
    ],
    cta_text: `Tell us about your equipment and site, and a ${brand} specialist will help you choose.`,
    promo_tiles: [
      { title: 'RH-4A+ Lineup', text: 'Rigid haul tires for the longest shifts.', link: '/website/documents/brochure-rh-4a-plus-lineup.pdf' },
      { title: 'TPMS Heavy Duty', text: 'Tire pressure monitoring made for OTR work.', link: '/website/documents/brochure-tpms-heavy-duty.pdf' },
    ],
  };
}
